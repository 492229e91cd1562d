import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { requireSessionUser } from '#app/auth/session.server.ts'
import { walletApiAsUser } from './session-guard.server.ts'

export type Profile = { fullName: string; phoneNumber: string; email: string }

/** The profile from the wallet-service (spec: get-user-profile). A failure is logged only (spec section 8). */
export async function profileLoader({ request }: LoaderFunctionArgs) {
  const user = await requireSessionUser(request)
  try {
    const answer = await walletApiAsUser<{ data?: Profile }>(request, user, '/agent/get-user-profile')
    if (answer.status === 200 && answer.data.data) return json({ profile: answer.data.data })
    console.error('profile fetch failed', answer.status)
  } catch (error) {
    if (error instanceof Response) throw error
    console.error('profile fetch failed', error)
  }
  return json({ profile: null })
}
