import { Form, Link, useNavigation, useSubmit } from '@remix-run/react'
import { useCallback, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Countdown } from '#app/games/scheduled/Countdown.tsx'
import { RecentResults } from '#app/games/scheduled/RecentResults.tsx'
import { eventFairnessHref } from '../fairness-link.ts'
import { Price, type Betting } from '../Prices.tsx'
import { isBettingOpen } from '#app/games/scheduled/schedule.ts'
import type { RaceSlug } from '../sports-games.ts'
import { raceResult, type FinishedEventView, type RaceParticipants, type SelectionView, type SportsEventView } from '@9ja/contract'
import type { EventTiming } from '#app/games/scheduled/use-event-schedule.ts'
import { readCombinationPick, type Combination, type CombinationPick } from './combination.ts'
import { RaceAtTheStart, RaceTrack, RunnerBadge } from './RaceTrack.tsx'
import { raceRunners, type RaceTheme } from './theme.ts'
import { formatLagosClock } from '#app/i18n/format.ts'

/** The race asked for (`?race=`), else the first still taking bets (one that has closed starts in seconds). */
export function shownRace<E extends { eventId: number; status: string; bettingClosesAt: string }>(
  upcoming: E[],
  raceParam: number | null,
  serverNow: number,
): E | null {
  return (
    upcoming.find((event) => event.eventId === raceParam) ??
    upcoming.find((event) => isBettingOpen(event, serverNow)) ??
    upcoming[0] ??
    null
  )
}

/** The markets on the race card's lines; forecast and tricast come from the pick. */
export const RACE_CARD_MARKETS = ['win', 'place'] as const

/** What the page knows of the forecast or tricast picked on the shown race. */
export type PickedCombination = { pick: CombinationPick; combination: Combination; selection: SelectionView | null }

/**
 * A race game: the live race (animated), the next races open for betting (one shown at a time,
 * `?race=`) with their runners and win and place prices, the forecast/tricast pick, and recent results.
 */
export function RacePage({
  slug,
  theme,
  events,
  raceParam,
  picked,
  results,
  timing,
}: {
  slug: RaceSlug
  theme: RaceTheme
  events: SportsEventView[]
  raceParam: number | null
  picked: PickedCombination
  results: FinishedEventView[]
  timing: EventTiming
}) {
  const { t } = useTranslation('games')
  const live = events.find((event) => event.status === 'live')
  const liveRunners = live ? raceRunners(theme, live.participants) : null
  const liveResult = live ? raceResult.safeParse(live.result) : null
  const upcoming = events.filter((event) => event.status !== 'live')
  // Between races the next one stands at the start where it will run.
  const next = upcoming[0]
  const nextRunners = next ? raceRunners(theme, next.participants) : null
  const shown = shownRace(upcoming, raceParam, Date.parse(timing.serverTime))
  return (
    <div className="vs-races" data-testid="vs-races" data-game={slug}>
      {live && liveRunners && liveResult?.success ? (
        <RaceTrack key={live.eventId} event={live} runners={liveRunners} result={liveResult.data} theme={theme} timing={timing} />
      ) : next && nextRunners ? (
        <RaceAtTheStart event={next} runners={nextRunners} theme={theme} timing={timing} />
      ) : null}

      {/* Shown from the first race on, not from the second: a race scheduled later must not push the card down. */}
      {upcoming.length > 0 ? (
        <nav className="vs-tabs" aria-label={t('virtualSports.race.nextRaces')}>
          {upcoming.map((event) => (
            <Link
              key={event.eventId}
              to={`?race=${event.eventId}`}
              aria-current={event.eventId === shown?.eventId ? 'page' : undefined}
              preventScrollReset
              replace
            >
              {event.name} · {formatLagosClock(event.startsAt)}
            </Link>
          ))}
        </nav>
      ) : null}

      {shown ? (
        <RaceCard slug={slug} theme={theme} event={shown} picked={picked} timing={timing} />
      ) : live ? null : (
        <p className="vs-empty" data-testid="vs-empty">
          {t('virtualSports.noEvents')}
        </p>
      )}

      <RaceResults slug={slug} theme={theme} results={results} />
    </div>
  )
}

