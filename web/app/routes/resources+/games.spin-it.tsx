import { json, type ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { getSessionUser } from '#app/auth/session.server.ts'
import { isCrossSite, spinIt } from '#app/games/games.server.ts'

const spinForm = z.object({ betAmount: z.string().regex(/^\d{1,9}$/), idempotencyKey: z.string().uuid() })

/** Spin It's spin, called by the game with a fetcher; the wallet token is added here, on the server. */
export async function action({ request }: ActionFunctionArgs) {
  if (isCrossSite(request)) return json({ status: 403, message: 'Forbidden', data: null, launcherUrl: null }, { status: 403 })
  const user = await getSessionUser(request)
  if (!user) return json({ status: 401, message: 'Please login to continue', data: null })
  const form = spinForm.safeParse(Object.fromEntries(await request.formData()))
  if (!form.success) return json({ status: 400, message: 'The least amount is N100', data: null })
  const answer = await spinIt(user.token, form.data.betAmount, form.data.idempotencyKey)
  return json({ status: answer.status, message: answer.message, data: answer.data?.data ?? null })
}
