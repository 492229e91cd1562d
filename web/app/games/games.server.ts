import { z } from 'zod'
import { walletApi, walletMessage } from '#app/utils/wallet-api.server.ts'
import type { GameListItem } from './catalog.ts'

/**
 * The games calls to wallet-service, made only from loaders and actions (the token never reaches
 * the browser). Answers are parsed with zod; a non-200 keeps the service's message for the toast.
 */
export type GameAnswer<T> = { status: number; message: string; data: T | null }

/** Spec: what a player sees when a game call fails for any reason the wallet-service does not explain. */
export const GAME_ERROR_MESSAGE = 'An error occurred. Please try again.'

const retryableAnswer = z.object({ code: z.string(), retryable: z.literal(true), message: z.string() })

/**
 * One wallet-service call through the shared client; the answer's shape is checked with zod. A 5xx
 * answer keeps its message only when the service marks it retryable for the player (503 GAME_BUSY:
 * "Too many spins at once..."); any other failure is the spec's exception message, never the
 * service's internals.
 */
async function call<T>(
  path: string,
  body: Record<string, unknown> | null,
  token: string | undefined,
  schema: z.ZodType<T>,
): Promise<GameAnswer<T>> {
  const answer = await walletApi<unknown>(path, body, token ? { token } : {})
  if (answer.status >= 500) {
    const retryable = retryableAnswer.safeParse(answer.data)
    return { status: answer.status, message: retryable.success ? retryable.data.message : GAME_ERROR_MESSAGE, data: null }
  }
  const message = walletMessage(answer) ?? ''
  const parsed = schema.safeParse(answer.data)
  if (answer.status !== 200) return { status: answer.status, message, data: parsed.success ? parsed.data : null }
  if (!parsed.success) throw new Error(`wallet-service answered ${path} in an unexpected shape`)
  return { status: answer.status, message, data: parsed.data }
}

/**
 * For the games' resource routes: the answer `work` gives, or, when the call could not be made or
 * understood (wallet-service down, too slow, not JSON, unexpected shape), the spec's exception
 * message with status 502, the failure logged here. Redirects and other Responses pass through.
 */
export async function answerOrGameError<T extends { status: number; message: string }>(
  path: string,
  work: () => Promise<T>,
): Promise<T | { status: 502; message: string; data: null }> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof Response) throw error
    console.error(`${path} failed`, error)
    return { status: 502, message: GAME_ERROR_MESSAGE, data: null }
  }
}

const gameListSchema = z.object({
  data: z.array(z.object({ gameId: z.number(), gameTitle: z.string(), thumbnail: z.string(), type: z.string(), sub_type: z.string() })),
})
export async function fetchGameList(): Promise<GameListItem[]> {
  const answer = await call('/xpress/live/game-list', null, undefined, gameListSchema)
  if (!answer.data) throw new Error(answer.message || `game list answered ${answer.status}`)
  return answer.data.data
}

export function launchGame(token: string, gameId: string, deviceType: 'mobile' | 'desktop') {
  return call('/xpress/live/launcher-url', { gameId, deviceType }, token, z.object({ launcherUrl: z.string() }))
}

export function redeemLaunch(token: string, launchToken: string) {
  return call(
    '/games/launch/redeem',
    { launchToken },
    token,
    z.object({ data: z.object({ gameId: z.number(), slug: z.string(), gameTitle: z.string() }) }),
  )
}

const spinItData = z.object({ index: z.number(), result: z.string(), amountWon: z.number(), freeSpin: z.boolean().optional() })
export type SpinItData = z.infer<typeof spinItData>
export function spinIt(token: string, betAmount: string, idempotencyKey: string) {
  return call('/agent/spin-multiplier', { betAmount, idempotencyKey }, token, z.object({ data: spinItData }))
}

export const rouletteBet = z.object({
  type: z.enum(['straight', 'colour', 'parity', 'range', 'dozen', 'sector']),
  selection: z.union([z.string(), z.number()]),
  amount: z.number().int().positive(),
})
export type RouletteBet = z.infer<typeof rouletteBet>
const rouletteData = z.object({
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
export type RouletteData = z.infer<typeof rouletteData>
export function spinRoulette(token: string, bets: RouletteBet[], idempotencyKey: string) {
  return call('/games/roulette/spin', { bets, idempotencyKey }, token, z.object({ data: rouletteData }))
}

const gameInfo = z.object({
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
    maxAutoCashOut: z.number().optional(),
    maxPayoutPerMarket: z.number().optional(),
    maxBets: z.number().optional(),
  }),
})
export type GameInfo = z.infer<typeof gameInfo>
/** A game's rules, stated RTP and limits in force, for its page's how-to-play panel (no token). */
export function fetchGameInfo(slug: string) {
  return call(`/games/${encodeURIComponent(slug)}`, null, undefined, z.object({ data: gameInfo }))
}

const seedView = z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number() })
export type SeedView = z.infer<typeof seedView>
const roundView = z.object({
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

export function currentSeed(token: string) {
  return call('/games/fairness/seed', {}, token, z.object({ data: seedView }))
}
export function setClientSeed(token: string, clientSeed: string) {
  return call('/games/fairness/client-seed', { clientSeed }, token, z.object({ data: seedView }))
}
export function rotateSeed(token: string) {
  return call(
    '/games/fairness/rotate',
    {},
    token,
    z.object({
      data: z.object({ previous: z.object({ serverSeed: z.string(), serverSeedHash: z.string() }).nullable(), current: seedView }),
    }),
  )
}
export function listRounds(token: string, limit = 50) {
  return call('/games/fairness/rounds', { limit }, token, z.object({ data: z.array(roundView) }))
}
