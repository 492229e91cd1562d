import type { ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { toPublicSessionUser } from '#app/accounts/session.server.ts'
import { translatorFor } from '#app/forms/forms.server.ts'
import { gameAction } from '#app/games/game-action.server.ts'
import { launchGame } from '#app/games/games.server.ts'

const launchForm = z.object({ gameId: z.string().regex(/^\d{1,9}$/), deviceType: z.enum(['mobile', 'desktop']) })

/**
 * Asks the provider for a launcher URL (spec: POST /xpress/live/launcher-url). A player on a break, or
 * whose identity is not verified yet, is told so here, before a game opens that would refuse every stake.
 */
export async function action({ request }: ActionFunctionArgs) {
  return gameAction(
    request,
    { name: 'launch', form: launchForm, loginKey: 'lobby.kindlyLogin', invalidKey: 'lobby.gameNotFound' },
    async (user, { gameId, deviceType }) => {
      const { restriction, kycStatus } = toPublicSessionUser(user)!
      if (restriction || kycStatus !== 'verified') {
        const t = await translatorFor(request, 'accounts')
        const message = restriction
          ? t(`protection.notice.${restriction.kind}`, { until: restriction.untilText })
          : t(`kyc.notice.${kycStatus}`)
        return { status: 403, message, code: null, data: null }
      }
      const launch = await launchGame(user.token, gameId, deviceType)
      return { status: launch.status, message: launch.message, code: null, data: launch.data }
    },
  )
}
