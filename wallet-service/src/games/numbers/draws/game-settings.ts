import { z } from 'zod'
import { JACKPOT_SHARE_BP_RANGE } from '@9ja/number-games'
import { cadenceSettings, playsWithinInterval } from '../../scheduled/settings.ts'

/** An amount of money in kobo (JSON numbers: exact up to ₦90 trillion). */
const kobo = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)

/** What every number game is set by: its draws' cadence, and the stakes and liability one draw takes. */
const drawSettings = {
  ...cadenceSettings,
  /** How long a draw is played (the animated balls) before its numbers are final and its bets settle. */
  drawMs: z.number().int().min(1000).max(3_600_000),
  /** Draws scheduled and open for betting in advance. */
  drawsAhead: z.number().int().min(1).max(20),
  /** The most a draw may owe: the sum of its bets' largest possible payouts (1 Sure: for the worst number drawn). */
  maxLiabilityKobo: kobo,
}

/** Perfect Guess, 1 Sure and Millionaire Kendo: any stake per line between the two limits. */
export const numberDrawSettings = playsWithinInterval(
  z.object({
    ...drawSettings,
    /** Smallest stake of one line. */
    minStakeKobo: kobo,
    /** Largest stake of one line. */
    maxStakeKobo: kobo,
  }),
  'drawMs',
).refine((settings) => settings.minStakeKobo <= settings.maxStakeKobo, { message: 'must not exceed maxStakeKobo', path: ['minStakeKobo'] })
export type NumberDrawSettings = z.infer<typeof numberDrawSettings>

/**
 * Jackpot Game: every line costs the same (`lineStakeKobo`; the pool is shared per winning line), so
 * its stake limits are that stake. `jackpotShareBp` of every stake goes to the pool, which never
 * shows less than `jackpotFloorKobo` (the house tops it up).
 */
export const jackpotGameSettings = playsWithinInterval(
  z.object({
    ...drawSettings,
    lineStakeKobo: kobo,
    /** The share of every stake paid into the pool, in basis points (2000 = 20%), within what keeps the stated RTP 85% to 95%. */
    jackpotShareBp: z.number().int().min(JACKPOT_SHARE_BP_RANGE.min).max(JACKPOT_SHARE_BP_RANGE.max),
    jackpotFloorKobo: kobo,
  }),
  'drawMs',
).transform((settings) => ({ ...settings, minStakeKobo: settings.lineStakeKobo, maxStakeKobo: settings.lineStakeKobo }))
export type JackpotGameSettings = z.infer<typeof jackpotGameSettings>
/** Jackpot Game's settings as its definition and NUMBER_GAME_SETTINGS give them (its stake limits follow its line stake). */
export type JackpotGameDefaults = Omit<JackpotGameSettings, 'minStakeKobo' | 'maxStakeKobo'>

export type NumberGameSettings = NumberDrawSettings | JackpotGameSettings
