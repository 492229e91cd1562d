import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useFetcher, useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { clearAccountFlow, getAccountFlow } from '#app/accounts/flow.server.ts'
import { orException, outcome, readForm } from '#app/accounts/forms.server.ts'
import type { ActionOutcome } from '#app/accounts/outcome.ts'
import { setPasswordSchema } from '#app/accounts/schemas.ts'
import { useValidatedForm } from '#app/accounts/use-validated-form.ts'
import { getCsrfToken } from '#app/auth/csrf.server.ts'
import { AuthCard, CsrfField, TextField, useDelayedNavigate } from '#app/components/accounts/FormParts.tsx'
import { showToast } from '#app/components/toast/toast-store.ts'
import type { I18nHandle } from '#app/i18n/config.ts'
import { walletApi, walletMessage } from '#app/utils/wallet-api.server.ts'

export const handle = { i18n: ['accounts'] } satisfies I18nHandle
export const meta: MetaFunction = () => [{ title: 'Create Password | 9ja Lottery' }]

const TO_HOME_DELAY_MS = 3000

/** After the password is set the flow is gone; the page stays for its toast and the 3 s delay. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === 'POST' ? false : defaultShouldRevalidate

export async function loader({ request }: LoaderFunctionArgs) {
  // A password can only be set after the code was verified (the flow then holds a ticket).
  const flow = await getAccountFlow(request)
  if (!flow?.ticket) throw redirect(flow ? '/enter-otp' : '/signup')
  const { token, setCookie } = await getCsrfToken(request)
  return json({ csrf: token }, { headers: setCookie ? { 'Set-Cookie': setCookie } : undefined })
}

export async function action({ request }: ActionFunctionArgs) {
  const flow = await getAccountFlow(request)
  const { data, invalid } = await readForm(request, setPasswordSchema)
  if (invalid) return invalid
  if (!flow?.ticket) return outcome({ outcome: 'failed' })
  return orException(async () => {
    const answer = await walletApi('/agent/set-password', { password: data.password, ticket: flow.ticket }, { request })
    if (answer.status !== 200) return outcome({ outcome: 'failed', message: walletMessage(answer) })
    return outcome({ outcome: 'success', redirectTo: '/' }, { headers: { 'Set-Cookie': await clearAccountFlow(request) } })
  })
}

export default function EnterPasswordPage() {
  const { csrf } = useLoaderData<typeof loader>()
  const { t } = useTranslation('accounts')
  const fetcher = useFetcher<ActionOutcome>()
  const navigateLater = useDelayedNavigate()
  const result = fetcher.data
  const form = useValidatedForm(setPasswordSchema, { password: '', confirmPassword: '' }, result?.outcome === 'invalid' ? result.fieldErrors : undefined)
  const busy = fetcher.state !== 'idle' || result?.outcome === 'success'

  useEffect(() => {
    if (!result || fetcher.state !== 'idle') return
    if (result.outcome === 'success') {
      showToast({ type: 'success', description: t('password.created') })
      navigateLater(result.redirectTo ?? '/', TO_HOME_DELAY_MS)
    } else if (result.outcome === 'exception') {
      showToast({ type: 'error', description: t('password.createException') })
    } else if (result.outcome === 'failed') {
      showToast({ type: 'error', title: t('password.createFailed'), description: result.message ?? t('password.createFailed') })
    }
  }, [result, fetcher.state])

  return (
    <AuthCard title={t('password.heading')} testId="enter-password-page">
      <fetcher.Form method="post" action="/enter-password" className="auth-form" noValidate>
        <CsrfField token={csrf} />
        <TextField label={t('password.password')} type="password" autoComplete="new-password" error={form.errorFor('password')} {...form.field('password')} />
        <TextField label={t('password.confirm')} type="password" autoComplete="new-password" error={form.errorFor('confirmPassword')} {...form.field('confirmPassword')} />
        <button type="submit" className="button button-block" disabled={!form.isValid || busy} data-testid="password-submit">
          {busy ? t('processing') : t('password.submit')}
        </button>
      </fetcher.Form>
    </AuthCard>
  )
}
