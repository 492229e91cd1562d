import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** A finished event as its family shows it: what it was, its outcome (null: it was void), and where /fairness checks it. */
export type FinishedEventLine = {
  id: number
  /** The family's mark on the line: data-draw-id, data-event-id. */
  idAttribute: `data-${string}-id`
  heading: ReactNode
  outcome: ReactNode | null
  fairnessHref: string
}

/**
 * A scheduled game's latest finished events, newest first (a race's first places, a draw's balls),
 * each with a link to check it on /fairness; a void one says so. Nothing while there are none.
 */
export function RecentResults({
  title,
  className,
  testId,
  lineClassName,
  lineTestId,
  events,
}: {
  title: string
  className: string
  testId: string
  lineClassName: string
  lineTestId: string
  events: FinishedEventLine[]
}) {
  const { t } = useTranslation('games')
  if (events.length === 0) return null
  return (
    <section className={className} data-testid={testId}>
      <h2>{title}</h2>
      <ul>
        {events.map((event) => (
          <li key={event.id} className={lineClassName} data-testid={lineTestId} {...{ [event.idAttribute]: event.id }}>
            {event.heading}
            {event.outcome === null ? (
              <span className="muted">{t('virtualSports.void')}</span>
            ) : (
              <>
                {event.outcome}
                <Link className="small" to={event.fairnessHref}>
                  {t('virtualSports.verify')}
                </Link>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
