import type { Queryable } from '../../db/queryable.ts'

/**
 * The statements every scheduled game's loop runs alike on its table (sports events, number draws),
 * each conditional on the row's committed status, so a runner that takes over (or runs a step twice)
 * changes nothing already done. A row is 'open' until it is played at its start, then playing
 * (`playing`) until its end, then 'finished'; or 'void' when no runner got to it in time.
 */
export type ScheduledTable = {
  table: 'sports_events' | 'number_draws'
  /** The instant a row is played: an event's kick-off or off, a draw's draw. */
  playsAt: 'starts_at' | 'draws_at'
  /** A row's status while it is played. */
  playing: 'live' | 'drawing'
}

/**
 * Voids the open rows whose start passed more than `lateMs` ago: no runner got to them in time (the
 * service was down), so they are not played late; their bets are refunded. Returns their ids.
 */
export async function voidLate(db: Queryable, at: ScheduledTable, game: string, nowMs: number, lateMs: number): Promise<number[]> {
  const { rows } = await db.query<{ id: string }>(
    `update ${at.table} set status = 'void', finished_at = $2
      where game = $1 and status = 'open' and ${at.playsAt} < $3 returning id`,
    [game, new Date(nowMs), new Date(nowMs - lateMs)],
  )
  return rows.map((row) => Number(row.id))
}

/** Finishes the rows being played whose end has come: their outcome is final and their link public. */
export async function finishDue(db: Queryable, at: ScheduledTable, game: string, nowMs: number): Promise<number[]> {
  const { rows } = await db.query<{ id: string }>(
    `update ${at.table} set status = 'finished', finished_at = $2 where game = $1 and status = '${at.playing}' and ends_at <= $2 returning id`,
    [game, new Date(nowMs)],
  )
  return rows.map((row) => Number(row.id))
}

/** Finished or void rows whose bets are not settled yet, oldest first. */
export async function unsettled(db: Queryable, at: ScheduledTable, game: string): Promise<{ id: number; status: 'finished' | 'void' }[]> {
  const { rows } = await db.query<{ id: string; status: 'finished' | 'void' }>(
    `select id, status from ${at.table} where game = $1 and settled_at is null and status in ('finished', 'void') order by id`,
    [game],
  )
  return rows.map((row) => ({ id: Number(row.id), status: row.status }))
}

export async function markSettled(db: Queryable, at: ScheduledTable, id: number, nowMs: number): Promise<void> {
  await db.query(`update ${at.table} set settled_at = $2 where id = $1 and settled_at is null`, [id, new Date(nowMs)])
}

/** The next start of an open row or end of one being played; null when there are none. */
export async function nextInstant(db: Queryable, at: ScheduledTable, game: string): Promise<number | null> {
  const { rows } = await db.query<{ at: Date | null }>(
    `select min(case when status = 'open' then ${at.playsAt} else ends_at end) as at
       from ${at.table} where game = $1 and status in ('open', '${at.playing}')`,
    [game],
  )
  return rows[0]!.at?.getTime() ?? null
}
