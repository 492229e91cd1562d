import type { FastifyPluginAsync } from 'fastify'
import type { RoutesAndLoops } from '../../../service-loops.ts'
import { z } from 'zod'
import { FOOTBALL_MARKETS, RACE_MARKETS, type MarketCode } from '@9ja/virtual-sports'
import type { AppContext } from '../../../context.ts'
import { DomainError } from '../../../domain-error.ts'
import { parseInput } from '../../../http/errors.ts'
import { virtualFootball } from '../football/definition.ts'
import type { SportsGame } from '../definition-type.ts'
import { findSportsGame, SPORTS_GAMES } from '../games.ts'
import { eventDetails, eventResults, leagueTable, upcomingEvents } from './public.ts'
import { SportsRunner } from './runner.ts'
import { settingsOf } from '../settings-of.ts'
import { betsSettlement } from './settlement.ts'
import { ChangingAnswers, sendUntilChange } from '../../scheduled/answer-cache.ts'
import { scheduledRunners } from '../../scheduled/runner.ts'
import { knownGame, resultsQuery } from '../../scheduled/public-routes.ts'

const eventsQuery = z.object({ markets: z.string().max(200).optional() })
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

/**
 * The virtual sports' events API (no token: upcoming and live events, results, one event, the league
 * table) and their event runners, which start with the service when SPORTS_RUNNERS=on and stop
 * (releasing their locks) when it closes. Each runner settles an event's bets once it is over (betsSettlement).
 *
 * Every browser asks for the upcoming events, so their answers are built once per change: kept
 * until the next cut-off, start or end (at most a second when one is due), serialised once, and
 * sent with a Cache-Control max-age up to that instant.
 */
export function sportsEventRoutes(context: AppContext): RoutesAndLoops {
  const { config, pool, clock } = context
  const answers = new ChangingAnswers<string>()
  const runners = scheduledRunners(
    context,
    'SPORTS',
    SPORTS_GAMES,
    answers,
    (game, services) => new SportsRunner(game, settingsOf(config, game), betsSettlement(pool, clock), services),
  )
  const gameOf = (slug: string): SportsGame => knownGame(findSportsGame(slug))

  const routes: FastifyPluginAsync = async (app) => {
    app.get<{ Params: { slug: string } }>('/games/sports/:slug/events', async (request, reply) => {
      const game = gameOf(request.params.slug)
      const { markets } = parseInput(eventsQuery, request.query)
      const filter = marketFilter(game, markets)
      const key = `${game.slug}|${filter ? [...filter].sort().join(',') : '*'}`
      const { value, changesAtMs } = await answers.get(key, clock.now(), async () => {
        const { events, changesAtMs } = await upcomingEvents(pool, game, clock.now(), filter)
        return { value: JSON.stringify({ status: 200, message: 'Success', data: events }), changesAtMs }
      })
      return sendUntilChange(reply, value, changesAtMs, clock.now())
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
  return { routes, loops: runners }
}
