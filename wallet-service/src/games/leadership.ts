import pg from 'pg'
import type { Logger } from 'pino'
import type { Clock } from './clock.ts'

/** Which loop a lock elects: the first key of its advisory lock (the second is the game id). */
export const RUNNER_LOCK_CLASSES = { crash: 20_100, sports: 20_200 } as const

export type Leadership = {
  /** Names the loop in logs and in pg_stat_activity. */
  name: string
  connectionString: string
  lockClass: number
  gameId: number
  /** How often a process that does not lead tries the lock again. */
  retryMs: number
  clock: Clock
  logger: Logger
}

/**
 * Runs `lead` in exactly one process at a time: the one holding a PostgreSQL session advisory lock
 * (`pg_try_advisory_lock(lockClass, gameId)`) on a dedicated connection; the others try again every
 * retryMs. If the holder dies its connection drops and the lock is free, so another process takes
 * over; `lead` must therefore resume from the database, never from memory. `lead` is given a signal
 * that aborts when the runner stops or the lock's connection is lost. Returns when `stopping` aborts,
 * with the lock released (its connection ended).
 */
export async function competeForLead(
  leadership: Leadership,
  stopping: AbortSignal,
  lead: (held: AbortSignal) => Promise<void>,
): Promise<void> {
  const { clock, logger, name } = leadership
  while (!stopping.aborted) {
    const lockConnection = new pg.Client({ connectionString: leadership.connectionString, application_name: `wallet-service ${name}` })
    const lost = new AbortController()
    lockConnection.on('error', (error) => {
      logger.warn({ err: error, runner: name }, 'a runner lost its lock connection')
      lost.abort()
    })
    // Leadership ends when the runner stops or the lock's connection is lost.
    const held = AbortSignal.any([stopping, lost.signal])
    try {
      await lockConnection.connect()
      while (!held.aborted) {
        const { rows } = await lockConnection.query<{ locked: boolean }>('select pg_try_advisory_lock($1, $2) as locked', [
          leadership.lockClass,
          leadership.gameId,
        ])
        if (rows[0]!.locked) {
          logger.info({ runner: name }, 'this process runs the loop')
          await lead(held)
        } else {
          await clock.sleep(leadership.retryMs, held)
        }
      }
    } catch (error) {
      if (!stopping.aborted) logger.warn({ err: error, runner: name }, 'a runner lost its lock; trying again')
    } finally {
      // Ending the session releases the advisory lock.
      await lockConnection.end().catch(() => {})
    }
    if (!stopping.aborted) await clock.sleep(leadership.retryMs, stopping)
  }
}
