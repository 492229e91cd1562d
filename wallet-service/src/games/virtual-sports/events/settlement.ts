import type { Queryable } from '../../../db/queryable.ts'

/**
 * What the event runner calls once an event is over (contract §4): settle its bets from its result
 * when it finished, refund them when it is void. Both must be idempotent and safe from two processes
 * at once; the runner marks the event settled only after the call returns, and calls it again for
 * every finished or void event not marked yet (at start-up and on every step), so a crash between
 * the two is resumed.
 */
export type EventSettlement = {
  settle(eventId: number): Promise<void>
  void(eventId: number): Promise<void>
}

/**
 * The settlement of a service that takes no bets on events: there is nothing to pay, which it checks
 * (no bets table exists) rather than assumes, so it can never mark an event with bets settled.
 */
export function settlementWithoutBets(db: Queryable): EventSettlement {
  const check = async () => {
    const { rows } = await db.query<{ bets: string | null }>(`select to_regclass('sports_bets')::text as bets`)
    if (rows[0]!.bets !== null) throw new Error('sports bets exist but no settlement is wired to the event runner')
  }
  return { settle: check, void: check }
}
