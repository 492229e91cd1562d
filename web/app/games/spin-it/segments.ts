import { SPIN_IT_SEGMENTS } from '@9ja/instant-games'

/**
 * The Spin It segments as the wheel draws them (index 0 at the top, clockwise, 15° each): the rules'
 * wheel (`@9ja/instant-games`), which the server's paytable decides results by.
 */
export const SPIN_IT_SEGMENT_LABELS = SPIN_IT_SEGMENTS.map((segment) => segment.result)

export const SEGMENT_DEGREES = 15
/** Spec section 9: the wheel comes to rest at 1800 − 15 × index − 2 degrees. */
export const finalRotation = (index: number) => 1800 - SEGMENT_DEGREES * index - 2
/** Spec section 9: the wheel turns for 8 s and the result modal opens 2 s after it stops (SPIN_IT_SPIN_MS and SPIN_IT_RESULT_DELAY_MS set them otherwise). */
export const SPEC_SPIN_TIMING = { spinMs: 8000, resultDelayMs: 2000 }
export type SpinTiming = typeof SPEC_SPIN_TIMING
