import { Button, Link } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

import { queryValue } from '../query'
import { SCREENS, playerUrl, screenUrl } from '../screens'
import { withQuery, type StaffApi } from '../staffApi'
import { BackOfficeScreen } from './BackOfficeScreen'
import { GameLiability, LargestWins, RtpAgainstStated, SubjectLiability, UnusualPatterns } from './riskTables'

/** The risk screen's measures, each a tab of its own (one staff call per page on a slow line). */
const MEASURES = {
  liability: 'Open liability',
  rtp: 'RTP against stated',
  wins: 'Largest wins',
  patterns: 'Unusual patterns',
} as const
type Measure = keyof typeof MEASURES

const isMeasure = (value: string | undefined): value is Measure => value !== undefined && value in MEASURES

const measureUrl = (show: Measure, query: Record<string, string | undefined> = {}) =>
  withQuery(screenUrl(SCREENS.risk), { show: show === 'liability' ? undefined : show, ...query })

/**
 * Risk's screen: the open liability (the most the house can pay on what is open), measured RTP against
 * stated RTP per game and kind of bet (a day and the 30 days ending with it, flagged outside the 95%
 * interval), the day's largest wins, and unusual patterns (accounts sharing an address, bank accounts
 * shared by players). Reading wins and patterns names players: the service logs each reading.
 */
export function RiskView(view: AdminViewServerProps) {
  const requested = queryValue(view.searchParams, 'show')
  const show: Measure = isMeasure(requested) ? requested : 'liability'
  const day = queryValue(view.searchParams, 'day')
  const days = queryValue(view.searchParams, 'days')
  const form = (
    <>
      <nav aria-label="Risk measures" className="back-office__tabs">
        <ul>
          {(Object.keys(MEASURES) as Measure[]).map((measure) => (
            <li key={measure}>
              <Link href={measureUrl(measure)} aria-current={measure === show ? 'page' : undefined}>
                {MEASURES[measure]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2>{MEASURES[show]}</h2>
      {show === 'rtp' || show === 'wins' ? <DayForm show={show} day={day} /> : null}
      {show === 'patterns' ? <DaysForm days={days} /> : null}
    </>
  )
  return (
    <BackOfficeScreen view={view} screen={SCREENS.risk} form={form}>
      {({ api }) => content(api, show, { day, days })}
    </BackOfficeScreen>
  )
}

async function content(api: StaffApi, show: Measure, query: { day?: string; days?: string }): Promise<ReactNode> {
  switch (show) {
    case 'liability': {
      const open = await api.liability()
      return (
        <>
          <section aria-labelledby="risk-games">
            <h3 id="risk-games">Open liability by game</h3>
            <GameLiability games={open.games} />
          </section>
          <section aria-labelledby="risk-subjects">
            <h3 id="risk-subjects">Open liability by round, event or draw</h3>
            <SubjectLiability subjects={open.subjects} />
          </section>
        </>
      )
    }
    case 'rtp':
      return <RtpAgainstStated rows={await api.rtp(query.day)} />
    case 'wins':
      return <LargestWins wins={await api.largestWins(query.day)} playerUrl={playerUrl} />
    case 'patterns':
      return <UnusualPatterns patterns={await api.unusualPatterns(query.days)} playerUrl={playerUrl} />
  }
}

/** Which Lagos day the RTP or the largest wins are of (today when none is given). */
function DayForm({ show, day }: { show: Measure; day: string | undefined }) {
  return (
    <form className="back-office__filters" method="get" action={screenUrl(SCREENS.risk)}>
      <input type="hidden" name="show" value={show} />
      <label>
        Day (Lagos; today when empty)
        <input type="date" name="day" defaultValue={day} />
      </label>
      <Button buttonStyle="secondary" margin={false} type="submit">
        Show
      </Button>
    </form>
  )
}

/** How many days back the patterns look (the service's RISK_PATTERN_DAYS when empty). */
function DaysForm({ days }: { days: string | undefined }) {
  return (
    <form className="back-office__filters" method="get" action={screenUrl(SCREENS.risk)}>
      <input type="hidden" name="show" value="patterns" />
      <label>
        Days back (the setting when empty)
        <input type="number" name="days" min={1} max={366} step={1} defaultValue={days} />
      </label>
      <Button buttonStyle="secondary" margin={false} type="submit">
        Show
      </Button>
    </form>
  )
}
