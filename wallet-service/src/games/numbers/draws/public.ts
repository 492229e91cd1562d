import { koboToNaira } from '@9ja/money'
import { NUMBER_GAME_RULES } from '@9ja/number-games'
import type { Queryable } from '../../../db/queryable.ts'
import { nextChangeMs, shownStatus } from '../../scheduled/public.ts'
import type { NumberGame } from '../definition-type.ts'
import { kindRtpBp } from '../rules.ts'
import type { NumberGameSettings } from './game-settings.ts'

/**
 * What anyone may read about the number games' draws: the next draw with the bet kinds and limits,
 * the draw being drawn, results, hot and cold numbers, and one draw with what verifies it. A draw's
 * numbers are shown from its draw time (the animation plays them), its link only once it is over
 * (finished or void). Amounts are naira numbers, as every other answer of the service.
 */

type DrawRow = {
  id: string
  number: number
  betting_closes_at: Date
  draws_at: Date
  ends_at: Date
  status: 'open' | 'drawing' | 'finished' | 'void'
  drawn: number[] | null
  finished_at: Date | null
  chain_index: number
  commitment: string
  link: string
}

const DRAW_COLUMNS = `d.id, d.number, d.betting_closes_at, d.draws_at, d.ends_at, d.status, d.drawn, d.finished_at, d.chain_index, c.commitment, d.link`
const FROM_DRAWS = `from number_draws d join number_chains c on c.id = d.chain_id`

/** Recent results shown with the next draw. */
export const RECENT_RESULTS = 10

const isOver = (row: DrawRow) => row.status === 'finished' || row.status === 'void'

/** A draw as every answer shows it: its times, status, numbers once drawn, and its fairness (the link once over). */
function drawView(row: DrawRow, nowMs: number) {
  return {
    drawId: Number(row.id),
    /** What players read ("Draw 12"): the draw's place among the game's own draws; drawId names it to the API. */
    number: row.number,
    status: shownStatus(row.status, row.betting_closes_at, nowMs),
    closesAt: row.betting_closes_at.toISOString(),
    drawsAt: row.draws_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    drawn: row.drawn,
    fairness: { commitment: row.commitment, chainIndex: row.chain_index, ...(isOver(row) ? { link: row.link } : {}) },
  }
}

/** The bet kinds of a game as the page and the slip offer them, with the paytables and RTP in force. */
export function betKindsOf(game: NumberGame, settings: NumberGameSettings) {
  return NUMBER_GAME_RULES[game.rules].betKinds.map((kind) => ({
    kind: kind.kind,
    label: kind.label,
    summary: kind.summary,
    shape: kind.shape,
    picks: { min: kind.minPicks, max: kind.maxPicks, from: kind.pickValues.min, to: kind.pickValues.max },
    ...(kind.againstPicks ? { against: { min: kind.againstPicks.min, max: kind.againstPicks.max } } : {}),
    lineSize: kind.lineSize,
    paytable: kind.paytable.map((tier) => ({ matches: tier.matches, multiplier: tier.multiplierX100 / 100 })),
    ...(kind.jackpot ? { jackpot: { matches: kind.jackpot.matches } } : {}),
    rtp: kindRtpBp(kind, settings) / 10_000,
  }))
}

/** A game's limits in naira: the stake of one line, and the most one draw may pay. */
export const drawLimits = (settings: NumberGameSettings) => ({
  minStake: koboToNaira(BigInt(settings.minStakeKobo)),
  maxStake: koboToNaira(BigInt(settings.maxStakeKobo)),
  maxLiability: koboToNaira(BigInt(settings.maxLiabilityKobo)),
})

/**
 * A game's draws answer (without the live parts the route adds: the server's time and the jackpot
 * pool): the next draw still taking bets (drawId, closesAt, drawsAt: null when none), every open
 * draw, the draw being drawn with its numbers (current), the last results, the bet kinds and limits;
 * and the instant it next changes (a cut-off, a draw or an end).
 */
