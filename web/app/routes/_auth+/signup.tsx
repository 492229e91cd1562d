import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useFetcher, useLoaderData } from '@remix-run/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { saveAccountFlow } from '#app/accounts/flow.server.ts'
import { orException, outcome, readForm } from '#app/accounts/forms.server.ts'
import type { ActionOutcome } from '#app/accounts/outcome.ts'
import { signupSchema, userTypes } from '#app/accounts/schemas.ts'
import { useValidatedForm } from '#app/accounts/use-validated-form.ts'
import { getCsrfToken } from '#app/auth/csrf.server.ts'
import { AuthCard, CsrfField, TextField, useDelayedNavigate } from '#app/components/accounts/FormParts.tsx'
import { showToast } from '#app/components/toast/toast-store.ts'
import type { I18nHandle } from '#app/i18n/config.ts'
import { walletApi, walletMessage } from '#app/utils/wallet-api.server.ts'

export const handle = { i18n: ['accounts'] } satisfies I18nHandle
export const meta: MetaFunction = () => [{ title: 'Sign Up | 9ja Lottery' }]

const TO_OTP_DELAY_MS = 3000

export async function loader({ request }: LoaderFunctionArgs) {
  const { token, setCookie } = await getCsrfToken(request)
  return json({ csrf: token }, { headers: setCookie ? { 'Set-Cookie': setCookie } : undefined })
}

export async function action({ request }: ActionFunctionArgs) {
  const { data, invalid } = await readForm(request, signupSchema)
  if (invalid) return invalid
  return orException(async () => {
    const person = { fullName: data.fullName, phoneNumber: data.phoneNumber, emailAddress: data.emailAddress }
    const answer =
      data.userType === 'Agent'
        ? await walletApi('/agent/signup', { ...person, businessName: data.businessName, address: data.address, referralCode: data.referralCode }, { request })
        : await walletApi('/user/signup', person, { request })
    const id = (answer.data as { Id?: unknown }).Id
    if (answer.status !== 201 || typeof id !== 'string') return outcome({ outcome: 'failed', message: walletMessage(answer) })
    const cookie = await saveAccountFlow(request, { id, purpose: 'signup' })
    return outcome({ outcome: 'success', message: walletMessage(answer), redirectTo: '/enter-otp' }, { headers: { 'Set-Cookie': cookie } })
  })
}

const initial = { userType: 'Individual', fullName: '', phoneNumber: '', emailAddress: '', businessName: '', address: '', referralCode: '' }

export default function SignupPage() {
  const { csrf } = useLoaderData<typeof loader>()
  const { t } = useTranslation('accounts')
  const fetcher = useFetcher<ActionOutcome>()
  const navigateLater = useDelayedNavigate()
  const result = fetcher.data
  const form = useValidatedForm(signupSchema, initial, result?.outcome === 'invalid' ? result.fieldErrors : undefined)
  const isAgent = form.values.userType === 'Agent'
  const busy = fetcher.state !== 'idle' || result?.outcome === 'success'

  useEffect(() => {
    if (!result || fetcher.state !== 'idle') return
    if (result.outcome === 'success') {
      if (result.message) showToast({ type: 'success', description: result.message })
      navigateLater(result.redirectTo ?? '/enter-otp', TO_OTP_DELAY_MS)
    }
  }, [result, fetcher.state])

  return (
    <AuthCard title={t('signup.heading')} testId="signup-page">
      <fetcher.Form method="post" action="/signup" className="auth-form" noValidate>
        <CsrfField token={csrf} />
        <fieldset className="user-type">
          <legend>{t('signup.registerAs')}</legend>
          {userTypes.map((type) => (
            <label key={type} className="radio">
              <input
                type="radio"
                name="userType"
                value={type}
                checked={form.values.userType === type}
                onChange={() => form.setValue('userType', type)}
              />
              {t(`signup.type${type}`)}
            </label>
          ))}
          {form.errorFor('userType') ? <p className="field-error">{t(form.errorFor('userType')!)}</p> : null}
        </fieldset>
        <TextField label={t('signup.fullName')} autoComplete="name" error={form.errorFor('fullName')} {...form.field('fullName')} />
        {isAgent ? (
          <>
            <TextField label={t('signup.businessName')} autoComplete="organization" error={form.errorFor('businessName')} {...form.field('businessName')} />
            <TextField label={t('signup.address')} autoComplete="street-address" error={form.errorFor('address')} {...form.field('address')} />
          </>
        ) : null}
        <TextField label={t('signup.phoneNumber')} type="tel" inputMode="numeric" autoComplete="tel-national" error={form.errorFor('phoneNumber')} {...form.field('phoneNumber')} />
        <TextField label={t('signup.emailAddress')} type="email" autoComplete="email" error={form.errorFor('emailAddress')} {...form.field('emailAddress')} />
        {isAgent ? (
          <TextField label={t('signup.referralCode')} autoComplete="off" error={form.errorFor('referralCode')} {...form.field('referralCode')} />
        ) : null}
        {result?.outcome === 'failed' && result.message && fetcher.state === 'idle' ? (
          <p className="form-error" role="alert">
            {result.message}
          </p>
        ) : null}
        <button type="submit" className="button button-block" disabled={!form.isValid || busy} data-testid="signup-submit">
          {busy ? t('processing') : t('signup.submit')}
        </button>
      </fetcher.Form>
      <p className="auth-alt">
        {t('signup.haveAccount')} <Link to="/login">{t('signup.login')}</Link>
      </p>
    </AuthCard>
  )
}
