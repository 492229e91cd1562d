import { Form, Link } from '@remix-run/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod/mini'
import { ChainWalk } from '../fairness/ChainWalk.tsx'
import { verifySportsEvent, type SportsEventCheck, type SportsEventProof } from '../fairness/sports-verify.ts'
import { eventFairnessHref } from './fairness-link.ts'
import { isRaceSlug, SPORTS_GAMES, SPORTS_SLUGS, type SportsSlug } from './sports-games.ts'
import {
  footballResult,
  raceParticipants,
  raceResult,
  type EventDetailsView,
  type FinishedEventView,
  type FootballResultView,
  type RaceResultView,
} from './sports-schemas.ts'

const footballModel = z.object({ homeXgMilli: z.int(), awayXgMilli: z.int() })
const raceModel = z.object({ strengths: z.array(z.int()) })

/** The proof of a finished event as the service states it; null while its link is secret, or when something is missing. */
export function proofOf(slug: SportsSlug, event: EventDetailsView): SportsEventProof | null {
  const { link, chainIndex, commitment, hashesTo, field } = event.fairness
  if (event.status !== 'finished' || !link) return null
  if (!isRaceSlug(slug)) {
    const model = footballModel.safeParse(event.model)
    const result = footballResult.safeParse(event.result)
    if (!model.success || !result.success) return null
    return { kind: 'football', game: slug, chainIndex, link, hashesTo: hashesTo ?? null, model: model.data, result: result.data }
  }
  const model = raceModel.safeParse(event.model)
  const result = raceResult.safeParse(event.result)
  const runners = raceParticipants.safeParse(event.participants)
  if (!model.success || !result.success || !runners.success) return null
  return {
    kind: 'race',
    game: slug,
    chainIndex,
    commitment,
    link,
    hashesTo: hashesTo ?? null,
    model: model.data,
    result: result.data,
    rosterIndices: runners.data.runners.map((runner) => runner.rosterIndex ?? -1),
    field: field ?? null,
  }
}

/**
 * The virtual sports on /fairness: the scheme in words, a game's recent results, and one event
 * (picked from them, from a results page's link, or by its id) checked here in the browser.
 */
