import { json } from '@remix-run/node'
import type { z } from 'zod'
import { getSessionUser, type SessionUser } from '#app/accounts/session.server.ts'
import { readSubmission, translatorFor } from '#app/forms/forms.server.ts'
import { answerOrGameError, type GameAnswer } from './games.server.ts'
import type { GameActionAnswer } from './game-action.ts'

/** How one game action reads its request and what it says when the request cannot be played. */
export type GameActionRules<Schema extends z.ZodType> = {
  /** Names the action in the log when the wallet-service cannot be reached. */
  name: string
  /** The fields it posts: parsed as every form's submission is (forms.server.ts), the browser's strings kept. */
  form: Schema
  /** The `games` locale key of the answer to a player with no session. */
  loginKey: string
  /** The `games` locale key of the answer to fields that do not parse (a stake the game's form refused). */
  invalidKey: string
  /** Whether the fields name what the platform has (a crash action's game): if not, they are answered as fields that do not parse. */
  names?: (input: z.output<Schema>) => Promise<boolean>
}

/**
 * One game action (a spin, a crash bet, a cash-out, a launch), called by a fetcher: the session's
 * player, the submission parsed as the forms parse theirs, then `play` with the wallet token added here,
 * on the server. Every refusal and every answer has one shape, `GameActionAnswer`, its messages in the
 * request's language; a wallet-service that cannot be reached is the spec's exception message (502).
 */
export async function gameAction<Schema extends z.ZodType, T>(
  request: Request,
  rules: GameActionRules<Schema>,
  play: (user: SessionUser, input: z.output<Schema>) => Promise<GameActionAnswer<T>>,
) {
  const user = await getSessionUser(request)
  if (!user) return json(await refusal<T>(request, 401, rules.loginKey))
  const { submission } = await readSubmission(request, rules.form)
  if (submission.status !== 'success' || (rules.names && !(await rules.names(submission.value)))) {
    return json(await refusal<T>(request, 400, rules.invalidKey))
  }
  const answer = await answerOrGameError(`game action ${rules.name}`, () => play(user, submission.value))
  return json<GameActionAnswer<T>>({ code: null, ...answer })
}

/** The answer of the action itself, before any wallet-service call. */
async function refusal<T>(request: Request, status: number, key: string): Promise<GameActionAnswer<T>> {
  const t = await translatorFor(request, 'games')
  return { status, message: t(key), code: null, data: null }
}

/** A wallet-service answer whose body is `{ data, code? }`, as a game action's answer. */
export function fromWallet<T>(answer: GameAnswer<{ data?: T; code?: string }>): GameActionAnswer<T> {
  return { status: answer.status, message: answer.message, code: answer.data?.code ?? null, data: answer.data?.data ?? null }
}
