import type { ActionFunctionArgs } from '@remix-run/node'
import { PROFILE_PATH } from '#app/accounts/paths.ts'
import { requireSessionUser } from '#app/accounts/session.server.ts'
import { walletApiAsUser } from '#app/accounts/session-guard.server.ts'
import { translatorFor } from '#app/forms/forms.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { getLogger } from '#app/utils/logger.server.ts'
import { walletMessage } from '#app/utils/wallet-api.server.ts'

/** The profile's Unlink (Google): the outcome, or the service's reason (no password yet), over the profile. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireSessionUser(request)
  const t = await translatorFor(request, 'accounts')
  const answer = await walletApiAsUser(request, user, '/agent/oidc/unlink').catch((error: unknown) => {
    if (error instanceof Response) throw error
    getLogger().error({ err: error }, 'unlinking Google failed')
    return null
  })
  if (!answer) return redirectWithToast(PROFILE_PATH, { type: 'error', description: t('oidc.unlinkFailed') })
  return redirectWithToast(
    PROFILE_PATH,
    answer.status === 200
      ? { type: 'success', description: t('oidc.unlinked') }
      : { type: 'error', title: t('oidc.unlinkFailed'), description: walletMessage(answer) ?? t('oidc.unlinkFailed') },
  )
}
