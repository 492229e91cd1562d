import { koboToNaira } from '@9ja/money'
import type { Queryable } from '../../../db/queryable.ts'
import type { FindNumberGame } from './settlement.ts'
import { kindLabel } from './tickets.ts'

/**
 * Number bets as Check Bet and My Bets show them, beside the sports bets (../../virtual-sports/bets/views.ts):
 * the same answer, `kind: 'number'`, with the ticket as the one selection. Never the owner.
 */
export type NumberBetView = {
  betId: string
  kind: 'number'
  status: 'open' | 'won' | 'lost' | 'void'
  /** The bet's whole stake: its lines times the stake per line. */
  stake: number
  stakePerLine: number
  lines: number
  /** The most it can win (for a jackpot ticket its fixed prizes; the jackpot comes on top). */
  potentialWin: number
  /** What the wallet got back: the win (jackpot included), or the stake of a void bet. */
  amountWon: number
  /** The part of amountWon that was a share of the jackpot. */
  jackpotWon: number
  placedAt: string
  settledAt: string | null
  selections: {
    game: string
    /** "Millionaire Kendo". */
    gameTitle: string
    drawId: number
    /** The draw as players read it: its place among the game's own draws. */
    drawNumber: number
    drawsAt: string
    kind: string
    /** The kind as the slip names it: "Perm 3". */
    name: string
    picks: number[]
    /** Against's bottom numbers. */
    against: number[] | null
    lines: number
    /** Lines that won (null until settled, and for a void bet). */
    winningLines: number | null
    status: 'open' | 'won' | 'lost' | 'void'
    /** The draw's numbers in draw order, once it has finished. */
    drawn?: number[]
  }[]
}

type NumberBetRow = {
  id: string
  code: string
  game: string
  kind: string
  picks: number[]
  against: number[] | null
  lines: number
  stake_per_line_kobo: string
  stake_kobo: string
  max_payout_kobo: string
  status: NumberBetView['status']
  winning_lines: number | null
  payout_kobo: string
  jackpot_won_kobo: string
  placed_at: Date
  settled_at: Date | null
  draw_id: string
  draw_number: number
  draws_at: Date
  draw_status: string
  drawn: number[] | null
}

const NUMBER_BET_SELECT = `select b.id, b.code, b.game, b.kind, b.picks, b.against, b.lines, b.stake_per_line_kobo, b.stake_kobo, b.max_payout_kobo,
       b.status, b.winning_lines, b.payout_kobo, b.jackpot_won_kobo, b.placed_at, b.settled_at,
       b.draw_id, d.number as draw_number, d.draws_at, d.status as draw_status, d.drawn
  from number_bets b join number_draws d on d.id = b.draw_id`

function numberBetView(row: NumberBetRow, findGame: FindNumberGame): NumberBetView {
  const game = findGame(row.game)
  const title = game ? game.title : row.game
  const name = game ? kindLabel({ rules: game.rules, kind: row.kind }) : row.kind
  return {
    betId: row.code,
    kind: 'number',
    status: row.status,
    stake: koboToNaira(BigInt(row.stake_kobo)),
    stakePerLine: koboToNaira(BigInt(row.stake_per_line_kobo)),
    lines: row.lines,
    potentialWin: koboToNaira(BigInt(row.max_payout_kobo)),
    amountWon: koboToNaira(BigInt(row.payout_kobo)),
    jackpotWon: koboToNaira(BigInt(row.jackpot_won_kobo)),
    placedAt: row.placed_at.toISOString(),
    settledAt: row.settled_at?.toISOString() ?? null,
    selections: [
      {
        game: row.game,
        gameTitle: title,
        drawId: Number(row.draw_id),
        drawNumber: row.draw_number,
        drawsAt: row.draws_at.toISOString(),
        kind: row.kind,
        name,
        picks: row.picks,
        against: row.against,
        lines: row.lines,
        winningLines: row.winning_lines,
        status: row.status,
        ...(row.draw_status === 'finished' && row.drawn ? { drawn: row.drawn } : {}),
      },
    ],
  }
}

/** Check Bet: one number bet by its public id, or null. */
export async function numberBetByCode(db: Queryable, findGame: FindNumberGame, code: string): Promise<NumberBetView | null> {
  const { rows } = await db.query<NumberBetRow>(`${NUMBER_BET_SELECT} where b.code = $1`, [code])
  return rows[0] ? numberBetView(rows[0], findGame) : null
}

/**
 * A player's number bets below the bet id `beforeId` (null: the newest), newest first, with their
 * ids (one sequence with the sports bets', so My Bets merges the two by id).
 */
export async function playerNumberBets(
  db: Queryable,
  findGame: FindNumberGame,
  userId: string,
  query: { status: 'open' | 'settled' | null; limit: number; beforeId: string | null },
): Promise<{ id: bigint; view: NumberBetView }[]> {
  const { rows } = await db.query<NumberBetRow>(
    `${NUMBER_BET_SELECT}
      where b.user_id = $1
        and ($2::text is null or (b.status = 'open') = ($2 = 'open'))
        and ($3::bigint is null or b.id < $3)
      order by b.id desc limit $4`,
    [userId, query.status, query.beforeId, query.limit],
  )
  return rows.map((row) => ({ id: BigInt(row.id), view: numberBetView(row, findGame) }))
}
