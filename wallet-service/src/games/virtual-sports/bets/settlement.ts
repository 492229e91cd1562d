import type { Queryable } from '../../../db/queryable.ts'
import type { HouseIds } from '../../house.ts'
import { SETTLE_CHUNK, settleInChunks, settledBetLine } from '../../scheduled/settle-in-chunks.ts'
import { BET_EVENT_COLUMNS, betEventFromRow, gameOf, selectionWins, type BetEvent, type BetEventRow } from './selections.ts'
import { writeBetSettlements, type BetSettlement, type ScheduledBetsTable } from '../../scheduled/settle-bets.ts'

export type { HouseIds }

/**
 * Settlement of an event's bets, called by the events runner once the event is finished (or void) and
 * that is committed. Safe to run twice, or from two processes at once, and resumable after a crash
 * at any point:
 *  1. the event row is taken FOR UPDATE (and let go at once): a placement that judged it open holds a
 *     key-share lock on it until it commits, so every leg placed on it is visible from here on, and
 *     none can follow (a placement re-reads the status);
 *  2. each open leg of the event is settled from the result, per distinct selection code (the
 *     outcome computed here, by @9ja/virtual-sports), in one statement; a void event voids them;
 *  3. every open bet with a leg on the event whose legs are all settled is settled, in chunks of
 *     SETTLE_CHUNK bets (settle-in-chunks.ts), each chunk ONE statement: a conditional update from 'open' with its journal
 *     entries and postings (scheduled/settle-bets.ts), so each bet is paid exactly once whoever runs it.
 * A bet is lost if any leg lost, void (stake refunded) if every leg is void, else won at its stake
 * times the odds of its won legs (a void leg counts 1.00), capped at its potential win (which holds
 * the max payout in force when it was placed).
 * Ledger (as a crash cash-out): win: bets_in_play -S, game_stakes +S, game_wins -W, wallet +W;
 * loss: bets_in_play -S, game_stakes +S; void: bets_in_play -S, wallet +S. What a wallet gets back
 * (a win, a refund) comes off the player's loss totals at `at`, when it is paid.
 */

export type SettlementCount = { settledLegs: number; settledBets: number }

/** What the runner calls: settles a finished event's bets, or voids a void event's. */
export type EventSettlement = { settle(eventId: number): Promise<SettlementCount>; void(eventId: number): Promise<SettlementCount> }

async function lockedEvent(db: Queryable, eventId: number): Promise<BetEvent> {
  const { rows } = await db.query<BetEventRow>(`select ${BET_EVENT_COLUMNS} from sports_events e where e.id = $1 for update`, [eventId])
  if (!rows[0]) throw new Error(`sports event ${eventId} does not exist`)
  return betEventFromRow(rows[0])
}

/** Settles the legs on a finished event from its result, then every bet those legs complete, at `at`. */
export async function settleEventBets(db: Queryable, house: HouseIds, eventId: number, at: Date): Promise<SettlementCount> {
  const event = await lockedEvent(db, eventId)
  if (event.status !== 'finished') throw new Error(`sports event ${eventId} is ${event.status}, not finished`)
  const { rows } = await db.query<{ code: string }>(`select distinct code from sports_bet_legs where event_id = $1 and status = 'open'`, [
    eventId,
  ])
  const codes = rows.map((row) => row.code)
  const settledLegs = await settleLegs(
    db,
    eventId,
    codes,
    codes.map((code) => (selectionWins(event, code) ? 'won' : 'lost')),
    at,
  )
  return { settledLegs, settledBets: await settleCompletedBets(db, house, event, at) }
}

/** Voids every leg on a void event (refunds come with their bets), then settles every bet those legs complete, at `at`. */
export async function voidEventBets(db: Queryable, house: HouseIds, eventId: number, at: Date): Promise<SettlementCount> {
  const event = await lockedEvent(db, eventId)
  if (event.status !== 'void') throw new Error(`sports event ${eventId} is ${event.status}, not void`)
  const { rowCount } = await db.query(
    `update sports_bet_legs set status = 'void', settled_at = $2 where event_id = $1 and status = 'open'`,
    [eventId, at],
  )
  return { settledLegs: rowCount ?? 0, settledBets: await settleCompletedBets(db, house, event, at) }
}

