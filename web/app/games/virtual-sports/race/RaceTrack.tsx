import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Countdown } from '#app/games/scheduled/Countdown.tsx'
import type { RaceParticipants, RaceResultView } from '@9ja/contract'
import type { EventTiming, TimedEvent } from '#app/games/scheduled/use-event-schedule.ts'
import {
  alongStraight,
  FINISH_LINE,
  finishedBy,
  finishInstants,
  hasPulledUp,
  paceOf,
  progressAt,
  runKeyframes,
  runningOrderAt,
  type DrawnRace,
} from './race-motion.ts'
import { RUNNER_BOX, SCENERY_TILE, type RaceTheme } from './theme.ts'
import { readableTextOn } from '#app/utils/contrast.ts'

/**
 * A live race, side-on: one lane a runner (its number and name beside it), every runner running left
 * to right to the finishing line in the drawn order at the drawn times, from the off by the server's
 * clock; the running order beside or under the straight, and the finishing order filling in as
 * runners cross the line. The browser plays each runner's run as an animation of its own (runKeyframes),
 * off the page's main thread, which each frame only keeps on the server's time; React renders again
 * only when a runner finishes or the running order changes. With reduced motion the runners stay at
 * the start and both orders still follow the race.
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
  const { serverTime, clock, subscribeFrames, reducedMotion } = timing
  const { t } = useTranslation('games')
  const start = Date.parse(startsAt)
  const playMs = Date.parse(endsAt) - start
  const instants = useMemo(() => finishInstants(result, playMs), [result, playMs])
  const atLoad = Date.parse(serverTime) - start
  const [finished, setFinished] = useState(() => finishedBy(result, instants, atLoad).length)
  const layers = useRef(new Map<number, HTMLElement>())
  const placed = useMemo(
    () =>
      runners.map((runner) => ({
        runner,
        pace: paceOf(eventId, runner.number),
        finishMs: instants.get(runner.number) ?? playMs,
      })),
    [runners, eventId, instants, playMs],
  )

  useEffect(() => {
    // Reduced motion (known once the page runs): the runners stand at the start, as rendered.
    const runs = reducedMotion
      ? []
      : placed.flatMap(({ runner, pace, finishMs }) => {
          const { durationMs, keyframes } = runKeyframes(finishMs, pace)
          const run = layers.current.get(runner.number)?.animate(
            keyframes.map(({ offset, progress }) => ({ offset, transform: along(progress) })),
            { duration: durationMs, fill: 'both' },
          )
          if (run) run.currentTime = clock.now() - start
          return run ? [run] : []
        })
    let shownFinished = -1
    const stopFollowing = subscribeFrames((serverNow) => {
      const elapsed = serverNow - start
      // The animations run on the browser's clock; the race on the server's, which a reload may correct.
      for (const run of runs) if (Math.abs(Number(run.currentTime) - elapsed) > MAX_DRIFT_MS) run.currentTime = elapsed
      const count = finishedBy(result, instants, elapsed).length
      if (count !== shownFinished) {
        shownFinished = count
        setFinished(count)
      }
      for (const { runner, finishMs } of placed) {
        const layer = layers.current.get(runner.number)
        // Eased up after the line: its stride stops.
        if (layer && hasPulledUp(elapsed, finishMs) && !layer.hasAttribute('data-stopped')) layer.setAttribute('data-stopped', '')
      }
    })
    return () => {
      stopFollowing()
      for (const run of runs) run.cancel()
    }
  }, [subscribeFrames, clock, start, result, instants, placed, reducedMotion])

  const byNumber = new Map(runners.map((runner) => [runner.number, runner]))
  return (
    <section className="vs-race-live" data-testid="vs-race-live" data-event-id={eventId}>
      <h2>{t('virtualSports.race.live', { name })}</h2>
      <div className="vs-race-view">
        <Course theme={theme} runners={runners}>
          {placed.map(({ runner, pace, finishMs }, lane) => (
            <RunnerLayer
              key={runner.number}
              theme={theme}
              runner={runner}
              lane={lane}
              layers={layers.current}
              stopped={hasPulledUp(atLoad, finishMs)}
              // Under reduced motion a reload's render must not move the runners either.
              progress={reducedMotion ? 0 : progressAt(atLoad, finishMs, pace)}
            />
          ))}
        </Course>
        <RunningOrder race={result} instants={instants} eventId={eventId} start={start} byNumber={byNumber} timing={timing} />
      </div>
      <FinishBoard order={result.order.slice(0, finished)} field={runners.length} byNumber={byNumber} />
    </section>
  )
}

/**
 * The next race before its off: its field in the stalls, under the same frame the race will run in and
 * at the same size (the same lanes, the running order's place, a finishing board with a line a runner),
 * so the page below does not move when the race starts (nor, for the same field size, when it ends).
 */
