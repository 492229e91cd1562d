import type { Pool } from '../../../db/pool.ts'
import type { Queryable } from '../../../db/queryable.ts'
import type { Clock } from '../../../time/clock.ts'
import { loadGameHouseIds, type HouseIds } from '../../house.ts'
import { SETTLE_CHUNK, settledBetLine, settleInChunks } from '../../scheduled/settle-in-chunks.ts'
import type { DrawSettlement } from '../draws/settlement.ts'
import { fixDrawJackpot, type DrawJackpot } from './jackpot.ts'
import type { NumberGameDefinition } from '../definition-type.ts'
import { hasJackpot } from '../games.ts'
import { ticketResult, type GameTicket } from './tickets.ts'
import type { Description } from '../../../ledger/descriptions.ts'
import { writeBetSettlements, type ScheduledBetsTable } from '../../scheduled/settle-bets.ts'

/**
 * Settlement of a draw's bets, called by the draws runner once the draw is finished (or void) and
 * that is committed. Safe to run twice, or from two processes at once, and resumable after a crash
 * at any point:
 *  1. the draw row is taken FOR UPDATE (and let go at once): a placement that judged it open holds a
 *     lock on it until it commits, so every bet placed on it is visible from here on, and none can
 *     follow (a placement re-reads the status);
 *  2. a Jackpot Game draw's jackpot is fixed, once (jackpot.ts);
 *  3. the open bets are judged from the drawn numbers by @9ja/number-games' settleTicket, in chunks
 *     of SETTLE_CHUNK bets (settle-in-chunks.ts), each chunk ONE statement: a conditional update
 *     from 'open' with its journal entries and postings, so each bet is paid exactly once. A void
 *     draw's bets are void, their stakes refunded.
 * Ledger (as a sports bet): win: bets_in_play -S, game_stakes +S, game_wins -W, wallet +W; loss:
 * bets_in_play -S, game_stakes +S; void: bets_in_play -S, wallet +S. A jackpot ticket's share of its
 * stake (J) already went from bets_in_play to the pool in step 2, so S - J moves here; a jackpot won
 * (P) is paid from the pool: pool -P, wallet +P. What a wallet gets back (a win, the jackpot, a
 * refund) comes off the player's loss totals at `at`, when it is paid (src/protection/README.md).
 */

export type DrawSettlementCount = { settledBets: number }

/** The number game of a slug (the registry's), as settling its bets reads it: its title and the rule set it plays. */
export type FindNumberGame = (slug: string) => NumberGameDefinition | null

type Draw = { id: number; game: NumberGameDefinition; status: 'open' | 'drawing' | 'finished' | 'void'; drawn: number[] | null }

async function lockedDraw(db: Queryable, drawId: number, findGame: FindNumberGame): Promise<Draw> {
  const { rows } = await db.query<{ id: string; game: string; status: Draw['status']; drawn: number[] | null }>(
    `select id, game, status, drawn from number_draws where id = $1 for update`,
    [drawId],
  )
  const row = rows[0]
  if (!row) throw new Error(`number draw ${drawId} does not exist`)
  const game = findGame(row.game)
  if (!game) throw new Error(`number draw ${drawId} is of no number game (${row.game})`)
  return { id: Number(row.id), game, status: row.status, drawn: row.drawn }
}

type OpenBetRow = {
  id: string
  code: string
  kind: string
  picks: number[]
  against: number[] | null
  lines: number
  stake_per_line_kobo: string
  stake_kobo: string
}

/** One bet's settlement: its status, winning lines (null when void) and what the wallet gets, of which jackpotWonKobo from the pool. */
type Settlement = {
  betId: string
  status: 'won' | 'lost' | 'void'
  winningLines: number | null
  payoutKobo: bigint
  jackpotWonKobo: bigint
  description: Description
}

/** A bet judged from the draw's numbers: its fixed prizes, and its share of the jackpot for each line that matched every number. */
function judgedBet(draw: Draw, jackpot: DrawJackpot | null, bet: OpenBetRow): Settlement {
  const ticket: GameTicket = { game: draw.game.slug, rules: draw.game.rules, kind: bet.kind, picks: bet.picks, against: bet.against }
  const outcome = ticketResult(ticket, draw.drawn!, BigInt(bet.stake_per_line_kobo))
  const jackpotWonKobo = jackpot === null ? 0n : jackpot.shareKobo * BigInt(outcome.jackpotLines)
  const payoutKobo = outcome.payoutKobo + jackpotWonKobo
  const status = payoutKobo > 0n ? 'won' : 'lost'
  const line = settledBetLine(draw.game.title, bet.code, { status, payoutKobo, jackpot: jackpotWonKobo > 0n }, BigInt(bet.stake_kobo))
  return {
    betId: bet.id,
    status,
    winningLines: outcome.winningLines,
    payoutKobo,
    jackpotWonKobo,
    description: line,
  }
}

