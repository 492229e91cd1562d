import { applyCrashEvent, crashEvent, crashRoundState, type CrashEvent, type CrashRoundState } from '@9ja/live'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ServerClock } from '../server-clock.ts'
import { flightMultiplier } from './flight.ts'

/** `open` while events flow; `reconnecting` after the connection broke (the banner shows then). */
export type LiveConnection = 'connecting' | 'open' | 'reconnecting'
type EventListener = (event: CrashEvent) => void

/** How long to wait before opening a connection the browser gave up on (it retries broken ones itself). */
const REOPEN_AFTER_MS = 2000

/**
 * The live round of one crash game: `GET /live/crash/<slug>` (Server-Sent Events at this origin)
 * sends the round's state on every connection, then each event, folded in with the relay's own
 * reducer. The browser's EventSource reconnects by itself; when it gives up (the server answered
 * with an error) the connection is opened again. An event of a round whose opening was missed opens
 * a fresh connection, which starts with the current state.
 */
export function useCrashLive(slug: string, initialState: CrashRoundState | null, clock: ServerClock) {
  const [state, setState] = useState(initialState)
  const [connection, setConnection] = useState<LiveConnection>('connecting')
  const current = useRef(initialState)
  const listeners = useRef(new Set<EventListener>())

  useEffect(() => {
    let source: EventSource | null = null
    let reopenTimer = 0
    const replace = (next: CrashRoundState | null) => {
      current.current = next
      setState(next)
    }
    const open = () => {
      source?.close()
      const opened = new EventSource(`/live/crash/${encodeURIComponent(slug)}`)
      source = opened
      opened.addEventListener('state', (message) => {
        const parsed = crashRoundState.safeParse(JSON.parse((message as MessageEvent<string>).data))
        if (!parsed.success) return
        clock.observe(parsed.data.serverTime)
        replace(parsed.data)
        setConnection('open')
      })
      opened.addEventListener('crash', (message) => {
        const parsed = crashEvent.safeParse(JSON.parse((message as MessageEvent<string>).data))
        if (!parsed.success) return
        const event = parsed.data
        clock.observe(event.at)
        const before = current.current
        const next = applyCrashEvent(before, event)
        if (next === before && event.roundId > (before?.roundId ?? 0)) return open()
        replace(next)
        for (const listener of listeners.current) listener(event)
      })
      opened.onerror = () => {
        setConnection('reconnecting')
        if (opened.readyState === EventSource.CLOSED) reopenTimer = window.setTimeout(open, REOPEN_AFTER_MS)
      }
    }
    open()
    return () => {
      window.clearTimeout(reopenTimer)
      source?.close()
    }
  }, [slug, clock])

  /** Calls `listener` for each live event after it was folded in; returns the unsubscribe. */
  const onEvent = useCallback((listener: EventListener) => {
    listeners.current.add(listener)
    return () => void listeners.current.delete(listener)
  }, [])

  return { state, connection, onEvent }
}

/** A frame of the round for whatever draws it: the flight's multiplier, or how long the betting window has left. */
export type RoundFrame =
  { phase: 'betting'; msLeft: number } | { phase: 'flying'; multiplier: number; elapsedMs: number } | { phase: 'crashed' }
type FrameListener = (frame: RoundFrame) => void

/** How often a betting window's countdown is redrawn: it shows tenths of a second, and its bar steps with it (a few pixels a tick). */
const COUNTDOWN_TICK_MS = 100

/**
 * One loop per game page that hands each frame to its subscribers (the stage, the cash-out buttons),
 * which write to the DOM through refs: no React render per frame. A flight is drawn every animation
 * frame; a betting window's countdown ten times a second; between rounds nothing moves, so the loop
 * sleeps until the next round's state comes. A cheap phone's CPU (and battery) is spent on the flight only.
 */
export function useRoundFrames(state: CrashRoundState | null, clock: ServerClock, growthPerMs: number) {
  const listeners = useRef(new Set<FrameListener>())
  const round = useRef(state)
  round.current = state
  const phase = state?.phase ?? null

  useEffect(() => {
    if (phase !== 'betting' && phase !== 'flying') return
    let frame = 0
    let timer = 0
    const draw = () => {
      const live = round.current
      if (!live) return
      const now = clock.now()
      const roundFrame: RoundFrame =
        live.phase === 'flying' && live.startedAt
          ? {
              phase: 'flying',
              multiplier: flightMultiplier(live.startedAt, now, growthPerMs),
              elapsedMs: Math.max(0, now - Date.parse(live.startedAt)),
            }
          : live.phase === 'betting'
            ? { phase: 'betting', msLeft: Math.max(0, Date.parse(live.bettingEndsAt) - now) }
            : { phase: 'crashed' }
      for (const listener of listeners.current) listener(roundFrame)
      if (roundFrame.phase === 'flying') frame = requestAnimationFrame(draw)
      else if (roundFrame.phase === 'betting') timer = window.setTimeout(draw, COUNTDOWN_TICK_MS)
    }
    draw()
    return () => {
      cancelAnimationFrame(frame)
      window.clearTimeout(timer)
    }
  }, [clock, growthPerMs, phase])

  return useCallback((listener: FrameListener) => {
    listeners.current.add(listener)
    return () => void listeners.current.delete(listener)
  }, [])
}
