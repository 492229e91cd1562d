import type { CrashRoundState } from '@9ja/live'
import { useEffect, useRef, type CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import type { CrashSlug } from './crash-games.ts'
import { flightCurve, STAGE_HEIGHT, STAGE_WIDTH } from './flight.ts'
import type { CrashTheme } from './theme.ts'
import { crashThemeText } from './themes.ts'
import type { RoundFrame } from './use-crash-live.ts'

/**
 * The stage: the game's scenery, the flight curve, its artwork and the big multiplier. Every frame
 * is written straight to the DOM through refs from the page's one animation loop. With reduced
 * motion the artwork stays still and only the numbers change.
 */
export function CrashStage({
  slug,
  theme,
  themeName,
  round,
  growthPerMs,
  bettingWindowMs,
  subscribeFrames,
}: {
  slug: CrashSlug
  theme: CrashTheme
  /** Which theme's CSS styles the stage (`data-theme`): the game's own, or the family's default. */
  themeName: string
  round: CrashRoundState | null
  growthPerMs: number
  bettingWindowMs: number
  subscribeFrames: (listener: (frame: RoundFrame) => void) => () => void
}) {
  const { t } = useTranslation('games')
  const stage = useRef<HTMLDivElement>(null)
  const multiplier = useRef<HTMLParagraphElement>(null)
  const countdown = useRef<HTMLDivElement>(null)
  const countdownText = useRef<HTMLSpanElement>(null)
  const curve = useRef<SVGPathElement>(null)
  const rider = useRef<SVGGElement>(null)
  const phase = round?.phase ?? null

  useEffect(() => {
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)')
    let shownText = ''
    let shownProgress = -1
    return subscribeFrames((frame) => {
      if (frame.phase === 'betting') {
        const left = Math.min(1, frame.msLeft / bettingWindowMs)
        countdown.current?.style.setProperty('transform', `scaleX(${left.toFixed(4)})`)
        const seconds = (frame.msLeft / 1000).toFixed(1)
        if (countdownText.current && countdownText.current.textContent !== seconds) countdownText.current.textContent = seconds
        return
      }
      if (frame.phase !== 'flying') return
      const text = `${frame.multiplier.toFixed(2)}x`
      if (multiplier.current && text !== shownText) {
        multiplier.current.textContent = text
        shownText = text
      }
      if (reducedMotion.matches) return
      const drawn = flightCurve(frame.elapsedMs, growthPerMs)
      curve.current?.setAttribute('d', drawn.path)
      if (theme.motion === 'follow-curve')
        rider.current?.setAttribute(
          'transform',
          `translate(${drawn.tipX.toFixed(1)} ${drawn.tipY.toFixed(1)}) rotate(${(-drawn.angleDeg).toFixed(1)})`,
        )
      // Only an in-place artwork reacts to the progress: restyling the stage costs a frame's time on a phone.
      if (theme.motion === 'in-place' && Math.abs(drawn.progress - shownProgress) > 0.002) {
        stage.current?.style.setProperty('--crash-progress', drawn.progress.toFixed(3))
        shownProgress = drawn.progress
      }
    })
  }, [subscribeFrames, bettingWindowMs, growthPerMs, theme.motion])

  // A new round starts from the ground.
  useEffect(() => {
    if (phase !== 'betting') return
    curve.current?.setAttribute('d', '')
    stage.current?.style.setProperty('--crash-progress', '0')
    if (theme.motion === 'follow-curve') rider.current?.setAttribute('transform', `translate(36 ${STAGE_HEIGHT - 24})`)
  }, [phase, round?.roundId, theme.motion])

  const colours = {
    '--crash-sky-top': theme.colours.skyTop,
    '--crash-sky-bottom': theme.colours.skyBottom,
    '--crash-curve': theme.colours.curve,
    '--crash-accent': theme.colours.accent,
  } as CSSProperties
  const { Scenery, Artwork } = theme
  return (
    <div
      className="crash-stage"
      data-game={slug}
      data-theme={themeName}
      data-phase={phase ?? 'waiting'}
      data-testid="crash-stage"
      ref={stage}
      style={colours}
    >
      <svg
        className="crash-stage-art"
        viewBox={`0 0 ${STAGE_WIDTH} ${STAGE_HEIGHT}`}
        preserveAspectRatio="xMidYMid slice"
        aria-hidden="true"
      >
        <Scenery />
        <path ref={curve} className="crash-curve" d="" />
        <g ref={rider} transform={theme.motion === 'follow-curve' ? `translate(36 ${STAGE_HEIGHT - 24})` : undefined}>
          <g className="crash-artwork">
            <Artwork />
          </g>
        </g>
      </svg>
      <div className="crash-readout" aria-live="polite">
        {phase === 'betting' ? (
          <>
            <p className="crash-caption">{t('crash.stage.nextRound')}</p>
            <p className="crash-countdown-seconds">
              <span ref={countdownText} data-testid="crash-countdown" />s
            </p>
            <div className="crash-countdown" aria-hidden="true">
              <div className="crash-countdown-fill" ref={countdown} />
            </div>
          </>
        ) : phase === 'flying' ? (
          <p className="crash-multiplier" ref={multiplier} data-testid="crash-multiplier" aria-live="off">
            1.00x
          </p>
        ) : phase === 'crashed' && round?.crashPoint != null ? (
          <>
            <p className="crash-caption crash-caption-ended">{t(crashThemeText(slug, 'crashed'))}</p>
            <p className="crash-multiplier crash-multiplier-crashed" data-testid="crash-point">
              {round.crashPoint.toFixed(2)}x
            </p>
          </>
        ) : (
          <p className="crash-caption">{t('crash.stage.waiting')}</p>
        )}
      </div>
    </div>
  )
}
