import type { ActionFunctionArgs } from '@remix-run/node'
import { Form, Link, useSearchParams } from '@remix-run/react'
import { ContinueWithGoogle } from '#app/accounts/ContinueWithGoogle.tsx'
import { useTranslation } from 'react-i18next'
import { LoginRefused, authenticator } from '#app/accounts/authenticator.server.ts'
import { destinationAfterLogin, loginSchema } from '#app/accounts/schemas.ts'
import { commitSessionUser } from '#app/accounts/session.server.ts'
import { AuthCard, TextField, useDelayedNavigate } from '#app/forms/FormParts.tsx'
import { showToast } from '#app/components/toast/toast-store.ts'
import { invalidAnswer, outcomeAnswer, readSubmission, translatorFor } from '#app/forms/forms.server.ts'
import { EnhancedField, useFormAnswer } from '#app/forms/enhanced-form.tsx'
import { useSpecForm } from '#app/forms/spec-form.tsx'
import type { I18nHandle } from '#app/i18n/config.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'
import { getLogger } from '#app/utils/logger.server.ts'
import { formatLagosTime } from '#app/i18n/format.ts'

export const handle = { i18n: ['accounts'], pageTitle: 'login' } satisfies I18nHandle & PageTitleHandle

/** Spec section 2: 2 s after a successful login the `from` value decides the destination. */
const LOGIN_REDIRECT_DELAY_MS = 2000

export async function action({ request }: ActionFunctionArgs) {
  const { submission, enhanced } = await readSubmission(request.clone(), loginSchema)
  if (submission.status !== 'success') return invalidAnswer(submission)
  const t = await translatorFor(request, 'accounts')
  try {
    const user = await authenticator.authenticate('wallet-login', request)
    // A player on a break may log in (to withdraw); the toast says until when (and the banner stays on every page).
    const restriction = user.protection?.restriction
    return await outcomeAnswer(request, enhanced, {
      toast: restriction
        ? {
            type: 'success',
            title: t('login.success'),
            description: t(`protection.notice.${restriction.kind}`, { until: formatLagosTime(restriction.until) }),
          }
        : { type: 'success', description: t('login.success') },
      redirectTo: destinationAfterLogin(new URL(request.url).searchParams.get('from')),
      headers: { 'Set-Cookie': await commitSessionUser(request, user) },
    })
  } catch (error) {
    if (error instanceof Response) throw error
    if (error instanceof LoginRefused) {
      return outcomeAnswer(request, enhanced, {
        toast: { type: 'error', title: t('login.failTitle'), description: error.walletMessage ?? t('login.failTitle') },
      })
    }
    getLogger().error({ err: error }, 'login failed')
    return outcomeAnswer(request, enhanced, { toast: { type: 'error', description: t('login.exception') }, status: 502 })
  }
}

export default function LoginPage() {
  const { t } = useTranslation('accounts')
  const navigateLater = useDelayedNavigate()
  const { answer, submitting } = useFormAnswer((answer) => {
    if (answer.toast) showToast(answer.toast)
    if (answer.redirectTo) navigateLater(answer.redirectTo, LOGIN_REDIRECT_DELAY_MS)
  })
  const { fields, formProps, canSubmit } = useSpecForm({ id: 'login-form', schema: loginSchema, lastResult: answer?.result })
  const busy = submitting || Boolean(answer?.redirectTo)
  const from = useSearchParams()[0].get('from')

  return (
    <AuthCard title={t('login.heading')} testId="login-page">
      <ContinueWithGoogle from={from} />
      <Form method="post" className="auth-form" {...formProps}>
        <EnhancedField />
        <TextField label={t('login.userIdLabel')} field={fields.userId} autoComplete="username" />
        <TextField label={t('login.passwordLabel')} field={fields.password} type="password" autoComplete="current-password" />
        <p className="auth-links">
          <Link to="/forgot-password">{t('login.forgot')}</Link>
        </p>
        <button type="submit" className="button button-block" disabled={!canSubmit || busy} data-testid="login-submit">
          {busy ? t('login.signingIn') : t('login.signIn')}
        </button>
      </Form>
      <p className="auth-alt">
        {t('login.becomeAgent')} <Link to="/signup">{t('login.register')}</Link>
      </p>
    </AuthCard>
  )
}
