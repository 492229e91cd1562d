import { json, type ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { getSessionUser } from '#app/accounts/session.server.ts'
import { answerOrGameError, gameRefusal, spinIt } from '#app/games/games.server.ts'
import { readFormData } from '#app/forms/forms.server.ts'

const spinForm = z.object({ betAmount: z.string().regex(/^\d{1,9}$/), idempotencyKey: z.string().uuid() })

/** Spin It's spin, called by the game with a fetcher; the wallet token is added here, on the server. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await getSessionUser(request)
  if (!user) return json(await gameRefusal(request, 401, 'spinIt.loginToContinue'))
  const form = spinForm.safeParse(Object.fromEntries(await readFormData(request)))
  if (!form.success) return json(await gameRefusal(request, 400, 'spinIt.leastAmount'))
  const { betAmount, idempotencyKey } = form.data
  const answer = await answerOrGameError('spin-it', async () => {
    const spin = await spinIt(user.token, betAmount, idempotencyKey)
    return { status: spin.status, message: spin.message, data: spin.data?.data ?? null }
  })
  return json(answer)
}
