import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useFetcher, useLoaderData } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { getAccountFlow, saveAccountFlow } from '#app/accounts/flow.server.ts'
import { orException, outcome, readForm } from '#app/accounts/forms.server.ts'
import type { ActionOutcome } from '#app/accounts/outcome.ts'
import { otpSchema } from '#app/accounts/schemas.ts'
import { getCsrfToken } from '#app/auth/csrf.server.ts'
import { AuthCard, CsrfField, useDelayedNavigate } from '#app/components/accounts/FormParts.tsx'
import { OTP_LENGTH, OtpBoxes } from '#app/components/accounts/OtpBoxes.tsx'
import { showToast } from '#app/components/toast/toast-store.ts'
import type { I18nHandle } from '#app/i18n/config.ts'
import { walletApi, walletMessage } from '#app/utils/wallet-api.server.ts'

export const handle = { i18n: ['accounts'] } satisfies I18nHandle
export const meta: MetaFunction = () => [{ title: 'Enter OTP | 9ja Lottery' }]

const TO_PASSWORD_DELAY_MS = 3000
const intentSchema = z.object({ intent: z.enum(['verify', 'resend']) })

export async function loader({ request }: LoaderFunctionArgs) {
  // Without a signup or reset in progress there is no code to enter.
  if (!(await getAccountFlow(request))) throw redirect('/signup')
  const { token, setCookie } = await getCsrfToken(request)
  return json({ csrf: token }, { headers: setCookie ? { 'Set-Cookie': setCookie } : undefined })
}

export async function action({ request }: ActionFunctionArgs) {
  const flow = await getAccountFlow(request)
  const { data, invalid } = await readForm(request, intentSchema.and(z.object({ otp: z.string().optional() })))
  if (invalid) return invalid
  if (!flow) return outcome({ outcome: 'failed' })
  return orException(async () => {
    if (data.intent === 'resend') {
      const answer = await walletApi('/agent/resend-otp', { Id: flow.id }, { request })
      return answer.status === 200
        ? outcome({ outcome: 'success' })
        : outcome({ outcome: 'failed', message: walletMessage(answer) })
    }
    const otp = otpSchema.safeParse({ otp: data.otp })
    if (!otp.success) return outcome({ outcome: 'invalid', fieldErrors: { otp: 'validation.otpSixDigits' } }, { status: 400 })
    const answer = await walletApi('/agent/verify-otp', { otp: otp.data.otp, Id: flow.id }, { request })
    const ticket = (answer.data as { ticket?: unknown }).ticket
    if (answer.status !== 200 || typeof ticket !== 'string') {
      return outcome({ outcome: 'failed', message: walletMessage(answer) })
    }
    const cookie = await saveAccountFlow(request, { ...flow, ticket })
    return outcome({ outcome: 'success', redirectTo: '/enter-password' }, { headers: { 'Set-Cookie': cookie } })
  })
}

export default function EnterOtpPage() {
  const { csrf } = useLoaderData<typeof loader>()
  const { t } = useTranslation('accounts')
  const verify = useFetcher<ActionOutcome>()
  const resend = useFetcher<ActionOutcome>()
  const navigateLater = useDelayedNavigate()
  const [digits, setDigits] = useState<string[]>(Array.from({ length: OTP_LENGTH }, () => ''))
  const otp = digits.join('')
  const verified = verify.data?.outcome === 'success'
  const busy = verify.state !== 'idle' || verified

  useEffect(() => {
    const result = verify.data
    if (!result || verify.state !== 'idle') return
    if (result.outcome === 'success') {
      showToast({ type: 'success', description: t('otp.verified') })
      navigateLater(result.redirectTo ?? '/enter-password', TO_PASSWORD_DELAY_MS)
    } else if (result.outcome === 'exception') {
      showToast({ type: 'error', description: t('otp.verifyException') })
    } else {
      showToast({ type: 'error', title: t('otp.verifyFailed'), description: (result.outcome === 'failed' && result.message) || t('otp.verifyFailed') })
    }
  }, [verify.data, verify.state])

  useEffect(() => {
    const result = resend.data
    if (!result || resend.state !== 'idle') return
    if (result.outcome === 'success') {
      showToast({ type: 'success', description: t('otp.resent') })
      setDigits(Array.from({ length: OTP_LENGTH }, () => ''))
    } else if (result.outcome === 'exception') {
      showToast({ type: 'error', description: t('otp.resendException') })
    } else {
      showToast({ type: 'error', title: t('otp.resendFailed'), description: (result.outcome === 'failed' && result.message) || t('otp.resendFailed') })
    }
  }, [resend.data, resend.state])

  return (
    <AuthCard title={t('otp.heading')} testId="enter-otp-page">
      <p className="muted">{t('otp.instructions')}</p>
      <verify.Form method="post" action="/enter-otp" className="auth-form">
        <CsrfField token={csrf} />
        <input type="hidden" name="otp" value={otp} />
        <OtpBoxes digits={digits} onChange={setDigits} />
        <button
          type="submit"
          name="intent"
          value="verify"
          className="button button-block"
          disabled={otp.length !== OTP_LENGTH || busy}
          data-testid="otp-submit"
        >
          {busy ? t('processing') : t('otp.submit')}
        </button>
      </verify.Form>
      <resend.Form method="post" action="/enter-otp" className="resend-form">
        <CsrfField token={csrf} />
        <button type="submit" name="intent" value="resend" className="link-button" disabled={resend.state !== 'idle'} data-testid="otp-resend">
          {t('otp.resend')}
        </button>
      </resend.Form>
    </AuthCard>
  )
}
