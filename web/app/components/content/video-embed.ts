/**
 * A testimonial's video as the CMS gives it (provider and video id, parsed there from the editor's
 * link) and the addresses built from it here: the privacy-enhanced player for the frame a visitor
 * asks for, and the video's own page for a visitor without JavaScript.
 */
export type TestimonialVideo = { provider: 'youtube' | 'vimeo'; id: string }

const ID_PATTERNS = { youtube: /^[A-Za-z0-9_-]{11}$/, vimeo: /^\d{1,12}$/ } as const

/** The video, or null when there is none or its id is not one the provider issues. */
export function toTestimonialVideo(provider: string | null | undefined, id: string | null | undefined): TestimonialVideo | null {
  if ((provider !== 'youtube' && provider !== 'vimeo') || !id || !ID_PATTERNS[provider].test(id)) return null
  return { provider, id }
}

export function embedUrlOf(video: TestimonialVideo): string {
  return video.provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${video.id}?autoplay=1`
    : `https://player.vimeo.com/video/${video.id}?autoplay=1&dnt=1`
}

export function watchUrlOf(video: TestimonialVideo): string {
  return video.provider === 'youtube' ? `https://www.youtube.com/watch?v=${video.id}` : `https://vimeo.com/${video.id}`
}

export const providerNames = { youtube: 'YouTube', vimeo: 'Vimeo' } as const
