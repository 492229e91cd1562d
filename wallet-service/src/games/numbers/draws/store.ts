import { RoundRandom } from '@9ja/fairness/node'
import { drawNumbers, drawSeeds, NUMBER_GAME_RULES } from '@9ja/number-games'
import { withTransaction, type Pool } from '../../../db/pool.ts'
import type { Queryable } from '../../../db/queryable.ts'
import type { ChainLinks } from '../../fairness/hash-chain.ts'
import { nextStartMs } from '../../scheduled/schedule.ts'
import type { ScheduledTable } from '../../scheduled/store.ts'
import type { NumberGame } from '../definition-type.ts'
import type { NumberGameSettings } from './game-settings.ts'

/**
 * The number games' own writes of the draw loop (the ones every scheduled game shares are
 * ../../scheduled/store.ts), each conditional on the draw's committed status.
 */

/** The draws' table as the scheduled games' loop knows it. */
export const NUMBER_DRAWS: ScheduledTable = { table: 'number_draws', playsAt: 'draws_at', playing: 'drawing' }

/**
 * A draw's numbers, in draw order, by the game's rule set from the secret stream of its chain link
 * (serverSeed = link, clientSeed = the game's slug, nonce = chain index): what /fairness recomputes
 * from the revealed link.
 */
export const drawFromLink = (game: NumberGame, link: string, chainIndex: number): number[] =>
  drawNumbers(game.rules, new RoundRandom(drawSeeds(link, game.slug, chainIndex)))

/**
 * Schedules the game's draws until `drawsAhead` are open, each on the next link of the game's chain:
 * one every intervalMs on the game's grid. One transaction: the chain's links are taken and the draws
 * written together, or neither. A game drawing a single number (1 Sure) starts each draw's liability
 * per number at zero. Returns how many it wrote.
 */
export async function scheduleDraws(
  pool: Pool,
  links: ChainLinks,
  game: NumberGame,
  settings: NumberGameSettings,
  nowMs: number,
): Promise<number> {
  await links.prepare(pool, game.slug, settings.chainLength)
  return withTransaction(pool, async (client) => {
    const { rows } = await client.query<{ ahead: number; last: Date | null; last_number: number }>(
      `select count(*) filter (where status = 'open')::int as ahead, max(draws_at) as last, coalesce(max(number), 0) as last_number
         from number_draws where game = $1`,
      [game.slug],
    )
    const { ahead, last, last_number: lastNumber } = rows[0]!
    const starts: number[] = []
    let lastMs = last?.getTime() ?? null
    for (let count = ahead; count < settings.drawsAhead; count++) {
      lastMs = nextStartMs(lastMs, nowMs, settings)
      starts.push(lastMs)
    }
    if (starts.length === 0) return 0
    const taken = await links.take(client, game.slug, settings.chainLength, starts.length)
    const { balls, drawn } = NUMBER_GAME_RULES[game.rules]
    await client.query(
      `insert into number_draws (game, number, chain_id, chain_index, link, betting_closes_at, draws_at, ends_at, status, liability_by_number)
       select $1, $10::int + d.at::int, d.chain_id, d.chain_index, d.link, d.draws_at - $6::interval, d.draws_at, d.draws_at + $7::interval,
              'open', case when $8 then array_fill(0::bigint, array[$9::int]) end
         from unnest($2::bigint[], $3::int[], $4::text[], $5::timestamptz[]) with ordinality as d(chain_id, chain_index, link, draws_at, at)
        order by d.draws_at`,
      [
        game.slug,
        taken.map((link) => link.chainId),
        taken.map((link) => link.chainIndex),
        taken.map((link) => link.link),
        starts.map((at) => new Date(at)),
        `${settings.bettingClosesBeforeMs} milliseconds`,
        `${settings.drawMs} milliseconds`,
        drawn === 1,
        balls,
        // Numbered on from the game's last draw (with ordinality counts from 1): this loop alone schedules the game.
        lastNumber,
      ],
    )
    return starts.length
  })
}

/** Draws the open draws whose time has come: each one's numbers from its link, public from now (status drawing). */
export async function drawDue(db: Queryable, game: NumberGame, nowMs: number): Promise<number> {
  const { rows } = await db.query<{ id: string; link: string; chain_index: number }>(
    `select id, link, chain_index from number_draws where game = $1 and status = 'open' and draws_at <= $2 order by id`,
    [game.slug, new Date(nowMs)],
  )
  if (rows.length === 0) return 0
  // Each draw's numbers as an array literal ('{7,41,3}'): unnest would flatten an array of arrays.
  const { rowCount } = await db.query(
    `update number_draws d set status = 'drawing', drawn = drawn_now.numbers::smallint[]
       from unnest($1::bigint[], $2::text[]) as drawn_now(id, numbers)
      where d.id = drawn_now.id and d.status = 'open'`,
    [rows.map((row) => row.id), rows.map((row) => `{${drawFromLink(game, row.link, row.chain_index).join(',')}}`)],
  )
  return rowCount ?? 0
}
