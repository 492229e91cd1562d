import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { dataOf, login } from '@9ja/contract'
import { sessionUserOf } from '#app/accounts/authenticator.server.ts'
import { OIDC_REFUSALS, clearOidcFlow, getOidcFlow } from '#app/accounts/oidc.server.ts'
import { commitSessionUser } from '#app/accounts/session.server.ts'
import {
  clearAccountFlow,
  cooldownSecondsOf,
  getAccountFlow,
  resendAvailableAfter,
  saveAccountFlow,
  secondsUntilResend,
} from '#app/accounts/flow.server.ts'
import { otpSchema } from '#app/accounts/schemas.ts'
import { AuthCard, useDelayedNavigate } from '#app/forms/FormParts.tsx'
import { OtpBoxes } from '#app/accounts/OtpBoxes.tsx'
import { showToast } from '#app/components/toast/toast-store.ts'
import { invalidAnswer, orExceptionToast, outcomeAnswer, readSubmission, translatorFor } from '#app/forms/forms.server.ts'
import { EnhancedField, useFormAnswer } from '#app/forms/enhanced-form.tsx'
import { useSpecForm } from '#app/forms/spec-form.tsx'
import type { I18nHandle } from '#app/i18n/config.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'
import { walletApi, walletMessage, walletRefusal } from '#app/utils/wallet-api.server.ts'

export const handle = { i18n: ['accounts'], pageTitle: 'enterOtp' } satisfies I18nHandle & PageTitleHandle

/** Spec section 2: 3 s after the code is verified the password page opens. */
const TO_PASSWORD_DELAY_MS = 3000

/** The page's two buttons post here: Verify (with the six digits) and Resend OTP (nothing else). */
const otpActionSchema = z.discriminatedUnion('intent', [
  otpSchema.extend({ intent: z.literal('verify') }),
  z.object({ intent: z.literal('resend') }),
])

