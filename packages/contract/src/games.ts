import { z } from 'zod'

/*
 * The games' answers: the lobby and launcher, the instant games, the seed pair and its rounds, the
 * crash games, and the latest big wins.
 */

/** One line of the lobby's game list (spec: GET /xpress/live/game-list; `sub_type` is the spec's spelling). */
const gameListItem = z.object({
  gameId: z.number(),
  gameTitle: z.string(),
  thumbnail: z.string(),
  type: z.string(),
  sub_type: z.string(),
  slug: z.string(),
})
export type GameListItem = z.infer<typeof gameListItem>
export const gameList = z.object({ data: z.array(gameListItem) })

/** Spec: POST /xpress/live/launcher-url answers the address at the top level. */
export const launcherUrl = z.object({ launcherUrl: z.string() })
export const redeemedLaunch = z.object({ gameId: z.number(), slug: z.string(), gameTitle: z.string() })

export const spinItData = z.object({ index: z.number(), result: z.string(), amountWon: z.number(), freeSpin: z.boolean().optional() })

export const rouletteBet = z.object({
  type: z.enum(['straight', 'colour', 'parity', 'range', 'dozen', 'sector']),
  selection: z.union([z.string(), z.number()]),
  amount: z.number().int().positive(),
})
export type RouletteBet = z.infer<typeof rouletteBet>
export const rouletteData = z.object({
  roundId: z.number(),
  number: z.number(),
  colour: z.enum(['red', 'black', 'green']),
  bets: z.array(
    z.object({
      type: z.string(),
      selection: z.union([z.string(), z.number()]),
      amount: z.number(),
      stake: z.number(),
      odds: z.string(),
      won: z.number(),
    }),
  ),
  totalStake: z.number(),
  totalWon: z.number(),
})

/** A game's rules, stated RTP and limits in force (GET /games/{slug}). */
export const gameInfo = z.object({
  gameId: z.number(),
  slug: z.string(),
  title: z.string(),
  family: z.enum(['instant', 'shared-round', 'scheduled-event']),
  theme: z.string(),
  rules: z.array(z.string()),
  rtp: z.number(),
  limits: z.object({
    minBet: z.number().optional(),
    maxBet: z.number().optional(),
    maxWinPerBet: z.number().optional(),
    maxRoundPayout: z.number().optional(),
    maxRoundStakes: z.number().optional(),
    maxAutoCashOut: z.number().optional(),
    maxPayoutPerMarket: z.number().optional(),
    maxBets: z.number().optional(),
    maxSelections: z.number().optional(),
  }),
})
export type GameInfo = z.infer<typeof gameInfo>

export const seedView = z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number() })
export const rotatedSeed = z.object({
  previous: z.object({ serverSeed: z.string(), serverSeedHash: z.string() }).nullable(),
  current: seedView,
})
export const roundView = z.object({
  roundId: z.number(),
  game: z.string(),
  createdAt: z.string(),
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number(),
  outcome: z.record(z.string(), z.unknown()),
  stake: z.number(),
  amountWon: z.number(),
  freeRound: z.boolean(),
})
export type RoundView = z.infer<typeof roundView>

const crashLimits = z.object({
  minBet: z.number(),
  maxBet: z.number(),
  maxWinPerBet: z.number(),
  maxRoundPayout: z.number(),
  maxRoundStakes: z.number(),
  maxAutoCashOut: z.number(),
})
export const crashGameInfo = z.object({
  slug: z.string(),
  title: z.string(),
  rtp: z.number(),
  growthPerMs: z.number(),
  bettingWindowMs: z.number(),
  pauseMs: z.number(),
  limits: crashLimits,
  /** The game's newest hash chain; null before its first round. */
  chain: z.object({ chainId: z.number(), commitment: z.string(), length: z.number(), createdAt: z.string() }).nullable(),
})
export type CrashGameInfo = z.infer<typeof crashGameInfo>

export const crashRoundSummary = z.object({ roundId: z.number(), crashPoint: z.number(), hash: z.string(), crashedAt: z.string() })
export type CrashRoundSummary = z.infer<typeof crashRoundSummary>

const crashTopWin = z.object({
  betId: z.number(),
  roundId: z.number(),
  player: z.string(),
  amount: z.number(),
  multiplier: z.number(),
  win: z.number(),
  at: z.string(),
})
export type CrashTopWin = z.infer<typeof crashTopWin>
const crashTopWinPeriod = z.enum(['day', 'month'])
export type CrashTopWinPeriod = z.infer<typeof crashTopWinPeriod>
export const crashTopWins = z.object({ period: crashTopWinPeriod, wins: z.array(crashTopWin) })

export const crashRoundProof = z.object({
  roundId: z.number(),
  game: z.string(),
  crashPoint: z.number(),
  hash: z.string(),
  nextHash: z.string(),
  chainId: z.number(),
  chainIndex: z.number(),
  commitment: z.string(),
  rtp: z.number(),
  rtpBasisPoints: z.number(),
  growthPerMs: z.number(),
  startedAt: z.string(),
  crashedAt: z.string(),
  bettingEndsAt: z.string(),
})
export type CrashRoundProof = z.infer<typeof crashRoundProof>

export const crashBetPlaced = z.object({ betId: z.number(), roundId: z.number(), slot: z.number() })
export type CrashBetPlaced = z.infer<typeof crashBetPlaced>
export const crashCashedOut = z.object({ multiplier: z.number(), amountWon: z.number() })
export type CrashCashedOut = z.infer<typeof crashCashedOut>
export const crashCancelled = z.object({ betId: z.number(), refunded: z.number() })
export const crashPlayerBet = z.object({
  betId: z.number(),
  game: z.string(),
  roundId: z.number(),
  slot: z.number(),
  amount: z.number(),
  autoCashOut: z.number().nullable(),
  multiplier: z.number().nullable(),
  amountWon: z.number(),
  status: z.enum(['open', 'cashed-out', 'lost', 'void']),
  crashPoint: z.number().nullable(),
  placedAt: z.string(),
})
export type CrashPlayerBet = z.infer<typeof crashPlayerBet>

/** The newest wins of at least the site's threshold, names masked (GET /games/wins/recent). */
const recentWin = z.object({ name: z.string(), amount: z.number(), game: z.string(), at: z.string() })
export type RecentWin = z.infer<typeof recentWin>
export const recentWins = z.object({ wins: z.array(recentWin) })
