import type { FastifyPluginAsync } from 'fastify'
import type { RoutesAndLoops } from '../../service-loops.ts'
import { z } from 'zod'
import { formatNaira } from '@9ja/money'
import { tokenFromRequest } from '../../accounts/session-auth.ts'
import type { AppContext } from '../../context.ts'
import type { Queryable } from '../../db/queryable.ts'
import { DomainError } from '../../domain-error.ts'
import { parseInput } from '../../http/errors.ts'
import { requestAmountKobo } from '../../ledger/amounts.ts'
import { idempotencyKeyFrom } from '../../ledger/idempotency.ts'
import { CrashEngine, type CrashGame } from './engine.ts'
import { crashLimits, howToPlay } from './rules.ts'
import { crashedRounds, currentChain, playerBets, roundDetails, roundState } from './public.ts'
import { CrashRunner } from './runner.ts'
import { TOP_WIN_PERIODS, topWinsReader } from './top-wins.ts'

const betId = z.coerce.number({ error: 'betId is required' }).int().positive({ error: 'betId is required' })
const gameSlug = z.string({ error: 'game is required' }).min(1, { error: 'game is required' })
const betRequest = z.object({
  game: gameSlug,
  amount: z.union([z.string(), z.number()]).optional(),
  autoCashOut: z.union([z.string(), z.number()]).nullable().optional(),
  slot: z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: 'slot is 0 or 1' })
    .optional()
    .transform((slot) => (slot === undefined ? null : Number(slot))),
})
const cashOutRequest = z.object({ betId })
// Without a game: the player's bets in every crash game (My Bets lists them beside the slip bets).
const myBetsRequest = z.object({ game: gameSlug.optional(), limit: z.coerce.number().int().min(1).max(100).default(20) })
const roundsQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) })
const topWinsQuery = z.object({ period: z.enum(TOP_WIN_PERIODS, { error: 'period is day or month' }).default('day') })
const roundParams = z.object({ slug: z.string(), roundId: z.coerce.number().int().positive({ error: 'roundId is invalid' }) })

const nairaText = (naira: number) => formatNaira(naira).replace('₦', 'N')

/** The player's auto cash-out target in hundredths: a multiplier with at most two decimals, within the game's bounds. */
function autoCashOutX100(value: string | number | null | undefined, game: CrashGame): number | null {
  if (value === undefined || value === null || value === '') return null
  const max = game.settings.maxAutoCashOut
  const multiplier = Number(value)
  const x100 = Math.round(multiplier * 100)
  if (!Number.isFinite(multiplier) || Math.abs(x100 - multiplier * 100) > 1e-6 || x100 < 101 || x100 > Math.round(max * 100)) {
    throw new DomainError('AUTO_CASH_OUT_INVALID', `Auto cash-out must be between 1.01x and ${max}x`)
  }
  return x100
}

/**
 * The crash games' HTTP API (the game and its limits, the current round, crashed rounds and their
 * proofs; bets, cash-outs, cancels and a player's bets) and their round runners (when CRASH_RUNNERS=on),
 * which the server starts with the service and stops, releasing their locks, when it closes.
 */
