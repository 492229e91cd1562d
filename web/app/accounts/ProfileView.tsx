import { Form, Link, useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { OtpBoxes } from '#app/accounts/OtpBoxes.tsx'
import { CONFIRM_EMAIL_PATH, LINK_GOOGLE_PATH, PROFILE_PATH, UNLINK_GOOGLE_PATH, VERIFY_IDENTITY_PATH } from '#app/accounts/paths.ts'
import type { KycSummary, Profile } from '#app/accounts/profile.server.ts'
import { emailConfirmationSchema, idTypes, kycSchema } from '#app/accounts/schemas.ts'
import { CheckboxField, ChoiceField, TextField } from '#app/forms/FormParts.tsx'
import { showToast } from '#app/components/toast/toast-store.ts'
import { EnhancedField, useFormAnswer } from '#app/forms/enhanced-form.tsx'
import { useSpecForm } from '#app/forms/spec-form.tsx'
import { formatNaira } from '#app/i18n/format.ts'
import type { RootLoaderData } from '#app/root-loader-data.ts'

function initials(fullName: string) {
  return fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('')
}

/**
 * Profile (spec section 2): initials avatar, read-only phone and email, whether the email is confirmed
 * (decision 022), the linked Google account and the identity check (issue 14).
 */
export function ProfileView() {
  const { profile, verifying } = useLoaderData<{ profile: Profile | null; verifying: boolean }>()
  const { t } = useTranslation('accounts')
  return (
    <div className="settings-panel" data-testid="profile-panel">
      <h1>{t('settings.profile')}</h1>
      {profile ? (
        <>
          <div className="profile-head">
            <span className="avatar" aria-hidden="true" data-testid="profile-initials">
              {initials(profile.fullName)}
            </span>
            <strong>{profile.fullName}</strong>
          </div>
          <div className="form-field">
            <label htmlFor="profile-phone">{t('profile.phoneNumber')}</label>
            <input id="profile-phone" value={profile.phoneNumber} readOnly />
          </div>
          <div className="form-field">
            <label htmlFor="profile-email">{t('profile.email')}</label>
            <input id="profile-email" value={profile.email} readOnly />
          </div>
          <EmailConfirmation confirmed={profile.emailConfirmed} />
          <LinkedAccounts profile={profile} />
          <IdentityCheck kyc={profile.kyc} verifying={verifying} />
        </>
      ) : null}
    </div>
  )
}

/**
 * Whether the email is confirmed (decision 022): Continue with Google signs in to an account by its email
 * only once it is. If not, Send a code (to the email alone) and the code's six boxes, two plain forms
 * posted to the profile's action with or without JavaScript.
 */
function EmailConfirmation({ confirmed }: { confirmed: boolean }) {
  const { t } = useTranslation('accounts')
  const { answer, submitting } = useFormAnswer<{ form?: 'email' }>((answer) => {
    if (answer.form === 'email' && answer.toast) showToast(answer.toast)
  })
  const { formProps, canSubmit } = useSpecForm({
    id: 'email-confirmation-form',
    schema: emailConfirmationSchema,
    lastResult: answer?.form === 'email' ? answer.result : undefined,
  })
  // Only the action's verdict is shown: while typing, the disabled button says enough (as on the code page).
  const otpError = answer?.form === 'email' ? answer.result?.error?.otp?.[0] : undefined
  if (confirmed) {
    return (
      <p className="email-confirmation" data-testid="email-confirmed">
        {t('emailConfirmation.confirmed')}
      </p>
    )
  }
  return (
    <div className="email-confirmation" data-testid="email-confirmation">
      <p data-testid="email-not-confirmed">{t('emailConfirmation.notConfirmed')}</p>
      <p className="muted">{t('emailConfirmation.why')}</p>
      <Form method="post" action={CONFIRM_EMAIL_PATH} preventScrollReset>
        <EnhancedField />
        <button
          type="submit"
          name="intent"
          value="send"
          className="button button-outline"
          disabled={submitting}
          data-testid="email-send-code"
        >
          {t('emailConfirmation.send')}
        </button>
      </Form>
      <Form method="post" action={CONFIRM_EMAIL_PATH} className="auth-form" preventScrollReset {...formProps}>
        <EnhancedField />
        <input type="hidden" name="intent" value="confirm" />
        <p className="muted">{t('emailConfirmation.enterCode')}</p>
        <OtpBoxes name="otp" describedBy={otpError ? 'email-code-error' : undefined} />
        {otpError ? (
          <p className="field-error" id="email-code-error" role="alert">
            {t(otpError)}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={!canSubmit || submitting} data-testid="email-confirm-submit">
          {submitting ? t('processing') : t('emailConfirmation.submit')}
        </button>
      </Form>
    </div>
  )
}

/**
 * The Google account linked to this one (decision 022), with Unlink; with none, Link Google (offered when a
 * provider is set). Both are plain forms, posted with or without JavaScript. The service refuses unlinking
 * an account with no password (the player could not log in).
 */
function LinkedAccounts({ profile }: { profile: Profile }) {
  const { t } = useTranslation('accounts')
  const offered = useRouteLoaderData<RootLoaderData>('root')?.publicEnv.GOOGLE_SIGN_IN ?? false
  const google = profile.identities[0]
  return (
    <section className="linked-accounts" aria-labelledby="linked-heading" data-testid="linked-accounts">
      <h2 id="linked-heading">{t('oidc.linkedHeading')}</h2>
      {google ? (
        <>
          <p data-testid="google-linked">{t('oidc.linked', { email: google.email ?? '' })}</p>
          {profile.hasPassword ? null : <p className="muted">{t('oidc.noPassword')}</p>}
          <Form method="post" action={UNLINK_GOOGLE_PATH}>
            <button type="submit" className="button button-outline" data-testid="google-unlink">
              {t('oidc.unlink')}
            </button>
          </Form>
        </>
      ) : (
        <>
          <p className="muted" data-testid="google-not-linked">
            {t('oidc.notLinked')}
          </p>
          {offered ? (
            <Form method="post" action={LINK_GOOGLE_PATH}>
              <button type="submit" className="button button-outline" data-testid="google-link">
                {t('oidc.link')}
              </button>
            </Form>
          ) : null}
        </>
      )}
    </section>
  )
}

/**
 * Where the player's identity check stands, the reason for a refusal and what to do next. The button
 * is a link to `?verify`, which opens the form, with or without JavaScript.
 */
function IdentityCheck({ kyc, verifying }: { kyc: KycSummary; verifying: boolean }) {
  const { t } = useTranslation('accounts')
  const values = { idType: kyc.idType ?? 'BVN/NIN', last4: kyc.idLast4 ?? '' }
  // Pending too: a check cut short by a crash may be started again (the service says when one is still running).
  const canVerify = kyc.status !== 'verified'
  return (
    <section className={`kyc-status kyc-${kyc.status}`} aria-labelledby="kyc-heading" data-testid="kyc-status">
      <h2 id="kyc-heading">{t('kyc.heading')}</h2>
      <p className="kyc-state" data-testid="kyc-state">
        {t(`kyc.status.${kyc.status}`, values)}
      </p>
      {kyc.status === 'rejected' && kyc.reason ? (
        <p data-testid="kyc-reason">
          {t(`kyc.reason.${kyc.reason}`, values)} {t(`kyc.next.${kyc.reason}`)}
        </p>
      ) : (
        <p className="muted">{t(`kyc.why.${kyc.status}`)}</p>
      )}
      {kyc.heldDeposits > 0 ? (
        <p className="kyc-held" data-testid="kyc-held">
          {t('kyc.held', { amount: formatNaira(kyc.heldDeposits) })}
        </p>
      ) : null}
      {canVerify && verifying ? <IdentityForm /> : null}
      {canVerify && !verifying ? (
        <Link to={VERIFY_IDENTITY_PATH} className="button" data-testid="kyc-button" preventScrollReset>
          {t('profile.kycButton')}
        </Link>
      ) : null}
    </section>
  )
}

function IdentityForm() {
  const { t } = useTranslation('accounts')
  const { answer, submitting } = useFormAnswer<{ form?: 'email' }>((answer) => {
    if (answer.form !== 'email' && answer.toast) showToast(answer.toast)
  })
  const { fields, formProps, canSubmit } = useSpecForm({
    id: 'kyc-form',
    schema: kycSchema,
    lastResult: answer?.form === 'email' ? undefined : answer?.result,
    defaultValue: { idType: 'BVN' },
  })
  return (
    <Form method="post" action={VERIFY_IDENTITY_PATH} className="auth-form kyc-form" {...formProps} data-testid="kyc-form">
      <h3>{t('kyc.formTitle')}</h3>
      <EnhancedField />
      <ChoiceField
        className="user-type"
        legend={t('kyc.idType')}
        field={fields.idType}
        options={idTypes.map((type) => ({ value: type, label: type }))}
      />
      <TextField label={t('kyc.idNumber')} field={fields.idNumber} inputMode="numeric" maxLength={11} autoComplete="off" />
      <TextField label={t('kyc.dateOfBirth')} field={fields.dateOfBirth} type="date" autoComplete="bday" />
      <div className="kyc-consent">
        <p>
          <strong>{t('kyc.consentTitle')}</strong> {t('kyc.consentText')}
        </p>
        <CheckboxField field={fields.consent}>{t('kyc.consent')}</CheckboxField>
      </div>
      <div className="button-row">
        <button type="submit" className="button" disabled={!canSubmit || submitting} data-testid="kyc-submit">
          {submitting ? t('processing') : t('kyc.submit')}
        </button>
        <Link to={PROFILE_PATH} className="button button-outline" preventScrollReset>
          {t('kyc.cancel')}
        </Link>
      </div>
    </Form>
  )
}
