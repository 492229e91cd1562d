import type { Queryable } from '../db/queryable.ts'

/**
 * Counts a request, made `at` (the clock's instant), against its key's window (e.g.
 * `check-bet:<client address>`), in one statement shared by every process (`request_windows`): a
 * key's window starts at its first request and the count starts again once it has passed. Answers
 * whether this request is within `limit`.
 */
export async function withinRequestWindow(db: Queryable, key: string, limit: number, windowSeconds: number, at: Date): Promise<boolean> {
  const { rows } = await db.query<{ hits: number }>(
    `insert into request_windows as w (window_key, started_at, hits) values ($1, $4, 1)
     on conflict (window_key) do update set
       started_at = case when w.started_at <= $4::timestamptz - make_interval(secs => $2) then $4 else w.started_at end,
       hits = case when w.started_at <= $4::timestamptz - make_interval(secs => $2) then 1 else least(w.hits, $3) + 1 end
     returning hits`,
    [key, windowSeconds, limit, at],
  )
  return rows[0]!.hits <= limit
}
