import { redirect } from '@remix-run/node'
import { Strategy } from 'remix-auth/strategy'
import { z } from 'zod'
import { dataOf, oidcFinished, oidcStarted, type login } from '@9ja/contract'
import { createAppSessionStorage } from '#app/utils/cookies.server.ts'
import { walletApi, type WalletAnswer } from '#app/utils/wallet-api.server.ts'
import { getSessionUser, type SessionUser } from './session.server.ts'
import { walletApiAsUser } from './session-guard.server.ts'

/** Where the provider sends the browser back to: this route, on the host the person reached the site by. */
export const OIDC_CALLBACK_PATH = '/auth/google/callback'

/**
 * "Continue with Google" or "Link Google" between pages, in a sealed httpOnly cookie: the sign-in's id at
 * the wallet-service (the only thing that binds the provider's answer to this browser; its state, nonce and
 * PKCE verifier stay at the service), the page to go to afterwards, whether it is a link from the profile,
 * and, when the person has no account yet, the pending signup (its token, and the name and email the
 * provider gave, to fill the form). Lives 30 minutes.
 */
const oidcFlowSchema = z.object({
  transactionId: z.string().optional(),
  from: z.string().nullable().optional(),
  link: z.boolean().optional(),
  signup: z.object({ token: z.string(), email: z.string().nullable(), fullName: z.string().nullable() }).optional(),
})
export type OidcFlow = z.infer<typeof oidcFlowSchema>

/** The refusals of Google sign-in and linking the site words itself (accounts namespace); others show the service's message. */
export const OIDC_REFUSALS: Readonly<Record<string, string>> = {
  OIDC_EMAIL_HAS_ACCOUNT: 'oidc.emailHasAccount',
  OIDC_EMAIL_UNVERIFIED: 'oidc.emailUnverified',
  OIDC_LINKED_ELSEWHERE: 'oidc.linkedElsewhere',
  OIDC_ALREADY_LINKED: 'oidc.alreadyLinked',
  OIDC_LINK_NOT_YOURS: 'oidc.linkNotYours',
  OIDC_TOKEN_REFUSED: 'oidc.tokenRefused',
}

let storage: ReturnType<typeof createAppSessionStorage> | undefined
const oidcStorage = () => (storage ??= createAppSessionStorage('__oidc', { maxAgeSeconds: 30 * 60, sealed: true }))

export async function getOidcFlow(request: Request): Promise<OidcFlow> {
  const session = await oidcStorage().getSession(request.headers.get('Cookie'))
  const parsed = oidcFlowSchema.safeParse(session.get('flow'))
  return parsed.success ? parsed.data : {}
}

/** Returns the Set-Cookie header value storing `flow`. */
export async function saveOidcFlow(request: Request, flow: OidcFlow): Promise<string> {
  const session = await oidcStorage().getSession(request.headers.get('Cookie'))
  session.set('flow', oidcFlowSchema.parse(flow))
  return oidcStorage().commitSession(session)
}

export async function clearOidcFlow(request: Request): Promise<string> {
  return oidcStorage().destroySession(await oidcStorage().getSession(request.headers.get('Cookie')))
}

/**
 * The wallet-service refused the sign-in or the link (expired, replayed, a token that failed its checks, an
 * email that has an account); its answer says why. Null: the browser holds no sign-in to finish.
 */
export class OidcRefused extends Error {
  constructor(readonly answer: WalletAnswer<unknown> | null) {
    super('OpenID sign-in refused')
  }
}

/** The provider's account belongs to nobody yet: the person signs up (phone, code, type) to finish. */
export class OidcSignupNeeded extends Error {
  constructor(readonly signup: NonNullable<OidcFlow['signup']>) {
    super('OpenID sign-in needs a signup')
  }
}

/** "Link Google" finished: the provider's account is linked to the logged-in player. */
export class OidcLinked extends Error {
  constructor() {
    super('OpenID account linked')
  }
}

type Login = ReturnType<typeof login.parse>

/**
 * Opens a sign-in at the wallet-service and sends the browser to the provider, holding the sign-in's id in
 * the flow cookie: "Continue with Google" (`from`, the page to go to afterwards), or "Link Google" for
 * `linking`, the logged-in player, whose session alone can finish it (the service keeps whose link it is).
 */
export async function beginOidc(request: Request, start: { from: string | null } | { linking: SessionUser }): Promise<never> {
  const redirectUri = `${new URL(request.url).origin}${OIDC_CALLBACK_PATH}`
  const answer =
    'linking' in start
      ? await walletApiAsUser(request, start.linking, '/agent/oidc/start', { redirectUri, intent: 'link' })
      : await walletApi('/agent/oidc/start', { redirectUri })
  if (answer.status !== 200) throw new OidcRefused(answer)
  const { transactionId, authorizationUrl } = dataOf(oidcStarted, answer.data)
  const flow = 'linking' in start ? { transactionId, link: true } : { transactionId, from: start.from }
  throw redirect(authorizationUrl, { headers: { 'Set-Cookie': await saveOidcFlow(request, flow) } })
}

/**
 * remix-auth's strategy for "Continue with Google" (decision 022). Without the provider's answer in the
 * address it begins (beginOidc). With it (the callback), the wallet-service redeems the code and checks
 * the ID token itself; what comes back is a login, or the pending signup this strategy throws as
 * OidcSignupNeeded, or, for a link begun on the profile, the link it throws as OidcLinked. The web never
 * sees the ID token, so it cannot vouch for anyone by itself.
 */
export class WalletOidcStrategy<User> extends Strategy<User, { login: Login; request: Request }> {
  name = 'google'

  async authenticate(request: Request): Promise<User> {
    const url = new URL(request.url)
    if (url.pathname !== OIDC_CALLBACK_PATH) return beginOidc(request, { from: url.searchParams.get('from') })
    const flow = await getOidcFlow(request)
    if (!flow.transactionId) throw new OidcRefused(null)
    const body = { transactionId: flow.transactionId, callbackUrl: url.href }
    // A link is finished with the session of the player it is for: the service refuses any other.
    const player = flow.link ? await getSessionUser(request) : null
    const answer = player
      ? await walletApiAsUser(request, player, '/agent/oidc/callback', body)
      : await walletApi('/agent/oidc/callback', body)
    if (answer.status !== 200) throw new OidcRefused(answer)
    const outcome = dataOf(oidcFinished, answer.data)
    if (outcome.outcome === 'linked') throw new OidcLinked()
    if (outcome.outcome === 'signup') {
      const { signupToken: token, email, fullName } = outcome
      throw new OidcSignupNeeded({ token, email, fullName })
    }
    return this.verify({ login: outcome.login, request })
  }
}
