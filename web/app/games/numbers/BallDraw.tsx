import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { EventTiming } from '../scheduled/use-event-schedule.ts'
import { ballsOut } from './ball-draw.ts'
import type { NumberDrawView } from '@9ja/contract'

/** A ball: its number on the colour of its ten (as lotto balls are), picked out when it is one of the player's. */
export function Ball({ number, mine = false, matched = false }: { number: number; mine?: boolean; matched?: boolean }) {
  return (
    <span
      className={`nb-ball nb-ball-${Math.min(8, Math.floor((number - 1) / 10))}${mine ? ' nb-ball-mine' : ''}${
        matched ? ' nb-ball-matched' : ''
      }`}
      data-number={number}
    >
      {number}
    </span>
  )
}

/** How many of the draw's balls are out: all once it is over, or with reduced motion; otherwise as its timestamps say. */
function useBallsShown(draw: NumberDrawView, timing: EventTiming): number {
  const count = draw.drawn?.length ?? 0
  const drawsAt = Date.parse(draw.drawsAt)
  const endsAt = Date.parse(draw.endsAt)
  const live = draw.status === 'drawing'
  const { subscribeFrames, serverTime, reducedMotion } = timing
  const allAtOnce = !live || reducedMotion
  const [shown, setShown] = useState(() => ballsOut(count, drawsAt, endsAt, Date.parse(serverTime)))
  useEffect(() => {
    if (allAtOnce) return
    // One state change per ball: the page's frame loop asks each frame, React renders only when a ball comes out.
    return subscribeFrames((now) => setShown(ballsOut(count, drawsAt, endsAt, now)))
  }, [allAtOnce, count, drawsAt, endsAt, subscribeFrames])
  // Under reduced motion never a part of the balls, not even for the first render of a draw.
  return allAtOnce ? count : shown
}

/**
 * The ball draw: the balls of the draw being drawn come out one by one at the instants its
 * timestamps give (every browser sees the same ball at the same moment), or the last draw's
 * result. The player's numbers on this draw are picked out as they come up.
 */
export function BallDraw({
  draw,
  mine,
  describe,
  timing,
}: {
  draw: NumberDrawView
  /** The numbers of the player's tickets on this draw. */
  mine: ReadonlySet<number>
  /** What a single ball says beyond its number (1 Sure: its range, odd or even, high or low). */
  describe?: (ball: number) => string
  timing: EventTiming
}) {
  const { t } = useTranslation('games')
  const shown = useBallsShown(draw, timing)
  const drawn = draw.drawn ?? []
  const live = draw.status === 'drawing'
  const out = drawn.slice(0, shown)
  return (
    <section
      className={`nb-draw${live ? ' nb-draw-live' : ''}`}
      data-testid="nb-draw"
      data-draw-id={draw.drawId}
      data-status={draw.status}
      data-shown={shown}
    >
      <h2>{t(live ? 'numbers.drawing' : 'numbers.lastDraw', { number: draw.number })}</h2>
      {draw.status === 'void' ? (
        <p className="muted">{t('numbers.void')}</p>
      ) : (
        <ol className="nb-balls" aria-live={live ? 'polite' : 'off'} data-testid="nb-draw-balls">
          {out.map((ball) => (
            <li key={ball}>
              <Ball number={ball} mine={mine.has(ball)} />
            </li>
          ))}
          {drawn.slice(shown).map((ball) => (
            <li key={`pending-${ball}`} aria-hidden="true">
              <span className="nb-ball nb-ball-pending" />
            </li>
          ))}
        </ol>
      )}
      {describe && out.length === 1 ? (
        <p className="nb-ball-says" data-testid="nb-ball-says">
          {describe(out[0]!)}
        </p>
      ) : null}
      {mine.size > 0 && out.length > 0 ? (
        <p className="small" data-testid="nb-draw-mine">
          {t('numbers.yoursDrawn', { count: out.filter((ball) => mine.has(ball)).length })}
        </p>
      ) : null}
    </section>
  )
}
