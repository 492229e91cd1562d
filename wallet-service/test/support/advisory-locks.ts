import type { Queryable } from '../../src/db/queryable.ts'

/**
 * How many sessions of this database hold a runner's advisory lock (`pg_advisory_lock(lockClass,
 * gameId)`, leadership.ts) and how many wait for it. pg_locks lists the whole server's locks: other
 * test databases run the same games.
 */
export async function runnerLockSessions(db: Queryable, lockClass: number, gameId: number): Promise<{ granted: number; waiting: number }> {
  const { rows } = await db.query<{ granted: number; waiting: number }>(
    `select count(*) filter (where granted)::int as granted, count(*) filter (where not granted)::int as waiting
       from pg_locks
      where locktype = 'advisory' and classid = $1 and objid = $2
        and database = (select oid from pg_database where datname = current_database())`,
    [lockClass, gameId],
  )
  return rows[0]!
}
