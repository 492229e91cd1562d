import { useEffect } from 'react'
import { inFrame, isOwnMessage, postToParent } from './frame-messages.ts'

/** A framed page reports at most this often. */
export const FRAME_ACTIVITY_REPORT_MS = 5_000

/** The events that count as the player being there, in the page and in a game frame alike. */
export const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'scroll', 'click', 'touchstart', 'pointerdown'] as const

/**
 * Activity inside a game frame (interfaces.md 8): the framed page posts this to its parent, which
 * counts it as the player's activity, since taps inside an iframe never reach the parent's listeners.
 */
export function isPlayerActivityMessage(event: MessageEvent): boolean {
  return isOwnMessage(event, 'player-activity')
}

/**
 * Play the page runs for the player with no hand on it (an auto-bet's bet each round) is activity too:
 * in the lobby's frame the parent's inactivity logout hears of it, as it hears of taps.
 */
export function reportPlayingToParent(): void {
  postToParent({ type: 'player-activity' })
}

/** For a page shown inside one of our frames: tells the parent page the player is active here. */
export function useReportActivityToParent() {
  useEffect(() => {
    if (!inFrame()) return
    let lastReport = 0
    const report = () => {
      const now = Date.now()
      if (now - lastReport < FRAME_ACTIVITY_REPORT_MS) return
      lastReport = now
      postToParent({ type: 'player-activity' })
    }
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, report, { passive: true, capture: true })
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, report, { capture: true })
    }
  }, [])
}
