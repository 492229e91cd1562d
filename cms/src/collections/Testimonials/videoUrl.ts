/**
 * Testimonial videos: a link an editor pastes from YouTube or Vimeo, reduced to the provider and the
 * video's id. The web app builds the privacy-enhanced player URL from those two, so nothing else an
 * editor types (a channel, a playlist, another site) can end up in a frame on the site.
 */
export type VideoProvider = 'youtube' | 'vimeo'
export type VideoReference = { provider: VideoProvider; id: string }

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const VIMEO_ID = /^\d{1,12}$/
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com'])

export function parseVideoUrl(value: string): VideoReference | null {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null
  const segments = url.pathname.split('/').filter(Boolean)
  const youtube = (id: string | null | undefined) => (id && YOUTUBE_ID.test(id) ? { provider: 'youtube' as const, id } : null)
  const vimeo = (id: string | undefined) => (id && VIMEO_ID.test(id) ? { provider: 'vimeo' as const, id } : null)

  if (url.hostname === 'youtu.be') return segments.length === 1 ? youtube(segments[0]) : null
  if (YOUTUBE_HOSTS.has(url.hostname)) {
    if (segments.length === 1 && segments[0] === 'watch') return youtube(url.searchParams.get('v'))
    if (segments.length === 2 && ['embed', 'shorts', 'live'].includes(segments[0]!)) return youtube(segments[1])
    return null
  }
  if (url.hostname === 'vimeo.com' || url.hostname === 'www.vimeo.com') return segments.length === 1 ? vimeo(segments[0]) : null
  if (url.hostname === 'player.vimeo.com') return segments.length === 2 && segments[0] === 'video' ? vimeo(segments[1]) : null
  return null
}

export const VIDEO_URL_MESSAGE =
  'Enter the link of one YouTube or Vimeo video (e.g. https://www.youtube.com/watch?v=… or https://vimeo.com/…).'

/** Payload field validation: empty is fine (the video is optional); anything else must be one video. */
export function validateVideoUrl(value: string | null | undefined): true | string {
  if (value == null || value.trim() === '') return true
  return parseVideoUrl(value) ? true : VIDEO_URL_MESSAGE
}
