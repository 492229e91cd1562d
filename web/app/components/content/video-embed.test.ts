import { describe, expect, it } from 'vitest'
import { embedUrlOf, toTestimonialVideo, watchUrlOf } from './video-embed.ts'

describe('testimonial videos', () => {
  it('frames only the privacy-enhanced players of YouTube and Vimeo', () => {
    const youtube = toTestimonialVideo('youtube', 'dQw4w9WgXcQ')!
    expect(embedUrlOf(youtube)).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1')
    expect(watchUrlOf(youtube)).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
    const vimeo = toTestimonialVideo('vimeo', '76979871')!
    expect(embedUrlOf(vimeo)).toBe('https://player.vimeo.com/video/76979871?autoplay=1&dnt=1')
    expect(watchUrlOf(vimeo)).toBe('https://vimeo.com/76979871')
  })

  it('has no video for an unknown provider or an id the provider would not issue', () => {
    expect(toTestimonialVideo(null, null)).toBeNull()
    expect(toTestimonialVideo('dailymotion', 'x8abc12')).toBeNull()
    expect(toTestimonialVideo('youtube', '../evil/xx')).toBeNull()
    expect(toTestimonialVideo('vimeo', '123?x=1')).toBeNull()
  })
})
