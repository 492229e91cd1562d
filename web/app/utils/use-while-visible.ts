import { useEffect, useRef } from 'react'

/**
 * Calls `ask` every `intervalMs` while the page is visible, and at once when a hidden tab is shown
 * again (a hidden tab asks nothing): how a page keeps a figure that others change live without the
 * live channel (the Jackpot Game's pool, the wallet's balance once a bank transfer arrives). A failed
 * ask is the caller's to ignore; the next one tries again.
 */
export function useWhileVisible(ask: () => Promise<void> | void, intervalMs: number) {
  const latest = useRef(ask)
  latest.current = ask
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const refresh = async () => {
      timer = undefined
      if (document.visibilityState === 'visible') await latest.current()
      if (!stopped) timer = setTimeout(refresh, intervalMs)
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible' && timer !== undefined) {
        clearTimeout(timer)
        void refresh()
      }
    }
    timer = setTimeout(refresh, intervalMs)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      stopped = true
      if (timer !== undefined) clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [intervalMs])
}
