import type { ActionFunctionArgs } from '@remix-run/node'
import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { changePasswordSchema } from '#app/accounts/schemas.ts'
import { walletApiAsUser } from '#app/accounts/session-guard.server.ts'
import { requireSessionUser } from '#app/accounts/session.server.ts'
import { TextField } from '#app/forms/FormParts.tsx'
import { showToast } from '#app/components/toast/toast-store.ts'
import { invalidAnswer, orExceptionToast, outcomeAnswer, readSubmission, translatorFor } from '#app/forms/forms.server.ts'
import { EnhancedField, useFormAnswer } from '#app/forms/enhanced-form.tsx'
import { useSpecForm } from '#app/forms/spec-form.tsx'
import { walletMessage } from '#app/utils/wallet-api.server.ts'

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireSessionUser(request)
  const { submission, enhanced } = await readSubmission(request, changePasswordSchema)
  if (submission.status !== 'success') return invalidAnswer(submission)
  const t = await translatorFor(request, 'accounts')
  return orExceptionToast(
    request,
    enhanced,
    () => ({ toast: { type: 'error', description: t('changePassword.exception') } }),
    async () => {
      const answer = await walletApiAsUser(request, user, '/agent/change-password', submission.value)
      if (answer.status !== 200) {
        return await outcomeAnswer(request, enhanced, {
          toast: { type: 'error', title: t('changePassword.failed'), description: walletMessage(answer) ?? t('changePassword.failed') },
        })
      }
      // The form starts over empty, with no messages under its fields (issue 10 item 19).
      return await outcomeAnswer(request, enhanced, {
        toast: { type: 'success', description: t('changePassword.success') },
        result: submission.reply({ resetForm: true }),
      })
    },
  )
}

/** Spec section 2: old, new and confirm new password; submit enabled only when valid. */
export default function ChangePassword() {
  const { t } = useTranslation('accounts')
  const { answer, submitting } = useFormAnswer((answer) => {
    if (answer.toast) showToast(answer.toast)
  })
  const { fields, formProps, canSubmit } = useSpecForm({
    id: 'change-password-form',
    schema: changePasswordSchema,
    lastResult: answer?.result,
  })

  return (
    <div className="settings-panel" data-testid="change-password-panel">
      <h1>{t('settings.changePassword')}</h1>
      <Form method="post" className="auth-form" {...formProps}>
        <EnhancedField />
        <TextField label={t('changePassword.old')} field={fields.oldPassword} type="password" autoComplete="current-password" />
        <TextField label={t('changePassword.new')} field={fields.newPassword} type="password" autoComplete="new-password" />
        <TextField label={t('changePassword.confirm')} field={fields.confirmNewPassword} type="password" autoComplete="new-password" />
        <button type="submit" className="button" disabled={!canSubmit || submitting} data-testid="change-password-submit">
          {submitting ? t('processing') : t('changePassword.submit')}
        </button>
      </Form>
    </div>
  )
}
