import { json, type ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { getSessionUser } from '#app/auth/session.server.ts'
import { isCrossSite, rouletteBet, spinRoulette } from '#app/games/games.server.ts'

const spinForm = z.object({ bets: z.string().transform((text, ctx) => {
  const parsed = z.array(rouletteBet).min(1).safeParse(JSON.parse(text))
  if (!parsed.success) {
    ctx.addIssue({ code: 'custom', message: 'Place a bet first' })
    return z.NEVER
  }
  return parsed.data
}), idempotencyKey: z.string().uuid() })

/** Spin 2 Win Royale's spin, called by the table with a fetcher. */
export async function action({ request }: ActionFunctionArgs) {
  if (isCrossSite(request)) return json({ status: 403, message: 'Forbidden', data: null, launcherUrl: null }, { status: 403 })
  const user = await getSessionUser(request)
  if (!user) return json({ status: 401, message: 'Please login to continue', data: null })
  const form = spinForm.safeParse(Object.fromEntries(await request.formData()))
  if (!form.success) return json({ status: 400, message: 'Place a bet first', data: null })
  const answer = await spinRoulette(user.token, form.data.bets, form.data.idempotencyKey)
  return json({ status: answer.status, message: answer.message, data: answer.data?.data ?? null })
}
