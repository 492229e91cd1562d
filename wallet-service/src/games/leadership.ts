import pg from 'pg'
import type { Logger } from 'pino'
import type { Clock } from '../time/clock.ts'

/** Which loop a lock elects: the first key of its advisory lock (the second is the game id, 0 for a loop of no game). */
export const RUNNER_LOCK_CLASSES = { crash: 20_100, sports: 20_200, numbers: 20_300, agentCommission: 20_400 } as const

export type Leadership = {
  /** Names the loop in logs and in pg_stat_activity. */
  name: string
  connectionString: string
  lockClass: number
  gameId: number
  /**
   * How soon a runner whose lock connection failed connects again, and how often PostgreSQL checks
   * that a connection waiting for the lock still has its process (client_connection_check_interval).
   */
  retryMs: number
  clock: Clock
  logger: Logger
}

/**
 * Runs `lead` in exactly one process at a time: the one holding a PostgreSQL session advisory lock
 * (`pg_advisory_lock(lockClass, gameId)`) on a dedicated connection. The others wait for it in
 * PostgreSQL's lock queue, so one of them holds it the moment the holder's session ends (its process
 * closed or died), with no retry timer in between; a wait whose process is gone leaves the queue
 * within retryMs (client_connection_check_interval). `lead` must therefore resume from the database,
 * never from memory. It is given a signal that aborts when the runner stops or the lock's connection
 * is lost. Returns when `stopping` aborts, with the lock released (its connection ended).
 */
export async function competeForLead(
  leadership: Leadership,
  stopping: AbortSignal,
  lead: (held: AbortSignal) => Promise<void>,
): Promise<void> {
  const { clock, logger, name } = leadership
  while (!stopping.aborted) {
    const lockConnection = new pg.Client({
      connectionString: leadership.connectionString,
      application_name: `wallet-service ${name}`,
      options: `-c client_connection_check_interval=${leadership.retryMs}`,
    })
    const lost = new AbortController()
    lockConnection.on('error', (error) => {
      logger.warn({ err: error, runner: name }, 'a runner lost its lock connection')
      lost.abort()
    })
    // Leadership ends when the runner stops or the lock's connection is lost.
    const held = AbortSignal.any([stopping, lost.signal])
    // Stopping while waiting ends the connection, which ends the wait.
    const stopWaiting = () => void lockConnection.end().catch(() => {})
    try {
      await lockConnection.connect()
      if (stopping.aborted) return
      stopping.addEventListener('abort', stopWaiting, { once: true })
      try {
        await lockConnection.query('select pg_advisory_lock($1, $2)', [leadership.lockClass, leadership.gameId])
      } finally {
        stopping.removeEventListener('abort', stopWaiting)
      }
      logger.info({ runner: name }, 'this process runs the loop')
      await lead(held)
    } catch (error) {
      if (!stopping.aborted) logger.warn({ err: error, runner: name }, 'a runner lost its lock; trying again')
    } finally {
      // Ending the session releases the advisory lock.
      await lockConnection.end().catch(() => {})
    }
    if (!stopping.aborted) await clock.sleep(leadership.retryMs, stopping)
  }
}

/**
 * A runner as the service starts and stops it: `start` competes for its lock (competeForLead) and
 * runs `lead` whenever this process holds it; `stop` ends that, releasing the lock, and waits for the
 * current step to finish.
 */
export abstract class LeaderLoop {
  private readonly stopping = new AbortController()
  private running: Promise<void> | null = null

  /** Which lock elects the loop, named how, and how its process waits for it. */
  protected abstract leadership(): Leadership
  /** The loop, while this process holds the lock: it must resume from the database (see competeForLead). */
  protected abstract lead(held: AbortSignal): Promise<void>

  start(): void {
    this.running ??= competeForLead(this.leadership(), this.stopping.signal, (held) => this.lead(held))
  }

  async stop(): Promise<void> {
    this.stopping.abort()
    await this.running
  }
}
