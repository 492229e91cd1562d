import { json } from '@remix-run/node'
import { z } from 'zod'
import { getSessionUser, type SessionUser } from '#app/accounts/session.server.ts'
import { answerOrGameError, gameErrorMessage, gameRefusal, type GameAnswer } from '#app/games/games.server.ts'
import { isCrashSlug } from './crash-games.ts'
import { readFormData } from '#app/forms/forms.server.ts'

/** What the crash game's fetchers receive: the wallet-service's answer, its refusal code kept. */
export type CrashActionAnswer<T> = { status: number; message: string; code: string | null; data: T | null }

export const crashGameField = z.string().refine(isCrashSlug)
export const betIdField = z.coerce.number().int().positive()

/**
 * One crash resource action: the session's player, the form parsed with `form`, then `work` with the
 * token added here on the server. A form that does not parse is a 400 with the spec's exception text.
 */
export async function crashAction<F, T>(
  request: Request,
  name: string,
  form: z.ZodType<F>,
  work: (user: SessionUser, input: F) => Promise<GameAnswer<{ data?: T; code?: string }>>,
) {
  const user = await getSessionUser(request)
  if (!user) return json<CrashActionAnswer<T>>({ code: null, ...(await gameRefusal(request, 401, 'spinIt.loginToContinue')) })
  const input = form.safeParse(Object.fromEntries(await readFormData(request)))
  if (!input.success) return json<CrashActionAnswer<T>>({ status: 400, message: await gameErrorMessage(), code: null, data: null })
  const answer = await answerOrGameError(`crash ${name}`, async () => {
    const result = await work(user, input.data)
    return { status: result.status, message: result.message, code: result.data?.code ?? null, data: result.data?.data ?? null }
  })
  return json<CrashActionAnswer<T>>({ code: null, ...answer })
}
