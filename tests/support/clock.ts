import { WALLET_URL } from './urls.ts'

/** What the wallet-service's clock control answers (CLOCK_CONTROL=on, the browser-test platform's setting). */
export type PlatformClock = { now: string; offsetMs: number }

async function readClock(): Promise<PlatformClock | null> {
  const response = await fetch(`${WALLET_URL}/test/clock`)
  // A platform without the clock control (E2E_EXTERNAL=1 against a production-like one) runs on system time.
  if (response.status === 404) return null
  if (!response.ok) throw new Error(`GET /test/clock answered ${response.status}`)
  return (await response.json()) as PlatformClock
}

// Each test file runs in a process of its own, one file at a time, and only advanceClock moves the
// platform's clock: read once here, the offset stays right for the whole file.
let offsetMs = (await readClock())?.offsetMs ?? 0

/**
 * The platform's "now" (the wallet-service's clock, which the web and the pages follow): what a test
 * compares the games' times with (a betting window, an event's end). Real durations (a timeout, a
 * cooldown the browser counts) stay on Date.now().
 */
export function platformNow(): number {
  return Date.now() + offsetMs
}

/**
 * Moves the whole platform's clock forward by `ms` (1 ms to 7 days) at once: every wallet-service
 * process and its game loops act at the new time, the web follows. Time never goes back, for the
 * rest of the run: later files see the moved clock through platformNow().
 */
export async function advanceClock(ms: number): Promise<PlatformClock> {
  const response = await fetch(`${WALLET_URL}/test/clock/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ms }),
  })
  if (!response.ok) throw new Error(`POST /test/clock/advance answered ${response.status}: ${await response.text()}`)
  const clock = (await response.json()) as PlatformClock
  offsetMs = clock.offsetMs
  return clock
}
