import { requireSessionUser, type SessionUser } from '#app/accounts/session.server.ts'
import { isAgent } from '#app/components/layout/nav-items.ts'

/**
 * The agents' area is for users whose userType is Agent: a visitor is sent to log in, and a player is
 * answered 404, as for any page that is not theirs (players never see the area).
 */
export async function requireAgent(request: Request): Promise<SessionUser> {
  const user = await requireSessionUser(request)
  if (!isAgent(user)) throw new Response('Not Found', { status: 404 })
  return user
}
