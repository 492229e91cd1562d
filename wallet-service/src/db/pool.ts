import pg from 'pg'
import type { Logger } from 'pino'

// bigint columns (kobo) come back as strings by default; money code converts them explicitly with BigInt.
export type Pool = pg.Pool
export type PoolClient = pg.PoolClient

export function createPool(connectionString: string, max = 20): pg.Pool {
  return new pg.Pool({ connectionString, max, application_name: 'wallet-service' })
}

/**
 * The batched hot statements (see BatchQueue) are prepared once per connection and written so that
 * one plan fits every call: each lookup an index lookup per row, whatever the tables' sizes and
 * however many items the arrays hold. Left to itself PostgreSQL plans them afresh on every call,
 * because a plan for the actual arrays always looks cheaper than the generic one: about 1 ms of
 * planning per statement, more than the work itself when a player is alone. These connections use
 * the generic plan always; every other query stays on the main pool and keeps PostgreSQL's choice.
 */
export const PLAN_PREPARED_STATEMENTS_ONCE = '-c plan_cache_mode=force_generic_plan'

export function createBatchStatementPool(connectionString: string, max: number): pg.Pool {
  return new pg.Pool({ connectionString, max, application_name: 'wallet-service batches', options: PLAN_PREPARED_STATEMENTS_ONCE })
}

/**
 * The back office reports' own database (a streaming replica): a few connections, and a connection
 * attempt that gives up in seconds, so a replica that does not answer sends the reports to the
 * primary rather than holding them.
 */
export function createReportingPool(connectionString: string): pg.Pool {
  return new pg.Pool({ connectionString, max: 4, application_name: 'wallet-service reports', connectionTimeoutMillis: 5_000 })
}

/**
 * An idle connection that fails (the server restarted, its backend was terminated) is dropped by
 * the pool and replaced on demand; unheard, the pool's 'error' event would end the process.
 */
export function logIdleConnectionErrors(pool: pg.Pool, logger: Logger): pg.Pool {
  return pool.on('error', (error) => logger.warn({ err: error }, 'an idle database connection failed; the pool replaces it'))
}

const RETRYABLE = new Set(['40001', '40P01']) // serialization failure, deadlock detected

/**
 * Runs `work` in one transaction, retrying a few times when PostgreSQL reports a
 * serialization failure or a deadlock (both mean "nothing happened, try again").
 */
export async function withTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const client = await pool.connect()
    try {
      await client.query('BEGIN')
      const result = await work(client)
      await client.query('COMMIT')
      return result
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {})
      const code = (error as { code?: string }).code
      if (code && RETRYABLE.has(code) && attempt < 5) continue
      throw error
    } finally {
      client.release()
    }
  }
}
