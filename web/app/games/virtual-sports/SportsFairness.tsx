import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod/mini'
import { ChainWalk } from '../fairness/ChainWalk.tsx'
import { CheckFindings, ProofFacts, ScheduledFairness } from '../scheduled/ScheduledFairness.tsx'
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
} from '@9ja/contract'

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
  const title = SPORTS_GAMES[slug].title
  return (
    <ScheduledFairness
      anchor="virtual-sports"
      testId="sports-fairness"
      title={t('virtualSports.fairness.title')}
      about={[t('virtualSports.fairness.scheme'), t('virtualSports.fairness.noChoice')]}
      game={{
        name: 'sports',
        label: t('virtualSports.fairness.game'),
        value: slug,
        options: SPORTS_SLUGS.map((game) => ({ value: game, title: SPORTS_GAMES[game].title })),
      }}
      event={{ name: 'event', label: t('virtualSports.fairness.eventId'), value: eventParam, testId: 'sports-fairness-event-id' }}
      find={t('virtualSports.fairness.find')}
      missing={
        eventParam !== '' && !event
          ? { text: t('virtualSports.fairness.notFound', { eventId: eventParam, game: title }), testId: 'sports-fairness-missing' }
          : null
      }
      proof={event ? <EventProof key={event.eventId} slug={slug} event={event} /> : null}
      recent={{
        title: t('virtualSports.fairness.recent', { game: title }),
        empty: t('virtualSports.fairness.noResults'),
        events: results.map((result) => ({ id: result.eventId, href: eventFairnessHref(slug, result.eventId), label: result.name })),
      }}
    />
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
      <ProofFacts
        facts={[
          { term: t('virtualSports.fairness.commitment'), value: event.fairness.commitment, mono: true },
          { term: t('virtualSports.fairness.chainIndex'), value: event.fairness.chainIndex },
          {
            term: t('virtualSports.fairness.link'),
            value: event.fairness.link ?? t('virtualSports.fairness.linkSecret'),
            mono: true,
            testId: 'sports-fairness-link',
          },
          {
            term: t('virtualSports.fairness.result'),
            value: describeResult(event.result ?? null, t, runnerNames) ?? t('virtualSports.fairness.noResult'),
            testId: 'sports-fairness-result',
          },
        ]}
      />
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
            <CheckFindings
              testId="sports-verify-result"
              verified={verified}
              findings={[
                {
                  holds: check.resultMatches,
                  text: t(check.resultMatches ? 'virtualSports.fairness.resultOk' : 'virtualSports.fairness.resultMismatch', {
                    result: describeResult(check.recomputed, t, runnerNames),
                  }),
                },
                check.linkFollows === null
                  ? null
                  : {
                      holds: check.linkFollows,
                      text: t(check.linkFollows ? 'virtualSports.fairness.linkOk' : 'virtualSports.fairness.linkBroken'),
                    },
                check.fieldMatches === null
                  ? null
                  : {
                      holds: check.fieldMatches,
                      text: t(check.fieldMatches ? 'virtualSports.fairness.fieldOk' : 'virtualSports.fairness.fieldMismatch'),
                    },
              ]}
            />
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
