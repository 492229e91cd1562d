import { z } from 'zod'
import { translatorFor } from '#app/forms/forms.server.ts'
import { defaultLanguage } from '#app/i18n/config.ts'
import { getServerI18n } from '#app/i18n/i18n.server.ts'
import { getRequestContext } from '#app/utils/request-context.server.ts'
import { walletApi, walletMessage } from '#app/utils/wallet-api.server.ts'
import type { GameListItem } from './catalog.ts'
import { getLogger } from '#app/utils/logger.server.ts'

/**
 * The games calls to wallet-service, made only from loaders and actions (the token never reaches
 * the browser). Answers are parsed with zod; a non-200 keeps the service's message for the toast.
 */
export type GameAnswer<T> = { status: number; message: string; data: T | null }

/**
 * Spec: what a player sees when a game call fails for any reason the wallet-service does not explain
 * ("An error occurred. Please try again."), in the language of the request being answered.
 */
export async function gameErrorMessage(): Promise<string> {
  const language = getRequestContext()?.language ?? defaultLanguage
  const i18n = await getServerI18n(language, ['games'])
  return i18n.getFixedT(language, 'games')('exception')
}

/** A game action's answer to a request with no session, and to a stake its form refused, in the request's language. */
export async function gameRefusal(request: Request, status: 400 | 401, key: string): Promise<GameAnswer<never>> {
  const t = await translatorFor(request, 'games')
  return { status, message: t(key), data: null }
}

const retryableAnswer = z.object({ code: z.string(), retryable: z.literal(true), message: z.string() })

/**
 * One games call through the shared client (the betting area's too); the answer's shape is checked with zod. A 5xx
 * answer keeps its message only when the service marks it retryable for the player (503 GAME_BUSY:
 * "Too many spins at once..."); any other failure is the spec's exception message, never the
 * service's internals.
 */
export async function call<T>(
  path: string,
  body: Record<string, unknown> | null,
  token: string | undefined,
  schema: z.ZodType<T>,
): Promise<GameAnswer<T>> {
  const answer = await walletApi<unknown>(path, body, token ? { token } : {})
  if (answer.status >= 500) {
    const retryable = retryableAnswer.safeParse(answer.data)
    return { status: answer.status, message: retryable.success ? retryable.data.message : await gameErrorMessage(), data: null }
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
    getLogger().error({ err: error }, `${path} failed`)
    return { status: 502, message: await gameErrorMessage(), data: null }
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
    maxRoundStakes: z.number().optional(),
    maxAutoCashOut: z.number().optional(),
    maxPayoutPerMarket: z.number().optional(),
    maxBets: z.number().optional(),
    maxSelections: z.number().optional(),
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

/*
 * The crash games (docs: /work interfaces of issue 11): the public game and round reads, and the
 * player's bet, cash-out, cancel and bet list. Refusals keep the service's `code` so the game can
 * tell a bet for the next round (BETS_CLOSED) from one it must give up.
 */
const crashLimits = z.object({
  minBet: z.number(),
  maxBet: z.number(),
  maxWinPerBet: z.number(),
  maxRoundPayout: z.number(),
  maxRoundStakes: z.number(),
  maxAutoCashOut: z.number(),
})
const crashGameInfo = z.object({
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

export function crashGame(slug: string) {
  return call(`/games/crash/${encodeURIComponent(slug)}`, null, undefined, z.object({ data: crashGameInfo }))
}

const crashRoundSummary = z.object({ roundId: z.number(), crashPoint: z.number(), hash: z.string(), crashedAt: z.string() })
export type CrashRoundSummary = z.infer<typeof crashRoundSummary>
export function crashRounds(slug: string, limit = 20) {
  return call(
    `/games/crash/${encodeURIComponent(slug)}/rounds?limit=${limit}`,
    null,
    undefined,
    z.object({ data: z.array(crashRoundSummary) }),
  )
}

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
export type CrashTopWinPeriod = 'day' | 'month'
/** A crash game's largest cash-outs of the Lagos day or month, largest first. */
export function crashTopWins(slug: string, period: CrashTopWinPeriod) {
  return call(
    `/games/crash/${encodeURIComponent(slug)}/top-wins?period=${period}`,
    null,
    undefined,
    z.object({ data: z.object({ period: z.enum(['day', 'month']), wins: z.array(crashTopWin) }) }),
  )
}

const crashRoundProof = z.object({
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
export function crashRoundProofOf(slug: string, roundId: number) {
  return call(`/games/crash/${encodeURIComponent(slug)}/rounds/${roundId}`, null, undefined, z.object({ data: crashRoundProof }))
}

/** A crash call's answer: `data` on success, the service's refusal `code` otherwise. */
const crashAnswer = <T extends z.ZodType>(data: T) => z.object({ data: data.optional(), code: z.string().optional() })

const crashBetPlaced = z.object({ betId: z.number(), roundId: z.number(), slot: z.number() })
export type CrashBetPlaced = z.infer<typeof crashBetPlaced>
export function placeCrashBet(
  token: string,
  bet: { game: string; amount: number; autoCashOut: number | null; slot: 0 | 1; idempotencyKey: string },
) {
  const { autoCashOut, ...rest } = bet
  return call('/agent/crash/bet', autoCashOut === null ? rest : { ...rest, autoCashOut }, token, crashAnswer(crashBetPlaced))
}

const crashCashedOut = z.object({ multiplier: z.number(), amountWon: z.number() })
export type CrashCashedOut = z.infer<typeof crashCashedOut>
export function cashOutCrashBet(token: string, betId: number) {
  return call('/agent/crash/cashout', { betId }, token, crashAnswer(crashCashedOut))
}

export function cancelCrashBet(token: string, betId: number) {
  return call('/agent/crash/cancel', { betId }, token, crashAnswer(z.object({ betId: z.number(), refunded: z.number() })))
}

const crashPlayerBet = z.object({
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
/** The player's latest bets in one crash game, or in all five when `game` is null (My Bets). */
export function crashBetsOf(token: string, game: string | null, limit = 20) {
  return call('/agent/crash/my-bets', game === null ? { limit } : { game, limit }, token, crashAnswer(z.array(crashPlayerBet)))
}
