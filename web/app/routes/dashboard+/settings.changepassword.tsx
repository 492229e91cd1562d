import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useFetcher, useLoaderData } from '@remix-run/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { orException, outcome, readForm } from '#app/accounts/forms.server.ts'
import type { ActionOutcome } from '#app/accounts/outcome.ts'
import { changePasswordSchema } from '#app/accounts/schemas.ts'
import { walletApiAsUser } from '#app/accounts/session-guard.server.ts'
import { useValidatedForm } from '#app/accounts/use-validated-form.ts'
import { getCsrfToken } from '#app/auth/csrf.server.ts'
import { requireSessionUser } from '#app/auth/session.server.ts'
import { CsrfField, TextField } from '#app/components/accounts/FormParts.tsx'
import { showToast } from '#app/components/toast/toast-store.ts'
import { walletMessage } from '#app/utils/wallet-api.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireSessionUser(request)
  const { token, setCookie } = await getCsrfToken(request)
  return json({ csrf: token }, { headers: setCookie ? { 'Set-Cookie': setCookie } : undefined })
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireSessionUser(request)
  const { data, invalid } = await readForm(request, changePasswordSchema)
  if (invalid) return invalid
  return orException(async () => {
    const answer = await walletApiAsUser(request, user, '/agent/change-password', data)
    return answer.status === 200
      ? outcome({ outcome: 'success' })
      : outcome({ outcome: 'failed', message: walletMessage(answer) })
  })
}

const empty = { oldPassword: '', newPassword: '', confirmNewPassword: '' }

/** Spec section 2: old, new and confirm new password; submit enabled only when valid. */
export default function ChangePassword() {
  const { csrf } = useLoaderData<typeof loader>()
  const { t } = useTranslation('accounts')
  const fetcher = useFetcher<ActionOutcome>()
  const result = fetcher.data
  const form = useValidatedForm(changePasswordSchema, empty, result?.outcome === 'invalid' ? result.fieldErrors : undefined)
  const busy = fetcher.state !== 'idle'

  useEffect(() => {
    if (!result || fetcher.state !== 'idle') return
    if (result.outcome === 'success') {
      showToast({ type: 'success', description: t('changePassword.success') })
      for (const name of Object.keys(empty) as (keyof typeof empty)[]) form.setValue(name, '')
    } else if (result.outcome === 'exception') {
      showToast({ type: 'error', description: t('changePassword.exception') })
    } else if (result.outcome === 'failed') {
      showToast({ type: 'error', title: t('changePassword.failed'), description: result.message ?? t('changePassword.failed') })
    }
  }, [result, fetcher.state])

  return (
    <div className="settings-panel" data-testid="change-password-panel">
      <h1>{t('settings.changePassword')}</h1>
      <fetcher.Form method="post" action="/dashboard/settings/changepassword" className="auth-form" noValidate>
        <CsrfField token={csrf} />
        <TextField label={t('changePassword.old')} type="password" autoComplete="current-password" error={form.errorFor('oldPassword')} {...form.field('oldPassword')} />
        <TextField label={t('changePassword.new')} type="password" autoComplete="new-password" error={form.errorFor('newPassword')} {...form.field('newPassword')} />
        <TextField label={t('changePassword.confirm')} type="password" autoComplete="new-password" error={form.errorFor('confirmNewPassword')} {...form.field('confirmNewPassword')} />
        <button type="submit" className="button" disabled={!form.isValid || busy} data-testid="change-password-submit">
          {busy ? t('processing') : t('changePassword.submit')}
        </button>
      </fetcher.Form>
    </div>
  )
}