function refunded(draw: Draw, bet: OpenBetRow): Settlement {
  const stakeKobo = BigInt(bet.stake_kobo)
  const description = settledBetLine(draw.game.title, bet.code, { status: 'void', payoutKobo: stakeKobo }, stakeKobo)
  return { betId: bet.id, status: 'void', winningLines: null, payoutKobo: stakeKobo, jackpotWonKobo: 0n, description }
}

/** Number bets as the scheduled families' settlement writes them: a Jackpot Game bet's pool share has left play, its jackpot comes from the pool. */
const NUMBER_BETS: ScheduledBetsTable = {
  table: 'number_bets',
  entryPrefix: 'number',
  ownColumns: [
    { name: 'winning_lines', type: 'integer' },
    { name: 'jackpot_won_kobo', type: 'bigint' },
  ],
  // A void bet's stake comes back whole; a settled one's share for the pool has already left bets_in_play.
  heldKobo: `case when b.status = 'void' then b.stake_kobo else b.stake_kobo - b.jackpot_in_kobo end`,
  fromPoolKobo: 'b.jackpot_won_kobo',
}

function writeSettlements(
  db: Queryable,
  house: HouseIds,
  poolAccountId: string | null,
  settlements: Settlement[],
  at: Date,
): Promise<number> {
  return writeBetSettlements(
    db,
    NUMBER_BETS,
    house,
    settlements.map((settlement) => ({ ...settlement, own: [settlement.winningLines, settlement.jackpotWonKobo.toString()] })),
    at,
    poolAccountId,
  )
}

/** Settles the draw's open bets chunk by chunk in id order, each judged by `judge`, at `at`. */
function settleOpenBets(
  db: Queryable,
  house: HouseIds,
  draw: Draw,
  poolAccountId: string | null,
  judge: (bet: OpenBetRow) => Settlement,
  at: Date,
): Promise<number> {
  return settleInChunks(
    async (after) => {
      const { rows } = await db.query<OpenBetRow>(
        `select id, code, kind, picks, against, lines, stake_per_line_kobo, stake_kobo from number_bets
          where draw_id = $1 and id > $2 and status = 'open' order by id limit $3`,
        [draw.id, after, SETTLE_CHUNK],
      )
      if (rows.length === 0) return null
      return { last: Number(rows.at(-1)!.id), settlements: rows.map(judge) }
    },
    (settlements) => writeSettlements(db, house, poolAccountId, settlements, at),
  )
}

/** Settles a finished draw's bets from its numbers (a Jackpot Game draw's jackpot fixed first), at `at`. */
export async function settleDrawBets(
  pool: Pool,
  house: HouseIds,
  drawId: number,
  jackpotFloorKobo: (game: string) => bigint,
  at: Date,
  findGame: FindNumberGame,
): Promise<DrawSettlementCount> {
  const draw = await lockedDraw(pool, drawId, findGame)
  if (draw.status !== 'finished') throw new Error(`number draw ${drawId} is ${draw.status}, not finished`)
  const jackpot = hasJackpot(draw.game.rules)
    ? await fixDrawJackpot(pool, house, { id: draw.id, game: draw.game, drawn: draw.drawn! }, jackpotFloorKobo(draw.game.slug))
    : null
  const settledBets = await settleOpenBets(pool, house, draw, jackpot?.poolAccountId ?? null, (bet) => judgedBet(draw, jackpot, bet), at)
  return { settledBets }
}

/** Refunds every bet of a void draw, at `at`. */
export async function voidDrawBets(
  pool: Pool,
  house: HouseIds,
  drawId: number,
  at: Date,
  findGame: FindNumberGame,
): Promise<DrawSettlementCount> {
  const draw = await lockedDraw(pool, drawId, findGame)
  if (draw.status !== 'void') throw new Error(`number draw ${drawId} is ${draw.status}, not void`)
  return { settledBets: await settleOpenBets(pool, house, draw, null, (bet) => refunded(draw, bet), at) }
}

/**
 * The draws runner's settlement (contract: DrawSettlement): the bets' own statements, idempotent and
 * safe from two processes at once. The runner marks a draw settled only after the call returns, and
 * calls again for every finished or void draw not marked yet, so a crash in between is resumed. Wins
 * and refunds count towards the players' loss limits at the runner's time.
 */
export function numberBetsSettlement(
  pool: Pool,
  jackpotFloorKobo: (game: string) => bigint,
  clock: Clock,
  findGame: FindNumberGame,
): DrawSettlement {
  let house: Promise<HouseIds> | null = null
  const houseIds = () => (house ??= loadGameHouseIds(pool))
  return {
    settle: async (drawId) => settleDrawBets(pool, await houseIds(), drawId, jackpotFloorKobo, new Date(clock.now()), findGame),
    void: async (drawId) => voidDrawBets(pool, await houseIds(), drawId, new Date(clock.now()), findGame),
  }
}