export function crashRoutes(context: AppContext, batchDb: Queryable, games: readonly CrashGame[]): RoutesAndLoops {
  const clock = context.clock
  const { config, pool, logger } = context
  const engine = new CrashEngine(
    pool,
    batchDb,
    context.events,
    logger,
    clock,
    {
      batchesInFlight: config.GAMES_ROUND_BATCHES_IN_FLIGHT,
      maxBatch: config.CRASH_MAX_BATCH,
      maxWaitMs: config.GAMES_ROUND_MAX_WAIT_MS,
      maxWaiting: config.GAMES_ROUND_MAX_WAITING,
    },
    games,
  )
  const runners =
    config.CRASH_RUNNERS === 'on'
      ? games.map(
          (game) =>
            new CrashRunner(
              engine,
              pool,
              config.WALLET_DATABASE_URL,
              game,
              { leaderRetryMs: config.CRASH_LEADER_RETRY_MS, tickMs: config.CRASH_TICK_MS, settleGraceMs: config.CRASH_SETTLE_GRACE_MS },
              logger,
            ),
        )
      : []
  const readTopWins = topWinsReader(pool, clock)
  const gameOf = (slug: string): CrashGame => {
    const game = engine.game(slug)
    if (!game) throw new DomainError('GAME_NOT_FOUND', 'Game not found')
    return game
  }

  const routes: FastifyPluginAsync = async (app) => {
    app.get<{ Params: { slug: string } }>('/games/crash/:slug', async (request) => {
      const game = gameOf(request.params.slug)
      const { settings } = game
      return {
        status: 200,
        message: 'Success',
        data: {
          slug: game.slug,
          title: game.title,
          theme: game.theme,
          rules: howToPlay(game.story, settings),
          rtp: settings.rtpBasisPoints / 10_000,
          growthPerMs: settings.growthPerMs,
          bettingWindowMs: settings.bettingWindowMs,
          pauseMs: settings.pauseMs,
          limits: crashLimits(settings),
          chain: await currentChain(pool, game.slug),
        },
      }
    })

    app.get<{ Params: { slug: string } }>('/games/crash/:slug/round', async (request) => {
      const game = gameOf(request.params.slug)
      const state = await roundState(pool, game.slug, new Date(clock.now()))
      if (!state) throw new DomainError('GAME_NOT_RUNNING', 'The game is starting. Please try again in a moment.', { retryable: true })
      return { status: 200, message: 'Success', data: state }
    })

    app.get<{ Params: { slug: string } }>('/games/crash/:slug/rounds', async (request) => {
      const game = gameOf(request.params.slug)
      const { limit } = parseInput(roundsQuery, request.query)
      return { status: 200, message: 'Success', data: await crashedRounds(pool, game.slug, limit) }
    })

    // The game's largest cash-outs of the Lagos day or month (?period=day|month), largest first.
    app.get<{ Params: { slug: string } }>('/games/crash/:slug/top-wins', async (request) => {
      const game = gameOf(request.params.slug)
      const { period } = parseInput(topWinsQuery, request.query)
      return { status: 200, message: 'Success', data: await readTopWins(game.slug, period) }
    })

    app.get('/games/crash/:slug/rounds/:roundId', async (request) => {
      const params = parseInput(roundParams, request.params)
      const game = gameOf(params.slug)
      const found = await roundDetails(pool, game.slug, params.roundId)
      if (found.kind === 'not-found') throw new DomainError('ROUND_NOT_FOUND', 'Round not found')
      if (found.kind === 'not-finished') throw new DomainError('ROUND_NOT_FINISHED', 'The round has not finished yet')
      return { status: 200, message: 'Success', data: found.details }
    })

    app.post('/agent/crash/bet', { preHandler: app.noteSessionActivity() }, async (request) => {
      const sessionToken = tokenFromRequest(request)
      if (!sessionToken) throw new DomainError('UNAUTHENTICATED', 'Please login to continue')
      const body = parseInput(betRequest, request.body)
      const game = gameOf(body.game)
      const { minBet, maxBet } = game.settings
      const leastAmount = `The least amount is ${nairaText(minBet)}`
      const stakeKobo = body.amount === undefined ? null : requestAmountKobo(body.amount)
      if (stakeKobo === null || stakeKobo < BigInt(minBet) * 100n) throw new DomainError('BET_TOO_SMALL', leastAmount)
      if (stakeKobo > BigInt(maxBet) * 100n) throw new DomainError('BET_TOO_LARGE', `The highest amount is ${nairaText(maxBet)}`)
      const data = await engine.placeBet({
        sessionToken,
        game,
        stakeKobo,
        autoX100: autoCashOutX100(body.autoCashOut, game),
        slot: body.slot,
        clientKey: idempotencyKeyFrom(request.headers, request.body),
      })
      return { status: 200, message: 'Success', data }
    })

    app.post('/agent/crash/cashout', { preHandler: app.noteSessionActivity() }, async (request) => {
      // Judged at the moment the request arrived, whatever the statements' queue adds after.
      const receivedAtMs = clock.now()
      const sessionToken = tokenFromRequest(request)
      if (!sessionToken) throw new DomainError('UNAUTHENTICATED', 'Please login to continue')
      const body = parseInput(cashOutRequest, request.body)
      return { status: 200, message: 'Success', data: await engine.cashOut(sessionToken, body.betId, receivedAtMs) }
    })

    app.post('/agent/crash/cancel', { preHandler: app.requireSession() }, async (request) => {
      const body = parseInput(cashOutRequest, request.body)
      return { status: 200, message: 'Success', data: await engine.cancel(request.user.userId, body.betId) }
    })

    app.post('/agent/crash/my-bets', { preHandler: app.requireSession() }, async (request) => {
      const body = parseInput(myBetsRequest, request.body)
      const game = body.game === undefined ? null : gameOf(body.game).slug
      return { status: 200, message: 'Success', data: await playerBets(pool, request.user.userId, game, body.limit) }
    })
  }
  return { routes, loops: runners }
}
