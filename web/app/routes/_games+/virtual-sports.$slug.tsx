import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { fetchGameInfo } from '#app/games/games.server.ts'
import { HowToPlay } from '#app/games/HowToPlay.tsx'
import { FootballPage, MAIN_MARKETS } from '#app/games/virtual-sports/football/FootballPage.tsx'
import { combinationOf, readCombinationPick } from '#app/games/virtual-sports/race/combination.ts'
import { RacePage, RACE_CARD_MARKETS, shownRace, type PickedCombination } from '#app/games/virtual-sports/race/RacePage.tsx'
import { RACE_THEMES } from '#app/games/virtual-sports/race/themes.ts'
import { isRaceSlug, isSportsSlug, SPORTS_GAMES, type SportsSlug } from '#app/games/virtual-sports/sports-games.ts'
import { raceParticipants, type EventMarkets, type SportsEventView } from '@9ja/contract'
import { fetchSportsEvent, fetchSportsEvents, fetchSportsResults } from '#app/games/virtual-sports/sports.server.ts'
import { useEventTiming } from '#app/games/scheduled/use-event-schedule.ts'
import { platformNow } from '#app/utils/clock.server.ts'
import { getLogger } from '#app/utils/logger.server.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'

export const handle = {
  pageTitle: ({ data }) => (data ? { name: 'named', values: { name: data.title } } : 'virtualSports'),
} satisfies PageTitleHandle<typeof loader>

/** A football matchday has up to ten matches; the latest matchday's results are what the page shows. */
const FOOTBALL_RESULTS_FETCHED = 10
const RACE_RESULTS_SHOWN = 5

/**
 * A virtual sport's page, open to visitors, rendered whole on the server (prices are forms, so it
 * works without JavaScript): the events as they are now, the live one replayed from its drawn result,
 * and recent results. The browser reloads the data at the instants the events change.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params.slug
  if (!isSportsSlug(slug)) throw new Response('Not found', { status: 404 })
  const url = new URL(request.url)
  const { title } = SPORTS_GAMES[slug]
  const serverTime = new Date(platformNow()).toISOString()
  const info = fetchGameInfo(slug).then(
    (answer) => answer.data?.data ?? null,
    (error: unknown) => {
      // The page still works without its how-to-play panel.
      getLogger().error({ err: error }, `game information for ${slug} failed`)
      return null
    },
  )
  const headers = { 'Cache-Control': 'no-store' }
  try {
    if (isRaceSlug(slug)) {
      const [events, results] = await Promise.all([
        fetchSportsEvents(slug, RACE_CARD_MARKETS),
        fetchSportsResults(slug, RACE_RESULTS_SHOWN),
      ])
      const raceParam = Number(url.searchParams.get('race')) || null
      const picked = await pickedCombination(slug, events, raceParam, url.searchParams, Date.parse(serverTime))
      const page = { kind: 'race' as const, raceSlug: slug, events, results, raceParam, picked }
      return json({ slug, title, serverTime, info: await info, unavailable: false as const, page }, { headers })
    }
    const [events, results] = await Promise.all([fetchSportsEvents(slug, MAIN_MARKETS), fetchSportsResults(slug, FOOTBALL_RESULTS_FETCHED)])
    const more = await allMarketsOf(slug, events, Number(url.searchParams.get('more')))
    const page = { kind: 'football' as const, events, results, more, matchday: url.searchParams.get('matchday') }
    return json({ slug, title, serverTime, info: await info, unavailable: false as const, page }, { headers })
  } catch (error) {
    getLogger().error({ err: error }, `virtual sports page ${slug} failed`)
    return json({ slug, title, serverTime, info: await info, unavailable: true as const, page: null }, { headers })
  }
}

/** Every market of one of the page's events that has not started yet. */
async function allMarketsOf(slug: SportsSlug, events: SportsEventView[], eventId: number): Promise<EventMarkets | null> {
  if (!events.some((event) => event.eventId === eventId && event.status !== 'live')) return null
  const event = await fetchSportsEvent(slug, eventId)
  return event && (event.status === 'open' || event.status === 'closed') ? { eventId: event.eventId, markets: event.markets } : null
}

/** The forecast or tricast picked on the shown race (the first upcoming one unless `?race=` names another), with its price. */
async function pickedCombination(
  slug: SportsSlug,
  events: SportsEventView[],
  raceParam: number | null,
  params: URLSearchParams,
  serverNow: number,
): Promise<PickedCombination> {
  const pick = readCombinationPick(params)
  const race = shownRace(
    events.filter((event) => event.status !== 'live'),
    raceParam,
    serverNow,
  )
  const runners = race ? raceParticipants.safeParse(race.participants) : null
  if (!race || !runners?.success) return { pick, combination: { refused: 'incomplete' }, selection: null }
  const combination = combinationOf(pick, runners.data.runners.length)
  if (!('code' in combination)) return { pick, combination, selection: null }
  const event = await allMarketsOf(slug, events, race.eventId)
  const selectionId = `${race.eventId}:${combination.code}`
  const selection =
    event?.markets.find((market) => market.market === combination.market)?.selections.find((entry) => entry.selectionId === selectionId) ??
    null
  return { pick, combination, selection }
}

export default function VirtualSportsGamePage() {
  const { title, serverTime, info, unavailable, page } = useLoaderData<typeof loader>()
  const { t } = useTranslation('games')
  const timing = useEventTiming(serverTime, page?.events ?? [])
  return (
    <>
      <h1>{title}</h1>
      {unavailable || !page ? (
        <p role="alert" data-testid="vs-unavailable">
          {t('virtualSports.unavailable')}
        </p>
      ) : page.kind === 'football' ? (
        <FootballPage events={page.events} moreMarkets={page.more} matchdayParam={page.matchday} results={page.results} timing={timing} />
      ) : (
        <RacePage
          slug={page.raceSlug}
          theme={RACE_THEMES[page.raceSlug]}
          events={page.events}
          raceParam={page.raceParam}
          picked={page.picked}
          results={page.results}
          timing={timing}
        />
      )}
      {info ? <HowToPlay info={info} /> : null}
    </>
  )
}
