import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * A launched game in an iframe with an X to close it. Its height follows the game's
 * `{type: 'resize-iframe', height}` messages, accepted only from this page's own origin and frame.
 * It opens above the lobby's cards, so it is scrolled into view: on a phone the tapped card is far below.
 */
export function GameFrame({ src, title, onClose }: { src: string; title: string; onClose: () => void }) {
  const { t } = useTranslation('games')
  const frame = useRef<HTMLIFrameElement>(null)
  const container = useRef<HTMLDivElement>(null)
  const [height, setHeight] = useState(640)
  useEffect(() => {
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    container.current?.scrollIntoView({ block: 'start', behavior: reducedMotion ? 'auto' : 'smooth' })
  }, [src])
  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return
      const data = event.data as { type?: unknown; height?: unknown }
      if (data?.type === 'resize-iframe' && typeof data.height === 'number' && data.height > 0 && data.height < 20_000) {
        setHeight(Math.ceil(data.height))
      }
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [])
  return (
    <div className="game-frame" data-testid="game-frame" ref={container}>
      <button type="button" className="game-frame-close" aria-label={t('lobby.close')} onClick={onClose}>
        ✕
      </button>
      <iframe ref={frame} src={src} title={title} style={{ height }} allow="fullscreen" />
    </div>
  )
}
