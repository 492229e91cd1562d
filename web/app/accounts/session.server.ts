import { redirect } from '@remix-run/node'
import { z } from 'zod'
import { createAppSessionStorage } from '#app/utils/cookies.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { walletApi } from '#app/utils/wallet-api.server.ts'
import { getLogger } from '#app/utils/logger.server.ts'
import { formatLagosTime } from '#app/i18n/format.ts'

/**
 * The player's server-side session. The wallet-service token lives only here, in an httpOnly cookie
 * sealed with SESSION_SECRET (encrypted and authenticated: utils/cookies.server.ts): loaders and
 * actions read it; neither the page's scripts nor whoever holds the cookie can read the token out of
 * it. Login and logout (accounts area) build on `commitSessionUser` and `destroySessionUser`.
 */
export const sessionUserSchema = z.object({
  token: z.string().min(1),
  userType: z.string(),
  userId: z.string(),
  fullName: z.string(),
  depositCode: z.string(),
  referralCode: z.string(),
  kycStatus: z.string(),
  /** Player protection, from login and kept current by the settings pages: a break in force and the reality check's schedule. */
  protection: z
    .object({
      restriction: z.object({ kind: z.enum(['time-out', 'self-exclusion']), until: z.string() }).nullable(),
      realityCheckMinutes: z.number(),
      sessionStartedAt: z.string(),
    })
    .optional(),
})
export type SessionUser = z.infer<typeof sessionUserSchema>

/** What the root loader may expose to the page: never the token. */
export type PublicSessionUser = Pick<SessionUser, 'fullName' | 'referralCode' | 'userType'> & {
  isLoggedIn: true
  /** A time-out or self-exclusion still in force, its end printed in Lagos time. */
  restriction: { kind: 'time-out' | 'self-exclusion'; until: string; untilText: string } | null
  /** When the reality check comes: every `minutes` from the session's start. */
  realityCheck: { minutes: number; sessionStartedAt: string } | null
  /** The identity check's status: every stake needs 'verified' (issue 21, item 3). */
  kycStatus: 'unverified' | 'pending' | 'verified' | 'rejected'
}

const USER_KEY = 'user'
/** When the player's last request was (ms since the epoch): the server's own inactivity logout. */
const SEEN_AT_KEY = 'seenAt'
/**
 * The stamp is rewritten at most this often (a tenth of the idle limit when that is shorter, as in
 * tests), so an active player's requests do not each set a cookie.
 */
const MOST_SEEN_AT_REFRESH_MS = 30_000
function seenAtRefreshMs(): number {
  return Math.min(MOST_SEEN_AT_REFRESH_MS, Math.floor(idleLimitMs() / 10))
}

/**
 * Idle longer than the browser's inactivity logout (timeout + warning) plus a grace, the session is
 * over even if the browser never logged out (closed tab, no JavaScript, a stolen cookie).
 */
function idleLimitMs(): number {
  const env = getEnv()
  return env.INACTIVITY_TIMEOUT_MS + env.INACTIVITY_WARNING_MS + env.SESSION_IDLE_GRACE_MS
}

type SessionRead = {
  session: Awaited<ReturnType<typeof getSession>>
  user: SessionUser | null
  /** A user whose session idled out: no longer logged in, the token still to be revoked. */
  idleUser: SessionUser | null
  seenAt: number
}

async function readSession(request: Request): Promise<SessionRead> {
  const session = await getSession(request)
  const parsed = sessionUserSchema.safeParse(session.get(USER_KEY))
  const seenAt = z.number().catch(0).parse(session.get(SEEN_AT_KEY))
  if (!parsed.success) return { session, user: null, idleUser: null, seenAt }
  if (Date.now() - seenAt > idleLimitMs()) return { session, user: null, idleUser: parsed.data, seenAt }
  return { session, user: parsed.data, idleUser: null, seenAt }
}

/** Tokens whose revocation was asked for recently, so parallel loaders of one request ask once. */
const revokedTokens = new Set<string>()
const MOST_REMEMBERED_REVOCATIONS = 1000

/**
 * The player is active on the site (the stamp just slid): the wallet-service hears of it too, so the
 * token's own idle limit (its SESSION_IDLE_TIMEOUT_MS, the same time as this one) slides with the web's
 * session even when no page asked the wallet anything meanwhile. Not waited for: a token the wallet
 * ended anyway is refused at the next wallet call, which then ends this session (session-guard.server.ts).
 */
function keepWalletSessionAlive(token: string) {
  walletApi('/agent/session/keepalive', {}, { token }).catch((error: unknown) => {
    getLogger().error({ err: error }, 'telling the wallet-service the player is active failed')
  })
}

function revokeIdleToken(token: string) {
  if (revokedTokens.has(token)) return
  if (revokedTokens.size >= MOST_REMEMBERED_REVOCATIONS) revokedTokens.clear()
  revokedTokens.add(token)
  walletApi('/agent/logout', {}, { token }).catch((error: unknown) => {
    // The session is over here regardless; the token then expires at the wallet-service on its own.
    getLogger().error({ err: error }, 'revoking an idle session failed')
  })
}

let storage: ReturnType<typeof createAppSessionStorage> | undefined

export function getSessionStorage() {
  storage ??= createAppSessionStorage('__session', { sealed: true })
  return storage
}

export function getSession(request: Request) {
  return getSessionStorage().getSession(request.headers.get('Cookie'))
}

/** The logged-in player, or null (no session, or one idle past the limit, whose token is then revoked). */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const { user, idleUser } = await readSession(request)
  if (idleUser) revokeIdleToken(idleUser.token)
  return user
}

/**
 * Run once per answer (entry.server): slides the session's last-activity stamp forward (at most every
 * seenAtRefreshMs()), and the wallet token's with it, or clears a session that idled out, unless the
 * answer sets the session itself.
 */
export async function keepSessionCurrent(request: Request, responseHeaders: Headers): Promise<void> {
  if (/(?:^|[\s,])__session=/.test(responseHeaders.get('Set-Cookie') ?? '')) return
  const { session, user, idleUser, seenAt } = await readSession(request)
  if (idleUser) {
    revokeIdleToken(idleUser.token)
    responseHeaders.append('Set-Cookie', await getSessionStorage().destroySession(session))
    return
  }
  if (!user || Date.now() - seenAt < seenAtRefreshMs()) return
  keepWalletSessionAlive(user.token)
  session.set(SEEN_AT_KEY, Date.now())
  responseHeaders.append('Set-Cookie', await getSessionStorage().commitSession(session))
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
  session.set(SEEN_AT_KEY, Date.now())
  return getSessionStorage().commitSession(session)
}

/** Ends the session; returns the Set-Cookie header value that clears the cookie. */
export async function destroySessionUser(request: Request): Promise<string> {
  const session = await getSession(request)
  return getSessionStorage().destroySession(session)
}

const kycStatuses = z.enum(['unverified', 'pending', 'verified', 'rejected'])

export function toPublicSessionUser(user: SessionUser | null): PublicSessionUser | null {
  if (!user) return null
  const restriction = user.protection?.restriction
  return {
    isLoggedIn: true,
    fullName: user.fullName,
    referralCode: user.referralCode,
    userType: user.userType,
    restriction:
      restriction && Date.parse(restriction.until) > Date.now() ? { ...restriction, untilText: formatLagosTime(restriction.until) } : null,
    realityCheck: user.protection
      ? { minutes: user.protection.realityCheckMinutes, sessionStartedAt: user.protection.sessionStartedAt }
      : null,
    kycStatus: kycStatuses.catch('unverified').parse(user.kycStatus),
  }
}