export function RaceAtTheStart({
  event,
  runners,
  theme,
  timing,
}: {
  event: TimedEvent & { name: string }
  runners: RaceParticipants['runners']
  theme: RaceTheme
  timing: EventTiming
}) {
  const { t } = useTranslation('games')
  const byNumber = new Map(runners.map((runner) => [runner.number, runner]))
  return (
    <section className="vs-race-live vs-race-waiting" data-testid="vs-race-next" data-event-id={event.eventId}>
      <h2>
        {t('virtualSports.race.atTheStart', { name: event.name })} <Countdown until={event.startsAt} timing={timing} testId="vs-off-in" />
      </h2>
      <div className="vs-race-view">
        <Course theme={theme} runners={runners}>
          {runners.map((runner, lane) => (
            <RunnerLayer key={runner.number} theme={theme} runner={runner} lane={lane} stopped progress={0} />
          ))}
        </Course>
        <div className="vs-running">
          <h3>{t('virtualSports.race.field')}</h3>
          <ol className="vs-running-order">
            {runners.map((runner) => (
              <li key={runner.number} data-number={runner.number}>
                <span className="vs-position" />
                <RunnerBadge number={runner.number} colour={runner.colour} />
                <span className="vs-running-name">{runner.name}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
      <FinishBoard order={[]} field={runners.length} byNumber={byNumber} />
    </section>
  )
}

/** The straight and what stands beside it: the scenery, a lane a runner with its number and name, the finishing line. */
function Course({ theme, runners, children }: { theme: RaceTheme; runners: RaceParticipants['runners']; children: ReactNode }) {
  const { t } = useTranslation('games')
  return (
    <div className="vs-course" data-testid="vs-course" style={courseStyle(theme, runners.length)}>
      <Scenery theme={theme} />
      <ol className="vs-lane-labels" aria-label={t('virtualSports.race.lanes')}>
        {runners.map((runner) => (
          <li key={runner.number} className="vs-lane-label" data-testid="vs-lane-label">
            <RunnerBadge number={runner.number} colour={runner.colour} />
            <span className="vs-lane-name">{runner.name}</span>
          </li>
        ))}
      </ol>
      <div className="vs-straight" aria-hidden="true">
        <div className="vs-finish-line" data-testid="vs-finish-line" />
        {children}
      </div>
    </div>
  )
}

/** A runner in its lane, `progress` of the way to the line; `layers` is where the live race finds it to animate it. */
function RunnerLayer({
  theme,
  runner,
  lane,
  layers,
  stopped,
  progress,
}: {
  theme: RaceTheme
  runner: RaceParticipants['runners'][number]
  lane: number
  layers?: Map<number, HTMLElement>
  stopped: boolean
  progress: number
}) {
  return (
    <div
      ref={(element) => {
        if (!layers) return
        if (element) layers.set(runner.number, element)
        else layers.delete(runner.number)
      }}
      className="vs-runner"
      data-runner={runner.number}
      data-stopped={stopped ? '' : undefined}
      style={{ '--lane': lane, transform: along(progress) } as CSSProperties}
    >
      {/* The stride moves this wrapper: the browser animates an HTML element's transform off the main thread, not an SVG's. */}
      <span className="vs-runner-sprite">
        <svg viewBox={`0 0 ${RUNNER_BOX.width} ${RUNNER_BOX.height}`}>
          <theme.Runner colour={runner.colour} number={runner.number} />
        </svg>
      </span>
    </div>
  )
}

/**
 * The finishing order as runners cross the line, on a board with a line for each runner of the field
 * from the start, so that it does not grow (and push the page down) as the race ends.
 */
function FinishBoard({
  order,
  field,
  byNumber,
}: {
  order: number[]
  field: number
  byNumber: Map<number, RaceParticipants['runners'][number]>
}) {
  return (
    <ol className="vs-finish-order" aria-live="polite" data-testid="vs-finish-order" data-finished={order.length}>
      {order.map((number, position) => (
        <li key={number}>
          <span className="vs-position">{position + 1}</span>
          <RunnerBadge number={number} colour={byNumber.get(number)?.colour ?? '#64748b'} />
          {byNumber.get(number)?.name ?? number}
        </li>
      ))}
      {Array.from({ length: field - order.length }, (_, waiting) => (
        <li key={`waiting-${waiting}`} className="vs-finish-waiting" aria-hidden="true" />
      ))}
    </ol>
  )
}

/** A runner's place along its lane: its nose `progress` of the way to the line (see alongStraight), as a CSS transform. */
const along = (progress: number) => `translateX(${(alongStraight(progress) * 100).toFixed(2)}%)`

/** How far a run's animation may drift from the server's time before it is put back (a frame or two). */
const MAX_DRIFT_MS = 30

/** The theme's colours and stride, the number of lanes and where the line is, for the stylesheet. */
function courseStyle(theme: RaceTheme, lanes: number): CSSProperties {
  const { colours, stride } = theme
  return {
    '--lanes': lanes,
    '--finish': FINISH_LINE,
    '--lane-surface': colours.surface,
    '--lane-surface-alt': colours.surfaceAlt,
    '--lane-rail': colours.rail,
    '--scenery-backdrop': colours.backdrop,
    '--stride-lift': `${stride.liftPx}px`,
    '--stride-period': `${stride.periodMs}ms`,
  } as CSSProperties
}

/** What stands beside the straight: the theme's tile repeated along it, at its own size whatever the width. */
function Scenery({ theme }: { theme: RaceTheme }) {
  const tile = `vs-scenery-${useId().replace(/[^a-z0-9]/gi, '')}`
  return (
    <svg className="vs-scenery" height={SCENERY_TILE.height} aria-hidden="true">
      <defs>
        <pattern id={tile} width={SCENERY_TILE.width} height={SCENERY_TILE.height} patternUnits="userSpaceOnUse">
          <theme.Scenery />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${tile})`} />
    </svg>
  )
}

/**
 * Who leads and who follows, updated as runners pass each other: React renders this list again only
 * then, not every frame. Once the field is home it is the drawn finishing order.
 */
function RunningOrder({
  race,
  instants,
  eventId,
  start,
  byNumber,
  timing,
}: {
  race: DrawnRace
  instants: Map<number, number>
  eventId: number
  start: number
  byNumber: Map<number, RaceParticipants['runners'][number]>
  timing: EventTiming
}) {
  const { t } = useTranslation('games')
  const { serverTime, subscribeFrames } = timing
  const [order, setOrder] = useState(() => runningOrderAt(race, instants, eventId, Date.parse(serverTime) - start))
  useEffect(() => {
    let shownOrder = ''
    return subscribeFrames((serverNow) => {
      const now = runningOrderAt(race, instants, eventId, serverNow - start)
      if (now.join() !== shownOrder) {
        shownOrder = now.join()
        setOrder(now)
      }
    })
  }, [subscribeFrames, race, instants, eventId, start])
  return (
    <div className="vs-running">
      <h3>{t('virtualSports.race.runningOrder')}</h3>
      <ol className="vs-running-order" data-testid="vs-running-order">
        {order.map((number, position) => (
          <li key={number} data-number={number}>
            <span className="vs-position">{position + 1}</span>
            <RunnerBadge number={number} colour={byNumber.get(number)?.colour ?? '#64748b'} />
            <span className="vs-running-name">{byNumber.get(number)?.name ?? number}</span>
          </li>
        ))}
      </ol>
    </div>
  )
}

/** A runner's number on its colour, as on the race card. */
export function RunnerBadge({ number, colour }: { number: number; colour: string }) {
  return (
    <span className="vs-runner-badge" style={{ background: colour, color: readableTextOn(colour) }}>
      {number}
    </span>
  )
}
