import { authenticator } from '#app/accounts/authenticator.server.ts'
import {
  OIDC_CALLBACK_PATH,
  OIDC_REFUSALS,
  OidcLinked,
  OidcRefused,
  OidcSignupNeeded,
  beginOidc,
  clearOidcFlow,
  getOidcFlow,
  saveOidcFlow,
} from '#app/accounts/oidc.server.ts'
import { PROFILE_PATH } from '#app/accounts/paths.ts'
import { destinationAfterLogin } from '#app/accounts/schemas.ts'
import { commitSessionUser, requireSessionUser } from '#app/accounts/session.server.ts'
import { translatorFor } from '#app/forms/forms.server.ts'
import { getLogger } from '#app/utils/logger.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { walletRefusal } from '#app/utils/wallet-api.server.ts'

type Translate = Awaited<ReturnType<typeof translatorFor>>

/** The words for a refusal: the site's own for the refusals it words, else the service's message, else "expired". */
const refusalText = (t: Translate, error: OidcRefused) =>
  (error.answer && walletRefusal(error.answer, t, OIDC_REFUSALS)) ?? t('oidc.expired')

/**
 * Both ends of "Continue with Google" (GET, so it works as a plain link, without JavaScript): the start
 * redirects to the provider; the callback logs the person in, or sends them to the signup form with the
 * provider's name and email filled in, or back to login with the reason. The callback of a "Link Google"
 * (linkGoogle) ends on the profile it began from, linked or with the reason.
 */
export async function signInWithGoogle(request: Request): Promise<Response> {
  const t = await translatorFor(request, 'accounts')
  const flow = await getOidcFlow(request)
  const linking = flow.link === true && new URL(request.url).pathname === OIDC_CALLBACK_PATH
  try {
    const user = await authenticator.authenticate('google', request)
    const headers = new Headers({ 'Cache-Control': 'no-store' })
    headers.append('Set-Cookie', await commitSessionUser(request, user))
    headers.append('Set-Cookie', await clearOidcFlow(request))
    return await redirectWithToast(
      destinationAfterLogin(flow.from ?? null),
      { type: 'success', description: t('login.success') },
      { headers },
    )
  } catch (error) {
    if (error instanceof Response) throw error
    if (error instanceof OidcSignupNeeded) {
      const cookie = await saveOidcFlow(request, { signup: error.signup })
      return redirectWithToast('/signup', { type: 'success', description: t('oidc.finishSignup') }, { headers: { 'Set-Cookie': cookie } })
    }
    const headers = { 'Set-Cookie': await clearOidcFlow(request) }
    if (error instanceof OidcLinked)
      return redirectWithToast(PROFILE_PATH, { type: 'success', description: t('oidc.linkedNow') }, { headers })
    const back = linking ? PROFILE_PATH : '/login'
    if (error instanceof OidcRefused) {
      const title = linking ? t('oidc.linkFailed') : t('oidc.failedTitle')
      return redirectWithToast(back, { type: 'error', title, description: refusalText(t, error) }, { headers })
    }
    getLogger().error({ err: error }, linking ? 'linking Google failed' : 'Google sign-in failed')
    return redirectWithToast(back, { type: 'error', description: t('login.exception') }, { headers })
  }
}

/**
 * The profile's Link Google (a form's POST, so the site's cross-site check guards it as every action): on
 * to the provider with a sign-in marked as a link for the logged-in player, or back to the profile with
 * the reason (one linked already, the provider not reachable).
 */
export async function linkGoogle(request: Request): Promise<Response> {
  const user = await requireSessionUser(request)
  const t = await translatorFor(request, 'accounts')
  try {
    return await beginOidc(request, { linking: user })
  } catch (error) {
    if (error instanceof Response) throw error
    if (error instanceof OidcRefused) {
      return redirectWithToast(PROFILE_PATH, { type: 'error', title: t('oidc.linkFailed'), description: refusalText(t, error) })
    }
    getLogger().error({ err: error }, 'linking Google failed')
    return redirectWithToast(PROFILE_PATH, { type: 'error', description: t('oidc.linkFailed') })
  }
}
