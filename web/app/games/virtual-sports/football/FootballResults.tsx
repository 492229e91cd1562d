import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { eventFairnessHref } from '../fairness-link.ts'
import { footballParticipants, footballResult, type FinishedEventView } from '@9ja/contract'

/** Finished matches: the final and half-time scores, each with a link to check it on /fairness. A void match says so. */
export function FootballResults({ results, heading }: { results: FinishedEventView[]; heading: string }) {
  const { t } = useTranslation('games')
  if (results.length === 0) return null
  return (
    <section className="vs-results" data-testid="vs-results">
      <h2>{heading}</h2>
      <ul>
        {results.map((event) => {
          const teams = footballParticipants.safeParse(event.participants)
          const result = footballResult.safeParse(event.result)
          return (
            <li key={event.eventId} className="vs-result" data-testid="vs-result" data-event-id={event.eventId}>
              <span className="vs-team vs-team-home">{teams.success ? teams.data.home.name : event.name}</span>
              <strong className="vs-score">{result.success ? `${result.data.home} - ${result.data.away}` : t('virtualSports.void')}</strong>
              <span className="vs-team vs-team-away">{teams.success ? teams.data.away.name : ''}</span>
              <span className="muted small">
                {result.success ? t('virtualSports.football.halfTime', { home: result.data.htHome, away: result.data.htAway }) : ''}
              </span>
              {result.success ? (
                <Link className="small" to={eventFairnessHref('virtual-football', event.eventId)}>
                  {t('virtualSports.verify')}
                </Link>
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
