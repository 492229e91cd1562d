import { z } from 'zod'

/** One crash game's parameters: defaults in its definition, overridden by CRASH_GAME_SETTINGS. */
export const crashGameSettings = z
  .object({
    /** How long a round takes bets before the flight. */
    bettingWindowMs: z.number().int().min(100).max(120_000),
    /** Pause between a crash and the next round's betting window. */
    pauseMs: z.number().int().min(0).max(60_000),
    /** The flight's growth: multiplier = e^(growthPerMs x elapsed ms). */
    growthPerMs: z.number().positive().max(0.01),
    /** Return to player in basis points (9700 = 97%). */
    rtpBasisPoints: z.number().int().min(5000).max(9900),
    /** Smallest stake of one bet, naira. */
    minBet: z.number().int().min(1),
    /** Largest stake of one bet, naira. */
    maxBet: z.number().int().min(1),
    /** Largest win of one bet, naira: a bet is cashed out automatically when it reaches it. */
    maxWinPerBet: z.number().int().min(1),
    /** Largest sum of wins of one round, naira: past it everyone still in is cashed out. */
    maxRoundPayout: z.number().int().min(1),
    /** Highest auto cash-out a player may ask for (a multiplier, e.g. 10000). */
    maxAutoCashOut: z.number().min(1.01).max(1_000_000),
    /** Links of a new hash chain (rounds it lasts). */
    chainLength: z.number().int().min(1).max(10_000_000),
  })
  .refine((settings) => settings.minBet <= settings.maxBet, { message: 'minBet is above maxBet' })
  .refine((settings) => settings.maxBet <= settings.maxRoundPayout, { message: 'maxBet is above maxRoundPayout' })
  // The largest bet must be able to win something before its max win cashes it out (1.01x at least).
  .refine((settings) => settings.maxWinPerBet * 100 >= settings.maxBet * 101, { message: 'maxWinPerBet is below 1.01 x maxBet' })
export type CrashGameSettings = z.infer<typeof crashGameSettings>
