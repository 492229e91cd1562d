import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { embedUrlOf, providerNames, watchUrlOf, type TestimonialVideo } from './video-embed.ts'

/**
 * A video behind a poster: nothing from the video's provider (frame, script, cookie, image) loads until
 * the visitor clicks, then the privacy-enhanced player replaces the poster. Without JavaScript, or
 * with a modifier key, the poster is a plain link to the video's own page.
 */
export function ClickToLoadVideo({ video, title }: { video: TestimonialVideo; title: string }) {
  const { t } = useTranslation()
  const [playing, setPlaying] = useState(false)
  if (playing) {
    return (
      <div className="video-frame">
        <iframe
          src={embedUrlOf(video)}
          title={title}
          width="560"
          height="315"
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
    )
  }
  return (
    <a
      href={watchUrlOf(video)}
      className="video-poster"
      target="_blank"
      rel="noopener noreferrer"
      data-testid="video-poster"
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        setPlaying(true)
      }}
    >
      <span className="video-poster-play" aria-hidden="true">
        ▶
      </span>
      <span className="video-poster-label">{title}</span>
      <span className="video-poster-note">{t('testimonials.loadsFrom', { provider: providerNames[video.provider] })}</span>
    </a>
  )
}
