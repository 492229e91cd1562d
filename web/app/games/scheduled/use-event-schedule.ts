import { useRevalidator } from '@remix-run/react'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { ServerClock } from '../server-clock.ts'
import { nextChangeAt, refetchDelayMs, type ScheduledEvent } from './schedule.ts'

/** The server's clock for a page whose loader states the server's time (`serverTime`, ISO) at each load. */
function useServerClock(serverTime: string): ServerClock {
  const [clock] = useState(() => new ServerClock())
  // One sample per load: the loader's answer was sent at `serverTime` and arrived at the latest now,
  // so the clock is never ahead of the server; every later load can only improve it.
  const observed = useRef<string | null>(null)
  if (typeof window !== 'undefined' && observed.current !== serverTime) {
    clock.observe(serverTime)
    observed.current = serverTime
  }
  return clock
}

/**
 * Reloads the page's data at the next instant its events change (betting closes, a start, an end),
 * as `schedule.ts` decides: no polling loop. A change found due but not yet made is asked for again
 * with a growing delay.
 */
function useRefetchAtChanges(events: readonly ScheduledEvent[], clock: ServerClock) {
  const revalidator = useRevalidator()
  const lateRetries = useRef(0)
  const changeAt = nextChangeAt(events)
  const revalidate = useRef(revalidator.revalidate)
  revalidate.current = revalidator.revalidate
  const idle = revalidator.state === 'idle'
  useEffect(() => {
    if (changeAt === null || !idle) return
    const now = clock.now()
    if (changeAt > now) lateRetries.current = 0
    const delay = refetchDelayMs(changeAt, now, lateRetries.current, Math.random)
    if (changeAt <= now) lateRetries.current++
    const timer = window.setTimeout(() => revalidate.current(), delay)
    return () => window.clearTimeout(timer)
    // `events` changes identity on every load; the instant and the idle state are what matter.
  }, [changeAt, idle, clock])
}

type FrameListener = (serverNow: number) => void

/**
 * One requestAnimationFrame loop for a page's animations, running only while `running`: each frame
 * hands the server's time to the subscribers (the trackers, the race), which write to the DOM through
 * refs, so no React render happens per frame.
 */
function useFrames(clock: ServerClock, running: boolean) {
  const listeners = useRef(new Set<FrameListener>())
  useEffect(() => {
    if (!running) return
    let frame = 0
    const draw = () => {
      const now = clock.now()
      for (const listener of listeners.current) listener(now)
      frame = requestAnimationFrame(draw)
    }
    frame = requestAnimationFrame(draw)
    return () => cancelAnimationFrame(frame)
  }, [clock, running])
  return useCallback((listener: FrameListener) => {
    listeners.current.add(listener)
    return () => void listeners.current.delete(listener)
  }, [])
}
export type SubscribeFrames = ReturnType<typeof useFrames>

/** Whether the player asked for reduced motion; false on the server (the first render animates nothing anyway). */
function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false)
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    setReduced(query.matches)
    const onChange = () => setReduced(query.matches)
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])
  return reduced
}

/** An event as its animation needs it: which one, and when it plays (ISO, server clock). */
export type TimedEvent = { eventId: number; startsAt: string; endsAt: string }

/** What a page's timed parts (countdowns, trackers, races) share: the server's time at the load, its clock, the frames, the motion preference. */
export type EventTiming = { serverTime: string; clock: ServerClock; subscribeFrames: SubscribeFrames; reducedMotion: boolean }

/**
 * A virtual sports page's timing: its data reloaded at each change of its events, and one animation
 * loop while any of them is live.
 */
export function useEventTiming(serverTime: string, events: readonly ScheduledEvent[]): EventTiming {
  const clock = useServerClock(serverTime)
  useRefetchAtChanges(events, clock)
  const subscribeFrames = useFrames(
    clock,
    events.some((event) => event.status === 'live'),
  )
  const reducedMotion = useReducedMotion()
  return useMemo(() => ({ serverTime, clock, subscribeFrames, reducedMotion }), [serverTime, clock, subscribeFrames, reducedMotion])
}
