import { useEffect, useState } from 'react'
import type { NumberSlug } from './number-games.ts'
import type { JackpotView } from './numbers-schemas.ts'

/** How often an open page asks for the pool: every stake grows it. */
export const JACKPOT_REFRESH_MS = 10_000

/**
 * The jackpot pool, kept live: the figure the page was rendered with, then the resource route's every
 * JACKPOT_REFRESH_MS while the page is visible (a hidden tab asks once it is shown again). A failed
 * ask keeps the last figure.
 */
export function useLiveJackpot(slug: NumberSlug, rendered: JackpotView): JackpotView {
  const [jackpot, setJackpot] = useState(rendered)
  useEffect(() => setJackpot(rendered), [rendered])
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const refresh = async () => {
      timer = undefined
      if (document.visibilityState === 'visible') {
        try {
          const response = await fetch(`/resources/number-games/${slug}/jackpot`)
          if (response.ok) {
            const body = (await response.json()) as { jackpot: JackpotView }
            if (!stopped) setJackpot(body.jackpot)
          }
        } catch {
          // Offline for a moment: the next ask tries again.
        }
      }
      if (!stopped) timer = setTimeout(refresh, JACKPOT_REFRESH_MS)
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible' && timer !== undefined) {
        clearTimeout(timer)
        void refresh()
      }
    }
    timer = setTimeout(refresh, JACKPOT_REFRESH_MS)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      stopped = true
      if (timer !== undefined) clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [slug])
  return jackpot
}
