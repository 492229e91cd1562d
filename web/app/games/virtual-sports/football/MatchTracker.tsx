import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FootballParticipants, FootballResultView } from '../sports-schemas.ts'
import type { EventTiming, TimedEvent } from '../use-event-schedule.ts'
import { ballAt, goalsBy, keyMoments, matchMomentAt, momentsShown, scoreAfter, shownMinute, type KeyMoment } from './match-clock.ts'

const PITCH = { width: 200, height: 110 }
const CENTRE_SPOT = `translate(${PITCH.width / 2} ${PITCH.height / 2})`

/**
 * A live match: the score, the clock, a small pitch with the ball and the key moments, replaying the
 * drawn result from kick-off to the end by the server's clock. Every frame writes the clock, the score
 * and the ball straight to the DOM; React renders again only when a key moment is reached. With
 * reduced motion the ball stays on the centre spot and the numbers and moments still follow the match.
 */
export function MatchTracker({
  event,
  teams,
  result,
  timing,
}: {
  event: TimedEvent
  teams: FootballParticipants
  result: FootballResultView
  timing: EventTiming
}) {
  const { eventId, startsAt, endsAt } = event
  const { serverTime, subscribeFrames, reducedMotion } = timing
  const { t } = useTranslation('games')
  const start = Date.parse(startsAt)
  const playMs = Date.parse(endsAt) - start
  const moments = useMemo(() => keyMoments(result), [result])
  const atLoad = matchMomentAt(Date.parse(serverTime) - start, playMs)
  const [shown, setShown] = useState(() => momentsShown(moments, atLoad))
  const tracker = useRef<HTMLLIElement>(null)
  const score = useRef<HTMLElement>(null)
  const minute = useRef<HTMLSpanElement>(null)
  const ball = useRef<SVGCircleElement>(null)

  useEffect(() => {
    // Each write only when what it shows changes: a phone redraws only what moved.
    let shownClock = ''
    let shownGoals = -1
    let shownPhase = ''
    let shownMoments = -1
    // Reduced motion (known once the page runs): the ball rests on the centre spot.
    if (reducedMotion) ball.current?.setAttribute('transform', CENTRE_SPOT)
    return subscribeFrames((serverNow) => {
      const moment = matchMomentAt(serverNow - start, playMs)
      const clock = clockText(moment.phase, shownMinute(moment))
      if (clock !== shownClock && minute.current) {
        minute.current.textContent = clock
        shownClock = clock
      }
      const goals = goalsBy(result, moment)
      if (goals !== shownGoals && score.current) {
        const { home, away } = scoreAfter(result, goals)
        score.current.textContent = `${home} - ${away}`
        shownGoals = goals
      }
      if (moment.phase !== shownPhase) {
        shownPhase = moment.phase
        tracker.current?.setAttribute('data-phase', moment.phase)
      }
      const reached = momentsShown(moments, moment)
      if (reached !== shownMoments) {
        shownMoments = reached
        setShown(reached)
      }
      if (!reducedMotion && ball.current) {
        const { x, y } = ballAt(result, moment.minute, eventId)
        ball.current.setAttribute('transform', `translate(${(x * PITCH.width).toFixed(1)} ${(y * PITCH.height).toFixed(1)})`)
      }
    })
  }, [subscribeFrames, start, playMs, result, moments, eventId, reducedMotion])

  const scoreAtLoad = scoreAfter(result, goalsBy(result, atLoad))
  return (
    <li className="vs-tracker" data-testid="vs-tracker" data-event-id={eventId} data-phase={atLoad.phase} ref={tracker}>
      <div className="vs-tracker-head">
        <TeamName team={teams.home} side="home" />
        <strong className="vs-score" ref={score} data-testid="vs-tracker-score">
          {scoreAtLoad.home} - {scoreAtLoad.away}
        </strong>
        <TeamName team={teams.away} side="away" />
        <span className="vs-minute" ref={minute} data-testid="vs-tracker-minute">
          {clockText(atLoad.phase, shownMinute(atLoad))}
        </span>
      </div>
      <div className="vs-tracker-body">
        <svg className="vs-pitch" viewBox={`0 0 ${PITCH.width} ${PITCH.height}`} aria-hidden="true">
          <rect width={PITCH.width} height={PITCH.height} className="vs-pitch-grass" />
          <g className="vs-pitch-lines">
            <rect x="3" y="3" width={PITCH.width - 6} height={PITCH.height - 6} />
            <line x1={PITCH.width / 2} y1="3" x2={PITCH.width / 2} y2={PITCH.height - 3} />
            <circle cx={PITCH.width / 2} cy={PITCH.height / 2} r="14" />
            <rect x="3" y="30" width="26" height="50" />
            <rect x={PITCH.width - 29} y="30" width="26" height="50" />
          </g>
          <circle ref={ball} r="3.5" className="vs-ball" transform={CENTRE_SPOT} />
        </svg>
        <ol className="vs-moments" aria-live="polite" data-testid="vs-moments">
          {moments.slice(0, shown).map((moment) => (
            <li key={`${moment.kind}-${moment.minute}-${moment.home}-${moment.away}`} className={`vs-moment vs-moment-${moment.kind}`}>
              {momentText(moment, teams, t)}
            </li>
          ))}
        </ol>
      </div>
    </li>
  )
}

/** A club's name, its three-letter short name where the tracker is narrow. */
function TeamName({ team, side }: { team: FootballParticipants['home']; side: 'home' | 'away' }) {
  return (
    <span className={`vs-team vs-team-${side}`} title={team.name}>
      <span className="vs-name-full">{team.name}</span>
      <abbr className="vs-name-short" title={team.name}>
        {team.short}
      </abbr>
    </span>
  )
}

function clockText(phase: string, minute: number): string {
  if (phase === 'half-time') return 'HT'
  if (phase === 'full-time') return 'FT'
  return `${minute}'`
}

function momentText(moment: KeyMoment, teams: FootballParticipants, t: (key: string, options?: Record<string, unknown>) => string) {
  const score = `${moment.home} - ${moment.away}`
  if (moment.kind === 'goal') {
    return t('virtualSports.tracker.goal', { minute: moment.minute, team: teams[moment.side].name, score })
  }
  return t(moment.kind === 'half-time' ? 'virtualSports.tracker.halfTime' : 'virtualSports.tracker.fullTime', { score })
}
