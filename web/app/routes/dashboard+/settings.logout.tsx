import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useFetcher, useLoaderData, useNavigate, type ShouldRevalidateFunction } from '@remix-run/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { outcome, readForm } from '#app/accounts/forms.server.ts'
import type { ActionOutcome } from '#app/accounts/outcome.ts'
import { getCsrfToken } from '#app/auth/csrf.server.ts'
import { destroySessionUser, getSessionUser } from '#app/auth/session.server.ts'
import { CsrfField, useDelayedNavigate } from '#app/components/accounts/FormParts.tsx'
import { showToast } from '#app/components/toast/toast-store.ts'
import { walletApi } from '#app/utils/wallet-api.server.ts'

const LOGOUT_REDIRECT_DELAY_MS = 2000

/** After logging out the page stays for 'Logout successful' and the 2 s delay instead of redirecting at once. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === 'POST' ? false : defaultShouldRevalidate

export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await getSessionUser(request))) throw redirect('/')
  const { token, setCookie } = await getCsrfToken(request)
  return json({ csrf: token }, { headers: setCookie ? { 'Set-Cookie': setCookie } : undefined })
}

/**
 * Ends the session here and at the wallet-service (the token is revoked there). The inactivity
 * logout posts `reason=inactivity` and is sent straight to `/`.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { data, invalid } = await readForm(request, z.object({ reason: z.enum(['user', 'inactivity']).default('user') }))
  if (invalid) return invalid
  const user = await getSessionUser(request)
  if (user) {
    await walletApi('/agent/logout', {}, { token: user.token, request }).catch((error: unknown) => {
      // The web session ends regardless; the token then simply expires at the wallet-service.
      console.error('wallet logout failed', error)
    })
  }
  const headers = { 'Set-Cookie': await destroySessionUser(request) }
  if (data.reason === 'inactivity') return redirect('/', { headers })
  return outcome({ outcome: 'success', redirectTo: '/' }, { headers })
}

/** Spec section 2: 'Are you sure you want to log out?' with Cancel and Logout. */
export default function LogoutConfirmation() {
  const { csrf } = useLoaderData<typeof loader>()
  const { t } = useTranslation('accounts')
  const fetcher = useFetcher<ActionOutcome>()
  const navigate = useNavigate()
  const navigateLater = useDelayedNavigate()
  const done = fetcher.data?.outcome === 'success'

  useEffect(() => {
    if (fetcher.state !== 'idle' || !done) return
    showToast({ type: 'success', description: t('logout.success') })
    navigateLater('/', LOGOUT_REDIRECT_DELAY_MS)
  }, [done, fetcher.state])

  return (
    <div className="settings-panel" data-testid="logout-panel">
      <h1>{t('settings.logout')}</h1>
      <p>{t('logout.confirm')}</p>
      <fetcher.Form method="post" action="/dashboard/settings/logout" className="button-row">
        <CsrfField token={csrf} />
        <button type="button" className="button button-outline" onClick={() => navigate(-1)} disabled={done}>
          {t('logout.cancel')}
        </button>
        <button type="submit" name="reason" value="user" className="button" disabled={fetcher.state !== 'idle' || done} data-testid="logout-confirm">
          {t('logout.logout')}
        </button>
      </fetcher.Form>
    </div>
  )
}
