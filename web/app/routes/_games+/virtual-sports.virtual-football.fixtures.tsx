import { json } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { groupByMatchday } from '#app/games/virtual-sports/football/matchdays.ts'
import { footballParticipants } from '@9ja/contract'
import { fetchSportsEvents } from '#app/games/virtual-sports/sports.server.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'
import { getLogger } from '#app/utils/logger.server.ts'
import { formatLagosClock } from '#app/i18n/format.ts'

export const handle = { pageTitle: 'virtualFootballFixtures' } satisfies PageTitleHandle

export async function loader() {
  // The fixtures need no prices: the 1X2 market is the smallest answer the service gives.
  const events = await fetchSportsEvents('virtual-football', ['1x2']).catch((error: unknown) => {
    getLogger().error({ err: error }, 'football fixtures failed')
    return null
  })
  return json(
    { fixtures: events?.filter((event) => event.status !== 'live').map(({ markets: _markets, ...fixture }) => fixture) ?? null },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}

/** The upcoming matchdays: each kick-off time and its matches. */
export default function FootballFixturesPage() {
  const { fixtures } = useLoaderData<typeof loader>()
  const { t } = useTranslation('games')
  return (
    <>
      <h1>{t('virtualSports.football.fixturesTitle')}</h1>
      <p>
        <Link to="/virtual-sports/virtual-football">{t('virtualSports.football.backToMatchday')}</Link>
      </p>
      {fixtures === null ? (
        <p role="alert" data-testid="vs-unavailable">
          {t('virtualSports.unavailable')}
        </p>
      ) : fixtures.length === 0 ? (
        <p data-testid="vs-empty">{t('virtualSports.noEvents')}</p>
      ) : (
        groupByMatchday(fixtures).map((matchday) => (
          <section key={matchday.key} className="vs-results" data-testid="vs-fixtures-matchday">
            <h2>
              {t('virtualSports.football.seasonMatchday', { season: matchday.season, matchday: matchday.matchday })} ·{' '}
              {formatLagosClock(matchday.startsAt)}
            </h2>
            <ul>
              {matchday.events.map((event) => {
                const teams = footballParticipants.safeParse(event.participants)
                return (
                  <li key={event.eventId} className="vs-result" data-testid="vs-fixture-line">
                    <span className="vs-team vs-team-home">{teams.success ? teams.data.home.name : event.name}</span>
                    <span className="vs-score muted">v</span>
                    <span className="vs-team vs-team-away">{teams.success ? teams.data.away.name : ''}</span>
                  </li>
                )
              })}
            </ul>
          </section>
        ))
      )}
    </>
  )
}