export async function drawsAnswer(db: Queryable, game: NumberGame, settings: NumberGameSettings, nowMs: number) {
  const { rows } = await db.query<DrawRow>(
    `(select ${DRAW_COLUMNS} ${FROM_DRAWS} where d.game = $1 and d.status in ('open', 'drawing') order by d.draws_at, d.id)
     union all
     (select ${DRAW_COLUMNS} ${FROM_DRAWS} where d.game = $1 and d.status in ('finished', 'void') order by d.draws_at desc, d.id desc limit $2)`,
    [game.slug, RECENT_RESULTS],
  )
  const byTime = (a: DrawRow, b: DrawRow) => a.draws_at.getTime() - b.draws_at.getTime() || Number(a.id) - Number(b.id)
  const ahead = rows.filter((row) => !isOver(row)).sort(byTime)
  const views = ahead.map((row) => drawView(row, nowMs))
  const next = views.find((view) => view.status === 'open')
  const current = views.find((view) => view.status === 'drawing')
  return {
    data: {
      drawId: next?.drawId ?? null,
      number: next?.number ?? null,
      closesAt: next?.closesAt ?? null,
      drawsAt: next?.drawsAt ?? null,
      upcoming: views.filter((view) => view.status === 'open' || view.status === 'closed'),
      current: current ?? null,
      recent: rows
        .filter(isOver)
        .sort((a, b) => byTime(b, a))
        .map((row) => drawView(row, nowMs)),
      // The rule set the game plays (@9ja/number-games), which the web's ticket builder and rules read.
      rules: game.rules,
      betKinds: betKindsOf(game, settings),
      limits: drawLimits(settings),
    },
    changesAtMs: nextChangeMs(ahead, (row) => row.draws_at, nowMs),
  }
}

/** A game's finished and void draws, newest first, with their numbers and what verifies them (the link, revealed). */
export async function drawResults(db: Queryable, game: NumberGame, limit: number, nowMs: number) {
  const { rows } = await db.query<DrawRow>(
    `select ${DRAW_COLUMNS} ${FROM_DRAWS} where d.game = $1 and d.status in ('finished', 'void') order by d.draws_at desc, d.id desc limit $2`,
    [game.slug, limit],
  )
  return rows.map((row) => drawView(row, nowMs))
}

/**
 * Hot and cold numbers: how often each ball came up in the game's last `draws` finished draws (void
 * ones drew nothing), every ball listed in number order, and how many draws were counted.
 */
export async function numberFrequency(db: Queryable, game: NumberGame, draws: number) {
  const { rows } = await db.query<{ counted: number; counts: number[] }>(
    `with last as (
       select drawn from number_draws where game = $1 and status = 'finished' order by draws_at desc, id desc limit $2
     )
     select (select count(*)::int from last) as counted,
            array(select count(n.number)::int
                    from generate_series(1, $3::int) as ball(number)
                    left join (select unnest(drawn) as number from last) n on n.number = ball.number
                   group by ball.number order by ball.number) as counts`,
    [game.slug, draws, NUMBER_GAME_RULES[game.rules].balls],
  )
  const { counted, counts } = rows[0]!
  return { draws: counted, numbers: counts.map((count, at) => ({ number: at + 1, count })) }
}

/**
 * One draw in any status, for the slip, Check Bet and /fairness: once it is over also the link it
 * hashes to (the previous draw's of the chain, or the chain's commitment for the first).
 */
export async function drawDetails(db: Queryable, game: NumberGame, drawId: number, nowMs: number) {
  const { rows } = await db.query<DrawRow & { chain_length: number; previous_link: string | null }>(
    `select ${DRAW_COLUMNS}, c.length as chain_length,
            (select p.link from number_draws p where p.chain_id = d.chain_id and p.chain_index = d.chain_index - 1) as previous_link
       ${FROM_DRAWS} where d.id = $1 and d.game = $2`,
    [drawId, game.slug],
  )
  const row = rows[0]
  if (!row) return null
  const view = drawView(row, nowMs)
  const { balls, drawn } = NUMBER_GAME_RULES[game.rules]
  return {
    ...view,
    game: game.slug,
    rules: game.rules,
    finishedAt: row.finished_at?.toISOString() ?? null,
    fairness: {
      ...view.fairness,
      chainLength: row.chain_length,
      // What the numbers are drawn as: `drawn` distinct balls of 1..balls, from the link's stream.
      balls,
      count: drawn,
      ...(isOver(row) ? { hashesTo: row.chain_index === 1 ? row.commitment : row.previous_link } : {}),
    },
  }
}
