import { z } from 'zod/mini'

// zod/mini (the same schemas, written as functions): this module runs in every crash game page, where
// zod's full build costs about 24 KiB of compressed script and the mini core about 15 (the page 149.5 -> 140.9 KiB).

/**
 * What the crash games say live, from the wallet-service (round runner, bet and cash-out handlers)
 * through the event bus to every web instance and on to the browsers. Amounts are naira, multipliers
 * are numbers with two decimals (2.35 = 2.35x), times are ISO strings of the server's clock.
 * Publishers keep each event under 7,000 bytes (PostgreSQL NOTIFY carries 8,000): lists are sent in
 * chunks of at most MAX_LIST_PER_EVENT entries.
 */
export const MAX_LIST_PER_EVENT = 50
/** The public state lists at most this many bets of a round (the first placed); counts cover them all. */
export const MAX_LISTED_BETS = 200
/** Crash points kept in a round's history, newest first. */
export const HISTORY_LENGTH = 20

/** A bet as every viewer sees it: the player's name masked ("Ch***u"). */
export const publicBet = z.object({
  betId: z.int(),
  player: z.string(),
  amount: z.number(),
  autoCashOut: z.nullable(z.number()),
  cashedOutAt: z.nullable(z.number()),
  win: z.nullable(z.number()),
})
export type PublicBet = z.infer<typeof publicBet>

export const crashPhase = z.enum(['betting', 'flying', 'crashed'])

/**
 * A round's bets not cancelled (all of them, listed or not) and their stakes, as of the bet or
 * cancel statement numbered `totalsVersion` (counting up from 0 at the round's opening): a viewer
 * keeps the totals of the highest version it has seen, so they are exact whatever overlaps or
 * arrives late.
 */
const roundTotals = { betCount: z.int(), totalStake: z.number(), totalsVersion: z.int() }
export type CrashPhase = z.infer<typeof crashPhase>

/** The round as `GET /games/crash/{slug}/round` answers it and as the live channel sends it on connect. */
export const crashRoundState = z.object({
  game: z.string(),
  roundId: z.int(),
  phase: crashPhase,
  bettingEndsAt: z.string(),
  startedAt: z.nullable(z.string()),
  /** Only once crashed. */
  crashPoint: z.nullable(z.number()),
  /** The round's chain link, only once crashed. */
  hash: z.nullable(z.string()),
  /** Last crash points of the game, newest first (this round's included once it crashed). */
  history: z.array(z.number()),
  bets: z.array(publicBet),
  ...roundTotals,
  /** The server's clock when this state was produced, so a browser can correct its own. */
  serverTime: z.string(),
})
export type CrashRoundState = z.infer<typeof crashRoundState>

export const cashOutReason = z.enum(['player', 'auto', 'max-win', 'round-cap'])
const eventBase = { game: z.string(), roundId: z.int(), at: z.string() }

export const crashEvent = z.discriminatedUnion('type', [
  /** A new round takes bets until bettingEndsAt. */
  z.object({ type: z.literal('round-opened'), ...eventBase, bettingEndsAt: z.string(), history: z.array(z.number()) }),
  /** Bets of one statement (in chunks), with the round's totals after it. */
  z.object({ type: z.literal('bets-placed'), ...eventBase, bets: z.array(publicBet), ...roundTotals }),
  /** Bets withdrawn by their players before the flight (stakes refunded), with the round's totals after. */
  z.object({ type: z.literal('bets-cancelled'), ...eventBase, betIds: z.array(z.int()), ...roundTotals }),
  z.object({ type: z.literal('round-started'), ...eventBase, startedAt: z.string() }),
  z.object({
    type: z.literal('cashed-out'),
    ...eventBase,
    cashouts: z.array(z.object({ betId: z.int(), multiplier: z.number(), win: z.number(), reason: cashOutReason })),
  }),
  z.object({ type: z.literal('round-crashed'), ...eventBase, crashPoint: z.number(), hash: z.string(), crashedAt: z.string() }),
])
export type CrashEvent = z.infer<typeof crashEvent>

/** The bus channel of one crash game's events. */
export const crashChannel = (slug: string) => `crash.${slug}`
