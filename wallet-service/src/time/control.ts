import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { PLATFORM_CLOCK_CHANNEL, parsePlatformClockMessage, type PlatformClockMessage } from '@9ja/live'
import type { Config } from '../config.ts'
import type { AppContext } from '../context.ts'
import type { Queryable } from '../db/queryable.ts'
import { withTransaction } from '../db/pool.ts'
import { moveSessionsWithTheClock } from '../accounts/session-auth.ts'
import { parseInput } from '../http/errors.ts'
import { ShiftedClock, systemClock, type Clock } from './clock.ts'

/** Most a single move may take the clock forward: a week (the longest period a rule of the platform judges is a month). */
export const MAX_ADVANCE_MS = 7 * 24 * 60 * 60 * 1000

const advanceRequest = z.object({
  ms: z
    .number({ error: 'ms must be a number of milliseconds' })
    .int('ms must be a whole number of milliseconds')
    .positive('ms must be positive')
    .max(MAX_ADVANCE_MS, `ms must be at most ${MAX_ADVANCE_MS} (7 days)`),
})

/** The clock a service process runs on: shifted (movable) in test mode, else the system clock. */
export function platformClock(config: Pick<Config, 'CLOCK_CONTROL'>): Clock {
  return config.CLOCK_CONTROL === 'on' ? new ShiftedClock() : systemClock
}

/** The platform clock's offset as last moved (test mode), for a process that is not the service: a CLI. */
export async function storedOffsetMs(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ offset_ms: string }>('select offset_ms from platform_clock')
  return Number(rows[0]!.offset_ms)
}

/**
 * Test mode's clock control (registered only when CLOCK_CONTROL=on, which production refuses, so
 * these routes do not exist there). The platform's offset is kept in `platform_clock` (read at
 * start: a move survives restarts) and announced on PLATFORM_CLOCK_CHANNEL, so every process of
 * the service, and every web process, moves with it:
 *
 * - `GET /test/clock` -> `{ now: ISO time, offsetMs }`
 * - `POST /test/clock/advance` `{ ms: 1..7 days }` -> the same, after the move
 */
export function clockControlRoutes({ pool, events, clock, logger }: AppContext): FastifyPluginAsync {
  return async (app) => {
    if (!(clock instanceof ShiftedClock)) throw new Error('wallet-service: CLOCK_CONTROL=on needs the shifted clock (platformClock)')
    const catchUp = async () => void clock.advanceTo(await storedOffsetMs(pool))
    const unsubscribe = await events.subscribe(PLATFORM_CLOCK_CHANNEL, (message) => {
      const offsetMs = parsePlatformClockMessage(message)
      if (offsetMs !== undefined) clock.advanceTo(offsetMs)
      else logger.error({ message }, `dropped a message on ${PLATFORM_CLOCK_CHANNEL} that is not a clock offset`)
    })
    // Moves announced while the bus was away are in the table.
    const stopCatchingUp = events.onReconnect(() => {
      catchUp().catch((error: unknown) => logger.error({ err: error }, 'could not read the platform clock after the event bus came back'))
    })
    app.addHook('onClose', async () => {
      stopCatchingUp()
      await unsubscribe()
    })
    // Before any loop starts (they start when the app is ready), so none acts at a time already passed.
    await catchUp()
    logger.warn({ offsetMs: clock.offsetMs }, 'CLOCK_CONTROL=on: the clock can be moved forward (POST /test/clock/advance)')

    const reading = () => ({ now: new Date(clock.now()).toISOString(), offsetMs: clock.offsetMs })
    app.get('/test/clock', async () => reading())
    app.post('/test/clock/advance', async (request) => {
      const { ms } = parseInput(advanceRequest, request.body)
      const offsetMs = await withTransaction(pool, async (client) => {
        // A move is no player's inactivity: the sessions' idle time stays real time (decision 015).
        await moveSessionsWithTheClock(client, ms)
        const { rows } = await client.query<{ offset_ms: string }>(
          'update platform_clock set offset_ms = offset_ms + $1 returning offset_ms',
          [ms],
        )
        return Number(rows[0]!.offset_ms)
      })
      clock.advanceTo(offsetMs)
      await events.publish(PLATFORM_CLOCK_CHANNEL, JSON.stringify({ offsetMs } satisfies PlatformClockMessage))
      return reading()
    })
  }
}
