import { json } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { fetchLeagueTable } from '#app/games/virtual-sports/sports.server.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'
import { getLogger } from '#app/utils/logger.server.ts'

export const handle = { pageTitle: 'virtualFootballTable' } satisfies PageTitleHandle

export async function loader() {
  const table = await fetchLeagueTable().catch((error: unknown) => {
    getLogger().error({ err: error }, 'league table failed')
    return null
  })
  return json({ table }, { headers: { 'Cache-Control': 'no-store' } })
}

/** The current season's league table, as the finished matchdays made it. */
export default function LeagueTablePage() {
  const { table } = useLoaderData<typeof loader>()
  const { t } = useTranslation('games')
  return (
    <>
      <h1>{t('virtualSports.football.tableTitle')}</h1>
      <p>
        <Link to="/virtual-sports/virtual-football">{t('virtualSports.football.backToMatchday')}</Link>
      </p>
      {table === null ? (
        <p role="alert" data-testid="vs-unavailable">
          {t('virtualSports.unavailable')}
        </p>
      ) : (
        <>
          <p className="muted">{t('virtualSports.football.tableAfter', { season: table.season, matchday: table.matchday })}</p>
          <div className="table-scroll">
            <table className="vs-table" data-testid="vs-league-table">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{t('virtualSports.football.club')}</th>
                  <th scope="col" title={t('virtualSports.football.playedLong')}>
                    {t('virtualSports.football.played')}
                  </th>
                  <th scope="col" className="vs-wide-cell">
                    {t('virtualSports.football.won')}
                  </th>
                  <th scope="col" className="vs-wide-cell">
                    {t('virtualSports.football.drawn')}
                  </th>
                  <th scope="col" className="vs-wide-cell">
                    {t('virtualSports.football.lost')}
                  </th>
                  <th scope="col" title={t('virtualSports.football.goalDifferenceLong')}>
                    {t('virtualSports.football.goalDifference')}
                  </th>
                  <th scope="col">{t('virtualSports.football.points')}</th>
                  <th scope="col" className="vs-wide-cell">
                    {t('virtualSports.football.form')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row.club} data-testid="vs-table-row">
                    <td>{row.position}</td>
                    <td>{row.club}</td>
                    <td>{row.played}</td>
                    <td className="vs-wide-cell">{row.won}</td>
                    <td className="vs-wide-cell">{row.drawn}</td>
                    <td className="vs-wide-cell">{row.lost}</td>
                    <td>{row.goalsFor - row.goalsAgainst}</td>
                    <td>
                      <strong>{row.points}</strong>
                    </td>
                    <td className="vs-wide-cell vs-form">
                      {row.form.map((outcome, index) => (
                        <span key={index} className={`vs-form-${outcome.toLowerCase()}`}>
                          {outcome}
                        </span>
                      ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  )
}
