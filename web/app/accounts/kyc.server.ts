import type { ActionFunctionArgs } from '@remix-run/node'
import { kycVerified } from '@9ja/contract'
import { commitSessionUser, destroySessionUser, requireSessionUser } from '#app/accounts/session.server.ts'
import type { ToastInput } from '#app/components/toast/toast-schema.ts'
import { invalidAnswer, orExceptionToast, outcomeAnswer, readSubmission, translatorFor } from '#app/forms/forms.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { walletRefusal, type WalletAnswer } from '#app/utils/wallet-api.server.ts'
import { PROFILE_PATH } from './paths.ts'
import { kycSchema } from './schemas.ts'
import { walletApiAsUser } from './session-guard.server.ts'
import { formatLagosDate } from '#app/i18n/format.ts'

/** Refusals of a check the page words itself (in the player's language); others show the service's message. */
const REFUSALS: Record<string, string> = {
  KYC_PROVIDER_UNAVAILABLE: 'kyc.errors.unavailable',
  KYC_IN_PROGRESS: 'kyc.errors.inProgress',
  KYC_TOO_MANY_CHECKS: 'kyc.errors.tooMany',
  KYC_ALREADY_VERIFIED: 'kyc.errors.alreadyVerified',
}

/**
 * The profile's identity check (POST /agent/kyc/verify). The outcome is a toast naming the result,
 * the reason and what to do, over the profile showing the new status. Under 18, the account is closed:
 * the session ends and the player lands on login with the reason (which login repeats). A refusal
 * of the check itself (outage, a check running, too many today) leaves the form open with a toast.
 */
export async function verifyIdentityAction({ request }: ActionFunctionArgs) {
  const user = await requireSessionUser(request)
  const { submission, enhanced } = await readSubmission(request, kycSchema)
  if (submission.status !== 'success') return invalidAnswer(submission)
  const t = await translatorFor(request, 'accounts')
  const exception = () => ({ toast: { type: 'error' as const, description: t('kyc.errors.exception') } })
  return orExceptionToast(request, enhanced, exception, async () => {
    const { idType, idNumber, dateOfBirth } = submission.value
    const answer = await walletApiAsUser(request, user, '/agent/kyc/verify', { idType, idNumber, dateOfBirth, consent: true })
    const parsed = kycVerified.safeParse(answer.data)
    if (answer.status !== 200 || !parsed.success) {
      return outcomeAnswer(request, enhanced, { toast: { type: 'error', title: t('kyc.failed'), description: refusal(t, answer) } })
    }
    const { data, message } = parsed.data
    // Every outcome changes the page (the form closes; a closed account is logged out), so the answer is a
    // redirect with the outcome in the flash toast, with or without JavaScript.
    if (data.accountClosed) {
      return redirectWithToast(
        '/login',
        { type: 'error', title: t('kyc.closedTitle'), description: message },
        { headers: { 'Set-Cookie': await destroySessionUser(request) } },
      )
    }
    const values = { idType: data.idType, last4: data.idLast4, until: formatLagosDate(data.selfExcludedUntil ?? '') }
    const reason = data.reason === 'duplicate' && data.selfExcludedUntil ? 'duplicateSelfExcluded' : data.reason
    const toast: ToastInput =
      data.kycStatus === 'verified'
        ? { type: 'success', description: t('kyc.verified', values) }
        : {
            type: 'error',
            title: t('kyc.status.rejected'),
            description: `${t(`kyc.reason.${reason}`, values)} ${t(`kyc.next.${data.reason}`)}`,
          }
    return redirectWithToast(PROFILE_PATH, toast, {
      headers: { 'Set-Cookie': await commitSessionUser(request, { ...user, kycStatus: data.kycStatus }) },
    })
  })
}

function refusal(t: (key: string) => string, answer: WalletAnswer<unknown>): string {
  return walletRefusal(answer, t, REFUSALS) ?? t('kyc.errors.exception')
}
