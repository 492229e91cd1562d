import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Countdown } from '#app/games/scheduled/Countdown.tsx'
import { MarketPrices, Price, type Betting } from '../Prices.tsx'
import {
  footballParticipants,
  footballResult,
  type EventMarkets,
  type FinishedEventView,
  type FootballParticipants,
  type SportsEventView,
} from '@9ja/contract'
import type { EventTiming } from '#app/games/scheduled/use-event-schedule.ts'
import { isBettingOpen } from '#app/games/scheduled/schedule.ts'
import { groupByMatchday, matchdayKey } from './matchdays.ts'
import { MatchTracker } from './MatchTracker.tsx'
import { FootballResults } from './FootballResults.tsx'

/** The markets shown on each fixture's line; the rest are behind "More markets". */
export const MAIN_MARKETS = ['1x2', 'ou2.5'] as const

/**
 * Virtual Football: the live matchday's trackers, the matchdays open for betting (one shown at a
 * time, `?matchday=`), each fixture with its main prices inline and the rest of its markets behind
 * "More markets" (`?more=<eventId>`: that event's every market comes with the page), and the latest results.
 */
export function FootballPage({
  events,
  moreMarkets,
  matchdayParam,
  results,
  timing,
}: {
  events: SportsEventView[]
  moreMarkets: EventMarkets | null
  matchdayParam: string | null
  results: FinishedEventView[]
  timing: EventTiming
}) {
  const { t } = useTranslation('games')
  const live = events.filter((event) => event.status === 'live')
  const matchdays = groupByMatchday(events.filter((event) => event.status !== 'live'))
  // The matchday asked for, else the first still taking bets (one that has closed kicks off in seconds).
  const shown =
    matchdays.find((matchday) => matchday.key === matchdayParam) ??
    matchdays.find((matchday) => isBettingOpen(matchday.events[0]!, Date.parse(timing.serverTime))) ??
    matchdays[0] ??
    null
  return (
    <div className="vs-football" data-testid="vs-football">
      {live.length > 0 ? (
        <section className="vs-live" data-testid="vs-live">
          <h2>{t('virtualSports.football.live', { matchday: live[0]?.matchday ?? '' })}</h2>
          <ul className="vs-trackers">
            {live.map((event) => {
              const teams = footballParticipants.safeParse(event.participants)
              const result = footballResult.safeParse(event.result)
              if (!teams.success || !result.success) return null
              return <MatchTracker key={event.eventId} event={event} teams={teams.data} result={result.data} timing={timing} />
            })}
          </ul>
        </section>
      ) : null}

      {shown ? (
        <section className="vs-matchday" data-testid="vs-matchday" data-matchday={shown.key}>
          {matchdays.length > 1 ? (
            <nav className="vs-tabs" aria-label={t('virtualSports.football.matchdays')}>
              {matchdays.map((matchday) => (
                <Link
                  key={matchday.key}
                  to={`?matchday=${matchday.key}`}
                  aria-current={matchday.key === shown.key ? 'page' : undefined}
                  preventScrollReset
                  replace
                >
                  {t('virtualSports.football.matchday', { matchday: matchday.matchday })}
                </Link>
              ))}
            </nav>
          ) : null}
          <header className="vs-matchday-head">
            <h2>{t('virtualSports.football.matchday', { matchday: shown.matchday })}</h2>
            <p className="vs-closing" data-testid="vs-closing">
              {isBettingOpen(shown.events[0]!, Date.parse(timing.serverTime)) ? (
                <>
                  {t('virtualSports.bettingClosesIn')}{' '}
                  <Countdown until={shown.events[0]!.bettingClosesAt} timing={timing} testId="vs-countdown" />
                </>
              ) : (
                <>
                  {t('virtualSports.football.kickOffIn')}{' '}
                  <Countdown until={shown.events[0]!.startsAt} timing={timing} testId="vs-countdown" />
                </>
              )}
            </p>
          </header>
          <ul className="vs-fixtures">
            {shown.events.map((event) => (
              <Fixture
                key={event.eventId}
                event={event}
                more={moreMarkets?.eventId === event.eventId ? moreMarkets : null}
                matchdayKey={shown.key}
                betting={{ game: 'virtual-football', open: isBettingOpen(event, Date.parse(timing.serverTime)) }}
              />
            ))}
          </ul>
        </section>
      ) : live.length === 0 ? (
        <p className="vs-empty" data-testid="vs-empty">
          {t('virtualSports.noEvents')}
        </p>
      ) : null}

      <FootballResults results={latestMatchday(results)} heading={t('virtualSports.football.latestResults')} />
      <p className="vs-more-links">
        <Link to="/virtual-sports/virtual-football/table">{t('virtualSports.football.table')}</Link>
        <Link to="/virtual-sports/virtual-football/results">{t('virtualSports.football.allResults')}</Link>
        <Link to="/virtual-sports/virtual-football/fixtures">{t('virtualSports.football.fixtures')}</Link>
      </p>
    </div>
  )
}

