import { createCookieSessionStorage, redirect } from '@remix-run/node'
import { z } from 'zod'
import { getEnv } from '#app/utils/env.server.ts'

/**
 * The player's server-side session. The wallet-service token lives only here, in an httpOnly cookie
 * signed with SESSION_SECRET; loaders and actions read it, the browser never can. Login and logout
 * (accounts area) build on `commitSessionUser` and `destroySessionUser`.
 */
export const sessionUserSchema = z.object({
  token: z.string().min(1),
  userType: z.string(),
  userId: z.string(),
  fullName: z.string(),
  depositCode: z.string(),
  referralCode: z.string(),
  kycStatus: z.string(),
})
export type SessionUser = z.infer<typeof sessionUserSchema>

/** What the root loader may expose to the page: never the token. */
export type PublicSessionUser = Pick<SessionUser, 'fullName' | 'referralCode' | 'userType'> & {
  isLoggedIn: true
}

const USER_KEY = 'user'

let storage: ReturnType<typeof createStorage> | undefined

function createStorage() {
  const env = getEnv()
  return createCookieSessionStorage({
    cookie: {
      name: '__session',
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: env.NODE_ENV === 'production',
      secrets: [env.SESSION_SECRET],
    },
  })
}

export function getSessionStorage() {
  storage ??= createStorage()
  return storage
}

export function getSession(request: Request) {
  return getSessionStorage().getSession(request.headers.get('Cookie'))
}

export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const session = await getSession(request)
  const parsed = sessionUserSchema.safeParse(session.get(USER_KEY))
  return parsed.success ? parsed.data : null
}

/** `/login?from=<the page asked for>`, so the player lands there after logging in. */
export function loginPathFrom(request: Request): string {
  const url = new URL(request.url)
  // A client-side navigation's data request names the route in `_data`; the page itself does not.
  url.searchParams.delete('_data')
  return `/login?from=${encodeURIComponent(`${url.pathname}${url.search}`)}`
}

/**
 * For loaders and actions that need a logged-in player: anyone else goes to log in, and from there
 * back to this page (`redirectTo` names another destination, e.g. the spec's `from=PlaySpinIt`).
 */
export async function requireSessionUser(request: Request, { redirectTo }: { redirectTo?: string } = {}): Promise<SessionUser> {
  const user = await getSessionUser(request)
  if (!user) throw redirect(redirectTo ?? loginPathFrom(request))
  return user
}

/** Stores the user in the session; returns the Set-Cookie header value to send with the response. */
export async function commitSessionUser(request: Request, user: SessionUser): Promise<string> {
  const session = await getSession(request)
  session.set(USER_KEY, sessionUserSchema.parse(user))
  return getSessionStorage().commitSession(session)
}

/** Ends the session; returns the Set-Cookie header value that clears the cookie. */
export async function destroySessionUser(request: Request): Promise<string> {
  const session = await getSession(request)
  return getSessionStorage().destroySession(session)
}

export function toPublicSessionUser(user: SessionUser | null): PublicSessionUser | null {
  if (!user) return null
  return {
    isLoggedIn: true,
    fullName: user.fullName,
    referralCode: user.referralCode,
    userType: user.userType,
  }
}
