import { msToReach, multiplierAt, payoutKobo } from '@9ja/fairness'

/**
 * The flight as the browser draws it: the multiplier from the round's start by the server's clock,
 * the colour band of a crash point, the cash-out a bet would get now, and the curve on the stage.
 */

/** The multiplier of a flight that started at `startedAt` (ISO, server clock) at server time `serverNow`. */
export function flightMultiplier(startedAt: string, serverNow: number, growthPerMs: number): number {
  return multiplierAt(serverNow - Date.parse(startedAt), growthPerMs)
}

/** The colour band of a crash point, as the history chips show it. */
export type MultiplierBand = 'low' | 'mid' | 'high'
export function multiplierBand(multiplier: number): MultiplierBand {
  if (multiplier < 2) return 'low'
  return multiplier < 10 ? 'mid' : 'high'
}

/** What a stake (naira) cashed out at `multiplier` pays in naira: floor to the kobo, as the server pays. */
export function cashOutAmount(stake: number, multiplier: number): number {
  const x100 = Math.floor(multiplier * 100 + 1e-9)
  return Number(payoutKobo(BigInt(Math.round(stake * 100)), x100)) / 100
}

/** The stage's drawing area, in SVG units. */
export const STAGE_WIDTH = 400
export const STAGE_HEIGHT = 220
const CURVE_POINTS = 32

export type FlightCurve = { path: string; tipX: number; tipY: number; angleDeg: number; progress: number }

/**
 * The flight's curve from its start to `elapsedMs`, scaled so the whole flight fits: the time axis
 * shows at least the time to 2x and the multiplier axis at least up to 2x, both growing with the flight.
 * `progress` (0..1) says how far up the stage the flight has climbed, for the artwork.
 */
export function flightCurve(elapsedMs: number, growthPerMs: number): FlightCurve {
  const elapsed = Math.max(0, elapsedMs)
  const timeSpan = Math.max(msToReach(200, growthPerMs), elapsed * 1.15)
  const peak = multiplierAt(elapsed, growthPerMs)
  const multiplierSpan = Math.max(1, peak * 1.25 - 1)
  const pointAt = (t: number) => {
    const x = (t / timeSpan) * STAGE_WIDTH
    const y = STAGE_HEIGHT - ((multiplierAt(t, growthPerMs) - 1) / multiplierSpan) * STAGE_HEIGHT
    return [x, y] as const
  }
  let path = `M0 ${STAGE_HEIGHT}`
  for (let i = 1; i <= CURVE_POINTS; i++) {
    const [x, y] = pointAt((elapsed * i) / CURVE_POINTS)
    path += ` L${x.toFixed(1)} ${y.toFixed(1)}`
  }
  const [tipX, tipY] = pointAt(elapsed)
  const [beforeX, beforeY] = pointAt(Math.max(0, elapsed - 400))
  const angleDeg = tipX === beforeX ? 0 : (Math.atan2(beforeY - tipY, tipX - beforeX) * 180) / Math.PI
  return { path, tipX, tipY, angleDeg, progress: 1 - tipY / STAGE_HEIGHT }
}
