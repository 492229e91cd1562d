import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useFetcher, useLoaderData, useSearchParams } from '@remix-run/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { LoginRefused, authenticator } from '#app/accounts/authenticator.server.ts'
import { outcome } from '#app/accounts/forms.server.ts'
import type { ActionOutcome } from '#app/accounts/outcome.ts'
import { destinationAfterLogin, loginSchema } from '#app/accounts/schemas.ts'
import { useValidatedForm } from '#app/accounts/use-validated-form.ts'
import { getCsrfToken } from '#app/auth/csrf.server.ts'
import { commitSessionUser } from '#app/auth/session.server.ts'
import { AuthCard, CsrfField, TextField, useDelayedNavigate } from '#app/components/accounts/FormParts.tsx'
import { showToast } from '#app/components/toast/toast-store.ts'
import type { I18nHandle } from '#app/i18n/config.ts'

export const handle = { i18n: ['accounts'] } satisfies I18nHandle
export const meta: MetaFunction = () => [{ title: 'Login | 9ja Lottery' }]

/** Spec section 2: 2 s after a successful login the `from` value decides the destination. */
const LOGIN_REDIRECT_DELAY_MS = 2000

export async function loader({ request }: LoaderFunctionArgs) {
  const { token, setCookie } = await getCsrfToken(request)
  return json({ csrf: token }, { headers: setCookie ? { 'Set-Cookie': setCookie } : undefined })
}

export async function action({ request }: ActionFunctionArgs) {
  const from = new URL(request.url).searchParams.get('from')
  try {
    const user = await authenticator.authenticate('wallet-login', request)
    return outcome(
      { outcome: 'success', redirectTo: destinationAfterLogin(from) },
      { headers: { 'Set-Cookie': await commitSessionUser(request, user) } },
    )
  } catch (error) {
    if (error instanceof Response) throw error
    if (error instanceof LoginRefused) {
      return error.reason.kind === 'invalid'
        ? outcome({ outcome: 'invalid', fieldErrors: error.reason.fieldErrors }, { status: 400 })
        : outcome({ outcome: 'failed', message: error.reason.message })
    }
    console.error('login failed', error)
    return outcome({ outcome: 'exception' }, { status: 502 })
  }
}

export default function LoginPage() {
  const { csrf } = useLoaderData<typeof loader>()
  const { t } = useTranslation('accounts')
  const [searchParams] = useSearchParams()
  const fetcher = useFetcher<ActionOutcome>()
  const navigateLater = useDelayedNavigate()
  const result = fetcher.data
  const form = useValidatedForm(loginSchema, { userId: '', password: '' }, result?.outcome === 'invalid' ? result.fieldErrors : undefined)
  const succeeded = result?.outcome === 'success'
  const busy = fetcher.state !== 'idle' || succeeded

  useEffect(() => {
    if (!result || fetcher.state !== 'idle') return
    if (result.outcome === 'success') {
      showToast({ type: 'success', description: t('login.success') })
      navigateLater(result.redirectTo ?? '/dashboard', LOGIN_REDIRECT_DELAY_MS)
    } else if (result.outcome === 'failed') {
      showToast({ type: 'error', title: t('login.failTitle'), description: result.message ?? t('login.failTitle') })
    } else if (result.outcome === 'exception') {
      showToast({ type: 'error', description: t('login.exception') })
    }
    // Only a new answer from the server should produce a toast.
  }, [result, fetcher.state])

  const action = `/login${searchParams.get('from') ? `?from=${encodeURIComponent(searchParams.get('from')!)}` : ''}`
  return (
    <AuthCard title={t('login.heading')} testId="login-page">
      <fetcher.Form method="post" action={action} className="auth-form" noValidate>
        <CsrfField token={csrf} />
        <TextField label={t('login.userIdLabel')} type="text" autoComplete="username" error={form.errorFor('userId')} {...form.field('userId')} />
        <TextField label={t('login.passwordLabel')} type="password" autoComplete="current-password" error={form.errorFor('password')} {...form.field('password')} />
        <p className="auth-links">
          <Link to="/forgot-password">{t('login.forgot')}</Link>
        </p>
        <button type="submit" className="button button-block" disabled={!form.isValid || busy} data-testid="login-submit">
          {busy ? t('login.signingIn') : t('login.signIn')}
        </button>
      </fetcher.Form>
      <p className="auth-alt">
        {t('login.becomeAgent')} <Link to="/signup">{t('login.register')}</Link>
      </p>
    </AuthCard>
  )
}
