import { koboToNaira } from '@9ja/money'
import type { Queryable } from '../db/queryable.ts'
import { walletBalanceKobo } from '../ledger/ledger.ts'
import { lagosDate, lagosWeek, nextLagosDay, startOfLagosDay } from '../time/lagos.ts'
import type { CommissionRates } from './commission.ts'
import { computeWeek } from './commission-statement.ts'
import { referredPlayerCounts } from './referred-players.ts'

/** A count of movements and what they came to, in naira. */
type Tally = { count: number; amount: number }

/** The shop's dashboard (`POST /agent/summary`): the float, the Lagos day's counter, the week's commission so far, the players. */
export type ShopSummary = {
  float: number
  today: { date: string; cashIn: Tally; cashOut: Tally; ticketsSold: Tally; ticketsPaid: Tally }
  commissionThisWeek: { week: string; estimate: number }
  players: { referred: number; playedThisWeek: number }
}

type TallyRow = { count: number; kobo: string }
const tallyOf = (row: TallyRow): Tally => ({ count: row.count, amount: koboToNaira(BigInt(row.kobo)) })

/**
 * The Lagos day's counter of the agent `$1` between `$2` and `$3`: cash taken in for customers, cash handed
 * out against players' codes, tickets sold from the float (every scheduled family's bets, `ticketTables`) and
 * winning tickets paid over this counter (whichever shop sold them).
 */
function counterSql(ticketTables: readonly string[]): string {
  const sold = ticketTables
    .map((table) => `select stake_kobo from ${table} where user_id = $1 and placed_at >= $2 and placed_at < $3`)
    .join(' union all ')
  return `
    select
      (select json_build_object('count', count(*)::int, 'kobo', coalesce(sum(amount_kobo), 0)::text)
         from agent_cash_ins where agent_id = $1 and created_at >= $2 and created_at < $3) as cash_in,
      (select json_build_object('count', count(*)::int, 'kobo', coalesce(sum(amount_kobo), 0)::text)
         from agent_cash_outs where agent_id = $1 and status = 'paid' and settled_at >= $2 and settled_at < $3) as cash_out,
      (select json_build_object('count', count(*)::int, 'kobo', coalesce(sum(stake_kobo), 0)::text) from (${sold}) tickets) as tickets_sold,
      (select json_build_object('count', count(*)::int, 'kobo', coalesce(sum(amount_kobo), 0)::text)
         from agent_ticket_payments where paid_by = $1 and paid_at >= $2 and paid_at < $3) as tickets_paid`
}

export async function shopSummary(
  db: Queryable,
  rates: CommissionRates,
  ticketTables: readonly string[],
  agentId: string,
  at: Date,
): Promise<ShopSummary> {
  const dayStart = startOfLagosDay(at)
  const week = lagosWeek(at)
  const [floatKobo, counter, commission, players] = await Promise.all([
    walletBalanceKobo(db, agentId),
    db.query<{ cash_in: TallyRow; cash_out: TallyRow; tickets_sold: TallyRow; tickets_paid: TallyRow }>(counterSql(ticketTables), [
      agentId,
      dayStart,
      nextLagosDay(dayStart),
    ]),
    computeWeek(db, rates, agentId, week),
    referredPlayerCounts(db, agentId, at),
  ])
  const today = counter.rows[0]!
  return {
    float: koboToNaira(floatKobo),
    today: {
      date: lagosDate(at),
      cashIn: tallyOf(today.cash_in),
      cashOut: tallyOf(today.cash_out),
      ticketsSold: tallyOf(today.tickets_sold),
      ticketsPaid: tallyOf(today.tickets_paid),
    },
    commissionThisWeek: { week, estimate: koboToNaira(commission.totalKobo) },
    players,
  }
}
