import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { FOOTBALL_MARKETS, RACE_MARKETS, type MarketCode } from '@9ja/virtual-sports'
import type { AppContext } from '../../../context.ts'
import { DomainError, parseInput } from '../../../http/errors.ts'
import { systemClock, type Clock } from '../../clock.ts'
import { virtualFootball } from '../football/definition.ts'
import { findSportsGame, SPORTS_GAMES, type SportsGame } from '../games.ts'
import { eventDetails, eventResults, leagueTable, upcomingEvents } from './public.ts'
import { SportsRunner } from './runner.ts'
import { settingsOf } from '../games.ts'
import { betsSettlement } from './settlement.ts'

const eventsQuery = z.object({ markets: z.string().max(200).optional() })
const resultsQuery = z.object({
  limit: z.coerce.number({ error: 'limit must be a number from 1 to 100' }).int().min(1).max(100).default(20),
})
const eventParams = z.object({
  slug: z.string(),
  eventId: z.coerce.number({ error: 'eventId is invalid' }).int({ error: 'eventId is invalid' }).positive({ error: 'eventId is invalid' }),
})

/** The markets a `?markets=` filter asks for, checked against the game's (null: every market). */
function marketFilter(game: SportsGame, text: string | undefined): ReadonlySet<MarketCode> | null {
  if (text === undefined || text === '') return null
  const offered: readonly MarketCode[] = game.kind === 'football' ? FOOTBALL_MARKETS : RACE_MARKETS
  const asked = text.split(',').map((market) => market.trim())
  const unknown = asked.find((market) => !offered.includes(market as MarketCode))
  if (unknown !== undefined)
    throw new DomainError('INVALID_INPUT', `Unknown market "${unknown}"; ${game.title} offers ${offered.join(', ')}`)
  return new Set(asked as MarketCode[])
}

type CachedAnswer = { changesAtMs: number; body: Promise<string> }

/** Most answers kept at once (every game times the market filters asked); past it the cache starts again. */
const MAX_CACHED_ANSWERS = 500

/**
 * The virtual sports' events API (no token: upcoming and live events, results, one event, the league
 * table) and their event runners, which start with the service when SPORTS_RUNNERS=on and stop
 * (releasing their locks) when it closes. Each runner settles an event's bets once it is over (betsSettlement).
 *
 * Every browser asks for the upcoming events, so their answers are built once per change: kept
 * until the next cut-off, start or end (at most a second when one is due), serialised once, and
 * sent with a Cache-Control max-age up to that instant.
 */
export function sportsEventRoutes(context: AppContext, clock: Clock = systemClock): FastifyPluginAsync {
  const { config, pool, logger } = context
  const cache = new Map<string, CachedAnswer>()
  const forget = (slug: string) => {
    for (const key of cache.keys()) if (key.startsWith(`${slug}|`)) cache.delete(key)
  }
  const runners =
    config.SPORTS_RUNNERS === 'on'
      ? SPORTS_GAMES.map(
          (game) =>
            new SportsRunner(
              pool,
              config.WALLET_DATABASE_URL,
              game,
              settingsOf(config, game),
              betsSettlement(pool),
              clock,
              { leaderRetryMs: config.SPORTS_LEADER_RETRY_MS, lateVoidMs: config.SPORTS_LATE_VOID_MS },
              logger,
              forget,
            ),
        )
      : []
  const gameOf = (slug: string): SportsGame => {
    const game = findSportsGame(slug)
    if (!game) throw new DomainError('GAME_NOT_FOUND', 'Game not found')
    return game
  }

  return async (app) => {
    app.addHook('onReady', async () => runners.forEach((runner) => runner.start()))
    app.addHook('onClose', async () => void (await Promise.all(runners.map((runner) => runner.stop()))))

    app.get<{ Params: { slug: string } }>('/games/sports/:slug/events', async (request, reply) => {
      const game = gameOf(request.params.slug)
      const { markets } = parseInput(eventsQuery, request.query)
      const filter = marketFilter(game, markets)
      const key = `${game.slug}|${filter ? [...filter].sort().join(',') : '*'}`
      const nowMs = clock.now()
      let cached = cache.get(key)
      if (!cached || cached.changesAtMs <= nowMs) {
        if (cache.size >= MAX_CACHED_ANSWERS) cache.clear()
        const answer = upcomingEvents(pool, game, nowMs, filter)
        const fresh: CachedAnswer = {
          // Until the query answers, concurrent requests share it; a failed one is not kept.
          changesAtMs: Number.POSITIVE_INFINITY,
          body: answer.then(({ events }) => JSON.stringify({ status: 200, message: 'Success', data: events })),
        }
        cache.set(key, fresh)
        answer.then(
          ({ changesAtMs }) => (fresh.changesAtMs = changesAtMs),
          () => cache.get(key) === fresh && cache.delete(key),
        )
        cached = fresh
      }
      const body = await cached.body
      const maxAge = Number.isFinite(cached.changesAtMs) ? Math.max(0, Math.floor((cached.changesAtMs - clock.now()) / 1000)) : 0
      return reply.header('cache-control', `public, max-age=${maxAge}`).type('application/json; charset=utf-8').send(body)
    })

    app.get<{ Params: { slug: string } }>('/games/sports/:slug/results', async (request) => {
      const game = gameOf(request.params.slug)
      const { limit } = parseInput(resultsQuery, request.query)
      return { status: 200, message: 'Success', data: await eventResults(pool, game, limit) }
    })

    app.get('/games/sports/:slug/events/:eventId', async (request) => {
      const params = parseInput(eventParams, request.params)
      const game = gameOf(params.slug)
      const event = await eventDetails(pool, game, params.eventId, clock.now())
      if (!event) throw new DomainError('EVENT_NOT_FOUND', 'Event not found')
      return { status: 200, message: 'Success', data: event }
    })

    app.get('/games/sports/virtual-football/table', async () => {
      return { status: 200, message: 'Success', data: await leagueTable(pool, virtualFootball) }
    })
  }
}
