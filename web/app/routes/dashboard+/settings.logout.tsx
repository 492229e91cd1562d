import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useNavigate, type ShouldRevalidateFunction } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { destroySessionUser, getSessionUser } from '#app/accounts/session.server.ts'
import { useDelayedNavigate } from '#app/forms/FormParts.tsx'
import { showToast } from '#app/components/toast/toast-store.ts'
import { invalidAnswer, outcomeAnswer, readSubmission, translatorFor } from '#app/forms/forms.server.ts'
import { EnhancedField, useFormAnswer } from '#app/forms/enhanced-form.tsx'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { walletApi } from '#app/utils/wallet-api.server.ts'
import { getLogger } from '#app/utils/logger.server.ts'

/** Spec section 2: 'Logout successful', then `/` after 2 s. */
const LOGOUT_REDIRECT_DELAY_MS = 2000

/** After logging out the page stays for 'Logout successful' and the 2 s delay instead of redirecting at once. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === 'POST' ? false : defaultShouldRevalidate

export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await getSessionUser(request))) throw redirect('/')
  return null
}

/**
 * Logout by the player (this page), by the inactivity monitor (`reason=inactivity`, sent straight to
 * `/`) or by Stop on the reality check (`reason=reality-check`, to the landing page with a word about it).
 */
const logoutSchema = z.object({ reason: z.enum(['user', 'inactivity', 'reality-check']).default('user') })

/** Ends the session here and at the wallet-service (the token is revoked there). */
export async function action({ request }: ActionFunctionArgs) {
  const { submission, enhanced } = await readSubmission(request, logoutSchema)
  if (submission.status !== 'success') return invalidAnswer(submission)
  const user = await getSessionUser(request)
  if (user) {
    await walletApi('/agent/logout', {}, { token: user.token }).catch((error: unknown) => {
      // The web session ends regardless; the token then simply expires at the wallet-service.
      getLogger().error({ err: error }, 'wallet logout failed')
    })
  }
  const headers = { 'Set-Cookie': await destroySessionUser(request) }
  if (submission.value.reason === 'inactivity') return redirect('/', { headers })
  const t = await translatorFor(request, 'accounts')
  // Straight to the landing page (not `/`, whose redirect would drop the flash toast on the way).
  if (submission.value.reason === 'reality-check') {
    return redirectWithToast('/home', { type: 'success', description: t('realityCheck.stopped') }, { headers })
  }
  return outcomeAnswer(request, enhanced, { toast: { type: 'success', description: t('logout.success') }, redirectTo: '/', headers })
}

/** Spec section 2: 'Are you sure you want to log out?' with Cancel and Logout. */
export default function LogoutConfirmation() {
  const { t } = useTranslation('accounts')
  const navigate = useNavigate()
  const navigateLater = useDelayedNavigate()
  const { answer, submitting } = useFormAnswer((answer) => {
    if (answer.toast) showToast(answer.toast)
    if (answer.redirectTo) navigateLater(answer.redirectTo, LOGOUT_REDIRECT_DELAY_MS)
  })
  const done = Boolean(answer?.redirectTo)

  return (
    <div className="settings-panel" data-testid="logout-panel">
      <h1>{t('settings.logout')}</h1>
      <p>{t('logout.confirm')}</p>
      <Form method="post" className="button-row">
        <EnhancedField />
        <button type="button" className="button button-outline" onClick={() => navigate(-1)} disabled={done}>
          {t('logout.cancel')}
        </button>
        <button type="submit" name="reason" value="user" className="button" disabled={submitting || done} data-testid="logout-confirm">
          {t('logout.logout')}
        </button>
      </Form>
    </div>
  )
}