export function SportsFairness({
  slug,
  eventParam,
  event,
  results,
}: {
  slug: SportsSlug
  eventParam: string
  event: EventDetailsView | null
  results: FinishedEventView[]
}) {
  const { t } = useTranslation('games')
  return (
    <section className="crash-fairness" id="virtual-sports" data-testid="sports-fairness">
      <h2>{t('virtualSports.fairness.title')}</h2>
      <p className="muted">{t('virtualSports.fairness.scheme')}</p>
      <p className="muted">{t('virtualSports.fairness.noChoice')}</p>
      <Form method="get" className="inline-form vs-fairness-form" preventScrollReset>
        <label>
          <span>{t('virtualSports.fairness.game')}</span>
          <select name="sports" defaultValue={slug}>
            {SPORTS_SLUGS.map((game) => (
              <option key={game} value={game}>
                {SPORTS_GAMES[game].title}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('virtualSports.fairness.eventId')}</span>
          <input name="event" inputMode="numeric" pattern="[0-9]*" defaultValue={eventParam} data-testid="sports-fairness-event-id" />
        </label>
        <button type="submit" className="button">
          {t('virtualSports.fairness.find')}
        </button>
      </Form>
      {eventParam !== '' && !event ? (
        <p className="field-error" role="alert" data-testid="sports-fairness-missing">
          {t('virtualSports.fairness.notFound', { eventId: eventParam, game: SPORTS_GAMES[slug].title })}
        </p>
      ) : null}
      {event ? <EventProof key={event.eventId} slug={slug} event={event} /> : null}
      <h3>{t('virtualSports.fairness.recent', { game: SPORTS_GAMES[slug].title })}</h3>
      {results.length === 0 ? (
        <p>{t('virtualSports.fairness.noResults')}</p>
      ) : (
        <ul className="vs-fairness-recent">
          {results.map((result) => (
            <li key={result.eventId}>
              <Link to={eventFairnessHref(slug, result.eventId)} preventScrollReset>
                {result.eventId} · {result.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function EventProof({ slug, event }: { slug: SportsSlug; event: EventDetailsView }) {
  const { t } = useTranslation('games')
  const proof = proofOf(slug, event)
  const [check, setCheck] = useState<SportsEventCheck | null>(null)
  const runners = raceParticipants.safeParse(event.participants)
  const runnerNames = new Map(runners.success ? runners.data.runners.map((runner) => [runner.number, runner.name]) : [])

  const verified = check !== null && check.resultMatches && check.linkFollows !== false && check.fieldMatches !== false
  return (
    <div className="vs-fairness-event" data-testid="sports-fairness-event" data-event-id={event.eventId}>
      <h3>
        {event.eventId} · {event.name}
      </h3>
      <dl>
        <dt>{t('virtualSports.fairness.commitment')}</dt>
        <dd className="mono">{event.fairness.commitment}</dd>
        <dt>{t('virtualSports.fairness.chainIndex')}</dt>
        <dd>{event.fairness.chainIndex}</dd>
        <dt>{t('virtualSports.fairness.link')}</dt>
        <dd className="mono" data-testid="sports-fairness-link">
          {event.fairness.link ?? t('virtualSports.fairness.linkSecret')}
        </dd>
        <dt>{t('virtualSports.fairness.result')}</dt>
        <dd data-testid="sports-fairness-result">
          {describeResult(event.result ?? null, t, runnerNames) ?? t('virtualSports.fairness.noResult')}
        </dd>
      </dl>
      {proof ? (
        <>
          <button
            type="button"
            className="button button-small"
            onClick={() => void verifySportsEvent(proof).then(setCheck)}
            data-testid="sports-verify"
          >
            {t('virtualSports.fairness.verify')}
          </button>
          {check ? (
            <div data-testid="sports-verify-result" data-state={verified ? 'verified' : 'mismatch'}>
              <p className={check.resultMatches ? 'verified' : 'field-error'}>
                {t(check.resultMatches ? 'virtualSports.fairness.resultOk' : 'virtualSports.fairness.resultMismatch', {
                  result: describeResult(check.recomputed, t, runnerNames),
                })}
              </p>
              {check.linkFollows === null ? null : (
                <p className={check.linkFollows ? 'verified' : 'field-error'}>
                  {t(check.linkFollows ? 'virtualSports.fairness.linkOk' : 'virtualSports.fairness.linkBroken')}
                </p>
              )}
              {check.fieldMatches === null ? null : (
                <p className={check.fieldMatches ? 'verified' : 'field-error'}>
                  {t(check.fieldMatches ? 'virtualSports.fairness.fieldOk' : 'virtualSports.fairness.fieldMismatch')}
                </p>
              )}
            </div>
          ) : null}
          <ChainWalk link={proof.link} steps={proof.chainIndex} commitment={event.fairness.commitment} testId="sports-walk-result" />
        </>
      ) : (
        <p className="muted">{t(event.status === 'void' ? 'virtualSports.fairness.void' : 'virtualSports.fairness.notFinished')}</p>
      )}
    </div>
  )
}

type Translate = (key: string, options?: Record<string, unknown>) => string

/** A result in words; a race's places name their runners (`runnerNames` by number), as the race card does. */
function describeResult(
  result: FootballResultView | RaceResultView | null,
  t: Translate,
  runnerNames: ReadonlyMap<number, string>,
): string | null {
  if (!result) return null
  if ('order' in result)
    return result.order
      .map((runner, at) => t('virtualSports.fairness.placed', { position: at + 1, runner, name: runnerNames.get(runner) ?? '' }).trim())
      .join(', ')
  const goals = result.goals.map((goal) => `${goal.minute}' ${goal.side === 'home' ? '1' : '2'}`).join(', ')
  return t('virtualSports.fairness.score', {
    home: result.home,
    away: result.away,
    htHome: result.htHome,
    htAway: result.htAway,
    goals: goals || '—',
  })
}
