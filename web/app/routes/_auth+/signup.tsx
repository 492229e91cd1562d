import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { resendAvailableAfter, saveAccountFlow } from '#app/accounts/flow.server.ts'
import { referralCodeFromLink, signupSchema, userTypes } from '#app/accounts/schemas.ts'
import { ContinueWithGoogle } from '#app/accounts/ContinueWithGoogle.tsx'
import { OIDC_REFUSALS, getOidcFlow } from '#app/accounts/oidc.server.ts'
import { AuthCard, CheckboxField, ChoiceField, TextField, useDelayedNavigate } from '#app/forms/FormParts.tsx'
import { showToast } from '#app/components/toast/toast-store.ts'
import { getLegalPage } from '#app/content/cms.server.ts'
import { getLanguage } from '#app/i18n/i18n.server.ts'
import { invalidAnswer, orExceptionToast, outcomeAnswer, readSubmission, translatorFor } from '#app/forms/forms.server.ts'
import { EnhancedField, useFormAnswer } from '#app/forms/enhanced-form.tsx'
import { useSpecForm } from '#app/forms/spec-form.tsx'
import type { I18nHandle } from '#app/i18n/config.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'
import { walletApi, walletMessage, walletRefusal } from '#app/utils/wallet-api.server.ts'

export const handle = { i18n: ['accounts'], pageTitle: 'signUp' } satisfies I18nHandle & PageTitleHandle

/**
 * A referral link (`/signup?ref=CODE`, the user menu copies it) fills the code in; a person back from
 * "Continue with Google" with no account yet finds the provider's name and email filled in.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { signup } = await getOidcFlow(request)
  return {
    referralCode: referralCodeFromLink(new URL(request.url).searchParams.get('ref')),
    google: signup ? { email: signup.email, fullName: signup.fullName } : null,
  }
}

/** Spec section 2: 3 s after a successful signup the code page opens. */
const TO_OTP_DELAY_MS = 3000

export async function action({ request }: ActionFunctionArgs) {
  const { submission, enhanced } = await readSubmission(request, signupSchema)
  if (submission.status !== 'success') return invalidAnswer(submission)
  const data = submission.value
  const t = await translatorFor(request, 'accounts')
  return orExceptionToast(
    request,
    enhanced,
    () => ({ toast: { type: 'error', description: t('signup.failed') } }),
    async () => {
      // The service records which published terms were accepted: the revision /terms shows now.
      const termsVersion = (await getLegalPage('terms', getLanguage(request))).value?.version
      if (!termsVersion) return outcomeAnswer(request, enhanced, { toast: { type: 'error', description: t('signup.termsUnavailable') } })
      // After "Continue with Google" the new account holds the pending sign-in, linked once its code is verified.
      const google = (await getOidcFlow(request)).signup
      const person = {
        fullName: data.fullName,
        phoneNumber: data.phoneNumber,
        emailAddress: data.emailAddress,
        confirmAdult: true,
        acceptTerms: true,
        termsVersion,
        ...(google ? { oidcSignupToken: google.token } : {}),
      }
      const answer =
        data.userType === 'Agent'
          ? await walletApi('/agent/signup', {
              ...person,
              businessName: data.businessName,
              address: data.address,
              referralCode: data.referralCode,
            })
          : // The spec's Individual form has no code field: a referral link's code rides along, hidden.
            await walletApi('/user/signup', data.referralCode ? { ...person, referralCode: data.referralCode } : person)
      const id = (answer.data as { Id?: unknown }).Id
      // Spec section 8: a refused signup only resets the button; the service's reason is worth showing.
      if (answer.status !== 201 || typeof id !== 'string') {
        const description = walletRefusal(answer, t, OIDC_REFUSALS) ?? t('signup.failed')
        return outcomeAnswer(request, enhanced, { toast: { type: 'error', description } })
      }
      const cookie = await saveAccountFlow(request, { id, purpose: 'signup', resendAvailableAt: resendAvailableAfter() })
      return await outcomeAnswer(request, enhanced, {
        toast: { type: 'success', description: walletMessage(answer) ?? t('otp.instructions') },
        redirectTo: '/enter-otp',
        headers: { 'Set-Cookie': cookie },
      })
    },
  )
}

export default function SignupPage() {
  const { t } = useTranslation('accounts')
  const { referralCode, google } = useLoaderData<typeof loader>()
  const navigateLater = useDelayedNavigate()
  const { answer, submitting } = useFormAnswer((answer) => {
    if (answer.toast) showToast(answer.toast)
    if (answer.redirectTo) navigateLater(answer.redirectTo, TO_OTP_DELAY_MS)
  })
  const { fields, formProps, canSubmit } = useSpecForm({
    id: 'signup-form',
    schema: signupSchema,
    lastResult: answer?.result,
    defaultValue: {
      userType: 'Individual',
      referralCode: referralCode ?? undefined,
      fullName: google?.fullName ?? undefined,
      emailAddress: google?.email ?? undefined,
    },
  })
  const busy = submitting || Boolean(answer?.redirectTo)

  return (
    <AuthCard title={t('signup.heading')} testId="signup-page">
      {google ? (
        <p className="oidc-notice" data-testid="signup-with-google">
          {t('oidc.signingUpAs', { email: google.email ?? '' })}
        </p>
      ) : (
        <ContinueWithGoogle />
      )}
      <Form method="post" className="auth-form signup-form" {...formProps}>
        <EnhancedField />
        <ChoiceField
          className="user-type"
          legend={t('signup.registerAs')}
          field={fields.userType}
          options={userTypes.map((type) => ({ value: type, label: t(`signup.type${type}`) }))}
        />
        <TextField label={t('signup.fullName')} field={fields.fullName} autoComplete="name" />
        {/* Agent-only fields are always in the page; CSS shows them while Agent is chosen, with or without JavaScript. */}
        <div className="agent-only">
          <TextField label={t('signup.businessName')} field={fields.businessName} autoComplete="organization" />
          <TextField label={t('signup.address')} field={fields.address} autoComplete="street-address" />
        </div>
        <TextField label={t('signup.phoneNumber')} field={fields.phoneNumber} type="tel" inputMode="numeric" autoComplete="tel-national" />
        <TextField label={t('signup.emailAddress')} field={fields.emailAddress} type="email" autoComplete="email" />
        {/* One code field: an Agent sees it (prefilled from a referral link); for an Individual it stays hidden, carrying the link's code. */}
        <div className="agent-only">
          <TextField label={t('signup.referralCode')} field={fields.referralCode} autoComplete="off" />
        </div>
        {referralCode ? (
          <p className="individual-only muted" data-testid="signup-referred">
            {t('signup.referredWith', { code: referralCode })} <Link to="/signup">{t('signup.withoutCode')}</Link>
          </p>
        ) : null}
        <CheckboxField field={fields.confirmAdult}>{t('signup.confirmAdult')}</CheckboxField>
        <CheckboxField field={fields.acceptTerms}>
          {t('signup.acceptTerms')}{' '}
          <Link to="/terms" target="_blank" rel="noopener">
            {t('signup.termsLink')}
          </Link>
        </CheckboxField>
        <button type="submit" className="button button-block" disabled={!canSubmit || busy} data-testid="signup-submit">
          {busy ? t('processing') : t('signup.submit')}
        </button>
      </Form>
      <p className="auth-alt">
        {t('signup.haveAccount')} <Link to="/login">{t('signup.login')}</Link>
      </p>
    </AuthCard>
  )
}
