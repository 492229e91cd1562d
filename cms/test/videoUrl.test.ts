import { describe, expect, it } from 'vitest'

import { parseVideoUrl, validateVideoUrl, VIDEO_URL_MESSAGE } from '../src/collections/Testimonials/videoUrl'

describe('testimonial video links', () => {
  it('reads the video of the usual YouTube and Vimeo links', () => {
    const youtube = { provider: 'youtube', id: 'dQw4w9WgXcQ' }
    expect(parseVideoUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s')).toEqual(youtube)
    expect(parseVideoUrl('https://youtu.be/dQw4w9WgXcQ?si=abc')).toEqual(youtube)
    expect(parseVideoUrl('https://m.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual(youtube)
    expect(parseVideoUrl('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toEqual(youtube)
    expect(parseVideoUrl(' https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ ')).toEqual(youtube)
    expect(parseVideoUrl('https://vimeo.com/76979871')).toEqual({ provider: 'vimeo', id: '76979871' })
    expect(parseVideoUrl('https://player.vimeo.com/video/76979871?h=abc')).toEqual({ provider: 'vimeo', id: '76979871' })
  })

  it('refuses what is not one video: the old channel uploads list, playlists, channels, other sites, http', () => {
    for (const link of [
      'https://www.youtube-nocookie.com/embed?listType=user_uploads&list=9jalottery&index=1',
      'https://www.youtube.com/playlist?list=PL1234567890',
      'https://www.youtube.com/@9jalottery',
      'https://www.youtube.com/watch?v=short',
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://vimeo.com/channels/staffpicks',
      'https://example.com/video.mp4',
      'javascript:alert(1)',
      'not a link',
    ]) {
      expect(parseVideoUrl(link), link).toBeNull()
      expect(validateVideoUrl(link), link).toBe(VIDEO_URL_MESSAGE)
    }
  })

  it('accepts no video at all', () => {
    expect(validateVideoUrl(undefined)).toBe(true)
    expect(validateVideoUrl(null)).toBe(true)
    expect(validateVideoUrl('  ')).toBe(true)
  })
})
