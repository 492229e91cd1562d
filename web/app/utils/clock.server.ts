import { PLATFORM_CLOCK_CHANNEL, parsePlatformClockMessage } from '@9ja/live'
import { z } from 'zod'
import { processEventBus } from '../live/event-bus.server.ts'
import { walletApi, WalletUnavailableError } from './wallet-api.server.ts'
import { getLogger } from './logger.server.ts'

/** How soon this process asks again when the wallet-service could not tell it the platform's offset. */
const RETRY_MS = 1000

const walletClock = z.object({ now: z.string(), offsetMs: z.number().int().nonnegative() })

/** How far the platform's clock is ahead of system time: 0 unless the wallet-service is in test mode and was moved. */
let offsetMs = 0
/** Bus messages are believed only once the wallet-service said it is in test mode: production's has no clock to move. */
let walletInTestMode = false

/**
 * The platform's "now", as the wallet-service's clock tells it: what the web server judges game time
 * by (whether an event or draw still takes bets) and sends to the game pages as `serverTime`. It is
 * system time, except in test mode, where it follows the wallet-service's moves (followPlatformClock).
 */
export function platformNow(): number {
  return Date.now() + offsetMs
}

function follow(next: number) {
  if (next > offsetMs) offsetMs = next
}

/** Reads the offset from `GET /test/clock`, until the wallet-service answers; a service without the control leaves this process on system time. */
async function learnFromWallet(): Promise<void> {
  try {
    const answer = await walletApi<unknown>('/test/clock', null)
    const parsed = walletClock.safeParse(answer.data)
    if (answer.status === 200 && parsed.success) {
      walletInTestMode = true
      return follow(parsed.data.offsetMs)
    }
    getLogger().error(
      `CLOCK_CONTROL=on, but the wallet-service has no clock control (GET /test/clock answered ${answer.status}): system time it is`,
    )
  } catch (error) {
    if (!(error instanceof WalletUnavailableError)) throw error
    getLogger().error({ err: error }, 'clock: the wallet-service did not answer; asking again')
    setTimeout(() => void learnFromWallet(), RETRY_MS).unref()
  }
}

/**
 * Test mode (CLOCK_CONTROL=on), in every web process at start: follows the wallet-service's clock,
 * learnt from `GET /test/clock` and then from its moves on the event bus (read afresh after the bus
 * reconnects, as moves announced meanwhile are lost). The web never moves the clock itself.
 */
export async function followPlatformClock(): Promise<void> {
  const bus = processEventBus()
  // Subscribed first, then asked: no move falls between the two.
  await bus.subscribe(PLATFORM_CLOCK_CHANNEL, (message) => {
    const next = parsePlatformClockMessage(message)
    if (next === undefined) getLogger().error(`clock: dropped a message on ${PLATFORM_CLOCK_CHANNEL} that is not a clock offset`)
    else if (walletInTestMode) follow(next)
  })
  bus.onReconnect(() => void learnFromWallet())
  await learnFromWallet()
}
