import { z } from 'zod'
import { defaultLanguage } from '#app/i18n/config.ts'
import { getServerI18n } from '#app/i18n/i18n.server.ts'
import { getRequestContext } from '#app/utils/request-context.server.ts'
import { walletApi, walletMessage } from '#app/utils/wallet-api.server.ts'
import {
  crashBetPlaced,
  crashCancelled,
  crashCashedOut,
  crashGameInfo,
  crashPlayerBet,
  crashRoundProof,
  crashRoundSummary,
  crashTopWins as crashTopWinsAnswer,
  dataAnswer,
  gameInfo,
  gameList,
  launcherUrl,
  redeemedLaunch,
  refusableAnswer,
  rotatedSeed,
  rouletteData,
  roundView,
  seedView,
  spinItData,
  type CrashTopWinPeriod,
  type GameListItem,
  type RouletteBet,
} from '@9ja/contract'
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

export async function fetchGameList(): Promise<GameListItem[]> {
  const answer = await call('/xpress/live/game-list', null, undefined, gameList)
  if (!answer.data) throw new Error(answer.message || `game list answered ${answer.status}`)
  return answer.data.data
}

export function launchGame(token: string, gameId: string, deviceType: 'mobile' | 'desktop') {
  return call('/xpress/live/launcher-url', { gameId, deviceType }, token, launcherUrl)
}

export function redeemLaunch(token: string, launchToken: string) {
  return call('/games/launch/redeem', { launchToken }, token, dataAnswer(redeemedLaunch))
}

export function spinIt(token: string, betAmount: string, idempotencyKey: string) {
  return call('/agent/spin-multiplier', { betAmount, idempotencyKey }, token, dataAnswer(spinItData))
}

export function spinRoulette(token: string, bets: RouletteBet[], idempotencyKey: string) {
  return call('/games/roulette/spin', { bets, idempotencyKey }, token, dataAnswer(rouletteData))
}

/** A game's rules, stated RTP and limits in force, for its page's how-to-play panel (no token). */
export function fetchGameInfo(slug: string) {
  return call(`/games/${encodeURIComponent(slug)}`, null, undefined, dataAnswer(gameInfo))
}

export function currentSeed(token: string) {
  return call('/games/fairness/seed', {}, token, dataAnswer(seedView))
}
export function setClientSeed(token: string, clientSeed: string) {
  return call('/games/fairness/client-seed', { clientSeed }, token, dataAnswer(seedView))
}
export function rotateSeed(token: string) {
  return call('/games/fairness/rotate', {}, token, dataAnswer(rotatedSeed))
}
export function listRounds(token: string, limit = 50) {
  return call('/games/fairness/rounds', { limit }, token, dataAnswer(z.array(roundView)))
}

/*
 * The crash games (docs: /work interfaces of issue 11): the public game and round reads, and the
 * player's bet, cash-out, cancel and bet list. Refusals keep the service's `code` so the game can
 * tell a bet for the next round (BETS_CLOSED) from one it must give up.
 */
export function crashGame(slug: string) {
  return call(`/games/crash/${encodeURIComponent(slug)}`, null, undefined, dataAnswer(crashGameInfo))
}

export function crashRounds(slug: string, limit = 20) {
  return call(`/games/crash/${encodeURIComponent(slug)}/rounds?limit=${limit}`, null, undefined, dataAnswer(z.array(crashRoundSummary)))
}

/** A crash game's largest cash-outs of the Lagos day or month, largest first. */
export function crashTopWins(slug: string, period: CrashTopWinPeriod) {
  return call(`/games/crash/${encodeURIComponent(slug)}/top-wins?period=${period}`, null, undefined, dataAnswer(crashTopWinsAnswer))
}

export function crashRoundProofOf(slug: string, roundId: number) {
  return call(`/games/crash/${encodeURIComponent(slug)}/rounds/${roundId}`, null, undefined, dataAnswer(crashRoundProof))
}

export function placeCrashBet(
  token: string,
  bet: { game: string; amount: number; autoCashOut: number | null; slot: 0 | 1; idempotencyKey: string },
) {
  const { autoCashOut, ...rest } = bet
  return call('/agent/crash/bet', autoCashOut === null ? rest : { ...rest, autoCashOut }, token, refusableAnswer(crashBetPlaced))
}

export function cashOutCrashBet(token: string, betId: number) {
  return call('/agent/crash/cashout', { betId }, token, refusableAnswer(crashCashedOut))
}

export function cancelCrashBet(token: string, betId: number) {
  return call('/agent/crash/cancel', { betId }, token, refusableAnswer(crashCancelled))
}

/** The player's latest bets in one crash game, or in all five when `game` is null (My Bets). */
export function crashBetsOf(token: string, game: string | null, limit = 20) {
  return call('/agent/crash/my-bets', game === null ? { limit } : { game, limit }, token, refusableAnswer(z.array(crashPlayerBet)))
}
