import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { NUMBER_GAME_RULES, type NumberGameSlug } from '@9ja/number-games'
import type { Pool } from '../../../src/db/pool.ts'
import type { Queryable } from '../../../src/db/queryable.ts'
import type { SlipTicket } from '../../../src/games/numbers/bets/store.ts'
import type { NumberGameDefinition } from '../../../src/games/numbers/definition-type.ts'
import { NUMBER_GAMES } from '../../../src/games/numbers/games.ts'
import { createTestUser, creditWallet, type TestUser } from '../../support/users.ts'
import { description } from '../../../src/ledger/descriptions.ts'

/**
 * What the number bets' tests share. Draws are written straight to the database with the contract's
 * columns (number_draws, 0017), so the tests construct the draws and the numbers they settle
 * against; the draw runner is off.
 */

export type TestDraw = { id: number; number: number; game: NumberGameSlug }

/** The Jackpot Game's pool account. */
export const JACKPOT_POOL = 'house:jackpot:jackpot-game'

let chainIndex = 0

/** A draw of the game taking bets until `closesInMs` from now (negative: closed), drawn 10 s after, ended 30 s after that. */
export async function createDraw(db: Queryable, game: NumberGameSlug, { closesInMs = 3_600_000 } = {}): Promise<TestDraw> {
  const chain = await db.query<{ id: string }>(
    `insert into number_chains (game, seed, commitment, length) values ($1, $2, $3, 1000000) returning id`,
    [game, randomBytes(32).toString('hex'), randomBytes(32).toString('hex')],
  )
  const { balls, drawn } = NUMBER_GAME_RULES[game]
  const { rows } = await db.query<{ id: string; number: number }>(
    `insert into number_draws (game, number, chain_id, chain_index, link, betting_closes_at, draws_at, ends_at, status, liability_by_number)
     values ($1, (select coalesce(max(number), 0) + 1 from number_draws where game = $1), $2, $3, $4, now() + make_interval(secs => $5::double precision / 1000),
             now() + make_interval(secs => ($5::double precision + 10000) / 1000), now() + make_interval(secs => ($5::double precision + 40000) / 1000),
             'open', case when $6 then array_fill(0::bigint, array[$7::int]) end)
     returning id, number`,
    [game, chain.rows[0]!.id, ++chainIndex, randomBytes(32).toString('hex'), closesInMs, drawn === 1, balls],
  )
  return { id: Number(rows[0]!.id), number: rows[0]!.number, game }
}

/** The draw is drawn with these numbers and finishes, as the runner does at its draw time and end. */
export async function finishDraw(db: Queryable, drawId: number, drawn: number[]): Promise<void> {
  await db.query(`update number_draws set status = 'drawing', drawn = $2 where id = $1`, [drawId, drawn])
  await db.query(`update number_draws set status = 'finished', finished_at = now() where id = $1`, [drawId])
}

export async function voidDraw(db: Queryable, drawId: number): Promise<void> {
  await db.query(`update number_draws set status = 'void', finished_at = now() where id = $1`, [drawId])
}

export async function drawTotals(db: Queryable, drawId: number) {
  const { rows } = await db.query<{
    liability_kobo: string
    staked_kobo: string
    bet_count: number
    jackpot_in_kobo: string
    liability_by_number: string[] | null
  }>(`select liability_kobo, staked_kobo, bet_count, jackpot_in_kobo, liability_by_number from number_draws where id = $1`, [drawId])
  return rows[0]!
}

/** A house account's balance: the sum of its postings. */
export async function houseBalance(db: Queryable, code: string): Promise<bigint> {
  const { rows } = await db.query<{ balance: string }>(
    `select coalesce(sum(p.amount_kobo), 0)::text as balance from postings p join ledger_accounts a on a.id = p.account_id where a.code = $1`,
    [code],
  )
  return BigInt(rows[0]!.balance)
}

/** A player with a live session and this many naira. */
export async function fundedPlayer(pool: Pool, naira = 100_000): Promise<TestUser> {
  const user = await createTestUser(pool, { fullName: 'Ngozi Adeyemi' })
  await creditWallet(pool, user.userId, BigInt(naira) * 100n)
  return user
}

export type TicketInput = { kind: string; picks: number[]; against?: number[] }

/** Places each ticket on the draw through the API, a request of its own at ₦`stake` a line; answers the bet ids in order (throws on a refusal). */
export async function placeTickets(app: FastifyInstance, user: TestUser, draw: TestDraw, tickets: TicketInput[], stake = 100) {
  const ids: string[] = []
  for (const ticket of tickets) {
    const response = await app.inject({
      method: 'POST',
      url: '/agent/bets',
      payload: { token: user.token, stake, selections: [{ game: draw.game, drawId: draw.id, ...ticket }] },
    })
    if (response.statusCode !== 200) throw new Error(`a ticket was refused: ${response.body}`)
    ids.push(response.json().data.betIds[0])
  }
  return ids
}

/** A bet's settlement as stored. */
export async function betRow(db: Queryable, code: string) {
  const { rows } = await db.query<{ status: string; winning_lines: number | null; payout_kobo: string; jackpot_won_kobo: string }>(
    `select status, winning_lines, payout_kobo, jackpot_won_kobo from number_bets where code = $1`,
    [code],
  )
  return rows[0]!
}

/** A Perfect Guess Pick 1 ticket of ₦100 on 7 as the engine hands it to the placement statement, under this code. */
export const pickOneTicket = (draw: TestDraw, code: string): SlipTicket => ({
  drawId: draw.id,
  game: 'perfect-guess',
  kind: 'pick-1',
  picks: [7],
  against: null,
  lines: 1,
  stakePerLineKobo: 10_000n,
  maxPayoutKobo: 36_000n,
  jackpotInKobo: 0n,
  capKobo: 1_000_000_000n,
  payoutByNumber: null,
  description: description('numbersBet', { game: 'Perfect Guess', ticket: 'Pick 1 · 7', stake: '₦100', bet: code }),
  code,
})

/** The built-in number games as settling and showing their bets find them by slug. */
export const findBuiltInGame = (slug: string): NumberGameDefinition | null => NUMBER_GAMES.find((game) => game.slug === slug) ?? null
