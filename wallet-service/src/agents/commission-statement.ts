import type { Queryable } from '../db/queryable.ts'
import { lagosWeekAfter } from '../time/lagos.ts'
import { weeklyCommission, type CommissionRates, type CommissionStatement } from './commission.ts'
import { agentFirstWeek, storedStatement, type StoredStatement } from './commission-store.ts'
import { readWeekLines } from './commission-week.ts'

/** A week as the agent reads it: paid (stored, final), or an estimate from the bets so far. */
export type WeekStatement = (StoredStatement & { status: 'paid' }) | (CommissionStatement & { week: string; status: 'estimate' })

/**
 * What the players' part carries into `week`: the carry-out of the week before's statement. Weeks not
 * stored yet (the current one's predecessor before the Monday run) are computed from the last stored
 * one, or from the agent's first week, which starts from nothing.
 */
async function carriedInto(db: Queryable, rates: CommissionRates, agentId: string, week: string): Promise<bigint> {
  const { rows } = await db.query<{ week: string; carried_out_kobo: string }>(
    `select week::text, carried_out_kobo from agent_commission_statements
      where agent_id = $1 and week < $2::date order by week desc limit 1`,
    [agentId, week],
  )
  let carry = rows[0] ? BigInt(rows[0].carried_out_kobo) : 0n
  let next = rows[0] ? lagosWeekAfter(rows[0].week) : await agentFirstWeek(db, agentId)
  for (; next < week; next = lagosWeekAfter(next)) {
    carry = weeklyCommission({ ...(await readWeekLines(db, agentId, next)), carriedInKobo: carry }, rates).carriedOutKobo
  }
  return carry
}

/** The agent's statement of `week` computed from its bets now, with what earlier weeks carried in. */
export async function computeWeek(db: Queryable, rates: CommissionRates, agentId: string, week: string): Promise<CommissionStatement> {
  const carriedInKobo = await carriedInto(db, rates, agentId, week)
  return weeklyCommission({ ...(await readWeekLines(db, agentId, week)), carriedInKobo }, rates)
}

/** The agent's statement of `week`: as paid when it is stored, else the estimate. */
export async function weekStatement(db: Queryable, rates: CommissionRates, agentId: string, week: string): Promise<WeekStatement> {
  const stored = await storedStatement(db, agentId, week)
  if (stored) return { ...stored, status: 'paid' }
  return { ...(await computeWeek(db, rates, agentId, week)), week, status: 'estimate' }
}
