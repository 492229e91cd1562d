import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { resendAvailableAfter, saveAccountFlow } from '#app/accounts/flow.server.ts'
import { forgotPasswordSchema } from '#app/accounts/schemas.ts'
import { getSessionUser } from '#app/accounts/session.server.ts'
import { AuthCard, TextField, useDelayedNavigate } from '#app/forms/FormParts.tsx'
import { showToast } from '#app/components/toast/toast-store.ts'
import { invalidAnswer, orExceptionToast, outcomeAnswer, readSubmission, translatorFor } from '#app/forms/forms.server.ts'
import { EnhancedField, useFormAnswer } from '#app/forms/enhanced-form.tsx'
import { useSpecForm } from '#app/forms/spec-form.tsx'
import type { I18nHandle } from '#app/i18n/config.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'
import { walletApi, walletMessage } from '#app/utils/wallet-api.server.ts'

export const handle = { i18n: ['accounts'], pageTitle: 'forgotPassword' } satisfies I18nHandle & PageTitleHandle

/** Spec section 4: 3 s after a successful request the code page opens. */
const TO_OTP_DELAY_MS = 3000

/** Verify and Process asks for a code, Resend OTP for a new one; both carry the email or number. */
const requestSchema = forgotPasswordSchema.extend({ intent: z.enum(['request', 'resend']) })

export async function loader({ request }: LoaderFunctionArgs) {
  // Spec route table: forgot-password is for logged-out visitors.
  if (await getSessionUser(request)) throw redirect('/dashboard')
  return null
}

export async function action({ request }: ActionFunctionArgs) {
  const { submission, enhanced } = await readSubmission(request, requestSchema)
  if (submission.status !== 'success') return invalidAnswer(submission)
  const { intent, userId } = submission.value
  const t = await translatorFor(request, 'accounts')
  const notSent = (description?: string) => ({
    type: 'error' as const,
    title: t('forgot.notSent'),
    description: description ?? t('forgot.notSent'),
  })
  return orExceptionToast(
    request,
    enhanced,
    () => ({ toast: notSent() }),
    async () => {
      // The answer is the same whether or not the email or number is registered.
      const answer =
        intent === 'resend'
          ? await walletApi('/api/resend-otp', { emailOrNumber: userId })
          : await walletApi('/agent/forgot-password', { userId })
      const id = (answer.data as { Id?: unknown }).Id
      if (answer.status !== 200 || typeof id !== 'string')
        return outcomeAnswer(request, enhanced, { toast: notSent(walletMessage(answer)) })
      const cookie = await saveAccountFlow(request, {
        id,
        purpose: 'password_reset',
        identifier: userId,
        resendAvailableAt: resendAvailableAfter(),
      })
      return await outcomeAnswer(request, enhanced, {
        toast: { type: 'success', description: t('forgot.sent') },
        redirectTo: '/enter-otp',
        headers: { 'Set-Cookie': cookie },
      })
    },
  )
}

export default function ForgotPasswordPage() {
  const { t } = useTranslation('accounts')
  const navigateLater = useDelayedNavigate()
  const { answer, submitting } = useFormAnswer((answer) => {
    if (answer.toast) showToast(answer.toast)
    if (answer.redirectTo) navigateLater(answer.redirectTo, TO_OTP_DELAY_MS)
  })
  const { fields, formProps, canSubmit } = useSpecForm({ id: 'forgot-form', schema: forgotPasswordSchema, lastResult: answer?.result })
  const busy = submitting || Boolean(answer?.redirectTo)

  return (
    <AuthCard title={t('forgot.heading')} testId="forgot-password-page">
      <Form method="post" className="auth-form" {...formProps}>
        <EnhancedField />
        <TextField label={t('forgot.userIdLabel')} field={fields.userId} autoComplete="username" />
        <button
          type="submit"
          name="intent"
          value="request"
          className="button button-block"
          disabled={!canSubmit || busy}
          data-testid="forgot-submit"
        >
          {busy ? t('processing') : t('forgot.submit')}
        </button>
        <button
          type="submit"
          name="intent"
          value="resend"
          className="button button-outline button-block"
          disabled={!canSubmit || busy}
          data-testid="forgot-resend"
        >
          {t('forgot.resend')}
        </button>
      </Form>
    </AuthCard>
  )
}
