import { formatKobo } from '@9ja/money'
import { jackpotTopUpKobo, shareJackpot, type NumberGameSlug } from '@9ja/number-games'
import { withTransaction, type Pool, type PoolClient } from '../../../db/pool.ts'
import type { Queryable } from '../../../db/queryable.ts'
import { postEntry } from '../../../ledger/ledger.ts'
import type { HouseIds } from '../../house.ts'
import type { NumberGameDefinition } from '../definition-type.ts'
import { hasJackpot } from '../games.ts'
import { ticketResult, type GameTicket } from './tickets.ts'
import { description } from '../../../ledger/descriptions.ts'

/**
 * The Jackpot Game's pool (migration 0018): a house account of its own, `house:jackpot:<slug>`,
 * whose balance is exactly the stakes' shares moved in, plus the house's seeds, minus the jackpots
 * paid: no other entry names it.
 *
 * A bet's share of its stake (jackpotShareBp) waits in bets_in_play with the rest of its stake until
 * its draw is settled; the draw's placements add it up on the draw row (jackpot_in_kobo). Settling a
 * finished draw begins by fixing its jackpot, once, in one transaction holding the pool's row lock:
 * the draw's shares move into the pool (one entry), the house tops the pool up to the floor if it is
 * below (one entry, from game_wins: a prize the house pays), and the pool, the lines that matched
 * every number and each one's share (shareJackpot: the rest stays in the pool) are recorded in
 * number_jackpots, from which the bets are then paid, whoever resumes the settlement. A void draw's
 * shares never move: the stakes are refunded whole.
 *
 * So the pool is never below the floor when a jackpot is paid, and the pool shown live (livePoolKobo)
 * is what the next draw pays, never less than the floor.
 */

export const jackpotPoolCode = (game: string) => `house:jackpot:${game}`

/**
 * Opens the pool account of every game of the registry whose rule set has a jackpot, at start-up (the
 * Jackpot Game's came with migration 0018): a game given to the registry has its pool before its first
 * draw. An account already there is left as it is, so concurrent start-ups write nothing twice.
 */
export async function openJackpotPools(db: Queryable, games: readonly { slug: string; rules: NumberGameSlug }[]): Promise<void> {
  const codes = games.filter((game) => hasJackpot(game.rules)).map((game) => jackpotPoolCode(game.slug))
  await db.query(
    `insert into ledger_accounts (code, kind) select code, 'house' from unnest($1::text[]) as code on conflict (code) do nothing`,
    [codes],
  )
}

async function jackpotPoolAccountId(db: Queryable, game: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(`select id from ledger_accounts where code = $1 and kind = 'house'`, [
    jackpotPoolCode(game),
  ])
  if (!rows[0]) throw new Error(`house account ${jackpotPoolCode(game)} is missing`)
  return rows[0].id
}

/** The pool account's balance: the sum of its postings (a house account keeps no balance column). */
async function poolBalanceKobo(db: Queryable, poolAccountId: string): Promise<bigint> {
  const { rows } = await db.query<{ balance: string }>(
    `select coalesce(sum(amount_kobo), 0)::text as balance from postings where account_id = $1`,
    [poolAccountId],
  )
  return BigInt(rows[0]!.balance)
}

/**
 * The pool as players see it now, what the next draw pays if nobody wins before it: its balance plus
 * the shares of the stakes of the game's draws up to the next one taking bets (being drawn, finished
 * with their jackpot not fixed, or that next one; the later draws' shares go to a later pool), never
 * below the floor.
 */
export async function livePoolKobo(db: Queryable, game: string, floorKobo: bigint): Promise<bigint> {
  const { rows } = await db.query<{ pool: string }>(
    `select ((select coalesce(sum(p.amount_kobo), 0) from postings p where p.account_id = (select a.id from ledger_accounts a where a.code = $1))
           + (select coalesce(sum(d.jackpot_in_kobo), 0) from number_draws d
               where d.game = $2
                 and (d.status = 'drawing'
                      or (d.status = 'open' and d.draws_at = (select min(n.draws_at) from number_draws n where n.game = $2 and n.status = 'open'))))
           + (select coalesce(sum(d.jackpot_in_kobo), 0) from number_draws d
               where d.game = $2 and d.settled_at is null and d.status = 'finished'
                 and not exists (select 1 from number_jackpots j where j.draw_id = d.id)))::text as pool`,
    [jackpotPoolCode(game), game],
  )
  const pool = BigInt(rows[0]!.pool)
  return pool > floorKobo ? pool : floorKobo
}

