import { z } from 'zod'

/**
 * The number games' answers (`GET /games/numbers/...`), for the web app's loaders that check them and its
 * pages that show them. Amounts are naira numbers.
 */

const isoTime = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'an ISO time')

/** A draw as every answer shows it: its numbers from its draw time (in the order drawn), its link once it is over. */
export const numberDraw = z.object({
  drawId: z.number().int().positive(),
  /** What players read ("Draw 12"): its place among the game's own draws (ids are shared by every game). */
  number: z.number().int().positive(),
  status: z.enum(['open', 'closed', 'drawing', 'finished', 'void']),
  closesAt: isoTime,
  drawsAt: isoTime,
  endsAt: isoTime,
  drawn: z.array(z.number().int().positive()).nullable(),
  fairness: z.object({ commitment: z.string(), chainIndex: z.number().int(), link: z.string().optional() }),
})
export type NumberDrawView = z.infer<typeof numberDraw>

/** A bet kind with the paytable and RTP in force: what the rules table states. */
const betKind = z.object({
  kind: z.string(),
  label: z.string(),
  picks: z.object({ min: z.number().int(), max: z.number().int() }),
  against: z.object({ min: z.number().int(), max: z.number().int() }).optional(),
  /** Numbers in one line: what the paytable's matches count out of. */
  lineSize: z.number().int(),
  paytable: z.array(z.object({ matches: z.number().int(), multiplier: z.number() })),
  jackpot: z.object({ matches: z.number().int() }).optional(),
  rtp: z.number(),
})
export type BetKindView = z.infer<typeof betKind>

/** The stake of one line, and the most one draw may pay (the liability cap). */
const drawLimits = z.object({ minStake: z.number(), maxStake: z.number(), maxLiability: z.number() })
export type DrawLimitsView = z.infer<typeof drawLimits>

/** Jackpot Game's pool now, its floor (naira) and the share of every stake paid into it (0.2 = 20%). */
const jackpot = z.object({ pool: z.number(), floor: z.number(), share: z.number() })
export type JackpotView = z.infer<typeof jackpot>

/**
 * `GET /games/numbers/{slug}/draws`: the next draw still taking bets (null ids when none), the draws
 * ahead, the one being drawn, the latest results, the bet kinds and limits, the server's time and
 * the Jackpot Game's pool.
 */
export const numberDraws = z.object({
  drawId: z.number().int().positive().nullable(),
  closesAt: isoTime.nullable(),
  drawsAt: isoTime.nullable(),
  upcoming: z.array(numberDraw),
  current: numberDraw.nullable(),
  recent: z.array(numberDraw),
  /** The rule set the game plays (@9ja/number-games' NUMBER_GAME_RULES), which the ticket builder and the rules read. */
  rules: z.string(),
  betKinds: z.array(betKind),
  limits: drawLimits,
  serverTime: isoTime,
  jackpot: jackpot.optional(),
})
export type NumberDrawsView = z.infer<typeof numberDraws>

/** `GET /games/numbers/{slug}/frequency`: how often each ball came up over the last `draws` finished draws. */
export const numberFrequency = z.object({
  draws: z.number().int().nonnegative(),
  numbers: z.array(z.object({ number: z.number().int().positive(), count: z.number().int().nonnegative() })),
})
export type NumberFrequencyView = z.infer<typeof numberFrequency>

/** `GET /games/numbers/{slug}/draws/{drawId}`: one draw with what verifies it (once over, the link it hashes to). */
export const numberDrawDetails = numberDraw.extend({
  game: z.string(),
  /** The rule set the game plays: how /fairness redraws its numbers. */
  rules: z.string(),
  fairness: z.object({
    commitment: z.string(),
    chainIndex: z.number().int(),
    link: z.string().optional(),
    hashesTo: z.string().nullish(),
  }),
})
export type NumberDrawDetailsView = z.infer<typeof numberDrawDetails>