function RaceCard({
  slug,
  theme,
  event,
  picked,
  timing,
}: {
  slug: RaceSlug
  theme: RaceTheme
  event: SportsEventView
  picked: PickedCombination
  timing: EventTiming
}) {
  const { t } = useTranslation('games')
  const runners = raceRunners(theme, event.participants)
  const open = isBettingOpen(event, Date.parse(timing.serverTime))
  const betting = { game: slug, open }
  const priceOf = (market: string, number: number) =>
    event.markets
      .find((entry) => entry.market === market)
      ?.selections.find((selection) => selection.selectionId === `${event.eventId}:${market}:${number}`)
  if (!runners) return null
  return (
    <section className="vs-race-card" data-testid="vs-race-card" data-event-id={event.eventId} data-runners={runners.length}>
      <header className="vs-matchday-head">
        <h2>{event.name}</h2>
        <p className="vs-closing" data-testid="vs-closing">
          {open ? t('virtualSports.bettingClosesIn') : t('virtualSports.race.offIn')}{' '}
          <Countdown until={open ? event.bettingClosesAt : event.startsAt} timing={timing} testId="vs-countdown" />
        </p>
      </header>
      <table className="vs-runners">
        <thead>
          <tr>
            <th scope="col">{t('virtualSports.race.number')}</th>
            <th scope="col">{t('virtualSports.race.runner')}</th>
            <th scope="col">{t('virtualSports.race.win')}</th>
            <th scope="col">{t('virtualSports.race.place')}</th>
          </tr>
        </thead>
        <tbody>
          {runners.map((runner) => {
            const win = priceOf('win', runner.number)
            const place = priceOf('place', runner.number)
            return (
              <tr key={runner.number} data-testid="vs-runner" data-runner={runner.number}>
                <td>
                  <RunnerBadge number={runner.number} colour={runner.colour} />
                </td>
                <td>
                  <span className="vs-runner-name">{runner.name}</span>
                  {runner.form && runner.form.length > 0 ? (
                    <span className="vs-runner-form muted small">{runner.form.join('-')}</span>
                  ) : null}
                </td>
                <td>
                  {win ? (
                    <Price selection={win} label={t('virtualSports.race.winOf', { number: runner.number })} betting={betting} />
                  ) : null}
                </td>
                <td>
                  {place ? (
                    <Price selection={place} label={t('virtualSports.race.placeOf', { number: runner.number })} betting={betting} />
                  ) : null}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <CombinationPicker key={event.eventId} event={event} runners={runners} picked={picked} betting={betting} />
    </section>
  )
}

const PLACES = ['first', 'second', 'third'] as const

/** A pick as one comparable value: what was sent against what the page's address shows. */
const pickKey = (pick: CombinationPick) => `${pick.first ?? ''}-${pick.second ?? ''}-${pick.third ?? ''}`

/**
 * Forecast and tricast by picking runners for 1st, 2nd and (for a tricast) 3rd: a GET form, so it
 * works without JavaScript ("Show price"); with JavaScript each pick asks for the price at once.
 */
function CombinationPicker({
  event,
  runners,
  picked,
  betting,
}: {
  event: SportsEventView
  runners: RaceParticipants['runners']
  picked: PickedCombination
  betting: Betting
}) {
  const { t } = useTranslation('games')
  const submit = useSubmit()
  const { combination, selection, pick } = picked
  // The radios are the browser's own (uncontrolled): a pick made before the page's script ran survives
  // its start, and an earlier pick's answer cannot undo a later click. The page's address (the loader's
  // pick: Clear, back and forward) has the last word, except over a pick still on its way: an answer
  // to an earlier pick can land (and its effect run) just after a later click, and must not undo it.
  const form = useRef<HTMLFormElement>(null)
  const hydrated = useRef(false)
  /** The pick last sent, until the page's address shows it. */
  const onItsWay = useRef<string | null>(null)
  const settled = useNavigation().state === 'idle'
  const { first, second, third } = pick
  /** Sends the form's pick for its price, remembering it as on its way. */
  const askPrice = useCallback(
    (pickForm: HTMLFormElement) => {
      // Read as the loader reads the address it becomes, so the two compare.
      const sent = new URLSearchParams([...new FormData(pickForm)].map(([name, value]) => [name, String(value)]))
      onItsWay.current = pickKey(readCombinationPick(sent))
      submit(pickForm, { preventScrollReset: true, replace: true })
    },
    [submit],
  )
  useEffect(() => {
    const radios = form.current ? [...form.current.querySelectorAll<HTMLInputElement>('input[type="radio"]')] : []
    const picked = { first, second, third }
    const wanted = (radio: HTMLInputElement) => picked[radio.name as (typeof PLACES)[number]] === Number(radio.value)
    if (!hydrated.current) {
      hydrated.current = true
      // Picked before the script ran: ask for that pick's price now.
      if (form.current && radios.some((radio) => radio.checked !== wanted(radio))) askPrice(form.current)
      return
    }
    if (!settled) return
    if (onItsWay.current !== null && onItsWay.current !== pickKey(picked)) return
    onItsWay.current = null
    for (const radio of radios) radio.checked = wanted(radio)
  }, [settled, first, second, third, askPrice])
  return (
    <div className="vs-combination" data-testid="vs-combination">
      <Form ref={form} method="get" preventScrollReset replace onChange={(change) => askPrice(change.currentTarget)}>
        <input type="hidden" name="race" value={event.eventId} />
        <fieldset>
          <legend>{t('virtualSports.race.combinationTitle')}</legend>
          <p className="muted small">{t('virtualSports.race.combinationHint')}</p>
          <table className="vs-combination-grid">
            <thead>
              <tr>
                <th scope="col">{t('virtualSports.race.runner')}</th>
                {PLACES.map((place) => (
                  <th key={place} scope="col">
                    {t(`virtualSports.race.${place}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {runners.map((runner) => (
                <tr key={runner.number}>
                  <th scope="row">
                    <RunnerBadge number={runner.number} colour={runner.colour} />
                  </th>
                  {PLACES.map((place) => (
                    <td key={place}>
                      <input
                        type="radio"
                        name={place}
                        value={runner.number}
                        defaultChecked={pick[place] === runner.number}
                        aria-label={t('virtualSports.race.pickFor', { place: t(`virtualSports.race.${place}`), runner: runner.name })}
                        data-testid={`vs-pick-${place}-${runner.number}`}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <div className="vs-combination-actions">
            <button type="submit" className="button button-small button-outline">
              {t('virtualSports.race.showPrice')}
            </button>
            <Link
              to={`?race=${event.eventId}`}
              className="small"
              preventScrollReset
              replace
              // Clearing outranks any pick still on its way.
              onClick={() => (onItsWay.current = null)}
            >
              {t('virtualSports.race.clearPick')}
            </Link>
          </div>
        </fieldset>
      </Form>
      {/* Outside the pick's form: the price is a form of its own (the slip's). */}
      <div className="vs-combination-price" data-testid="vs-combination-price" aria-live="polite">
        {'code' in combination ? (
          selection ? (
            <Price selection={selection} label={selection.name} betting={betting} />
          ) : (
            <p className="field-error small">{t('virtualSports.race.notOffered')}</p>
          )
        ) : combination.refused === 'incomplete' ? null : (
          <p className="field-error small">{t(`virtualSports.race.refused.${combination.refused}`)}</p>
        )}
      </div>
    </div>
  )
}

/** Finished races, newest first: the first places with their runners, each with a link to check it on /fairness. */
function RaceResults({ slug, theme, results }: { slug: RaceSlug; theme: RaceTheme; results: FinishedEventView[] }) {
  const { t } = useTranslation('games')
  return (
    <RecentResults
      title={t('virtualSports.race.results')}
      className="vs-results"
      testId="vs-results"
      lineClassName="vs-race-result"
      lineTestId="vs-result"
      events={results.map((event) => {
        const result = raceResult.safeParse(event.result)
        const byNumber = new Map((raceRunners(theme, event.participants) ?? []).map((runner) => [runner.number, runner]))
        return {
          id: event.eventId,
          idAttribute: 'data-event-id',
          heading: <strong>{event.name}</strong>,
          outcome: result.success ? (
            <ol className="vs-podium">
              {result.data.order.slice(0, 4).map((number) => (
                <li key={number}>
                  <RunnerBadge number={number} colour={byNumber.get(number)?.colour ?? '#64748b'} />
                  {byNumber.get(number)?.name ?? number}
                </li>
              ))}
            </ol>
          ) : null,
          fairnessHref: eventFairnessHref(slug, event.eventId),
        }
      })}
    />
  )
}
