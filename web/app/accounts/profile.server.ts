import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { requireSessionUser, type SessionUser } from '#app/accounts/session.server.ts'
import { walletApiAsUser } from './session-guard.server.ts'
import { getLogger } from '#app/utils/logger.server.ts'

const kycSummary = z.object({
  status: z.enum(['unverified', 'pending', 'verified', 'rejected']),
  reason: z.enum(['name_mismatch', 'dob_mismatch', 'not_found', 'under_18', 'duplicate']).nullable(),
  idType: z.enum(['BVN', 'NIN']).nullable(),
  idLast4: z.string().nullable(),
  heldDeposits: z.number(),
})
const profileAnswer = z.object({
  data: z.object({ fullName: z.string(), phoneNumber: z.string(), email: z.string(), kyc: kycSummary }),
})

export type KycSummary = z.infer<typeof kycSummary>
export type Profile = z.infer<typeof profileAnswer>['data']

/** The player's profile from the wallet-service (spec: get-user-profile), with their identity check. */
export async function fetchProfile(request: Request, user: SessionUser): Promise<Profile> {
  const answer = await walletApiAsUser(request, user, '/agent/get-user-profile')
  return profileAnswer.parse(answer.data).data
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
