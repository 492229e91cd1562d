import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { getSessionUser } from '#app/accounts/session.server.ts'
import { fetchGameInfo } from '#app/games/games.server.ts'
import { HowToPlay } from '#app/games/HowToPlay.tsx'
import { findCatalogGame } from '#app/games/catalog-games.server.ts'
import { NumberGamePage } from '#app/games/numbers/NumberGamePage.tsx'
import { NumberRules } from '#app/games/numbers/NumberRules.tsx'
import { playerTickets } from '#app/games/numbers/player-tickets.server.ts'
import { fetchNumberDraws, fetchNumberFrequency, rulesOf } from '#app/games/numbers/numbers.server.ts'
import { cryptoRandomInt, luckyDip, readBuilder } from '#app/games/numbers/ticket-builder.ts'
import { scheduleOf } from '#app/games/numbers/draw-schedule.ts'
import { useEventTiming } from '#app/games/scheduled/use-event-schedule.ts'
import { platformNow } from '#app/utils/clock.server.ts'
import { getLogger } from '#app/utils/logger.server.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'

export const handle = {
  pageTitle: ({ data }) => (data ? { name: 'named', values: { name: data.title } } : 'numberGames'),
} satisfies PageTitleHandle<typeof loader>

/** Hot and cold numbers are counted over this many of the latest draws. */
const FREQUENCY_DRAWS = 100

/**
 * A number game's page, open to visitors, rendered whole on the server (the ticket builder is a
 * form, so it works without JavaScript): the next draw and its countdown, the draw being drawn
 * (replayed from its numbers), the ticket builder as the page's address left it (a Lucky dip asked
 * for by `?dip=1`), the player's tickets, the latest results, hot and cold numbers and the rules.
 * The browser reloads the data at the instants the draws change.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const game = await findCatalogGame('number', params.slug)
  if (!game) throw new Response('Not found', { status: 404 })
  const { slug, title } = game
  const url = new URL(request.url)
  const logFailure = (what: string) => (error: unknown) => {
    // The page still works without this part.
    getLogger().error({ err: error }, `${what} for ${slug} failed`)
    return null
  }
  const user = await getSessionUser(request)
  const [draws, frequency, info, tickets] = await Promise.all([
    fetchNumberDraws(slug).catch(logFailure('number draws')),
    fetchNumberFrequency(slug, FREQUENCY_DRAWS).catch(logFailure('number frequency')),
    fetchGameInfo(slug).then((answer) => answer.data?.data ?? null, logFailure('game information')),
    user ? playerTickets(user.token, slug).catch(logFailure('player tickets')) : [],
  ])
  // The page plays the game by the rule set its draws name; without them (or one this web does not know) it says the game is unavailable.
  const rules = draws ? rulesOf(draws) : null
  const read = rules ? readBuilder(rules, url.searchParams) : null
  const builder = rules && read && url.searchParams.has('dip') ? luckyDip(rules, read, cryptoRandomInt) : read
  const serverTime = draws?.serverTime ?? new Date(platformNow()).toISOString()
  return json(
    { slug, title, rules, serverTime, draws, frequency, frequencyWindow: FREQUENCY_DRAWS, info, tickets: tickets ?? [], builder },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}

export default function NumberGameRoute() {
  const { slug, title, rules, serverTime, draws, frequency, frequencyWindow, info, tickets, builder } = useLoaderData<typeof loader>()
  const { t } = useTranslation('games')
  const timing = useEventTiming(serverTime, scheduleOf(draws))
  return (
    <>
      <h1>{title}</h1>
      {draws && rules && builder ? (
        <NumberGamePage
          slug={slug}
          rules={rules}
          draws={draws}
          frequency={frequency}
          frequencyWindow={frequencyWindow}
          tickets={tickets}
          builder={builder}
          timing={timing}
        />
      ) : (
        <p role="alert" data-testid="nb-unavailable">
          {t('numbers.unavailable')}
        </p>
      )}
      {info ? (
        <HowToPlay info={info} rules={draws && rules ? <NumberRules title={title} rules={rules} draws={draws} /> : undefined} />
      ) : null}
    </>
  )
}