function latestMatchday(results: FinishedEventView[]): FinishedEventView[] {
  const newest = results[0]
  return newest ? results.filter((event) => matchdayKey(event) === matchdayKey(newest)) : []
}

function Fixture({
  event,
  more,
  matchdayKey: shownMatchday,
  betting,
}: {
  event: SportsEventView
  more: EventMarkets | null
  matchdayKey: string
  betting: Betting
}) {
  const { t } = useTranslation('games')
  const teams = footballParticipants.safeParse(event.participants)
  const market = (code: string) => event.markets.find((entry) => entry.market === code)
  const oneXTwo = market('1x2')
  const overUnder = market('ou2.5')
  const moreHref = more
    ? `?matchday=${shownMatchday}#match-${event.eventId}`
    : `?matchday=${shownMatchday}&more=${event.eventId}#match-${event.eventId}`
  return (
    <li className="vs-fixture" id={`match-${event.eventId}`} data-testid="vs-fixture" data-event-id={event.eventId}>
      <div className="vs-fixture-teams">
        {teams.success ? (
          <>
            <TeamLine team={teams.data.home} />
            <TeamLine team={teams.data.away} />
          </>
        ) : (
          <span>{event.name}</span>
        )}
      </div>
      <div className="vs-fixture-prices">
        {oneXTwo?.selections.map((selection, index) => (
          <Price key={selection.selectionId} selection={selection} label={ONE_X_TWO_LABELS[index] ?? selection.name} betting={betting} />
        ))}
        {overUnder?.selections.map((selection) => (
          <span key={selection.selectionId} className="vs-wide-only">
            <Price selection={selection} label={selection.name} betting={betting} />
          </span>
        ))}
      </div>
      <Link to={moreHref} className="vs-more-toggle" preventScrollReset replace aria-expanded={more !== null} data-testid="vs-more">
        {more ? t('virtualSports.football.fewerMarkets') : t('virtualSports.football.moreMarkets')}
      </Link>
      {more ? (
        <div className="vs-more-markets" data-testid="vs-more-markets">
          {more.markets
            .filter((entry) => entry.market !== '1x2')
            .map((entry) => (
              <MarketPrices key={entry.market} market={entry} betting={betting} />
            ))}
        </div>
      ) : null}
    </li>
  )
}
const ONE_X_TWO_LABELS = ['1', 'X', '2']

function TeamLine({ team }: { team: FootballParticipants['home'] }) {
  return (
    <span className="vs-team-line">
      <span className="vs-team">{team.name}</span>
      {team.form && team.form.length > 0 ? (
        <span className="vs-form" aria-label={`form ${team.form.join(' ')}`}>
          {team.form.map((outcome, index) => (
            <span key={index} className={`vs-form-${outcome.toLowerCase()}`}>
              {outcome}
            </span>
          ))}
        </span>
      ) : null}
    </span>
  )
}
