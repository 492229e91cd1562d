import type { ActionFunctionArgs } from '@remix-run/node'
import { requireSessionUser } from '#app/accounts/session.server.ts'
import { invalidAnswer, orExceptionToast, outcomeAnswer, readSubmission, translatorFor } from '#app/forms/forms.server.ts'
import { walletRefusal, type WalletAnswer } from '#app/utils/wallet-api.server.ts'
import { emailConfirmationSchema } from './schemas.ts'
import { walletApiAsUser } from './session-guard.server.ts'

/** Refusals of the email's confirmation the page words itself (in the player's language); others show the service's message. */
const REFUSALS: Readonly<Record<string, string>> = {
  OTP_INCORRECT: 'emailConfirmation.errors.incorrect',
  OTP_EXPIRED: 'emailConfirmation.errors.expired',
  OTP_USED: 'emailConfirmation.errors.used',
  OTP_ATTEMPTS_EXCEEDED: 'emailConfirmation.errors.tooManyTries',
  OTP_COOLDOWN: 'emailConfirmation.errors.cooldown',
  OTP_HOURLY_LIMIT: 'emailConfirmation.errors.hourlyLimit',
  OTP_ADDRESS_LIMIT: 'emailConfirmation.errors.addressLimit',
  EMAIL_CODE_NOT_SENT: 'emailConfirmation.errors.notSent',
  EMAIL_ALREADY_CONFIRMED: 'emailConfirmation.errors.alreadyConfirmed',
}

/** Which of the profile's forms an answer is for: the page has the identity check's too. */
const extra = { form: 'email' } as const

/**
 * The profile's email confirmation (decision 022), posted to `?email`: Send a code (to the email alone),
 * or the code it sent. The outcome is a toast over the profile, which shows "Email: confirmed" once it is.
 */
export async function confirmEmailAction({ request }: ActionFunctionArgs) {
  const user = await requireSessionUser(request)
  const { submission, enhanced } = await readSubmission(request, emailConfirmationSchema)
  if (submission.status !== 'success') return invalidAnswer(submission, extra)
  const t = await translatorFor(request, 'accounts')
  const input = submission.value
  const refusal = (answer: WalletAnswer<unknown>) => walletRefusal(answer, t, REFUSALS) ?? t('emailConfirmation.exception')
  const exception = () => ({ toast: { type: 'error' as const, description: t('emailConfirmation.exception') }, extra })
  return orExceptionToast(request, enhanced, exception, async () => {
    if (input.intent === 'send') {
      const answer = await walletApiAsUser(request, user, '/agent/email/send-code')
      return outcomeAnswer(request, enhanced, {
        toast:
          answer.status === 200
            ? { type: 'success', description: t('emailConfirmation.sent') }
            : { type: 'error', title: t('emailConfirmation.sendFailed'), description: refusal(answer) },
        extra,
      })
    }
    const answer = await walletApiAsUser(request, user, '/agent/email/confirm', { otp: input.otp })
    if (answer.status !== 200) {
      return outcomeAnswer(request, enhanced, {
        toast: { type: 'error', title: t('emailConfirmation.failed'), description: refusal(answer) },
        extra,
      })
    }
    return outcomeAnswer(request, enhanced, { toast: { type: 'success', description: t('emailConfirmation.done') }, extra })
  })
}