async function settleLegs(db: Queryable, eventId: number, codes: string[], outcomes: string[], at: Date): Promise<number> {
  if (codes.length === 0) return 0
  const { rowCount } = await db.query(
    `update sports_bet_legs l set status = o.status, settled_at = $4
       from unnest($2::text[], $3::text[]) o(code, status)
      where l.event_id = $1 and l.code = o.code and l.status = 'open'`,
    [eventId, codes, outcomes, at],
  )
  return rowCount ?? 0
}

type SettleableRow = {
  id: string
  code: string
  kind: 'single' | 'multiple'
  stake_kobo: string
  potential_win_kobo: string
  odds: number[]
  statuses: ('won' | 'lost' | 'void')[]
}

/** One bet's settlement: its outcome and what the wallet gets back. */
export type BetOutcome = { status: 'won' | 'lost' | 'void'; payoutKobo: bigint }

/** The rule of every bet: any leg lost, lost; every leg void, void (stake back); else stake x won legs' odds, capped at the potential win. */
export function betOutcome(bet: {
  stakeKobo: bigint
  potentialWinKobo: bigint
  legs: { oddsX100: number; status: 'won' | 'lost' | 'void' }[]
}): BetOutcome {
  if (bet.legs.some((leg) => leg.status === 'lost')) return { status: 'lost', payoutKobo: 0n }
  const won = bet.legs.filter((leg) => leg.status === 'won')
  if (won.length === 0) return { status: 'void', payoutKobo: bet.stakeKobo }
  const numerator = won.reduce((product, leg) => product * BigInt(leg.oddsX100), bet.stakeKobo)
  const payout = numerator / 100n ** BigInt(won.length)
  return { status: 'won', payoutKobo: payout < bet.potentialWinKobo ? payout : bet.potentialWinKobo }
}

/** Sports bets as the scheduled families' settlement writes them: the whole stake in play, no pool. */
const SPORTS_BETS: ScheduledBetsTable = {
  table: 'sports_bets',
  entryPrefix: 'sports',
  ownColumns: [],
  heldKobo: 'b.stake_kobo',
  fromPoolKobo: '0',
}

/**
 * Settles the open bets that have a leg on the event and no open leg left, chunk by chunk in bet id
 * order (settle-in-chunks.ts). The outcome is computed here from the legs, which are final once
 * settled; the statement writes it only over a bet still open.
 */
function settleCompletedBets(db: Queryable, house: HouseIds, event: BetEvent, at: Date): Promise<number> {
  const title = gameOf(event).title
  return settleInChunks(
    async (after) => {
      const candidates = await db.query<{ ids: string[] }>(
        `select coalesce(array_agg(bet_id), '{}') as ids
           from (select distinct bet_id from sports_bet_legs where event_id = $1 and bet_id > $2 order by bet_id limit $3) chunk`,
        [event.id, after, SETTLE_CHUNK],
      )
      const ids = candidates.rows[0]!.ids
      if (ids.length === 0) return null
      const { rows } = await db.query<SettleableRow>(
        `select b.id, b.code, b.kind, b.stake_kobo, b.potential_win_kobo,
                array_agg(l.odds_x100 order by l.leg_index) as odds, array_agg(l.status order by l.leg_index) as statuses
           from sports_bets b join sports_bet_legs l on l.bet_id = b.id
          where b.id = any ($1::bigint[]) and b.status = 'open'
          group by b.id
         having bool_and(l.status <> 'open')`,
        [ids],
      )
      return { last: Number(ids.at(-1)), settlements: rows.map((bet) => settlementOf(bet, title)) }
    },
    (settlements) => writeBetSettlements(db, SPORTS_BETS, house, settlements, at),
  )
}

function settlementOf(bet: SettleableRow, title: string): BetSettlement {
  const stakeKobo = BigInt(bet.stake_kobo)
  const outcome = betOutcome({
    stakeKobo,
    potentialWinKobo: BigInt(bet.potential_win_kobo),
    legs: bet.odds.map((oddsX100, index) => ({ oddsX100, status: bet.statuses[index]! })),
  })
  // A multiple's lines say so: its legs may be of other games than the one that completed it.
  const game = bet.kind === 'multiple' ? 'Virtual Sports' : title
  return { betId: bet.id, ...outcome, description: settledBetLine(game, bet.code, outcome, stakeKobo) }
}
