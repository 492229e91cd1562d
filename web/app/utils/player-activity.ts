import { useEffect } from 'react'

/**
 * Activity inside a game frame (interfaces.md 8): the framed page posts this to its parent, which
 * counts it as the player's activity, since taps inside an iframe never reach the parent's listeners.
 */
export const PLAYER_ACTIVITY_MESSAGE = { type: 'player-activity' } as const
/** A framed page reports at most this often. */
export const FRAME_ACTIVITY_REPORT_MS = 5_000

/** The events that count as the player being there, in the page and in a game frame alike. */
export const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'scroll', 'click', 'touchstart', 'pointerdown'] as const

export function isPlayerActivityMessage(event: MessageEvent): boolean {
  return (
    event.origin === window.location.origin &&
    typeof event.data === 'object' &&
    event.data !== null &&
    (event.data as { type?: unknown }).type === PLAYER_ACTIVITY_MESSAGE.type
  )
}

/** For a page shown inside one of our frames: tells the parent page the player is active here. */
export function useReportActivityToParent() {
  useEffect(() => {
    if (window.parent === window) return
    let lastReport = 0
    const report = () => {
      const now = Date.now()
      if (now - lastReport < FRAME_ACTIVITY_REPORT_MS) return
      lastReport = now
      window.parent.postMessage(PLAYER_ACTIVITY_MESSAGE, window.location.origin)
    }
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, report, { passive: true, capture: true })
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, report, { capture: true })
    }
  }, [])
}
