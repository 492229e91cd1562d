import { useEffect, useRef } from 'react'
import { formatCountdown } from './schedule.ts'
import type { EventTiming } from './use-event-schedule.ts'

/**
 * The time left until `until` (ISO, server clock), as "m:ss". The server renders it as at the page's
 * load; in the browser it counts down once a second, written straight to its text.
 */
export function Countdown({ until, timing, testId }: { until: string; timing: EventTiming; testId?: string }) {
  const { clock, serverTime } = timing
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
