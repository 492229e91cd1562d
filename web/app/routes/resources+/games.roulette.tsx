import { json, type ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { getSessionUser } from '#app/accounts/session.server.ts'
import { answerOrGameError, gameRefusal, rouletteBet, spinRoulette } from '#app/games/games.server.ts'
import { readFormData } from '#app/forms/forms.server.ts'

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

const spinForm = z.object({
  bets: z.string().transform((text, ctx) => {
    const parsed = z.array(rouletteBet).min(1).safeParse(parsedJson(text))
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: 'Place a bet first' })
      return z.NEVER
    }
    return parsed.data
  }),
  idempotencyKey: z.string().uuid(),
})

/** Spin 2 Win Royale's spin, called by the table with a fetcher. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await getSessionUser(request)
  if (!user) return json(await gameRefusal(request, 401, 'spinIt.loginToContinue'))
  const form = spinForm.safeParse(Object.fromEntries(await readFormData(request)))
  if (!form.success) return json(await gameRefusal(request, 400, 'roulette.placeBet'))
  const { bets, idempotencyKey } = form.data
  const answer = await answerOrGameError('roulette', async () => {
    const spin = await spinRoulette(user.token, bets, idempotencyKey)
    return { status: spin.status, message: spin.message, data: spin.data?.data ?? null }
  })
  return json(answer)
}