/**
 * A verified code moves on (to the password, or, after "Continue with Google", logged in with the flow gone):
 * the page stays for its toast and the delay. A resend reloads the page's data (its countdown).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as { redirectTo?: unknown } | undefined)?.redirectTo ? false : defaultShouldRevalidate

export async function loader({ request }: LoaderFunctionArgs) {
  // Without a signup or reset in progress there is no code to enter.
  const flow = await getAccountFlow(request)
  if (!flow) throw redirect('/signup')
  return json({ resendWaitSeconds: secondsUntilResend(flow) }, { headers: { 'Cache-Control': 'no-store' } })
}

export async function action({ request }: ActionFunctionArgs) {
  const flow = await getAccountFlow(request)
  if (!flow) throw redirect('/signup')
  const { submission, enhanced } = await readSubmission(request, otpActionSchema)
  if (submission.status !== 'success') return invalidAnswer(submission)
  const t = await translatorFor(request, 'accounts')
  const input = submission.value
  const exception = () => ({
    toast: { type: 'error' as const, description: input.intent === 'resend' ? t('otp.resendException') : t('otp.verifyException') },
  })
  return orExceptionToast(request, enhanced, exception, async () => {
    if (input.intent === 'resend') {
      const answer = await walletApi('/agent/resend-otp', { Id: flow.id })
      if (answer.status === 200) {
        const cookie = await saveAccountFlow(request, { ...flow, resendAvailableAt: resendAvailableAfter() })
        return await outcomeAnswer(request, enhanced, {
          toast: { type: 'success', description: t('otp.resent') },
          headers: { 'Set-Cookie': cookie },
        })
      }
      // A cooldown the page did not know of (another tab asked for a code): count down from the service's wait.
      const wait = cooldownSecondsOf(answer)
      const cookie = wait === null ? undefined : await saveAccountFlow(request, { ...flow, resendAvailableAt: resendAvailableAfter(wait) })
      return await outcomeAnswer(request, enhanced, {
        toast: { type: 'error', title: t('otp.resendFailed'), description: walletMessage(answer) ?? t('otp.resendFailed') },
        headers: cookie ? { 'Set-Cookie': cookie } : undefined,
      })
    }
    const answer = await walletApi('/agent/verify-otp', { otp: input.otp, Id: flow.id })
    const ticket = (answer.data as { ticket?: unknown }).ticket
    if (answer.status !== 200 || typeof ticket !== 'string') {
      return outcomeAnswer(request, enhanced, {
        toast: { type: 'error', title: t('otp.verifyFailed'), description: walletMessage(answer) ?? t('otp.verifyFailed') },
      })
    }
    // A signup begun with "Continue with Google" needs no password: the account is linked and logged in now.
    const google = flow.purpose === 'signup' ? (await getOidcFlow(request)).signup : undefined
    if (google) return await finishGoogleSignup(request, enhanced, { ticket, signupToken: google.token })
    const cookie = await saveAccountFlow(request, { ...flow, ticket })
    return await outcomeAnswer(request, enhanced, {
      toast: { type: 'success', description: t('otp.verified') },
      redirectTo: '/enter-password',
      headers: { 'Set-Cookie': cookie },
    })
  })
}

async function finishGoogleSignup(request: Request, enhanced: boolean, input: { ticket: string; signupToken: string }) {
  const t = await translatorFor(request, 'accounts')
  const answer = await walletApi('/agent/oidc/finish-signup', input)
  if (answer.status !== 200) {
    return outcomeAnswer(request, enhanced, {
      toast: { type: 'error', title: t('otp.verifyFailed'), description: walletRefusal(answer, t, OIDC_REFUSALS) ?? t('otp.verifyFailed') },
    })
  }
  const headers = new Headers()
  headers.append('Set-Cookie', await commitSessionUser(request, sessionUserOf(dataOf(login, answer.data))))
  headers.append('Set-Cookie', await clearAccountFlow(request))
  headers.append('Set-Cookie', await clearOidcFlow(request))
  return outcomeAnswer(request, enhanced, {
    toast: { type: 'success', description: t('oidc.signedUp') },
    redirectTo: '/dashboard',
    headers,
  })
}

export default function EnterOtpPage() {
  const loaderData = useLoaderData<typeof loader>()
  const { t } = useTranslation('accounts')
  const navigateLater = useDelayedNavigate()
  const [boxesKey, setBoxesKey] = useState(0)
  const { answer, submitting } = useFormAnswer((answer) => {
    if (answer.toast) showToast(answer.toast)
    if (answer.redirectTo) navigateLater(answer.redirectTo, TO_PASSWORD_DELAY_MS)
    // A new code makes the digits typed so far useless.
    else if (answer.toast?.type === 'success') setBoxesKey((key) => key + 1)
  })
  const { formProps, canSubmit } = useSpecForm({ id: 'otp-form', schema: otpActionSchema, lastResult: answer?.result })
  const secondsLeft = useCountdown(loaderData.resendWaitSeconds, loaderData)
  const busy = submitting || Boolean(answer?.redirectTo)
  // Only the action's verdict is shown: while typing, the disabled button says enough (spec section 4).
  const otpError = answer?.result?.error?.otp?.[0]

  return (
    <AuthCard title={t('otp.heading')} testId="enter-otp-page">
      <p className="muted">{t('otp.instructions')}</p>
      <Form method="post" className="auth-form" {...formProps}>
        <EnhancedField />
        <input type="hidden" name="intent" value="verify" />
        <OtpBoxes key={boxesKey} name="otp" describedBy={otpError ? 'otp-error' : undefined} />
        {otpError ? (
          <p className="field-error" id="otp-error" role="alert">
            {t(otpError)}
          </p>
        ) : null}
        <button type="submit" className="button button-block" disabled={!canSubmit || busy} data-testid="otp-submit">
          {busy ? t('processing') : t('otp.submit')}
        </button>
      </Form>
      <Form method="post" className="resend-form">
        <EnhancedField />
        <button
          type="submit"
          name="intent"
          value="resend"
          className="link-button"
          disabled={secondsLeft > 0 || submitting}
          data-testid="otp-resend"
        >
          {secondsLeft > 0 ? t('otp.resendIn', { seconds: secondsLeft }) : t('otp.resend')}
        </button>
      </Form>
    </AuthCard>
  )
}

/**
 * Seconds left of a wait, counting down; restarts whenever `reportedBy` (the loader data) is new,
 * as after a resend, when the page's data is reloaded.
 */
function useCountdown(seconds: number, reportedBy: unknown) {
  const [left, setLeft] = useState(seconds)
  useEffect(() => {
    const endsAt = Date.now() + seconds * 1000
    setLeft(seconds)
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000))
      setLeft(remaining)
      if (remaining === 0) window.clearInterval(timer)
    }, 250)
    return () => window.clearInterval(timer)
  }, [seconds, reportedBy])
  return left
}
