import { json } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { FootballResults } from '#app/games/virtual-sports/football/FootballResults.tsx'
import { groupByMatchday } from '#app/games/virtual-sports/football/matchdays.ts'
import { fetchSportsResults } from '#app/games/virtual-sports/sports.server.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'
import { getLogger } from '#app/utils/logger.server.ts'

export const handle = { pageTitle: 'virtualFootballResults' } satisfies PageTitleHandle

/** Enough for the last few matchdays. */
const RESULTS_SHOWN = 50

export async function loader() {
  const results = await fetchSportsResults('virtual-football', RESULTS_SHOWN).catch((error: unknown) => {
    getLogger().error({ err: error }, 'football results failed')
    return null
  })
  return json({ results }, { headers: { 'Cache-Control': 'no-store' } })
}

/** Finished matches by matchday, newest first, each checkable on /fairness. */
export default function FootballResultsPage() {
  const { results } = useLoaderData<typeof loader>()
  const { t } = useTranslation('games')
  return (
    <>
      <h1>{t('virtualSports.football.resultsTitle')}</h1>
      <p>
        <Link to="/virtual-sports/virtual-football">{t('virtualSports.football.backToMatchday')}</Link>
      </p>
      {results === null ? (
        <p role="alert" data-testid="vs-unavailable">
          {t('virtualSports.unavailable')}
        </p>
      ) : results.length === 0 ? (
        <p data-testid="vs-empty">{t('virtualSports.football.noResults')}</p>
      ) : (
        groupByMatchday(results).map((matchday) => (
          <FootballResults
            key={matchday.key}
            results={matchday.events}
            heading={t('virtualSports.football.seasonMatchday', { season: matchday.season, matchday: matchday.matchday })}
          />
        ))
      )}
    </>
  )
}
