import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useFetcher, useLoaderData } from '@remix-run/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { saveAccountFlow } from '#app/accounts/flow.server.ts'
import { orException, outcome, readForm } from '#app/accounts/forms.server.ts'
import type { ActionOutcome } from '#app/accounts/outcome.ts'
import { forgotPasswordSchema } from '#app/accounts/schemas.ts'
import { useValidatedForm } from '#app/accounts/use-validated-form.ts'
import { getCsrfToken } from '#app/auth/csrf.server.ts'
import { getSessionUser } from '#app/auth/session.server.ts'
import { AuthCard, CsrfField, TextField, useDelayedNavigate } from '#app/components/accounts/FormParts.tsx'
import { showToast } from '#app/components/toast/toast-store.ts'
import type { I18nHandle } from '#app/i18n/config.ts'
import { walletApi, walletMessage } from '#app/utils/wallet-api.server.ts'

export const handle = { i18n: ['accounts'] } satisfies I18nHandle
export const meta: MetaFunction = () => [{ title: 'Forgot Password | 9ja Lottery' }]

const TO_OTP_DELAY_MS = 3000
const requestSchema = forgotPasswordSchema.extend({ intent: z.enum(['request', 'resend']) })

export async function loader({ request }: LoaderFunctionArgs) {
  // Spec route table: forgot-password is for logged-out visitors.
  if (await getSessionUser(request)) throw redirect('/dashboard')
  const { token, setCookie } = await getCsrfToken(request)
  return json({ csrf: token }, { headers: setCookie ? { 'Set-Cookie': setCookie } : undefined })
}

export async function action({ request }: ActionFunctionArgs) {
  const { data, invalid } = await readForm(request, requestSchema)
  if (invalid) return invalid
  return orException(async () => {
    // The answer is the same whether or not the email or number is registered.
    const answer =
      data.intent === 'resend'
        ? await walletApi('/api/resend-otp', { emailOrNumber: data.userId }, { request })
        : await walletApi('/agent/forgot-password', { userId: data.userId }, { request })
    const id = (answer.data as { Id?: unknown }).Id
    if (answer.status !== 200 || typeof id !== 'string') return outcome({ outcome: 'failed', message: walletMessage(answer) })
    const cookie = await saveAccountFlow(request, { id, purpose: 'password_reset', identifier: data.userId })
    return outcome({ outcome: 'success', redirectTo: '/enter-otp' }, { headers: { 'Set-Cookie': cookie } })
  })
}

export default function ForgotPasswordPage() {
  const { csrf } = useLoaderData<typeof loader>()
  const { t } = useTranslation('accounts')
  const fetcher = useFetcher<ActionOutcome>()
  const navigateLater = useDelayedNavigate()
  const result = fetcher.data
  const form = useValidatedForm(forgotPasswordSchema, { userId: '' }, result?.outcome === 'invalid' ? result.fieldErrors : undefined)
  const busy = fetcher.state !== 'idle' || result?.outcome === 'success'

  useEffect(() => {
    if (!result || fetcher.state !== 'idle') return
    if (result.outcome === 'success') {
      showToast({ type: 'success', description: t('forgot.sent') })
      navigateLater(result.redirectTo ?? '/enter-otp', TO_OTP_DELAY_MS)
    } else if (result.outcome === 'failed' || result.outcome === 'exception') {
      showToast({ type: 'error', title: t('forgot.notSent'), description: (result.outcome === 'failed' && result.message) || t('forgot.notSent') })
    }
  }, [result, fetcher.state])

  return (
    <AuthCard title={t('forgot.heading')} testId="forgot-password-page">
      <fetcher.Form method="post" action="/forgot-password" className="auth-form" noValidate>
        <CsrfField token={csrf} />
        <TextField label={t('forgot.userIdLabel')} type="text" autoComplete="username" error={form.errorFor('userId')} {...form.field('userId')} />
        <button type="submit" name="intent" value="request" className="button button-block" disabled={!form.isValid || busy} data-testid="forgot-submit">
          {busy ? t('processing') : t('forgot.submit')}
        </button>
        <button type="submit" name="intent" value="resend" className="button button-outline button-block" disabled={!form.isValid || busy} data-testid="forgot-resend">
          {t('forgot.resend')}
        </button>
      </fetcher.Form>
    </AuthCard>
  )
}
