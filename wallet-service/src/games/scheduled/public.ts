/**
 * What the public answers of every scheduled game share: the status a player sees, and the instant
 * an answer listing upcoming and playing rows next changes (decision 012: pages refetch then).
 */

/** How long an answer is kept when its rows are due to change but have not yet (the runner is at it), or there are none. */
export const DUE_RECHECK_MS = 1000

type Status = 'open' | 'live' | 'drawing' | 'finished' | 'void'

/** The status a player sees: 'closed' is an open event or draw past its betting cut-off. */
export function shownStatus<S extends Status>(status: S, bettingClosesAt: Date, nowMs: number): S | 'closed' {
  return status === 'open' && nowMs >= bettingClosesAt.getTime() ? 'closed' : status
}

/** An upcoming or playing row as its table stores it: open until its start (`playsAt`), then played until its end. */
type UpcomingRow = { status: string; betting_closes_at: Date; ends_at: Date }

/**
 * The instant an answer listing these rows next changes: the earliest cut-off, start or end still
 * ahead, or soon when one is already due and not moved yet (or there are none).
 */
export function nextChangeMs<Row extends UpcomingRow>(rows: readonly Row[], playsAt: (row: Row) => Date, nowMs: number): number {
  const instants = rows.flatMap((row) =>
    row.status === 'open' ? [row.betting_closes_at.getTime(), playsAt(row).getTime()] : [row.ends_at.getTime()],
  )
  const due = rows.some((row) => (row.status === 'open' ? playsAt(row) : row.ends_at).getTime() <= nowMs)
  const ahead = instants.filter((at) => at > nowMs)
  return due || ahead.length === 0 ? nowMs + DUE_RECHECK_MS : Math.min(...ahead)
}
