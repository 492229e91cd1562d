import { useEffect, useRef } from 'react'
import type { ServerClock } from '../server-clock.ts'
import { formatCountdown } from './schedule.ts'

/**
 * The time left until `until` (ISO, server clock), as "m:ss". The server renders it as at the page's
 * load; in the browser it counts down once a second, written straight to its text.
 */
export function Countdown({
  until,
  clock,
  serverTime,
  testId,
}: {
  until: string
  clock: ServerClock
  serverTime: string
  testId?: string
}) {
  const text = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    const target = Date.parse(until)
    const write = () => {
      const shown = formatCountdown(target - clock.now())
      if (text.current && text.current.textContent !== shown) text.current.textContent = shown
    }
    write()
    const timer = window.setInterval(write, 1000)
    return () => window.clearInterval(timer)
  }, [until, clock])
  return (
    <span ref={text} className="vs-countdown" data-testid={testId} suppressHydrationWarning>
      {formatCountdown(Date.parse(until) - Date.parse(serverTime))}
    </span>
  )
}
