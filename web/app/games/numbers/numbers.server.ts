import { isNumberGameSlug, type NumberGameSlug } from '@9ja/number-games'
import { z } from 'zod'
import { call } from '../games.server.ts'
import {
  dataAnswer,
  numberDraw,
  numberDrawDetails,
  numberDraws,
  numberFrequency,
  type NumberDrawDetailsView,
  type NumberDrawsView,
  type NumberDrawView,
  type NumberFrequencyView,
} from '@9ja/contract'

/**
 * The number games' reads of the wallet-service (no token: draws, results and frequencies are
 * public), each answer checked with zod (the contract's schemas, @9ja/contract).
 */

/** The rule set a game's draws say it plays, when the web knows it (@9ja/number-games); null for none it knows. */
export const rulesOf = (answer: { rules: string }): NumberGameSlug | null => (isNumberGameSlug(answer.rules) ? answer.rules : null)

const gamePath = (slug: string) => `/games/numbers/${encodeURIComponent(slug)}`

/** The next draw, the draws ahead, the one being drawn, the latest results, bet kinds, limits (and the jackpot pool). */
export async function fetchNumberDraws(slug: string): Promise<NumberDrawsView> {
  const answer = await call(`${gamePath(slug)}/draws`, null, undefined, dataAnswer(numberDraws))
  if (!answer.data) throw new Error(answer.message || `${slug} draws answered ${answer.status}`)
  return answer.data.data
}

export async function fetchNumberResults(slug: string, limit: number): Promise<NumberDrawView[]> {
  const answer = await call(`${gamePath(slug)}/results?limit=${limit}`, null, undefined, dataAnswer(z.array(numberDraw)))
  if (!answer.data) throw new Error(answer.message || `${slug} results answered ${answer.status}`)
  return answer.data.data
}

/** Hot and cold numbers: each ball's count over the last `draws` finished draws. */
export async function fetchNumberFrequency(slug: string, draws: number): Promise<NumberFrequencyView> {
  const answer = await call(`${gamePath(slug)}/frequency?draws=${draws}`, null, undefined, dataAnswer(numberFrequency))
  if (!answer.data) throw new Error(answer.message || `${slug} frequency answered ${answer.status}`)
  return answer.data.data
}

/** One draw of any status with its proof; null when the game has no such draw. */
export async function fetchNumberDraw(slug: string, drawId: number): Promise<NumberDrawDetailsView | null> {
  const answer = await call(`${gamePath(slug)}/draws/${drawId}`, null, undefined, dataAnswer(numberDrawDetails))
  if (answer.status === 404 || answer.status === 400) return null
  if (!answer.data) throw new Error(answer.message || `${slug} draw ${drawId} answered ${answer.status}`)
  return answer.data.data
}
