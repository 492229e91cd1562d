import { useEffect, useState } from 'react'
import { useWhileVisible } from '#app/utils/use-while-visible.ts'
import type { JackpotView } from '@9ja/contract'

/** How often an open page asks for the pool: every stake grows it. */
export const JACKPOT_REFRESH_MS = 10_000

/**
 * The jackpot pool, kept live: the figure the page was rendered with, then the resource route's every
 * JACKPOT_REFRESH_MS while the page is visible. A failed ask keeps the last figure.
 */
export function useLiveJackpot(slug: string, rendered: JackpotView): JackpotView {
  const [jackpot, setJackpot] = useState(rendered)
  useEffect(() => setJackpot(rendered), [rendered])
  useWhileVisible(async () => {
    try {
      const response = await fetch(`/resources/number-games/${slug}/jackpot`)
      if (response.ok) setJackpot(((await response.json()) as { jackpot: JackpotView }).jackpot)
    } catch {
      // Offline for a moment: the next ask tries again.
    }
  }, JACKPOT_REFRESH_MS)
  return jackpot
}
