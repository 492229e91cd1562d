import type { FastifyPluginAsync } from 'fastify'
import type { RoutesAndLoops } from '../../../service-loops.ts'
import { z } from 'zod'
import { koboToNaira } from '@9ja/money'
import type { AppContext } from '../../../context.ts'
import type { Queryable } from '../../../db/queryable.ts'
import { DomainError } from '../../../domain-error.ts'
import { parseInput } from '../../../http/errors.ts'
import { ChangingAnswers, sendUntilChange } from '../../scheduled/answer-cache.ts'
import { scheduledRunners } from '../../scheduled/runner.ts'
import { knownGame, resultsQuery } from '../../scheduled/public-routes.ts'
import type { NumberGame, NumberGames } from '../definition-type.ts'
import { drawDetails, drawResults, drawsAnswer, numberFrequency } from './public.ts'
import { NumberDrawRunner } from './runner.ts'
import type { DrawSettlement } from './settlement.ts'

const frequencyQuery = z.object({
  draws: z.coerce.number({ error: 'draws must be a number from 1 to 1000' }).int().min(1).max(1000).default(100),
})
const drawParams = z.object({
  slug: z.string(),
  drawId: z.coerce.number({ error: 'drawId is invalid' }).int({ error: 'drawId is invalid' }).positive({ error: 'drawId is invalid' }),
})

/** A jackpot game's pool as players see it live, never below its floor, in kobo (the number bets' ledger side answers it). */
export type JackpotPool = (db: Queryable, game: string, floorKobo: bigint) => Promise<bigint>

/** Longest the Jackpot Game's draws answer may be kept: its pool grows with every stake. */
const JACKPOT_MAX_AGE_MS = 5000

/**
 * The number games' draws API (no token: the next draw with bet kinds, limits, the draw being drawn
 * and recent results; results; hot and cold numbers; one draw) and their draw runners, which start
 * with the service when NUMBER_RUNNERS=on and stop (releasing their locks) when it closes. Each
 * runner settles a draw's bets once it is over through `settlement` (the number bets').
 *
 * Every browser asks for the draws, so their answers are built once per change (kept until the next
 * cut-off, draw or end, a second at most when one is due), with a Cache-Control max-age up to that
 * instant; the server's time and the Jackpot Game's pool (a few seconds old at most) are added to
 * each answer as it is sent.
 */
export function numberDrawRoutes(
  context: AppContext,
  games: NumberGames,
  settlement: DrawSettlement,
  jackpotPool: JackpotPool,
): RoutesAndLoops {
  const { pool, clock } = context
  const answers = new ChangingAnswers<string>()
  const pools = new ChangingAnswers<bigint>()
  const runners = scheduledRunners(
    context,
    'NUMBER',
    games.all,
    answers,
    (game, services) => new NumberDrawRunner(game, game.settings, settlement, services),
  )
  const gameOf = (slug: string): NumberGame => knownGame(games.find(slug))

  const routes: FastifyPluginAsync = async (app) => {
    app.get<{ Params: { slug: string } }>('/games/numbers/:slug/draws', async (request, reply) => {
      const game = gameOf(request.params.slug)
      const { settings } = game
      const answer = await answers.get(`${game.slug}|draws`, clock.now(), async () => {
        const { data, changesAtMs } = await drawsAnswer(pool, game, settings, clock.now())
        // Kept without its closing brace: the live parts follow it as the answer is sent.
        return { value: JSON.stringify(data).slice(0, -1), changesAtMs }
      })
      let changesAtMs = answer.changesAtMs
      let live = `"serverTime":${JSON.stringify(new Date(clock.now()).toISOString())}`
      if ('jackpotShareBp' in settings) {
        const poolKobo = await pools.get(`${game.slug}|pool`, clock.now(), async () => ({
          value: await jackpotPool(pool, game.slug, BigInt(settings.jackpotFloorKobo)),
          changesAtMs: clock.now() + JACKPOT_MAX_AGE_MS,
        }))
        changesAtMs = Math.min(changesAtMs, poolKobo.changesAtMs)
        const jackpot = {
          pool: koboToNaira(poolKobo.value),
          floor: koboToNaira(BigInt(settings.jackpotFloorKobo)),
          share: settings.jackpotShareBp / 10_000,
        }
        live += `,"jackpot":${JSON.stringify(jackpot)}`
      }
      const body = `{"status":200,"message":"Success","data":${answer.value},${live}}}`
      return sendUntilChange(reply, body, changesAtMs, clock.now())
    })

    app.get<{ Params: { slug: string } }>('/games/numbers/:slug/results', async (request) => {
      const game = gameOf(request.params.slug)
      const { limit } = parseInput(resultsQuery, request.query)
      return { status: 200, message: 'Success', data: await drawResults(pool, game, limit, clock.now()) }
    })

    app.get<{ Params: { slug: string } }>('/games/numbers/:slug/frequency', async (request) => {
      const game = gameOf(request.params.slug)
      const { draws } = parseInput(frequencyQuery, request.query)
      return { status: 200, message: 'Success', data: await numberFrequency(pool, game, draws) }
    })

    app.get('/games/numbers/:slug/draws/:drawId', async (request) => {
      const params = parseInput(drawParams, request.params)
      const game = gameOf(params.slug)
      const draw = await drawDetails(pool, game, params.drawId, clock.now())
      if (!draw) throw new DomainError('DRAW_NOT_FOUND', 'Draw not found')
      return { status: 200, message: 'Success', data: draw }
    })
  }
  return { routes, loops: runners }
}
