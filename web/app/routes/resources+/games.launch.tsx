import { json, type ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { getSessionUser, toPublicSessionUser } from '#app/accounts/session.server.ts'
import { answerOrGameError, launchGame } from '#app/games/games.server.ts'
import { readFormData, translatorFor } from '#app/forms/forms.server.ts'

const launchForm = z.object({ gameId: z.string().regex(/^\d{1,9}$/), deviceType: z.enum(['mobile', 'desktop']) })

/**
 * Asks the provider for a launcher URL (spec: POST /xpress/live/launcher-url). A player on a break, or
 * whose identity is not verified yet, is told so here, before a game opens that would refuse every stake.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await getSessionUser(request)
  if (!user) return json({ status: 401, message: 'Kindly login to continue', launcherUrl: null })
  const form = launchForm.safeParse(Object.fromEntries(await readFormData(request)))
  if (!form.success) return json({ status: 400, message: 'Game not found', launcherUrl: null })
  const { gameId, deviceType } = form.data
  const { restriction, kycStatus } = toPublicSessionUser(user)!
  if (restriction) {
    const t = await translatorFor(request, 'accounts')
    return json({ status: 403, message: t(`protection.notice.${restriction.kind}`, { until: restriction.untilText }), launcherUrl: null })
  }
  if (kycStatus !== 'verified') {
    const t = await translatorFor(request, 'accounts')
    return json({ status: 403, message: t(`kyc.notice.${kycStatus}`), launcherUrl: null })
  }
  const answer = await answerOrGameError('launch', async () => {
    const launch = await launchGame(user.token, gameId, deviceType)
    return { status: launch.status, message: launch.message, launcherUrl: launch.data?.launcherUrl ?? null }
  })
  return json({ launcherUrl: null, ...answer })
}
