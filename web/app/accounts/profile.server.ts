import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { dataOf, profile, type Profile } from '@9ja/contract'
import { requireSessionUser, type SessionUser } from '#app/accounts/session.server.ts'
import { walletApiAsUser } from './session-guard.server.ts'
import { getLogger } from '#app/utils/logger.server.ts'

export type { KycSummary, Profile } from '@9ja/contract'

/** The player's profile from the wallet-service (spec: get-user-profile), with their identity check. */
export async function fetchProfile(request: Request, user: SessionUser): Promise<Profile> {
  const answer = await walletApiAsUser(request, user, '/agent/get-user-profile')
  return dataOf(profile, answer.data)
}

/** The profile page's data. A failure is logged only (spec section 8): the page shows what it can. */
export async function profileLoader({ request }: LoaderFunctionArgs) {
  const user = await requireSessionUser(request)
  const verifying = new URL(request.url).searchParams.has('verify')
  try {
    return json({ profile: await fetchProfile(request, user), verifying })
  } catch (error) {
    if (error instanceof Response) throw error
    getLogger().error({ err: error }, 'profile fetch failed')
  }
  return json({ profile: null, verifying })
}