/** A draw's jackpot as fixed when its settlement began. */
export type DrawJackpot = { poolAccountId: string; shareKobo: bigint; winningLines: number }

type JackpotRow = { share_kobo: string; winning_lines: number }

/** The lines of the draw's bets that matched every number, judged by @9ja/number-games. */
async function jackpotLines(client: PoolClient, game: NumberGameDefinition, drawId: number, drawn: readonly number[]): Promise<number> {
  const { rows } = await client.query<{
    kind: string
    picks: number[]
    against: number[] | null
    lines: number
    stake_per_line_kobo: string
  }>(`select kind, picks, against, lines, stake_per_line_kobo from number_bets where draw_id = $1 and status <> 'void'`, [drawId])
  return rows.reduce((lines, row) => {
    const ticket: GameTicket = { game: game.slug, rules: game.rules, kind: row.kind, picks: row.picks, against: row.against }
    return lines + ticketResult(ticket, drawn, BigInt(row.stake_per_line_kobo)).jackpotLines
  }, 0)
}

/**
 * Fixes a finished draw's jackpot once (see above) and answers it; a later call (a rerun, a second
 * process) answers the one fixed.
 */
export function fixDrawJackpot(
  pool: Pool,
  house: HouseIds,
  draw: { id: number; game: NumberGameDefinition; drawn: readonly number[] },
  floorKobo: bigint,
): Promise<DrawJackpot> {
  return withTransaction(pool, async (client) => {
    const poolAccountId = await jackpotPoolAccountId(client, draw.game.slug)
    // Every jackpot of the game is fixed in turn: each sees the pool the one before left.
    await client.query(`select id from ledger_accounts where id = $1 for no key update`, [poolAccountId])
    const fixed = await client.query<JackpotRow>(`select share_kobo, winning_lines from number_jackpots where draw_id = $1`, [draw.id])
    if (fixed.rows[0]) return { poolAccountId, shareKobo: BigInt(fixed.rows[0].share_kobo), winningLines: fixed.rows[0].winning_lines }

    const { rows } = await client.query<{ shares: string }>(
      `select coalesce(sum(jackpot_in_kobo), 0)::text as shares from number_bets where draw_id = $1`,
      [draw.id],
    )
    const contributionsKobo = BigInt(rows[0]!.shares)
    const balanceKobo = await poolBalanceKobo(client, poolAccountId)
    const seedKobo = jackpotTopUpKobo(balanceKobo + contributionsKobo, floorKobo)
    const poolKobo = balanceKobo + contributionsKobo + seedKobo
    const winningLines = await jackpotLines(client, draw.game, draw.id, draw.drawn)
    const shareKobo = shareJackpot(poolKobo, winningLines).perLineKobo
    const { title } = draw.game
    if (contributionsKobo > 0n) {
      await postEntry(client, {
        kind: 'game:number-jackpot-in',
        idempotencyKey: `number-jackpot-in:${draw.id}`,
        description: description('jackpotShare', { game: title, draw: String(draw.id), amount: formatKobo(contributionsKobo) }),
        postings: [
          { accountId: house.betsInPlay, amountKobo: -contributionsKobo },
          { accountId: poolAccountId, amountKobo: contributionsKobo },
        ],
      })
    }
    if (seedKobo > 0n) {
      await postEntry(client, {
        kind: 'game:number-jackpot-seed',
        idempotencyKey: `number-jackpot-seed:${draw.id}`,
        description: description('jackpotTopUp', { game: title, draw: String(draw.id), amount: formatKobo(floorKobo) }),
        postings: [
          { accountId: house.gameWins, amountKobo: -seedKobo },
          { accountId: poolAccountId, amountKobo: seedKobo },
        ],
      })
    }
    await client.query(
      `insert into number_jackpots (draw_id, game, contributions_kobo, seed_kobo, pool_kobo, winning_lines, share_kobo)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [draw.id, draw.game.slug, `${contributionsKobo}`, `${seedKobo}`, `${poolKobo}`, winningLines, `${shareKobo}`],
    )
    return { poolAccountId, shareKobo, winningLines }
  })
}
