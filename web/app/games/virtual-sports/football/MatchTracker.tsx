import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FootballParticipants, FootballResultView } from '@9ja/contract'
import type { EventTiming, TimedEvent } from '#app/games/scheduled/use-event-schedule.ts'
import { matchKits, type Kit } from './kits.ts'
import {
  celebratingAt,
  goalsBy,
  keyMoments,
  kickOffView,
  matchMomentAt,
  momentsShown,
  PITCH,
  pitchAt,
  scoreAfter,
  shownMinute,
  type KeyMoment,
  type PitchView,
  type Side,
  type Spot,
} from './match-clock.ts'
import { Pitch } from './Pitch.tsx'
import { readableTextOn } from '#app/utils/contrast.ts'

const SIDES = ['home', 'away'] as const

/**
 * A live match: the score, the clock, the pitch with both elevens in their kits and the ball, a GOAL
 * banner for each goal, and the key moments, replaying the drawn result from kick-off to the end by
 * the server's clock. Every frame writes the clock, the score, the banner and the players straight to
 * the DOM; React renders again only when a key moment is reached. A matchday plays nine matches at
 * once: only the pitches on screen move their players. With reduced motion the sides stay lined up
 * for the kick-off and the numbers, the banner and the moments still follow the match.
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
  const kits = matchKits(teams.home.colours, teams.away.colours)
  const atLoad = matchMomentAt(Date.parse(serverTime) - start, playMs)
  const [shown, setShown] = useState(() => momentsShown(moments, atLoad))
  const tracker = useRef<HTMLLIElement>(null)
  const score = useRef<HTMLElement>(null)
  const minute = useRef<HTMLSpanElement>(null)
  const ball = useRef<SVGCircleElement>(null)
  const sides = useRef<Partial<Record<Side, SVGPathElement | null>>>({})
  const banners = useRef<Partial<Record<Side, HTMLElement | null>>>({})
  /** Whether the tracker is on screen: a matchday plays nine matches at once, and only the pitches in sight move their players. */
  const onScreen = useRef(true)

  useEffect(() => {
    const element = tracker.current
    if (!element) return
    const observer = new IntersectionObserver(([entry]) => {
      onScreen.current = entry?.isIntersecting ?? true
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  useEffect(() => {
    const drawPitch = (view: PitchView) => {
      for (const side of SIDES) setIfChanged(sides.current[side], 'd', elevenPath(view[side]))
      setIfChanged(ball.current, 'transform', translate(view.ball))
    }
    // Each write only when what it shows changes: a phone redraws only what moved.
    let shownClock = ''
    let shownGoals = -1
    let shownPhase = ''
    let shownMoments = -1
    let shownCelebration: Side | null | undefined
    // Reduced motion (known once the page runs): the sides stay lined up for the kick-off.
    if (reducedMotion) drawPitch(kickOffView())
    return subscribeFrames((serverNow) => {
      const elapsed = serverNow - start
      const moment = matchMomentAt(elapsed, playMs)
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
      const celebration = celebratingAt(result, elapsed, playMs)
      if (celebration !== shownCelebration) {
        shownCelebration = celebration
        for (const side of SIDES) banners.current[side]?.toggleAttribute('hidden', side !== celebration)
      }
      const reached = momentsShown(moments, moment)
      if (reached !== shownMoments) {
        shownMoments = reached
        setShown(reached)
      }
      if (!reducedMotion && onScreen.current) drawPitch(pitchAt(result, moment.minute, eventId))
    })
  }, [subscribeFrames, start, playMs, result, moments, eventId, reducedMotion])

  const scoreAtLoad = scoreAfter(result, goalsBy(result, atLoad))
  // Under reduced motion a reload's render must not move the players either.
  const pitchAtLoad = reducedMotion ? kickOffView() : pitchAt(result, atLoad.minute, eventId)
  const celebratingAtLoad = celebratingAt(result, Date.parse(serverTime) - start, playMs)
  return (
    <li className="vs-tracker" data-testid="vs-tracker" data-event-id={eventId} data-phase={atLoad.phase} ref={tracker}>
      <div className="vs-tracker-head">
        <TeamName team={teams.home} side="home" kit={kits.home} />
        <strong className="vs-score" ref={score} data-testid="vs-tracker-score">
          {scoreAtLoad.home} - {scoreAtLoad.away}
        </strong>
        <TeamName team={teams.away} side="away" kit={kits.away} />
        <span className="vs-minute" ref={minute} data-testid="vs-tracker-minute">
          {clockText(atLoad.phase, shownMinute(atLoad))}
        </span>
      </div>
      <div className="vs-match-view">
        <svg className="vs-pitch" viewBox={`0 0 ${PITCH.width} ${PITCH.height}`} aria-hidden="true" data-testid="vs-pitch">
          <Pitch />
          {SIDES.map((side) => (
            <path
              key={side}
              ref={(element) => {
                sides.current[side] = element
              }}
              className="vs-players"
              data-side={side}
              fill={kits[side].shirt}
              stroke={kits[side].trim}
              d={elevenPath(pitchAtLoad[side])}
            />
          ))}
          <circle ref={ball} r="2.2" className="vs-ball" transform={translate(pitchAtLoad.ball)} />
        </svg>
        {SIDES.map((side) => (
          <p
            key={side}
            ref={(element) => {
              banners.current[side] = element
            }}
            className={`vs-goal-banner vs-goal-banner-${side}`}
            data-testid="vs-goal-banner"
            data-side={side}
            // The moments list below announces the goal; the banner only shows it.
            aria-hidden="true"
            hidden={celebratingAtLoad !== side}
            style={{ background: kits[side].shirt, color: readableTextOn(kits[side].shirt), borderColor: kits[side].trim }}
          >
            <strong>{t('virtualSports.tracker.goalShout')}</strong>
            <span>{teams[side].name}</span>
          </p>
        ))}
      </div>
      <div className="vs-moments-scroll" data-testid="vs-moments-scroll">
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

/** A number of the pitch drawing, to a tenth: finer would not show, and an unchanged value is not written again. */
const unit = (value: number) => +value.toFixed(1)

/** A spot as an SVG translation on the pitch drawing; the centre spot is "translate(100 55)". */
const translate = ({ x, y }: Spot) => `translate(${unit(x * PITCH.width)} ${unit(y * PITCH.height)})`

/** The keeper is drawn a little larger than the outfield players, so each side's shape reads from its goal. */
const KEEPER_RADIUS = 3.6
const PLAYER_RADIUS = 3.2

/**
 * A side's eleven as one path of dots (the keeper first), each starting from its left edge: one
 * element a side to rewrite each frame rather than eleven, which a phone restyles and lays out faster.
 */
function elevenPath(eleven: readonly Spot[]): string {
  return eleven
    .map((spot, index) => {
      const r = index === 0 ? KEEPER_RADIUS : PLAYER_RADIUS
      return `M${unit(spot.x * PITCH.width - r)} ${unit(spot.y * PITCH.height)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`
    })
    .join('')
}

/** Writes an attribute only when its value changes: a phone redraws only what moved. */
function setIfChanged(element: SVGElement | null | undefined, attribute: string, value: string) {
  if (element && element.getAttribute(attribute) !== value) element.setAttribute(attribute, value)
}

/** A club's name (its three-letter short name where the tracker is narrow), after a swatch of the kit its players wear. */
function TeamName({ team, side, kit }: { team: FootballParticipants['home']; side: Side; kit: Kit }) {
  return (
    <span className={`vs-team vs-team-${side}`} title={team.name}>
      <span className="vs-kit" style={{ background: kit.shirt, borderColor: kit.trim }} aria-hidden="true" />
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
