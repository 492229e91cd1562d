import { setTimeout as sleepRealTime } from 'node:timers/promises'
import pg from 'pg'
import type { Logger } from 'pino'
import type { Clock } from '../time/clock.ts'

/**
 * Which loop a lock elects: the first key of its advisory lock (the second is the game id, 0 for a
 * loop of no game). Every background loop of the service is one of these (docs/decisions/026).
 */
export const RUNNER_LOCK_CLASSES = {
  crash: 20_100,
  sports: 20_200,
  numbers: 20_300,
  agentCommission: 20_400,
  payoutRecovery: 20_500,
  outbox: 20_600,
  cashOutRelease: 24_100,
} as const

/**
 * Session settings of a lock connection. It sits idle while its process leads, so a server-wide
 * idle_session_timeout must not end it (that would hand the loop to another process while this one
 * still runs it). The TCP keepalives let PostgreSQL notice a holder whose machine is gone (no FIN or
 * RST ever comes) within about 5 + 3 x 2 = 11 s and release its lock; a holder that was killed on a
 * machine still up has its socket closed by the kernel, noticed at once.
 */
const LOCK_SESSION_SETTINGS = '-c idle_session_timeout=0 -c tcp_keepalives_idle=5 -c tcp_keepalives_interval=2 -c tcp_keepalives_count=3'

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
      // The process id names which instance holds which loop (pg_stat_activity, the instances test).
      application_name: `wallet-service[${process.pid}] ${name}`,
      options: `-c client_connection_check_interval=${leadership.retryMs} ${LOCK_SESSION_SETTINGS}`,
      // Our side's keepalive, so a holder cut off from the server learns it lost the lock.
      keepAlive: true,
      keepAliveInitialDelayMillis: 5_000,
    })
    const lost = new AbortController()
    lockConnection.on('error', (error) => {
      logger.warn({ err: error, runner: name }, 'a runner lost its lock connection')
      lost.abort()
    })
    // The server may end an idle session without an error reaching this side (a terminated backend).
    lockConnection.on('end', () => lost.abort())
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
      const heartbeat = checkLockConnection(lockConnection, Math.max(leadership.retryMs, HEARTBEAT_MIN_MS), lost)
      try {
        await lead(held)
      } finally {
        clearInterval(heartbeat)
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

/** Tests shorten the retry to tens of milliseconds; the holder's check of its connection need not follow. */
const HEARTBEAT_MIN_MS = 1000

/**
 * Asks the lock's connection a question every `everyMs` while its process leads: a connection that
 * no longer answers (the server restarted, the session was terminated, the network is cut) ends the
 * lead, as another process may hold the lock by then.
 */
function checkLockConnection(connection: pg.Client, everyMs: number, lost: AbortController): NodeJS.Timeout {
  let asking = false
  const timer = setInterval(() => {
    if (asking) return
    asking = true
    connection
      .query('select 1')
      .catch(() => lost.abort())
      .finally(() => (asking = false))
  }, everyMs)
  timer.unref()
  return timer
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

/** A loop that does one pass every so often, in real time (docs/decisions/015: how often to look, not when things are due). */
export type PeriodicWork = {
  /** Names the loop in logs and in pg_stat_activity. */
  name: string
  lockClass: number
  connectionString: string
  /** Real time between two passes; 0: one pass when this process takes the lead, then none. */
  intervalMs: number
  clock: Clock
  logger: Logger
  /** One pass; `first` is the first pass since this process took the lead (a takeover resumes what the last holder left). */
  pass(first: boolean): Promise<void>
}

/**
 * A periodic loop (payout recovery, the outbox, the release of expired cash-outs) run by one process
 * across every instance, under its own advisory lock as the games' runners are: the same rows are not
 * worked by two instances at once, and a dead holder's loop moves to another within seconds.
 */
export class PeriodicLeaderLoop extends LeaderLoop {
  constructor(private readonly work: PeriodicWork) {
    super()
  }

  protected leadership(): Leadership {
    const { name, connectionString, lockClass, clock, logger } = this.work
    return { name, connectionString, lockClass, gameId: 0, retryMs: 1000, clock, logger }
  }

  protected async lead(held: AbortSignal): Promise<void> {
    const { intervalMs, logger, name } = this.work
    for (let first = true; !held.aborted; first = false) {
      if (first || intervalMs > 0) {
        try {
          await this.work.pass(first)
        } catch (error) {
          logger.error({ err: error, loop: name }, 'a pass of a background loop failed; trying again at the next')
        }
      }
      // With no interval the lock is kept, so the loop stays with this process until it stops.
      await sleepRealTime(intervalMs > 0 ? intervalMs : 2 ** 31 - 1, undefined, { signal: held, ref: false }).catch(() => {})
    }
  }
}
