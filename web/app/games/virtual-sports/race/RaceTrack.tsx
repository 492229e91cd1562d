import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { RaceParticipants, RaceResultView } from '../sports-schemas.ts'
import type { EventTiming, TimedEvent } from '../use-event-schedule.ts'
import { Course } from './Course.tsx'
import { COURSE, finishedBy, finishInstants, laneRadius, paceOf, pointOnCourse, progressAt } from './race-motion.ts'
import type { RaceTheme } from './theme.ts'
import { readableTextOn } from '#app/utils/contrast.ts'

/**
 * A live race: the themed course with every runner moving to the drawn finishing order and times,
 * from the off by the server's clock, and the finishing order filling in as runners cross the line.
 * Each frame moves the runners straight in the DOM; React renders again only when a runner finishes.
 * With reduced motion the runners stay at the start and the finishing order still fills in on time.
 */
export function RaceTrack({
  event,
  runners,
  result,
  theme,
  timing,
}: {
  event: TimedEvent & { name: string }
  runners: RaceParticipants['runners']
  result: RaceResultView
  theme: RaceTheme
  timing: EventTiming
}) {
  const { eventId, name, startsAt, endsAt } = event
  const { serverTime, subscribeFrames, reducedMotion } = timing
  const { t } = useTranslation('games')
  const start = Date.parse(startsAt)
  const playMs = Date.parse(endsAt) - start
  const instants = useMemo(() => finishInstants(result, playMs), [result, playMs])
  const [finished, setFinished] = useState(() => finishedBy(result, instants, Date.parse(serverTime) - start).length)
  const tokens = useRef(new Map<number, SVGGElement>())
  const lanes = runners.length
  const placed = useMemo(
    () =>
      runners.map((runner, lane) => ({
        runner,
        radius: laneRadius(lane, lanes),
        pace: paceOf(eventId, runner.number),
        finishMs: instants.get(runner.number) ?? playMs,
      })),
    [runners, lanes, eventId, instants, playMs],
  )

  useEffect(() => {
    let shownFinished = -1
    // Reduced motion (known once the page runs): the runners stand at the start.
    if (reducedMotion) {
      for (const { runner, radius } of placed)
        tokens.current.get(runner.number)?.setAttribute('transform', translate(pointOnCourse(0, radius)))
    }
    return subscribeFrames((serverNow) => {
      const elapsed = serverNow - start
      const count = finishedBy(result, instants, elapsed).length
      if (count !== shownFinished) {
        shownFinished = count
        setFinished(count)
      }
      if (reducedMotion) return
      for (const { runner, radius, pace, finishMs } of placed) {
        tokens.current.get(runner.number)?.setAttribute('transform', translate(pointOnCourse(progressAt(elapsed, finishMs, pace), radius)))
      }
    })
  }, [subscribeFrames, start, result, instants, placed, reducedMotion])

  const atLoad = Date.parse(serverTime) - start
  const byNumber = new Map(runners.map((runner) => [runner.number, runner]))
  return (
    <section className="vs-race-live" data-testid="vs-race-live" data-event-id={eventId}>
      <h2>{t('virtualSports.race.live', { name })}</h2>
      <svg className="vs-course" viewBox={`0 0 ${COURSE.width} ${COURSE.height}`} aria-hidden="true" data-testid="vs-course">
        <Course theme={theme} />
        {placed.map(({ runner, radius, pace, finishMs }) => {
          return (
            <g
              key={runner.number}
              ref={(element) => {
                if (element) tokens.current.set(runner.number, element)
                else tokens.current.delete(runner.number)
              }}
              transform={translate(pointOnCourse(reducedMotion ? 0 : progressAt(atLoad, finishMs, pace), radius))}
              data-runner={runner.number}
            >
              <theme.Runner colour={runner.colour} number={runner.number} />
            </g>
          )
        })}
      </svg>
      <ol className="vs-finish-order" aria-live="polite" data-testid="vs-finish-order" data-finished={finished}>
        {result.order.slice(0, finished).map((number, position) => (
          <li key={number}>
            <span className="vs-position">{position + 1}</span>
            <RunnerBadge number={number} colour={byNumber.get(number)?.colour ?? '#64748b'} />
            {byNumber.get(number)?.name ?? number}
          </li>
        ))}
      </ol>
    </section>
  )
}

const translate = ({ x, y }: { x: number; y: number }) => `translate(${x.toFixed(1)} ${y.toFixed(1)})`

/** A runner's number on its colour, as on the race card. */
export function RunnerBadge({ number, colour }: { number: number; colour: string }) {
  return (
    <span className="vs-runner-badge" style={{ background: colour, color: readableTextOn(colour) }}>
      {number}
    </span>
  )
}
