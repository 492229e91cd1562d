import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { clearAccountFlow, getAccountFlow } from '#app/accounts/flow.server.ts'
import { VERIFY_IDENTITY_PATH } from '#app/accounts/paths.ts'
import { setPasswordSchema } from '#app/accounts/schemas.ts'
import { AuthCard, TextField, useDelayedNavigate } from '#app/forms/FormParts.tsx'
import { showToast } from '#app/components/toast/toast-store.ts'
import { invalidAnswer, orExceptionToast, outcomeAnswer, readSubmission, translatorFor } from '#app/forms/forms.server.ts'
import { EnhancedField, useFormAnswer } from '#app/forms/enhanced-form.tsx'
import { useSpecForm } from '#app/forms/spec-form.tsx'
import type { I18nHandle } from '#app/i18n/config.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'
import { walletApi, walletMessage } from '#app/utils/wallet-api.server.ts'

export const handle = { i18n: ['accounts'], pageTitle: 'createPassword' } satisfies I18nHandle & PageTitleHandle

/** Spec section 2: 3 s after the password is set the next page opens. */
const AFTER_PASSWORD_DELAY_MS = 3000

/** After the password is set the flow is gone; the page stays for its toast and the 3 s delay. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === 'POST' ? false : defaultShouldRevalidate

export async function loader({ request }: LoaderFunctionArgs) {
  // A password can only be set after the code was verified (the flow then holds a ticket).
  const flow = await getAccountFlow(request)
  if (!flow?.ticket) throw redirect(flow ? '/enter-otp' : '/signup')
  return json({ purpose: flow.purpose })
}

export async function action({ request }: ActionFunctionArgs) {
  const flow = await getAccountFlow(request)
  if (!flow?.ticket) throw redirect(flow ? '/enter-otp' : '/signup')
  const { submission, enhanced } = await readSubmission(request, setPasswordSchema)
  if (submission.status !== 'success') return invalidAnswer(submission)
  const t = await translatorFor(request, 'accounts')
  return orExceptionToast(
    request,
    enhanced,
    () => ({ toast: { type: 'error', description: t('password.createException') } }),
    async () => {
      const answer = await walletApi('/agent/set-password', { password: submission.value.password, ticket: flow.ticket })
      if (answer.status !== 200) {
        return await outcomeAnswer(request, enhanced, {
          toast: { type: 'error', title: t('password.createFailed'), description: walletMessage(answer) ?? t('password.createFailed') },
        })
      }
      const headers = { 'Set-Cookie': await clearAccountFlow(request) }
      // A new account is logged out: it is told so and sent to log in, and from there on to the identity
      // check every stake needs (issue 21, item 3). A reset goes home (spec section 2).
      return await outcomeAnswer(
        request,
        enhanced,
        flow.purpose === 'signup'
          ? {
              toast: { type: 'success', title: t('password.created'), description: t('password.accountCreated') },
              redirectTo: `/login?from=${encodeURIComponent(VERIFY_IDENTITY_PATH)}`,
              headers,
            }
          : { toast: { type: 'success', description: t('password.created') }, redirectTo: '/', headers },
      )
    },
  )
}

export default function EnterPasswordPage() {
  const { purpose } = useLoaderData<typeof loader>()
  const { t } = useTranslation('accounts')
  const navigateLater = useDelayedNavigate()
  const { answer, submitting } = useFormAnswer((answer) => {
    if (answer.toast) showToast(answer.toast)
    if (answer.redirectTo) navigateLater(answer.redirectTo, AFTER_PASSWORD_DELAY_MS)
  })
  const { fields, formProps, canSubmit } = useSpecForm({ id: 'password-form', schema: setPasswordSchema, lastResult: answer?.result })
  const busy = submitting || Boolean(answer?.redirectTo)
  const resetting = purpose === 'password_reset'

  return (
    <AuthCard title={resetting ? t('password.resetHeading') : t('password.heading')} testId="enter-password-page">
      <Form method="post" className="auth-form" {...formProps}>
        <EnhancedField />
        <TextField label={t('password.password')} field={fields.password} type="password" autoComplete="new-password" />
        <TextField label={t('password.confirm')} field={fields.confirmPassword} type="password" autoComplete="new-password" />
        <button type="submit" className="button button-block" disabled={!canSubmit || busy} data-testid="password-submit">
          {busy ? t('processing') : resetting ? t('password.save') : t('password.submit')}
        </button>
      </Form>
    </AuthCard>
  )
}
