import type { Logger } from 'pino'
import type { Config } from '../../config.ts'
import type { AppContext } from '../../context.ts'
import { createReportingPool, logIdleConnectionErrors, type Pool, type PoolClient } from '../../db/pool.ts'
import type { Queryable } from '../../db/queryable.ts'
import type { Clock } from '../../time/clock.ts'

/**
 * Which database answered a report: the reporting database (`replica`) or the primary. A replica
 * lags: `replayedAt` is the commit time of the last transaction it replayed
 * (pg_last_xact_replay_timestamp()), so nothing committed after it is in the report; null on a primary.
 */
export type ReportSource = { database: 'replica' | 'primary'; replayedAt: Date | null }

/**
 * Where the reports read: REPORTING_DATABASE_URL when it is set and reachable, else the primary.
 * When the reporting database cannot be reached the report is read from the primary, a warning is
 * logged, and the reporting database is tried again only after REPORTING_DATABASE_RETRY_MS (by the
 * service's clock): neither a warning nor a connection timeout per report while it is down.
 */
export class ReportingDatabase {
  private readonly replica: Pool | null
  private readonly retryMs: number
  private replicaRetryAtMs = 0

  constructor(
    private readonly primary: Pool,
    settings: Pick<Config, 'REPORTING_DATABASE_URL' | 'REPORTING_DATABASE_RETRY_MS'>,
    private readonly logger: Logger,
    private readonly clock: Clock,
  ) {
    this.retryMs = settings.REPORTING_DATABASE_RETRY_MS
    this.replica = settings.REPORTING_DATABASE_URL
      ? logIdleConnectionErrors(createReportingPool(settings.REPORTING_DATABASE_URL), logger)
      : null
  }

  /**
   * Runs `work` in one read-only transaction of one snapshot (REPEATABLE READ, which a hot standby
   * allows), so every query of a report sees the same moment of the ledger.
   */
  async read<T>(work: (db: Queryable) => Promise<T>): Promise<{ source: ReportSource; result: T }> {
    const { client, database } = await this.connect()
    try {
      await client.query('begin isolation level repeatable read read only')
      const { rows } = await client.query<{ replayed_at: Date | null }>('select pg_last_xact_replay_timestamp() as replayed_at')
      const result = await work(client)
      await client.query('commit')
      return { source: { database, replayedAt: rows[0]!.replayed_at }, result }
    } catch (error) {
      await client.query('rollback').catch(() => {})
      throw error
    } finally {
      client.release()
    }
  }

  async close(): Promise<void> {
    await this.replica?.end()
  }

  private async connect(): Promise<{ client: PoolClient; database: ReportSource['database'] }> {
    if (this.replica && this.clock.now() >= this.replicaRetryAtMs) {
      try {
        return { client: await this.replica.connect(), database: 'replica' }
      } catch (error) {
        this.replicaRetryAtMs = this.clock.now() + this.retryMs
        this.logger.warn(
          { err: error, retryInMs: this.retryMs },
          'the reporting database (REPORTING_DATABASE_URL) could not be reached: reports read the primary meanwhile',
        )
      }
    }
    return { client: await this.primary.connect(), database: 'primary' }
  }
}

/** The service's reporting database; the caller closes it with the service. */
export function createReportingDatabase({ pool, config, logger, clock }: AppContext): ReportingDatabase {
  return new ReportingDatabase(pool, config, logger, clock)
}
