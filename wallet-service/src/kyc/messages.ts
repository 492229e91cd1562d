import { formatKobo } from '@9ja/money'
import type { IdType } from './providers/types.ts'

export type KycStatus = 'unverified' | 'pending' | 'verified' | 'rejected'
export type KycReason = 'name_mismatch' | 'dob_mismatch' | 'not_found' | 'under_18' | 'duplicate'

/** A date as players read it, in Lagos: 5 March 2027. */
export function lagosDay(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Lagos' }).format(date)
}

/** Where the deposits of a closed under-18 account went. */
export type RefundNote = {
  amountKobo: bigint
  forfeitedKobo: bigint
  destination: { bankName: string; accountNumber: string } | null
}

function refundSentence(refund: RefundNote): string {
  const forfeited = refund.forfeitedKobo > 0n ? ` Winnings of ${formatKobo(refund.forfeitedKobo)} are forfeited.` : ''
  if (refund.amountKobo === 0n) return `There are no deposits to return.${forfeited}`
  if (!refund.destination) {
    return `${formatKobo(refund.amountKobo)} of your deposits will be returned to you: please contact support with your phone number.${forfeited}`
  }
  const account = `${refund.destination.bankName} ****${refund.destination.accountNumber.slice(-4)}`
  return `${formatKobo(refund.amountKobo)} of your deposits is being returned to ${account}.${forfeited}`
}

/**
 * The texts of the identity checks, each naming what happened and what to do next. The web app shows
 * its own translations of these (by reason); API clients get these.
 */
export const KYC_MESSAGES = {
  verified: (idType: IdType, last4: string, releasedKobo: bigint) =>
    `Your identity is verified (${idType} ending ${last4}).` +
    (releasedKobo > 0n ? ` ${formatKobo(releasedKobo)} held from your deposits is now in your wallet.` : ''),
  name_mismatch: (idType: IdType) =>
    `The name on this ${idType} does not match your registered name. Check the number and try again, or contact support if your registered name is wrong.`,
  dob_mismatch: (idType: IdType) => `The date of birth you entered does not match the one on this ${idType}. Check it and try again.`,
  not_found: (idType: IdType) => `We could not find this ${idType}. Check the number and try again.`,
  duplicate: (idType: IdType, last4: string) =>
    `This ${idType} (ending ${last4}) is already verified on another account. One account per person: please log in to that account.`,
  duplicateSelfExcluded: (idType: IdType, last4: string, until: Date) =>
    `This ${idType} (ending ${last4}) belongs to a person who is self-excluded until ${lagosDay(until)}. No other account can be used until then, so this one is closed to betting and deposits until then too. Contact support to withdraw its balance.`,
  under_18: (refund: RefundNote) =>
    `Your identity check shows you are under 18. You must be 18 or older to play, so this account is now closed. ${refundSentence(refund)}`,
  closedAccount: (closedAt: Date, refund: RefundNote) =>
    `This account was closed on ${lagosDay(closedAt)} because its identity check showed its owner is under 18. ${refundSentence(refund)}`,
  unavailable: 'We could not reach the identity service. Your status has not changed. Please try again later.',
  inProgress: 'A check of your identity is already in progress. Please wait a moment and refresh.',
  alreadyVerified: 'Your account is already verified.',
  tooManyChecks: (limit: number) => `You have made ${limit} identity checks today. Please try again tomorrow.`,
  withdrawalNeedsVerification: {
    unverified: 'Please verify your identity (BVN or NIN) on your profile before you withdraw.',
    pending: 'Your identity check is in progress. You can withdraw once your account is verified.',
    rejected: 'Your identity check was not successful. Check your details on your profile and verify again before you withdraw.',
  } satisfies Record<Exclude<KycStatus, 'verified'>, string>,
  stakeNeedsVerification: {
    unverified:
      'Please verify your identity (BVN or NIN) on your profile before you place a bet. It takes a minute; you can deposit in the meantime.',
    pending: 'Your identity check is in progress. You can place bets once your account is verified.',
    rejected: 'Your identity check was not successful. Check your details on your profile and verify again before you place a bet.',
    verified: 'Your identity is now verified. Please place your bet again.',
  } satisfies Record<KycStatus, string>,
  depositCap: (capKobo: bigint, leftKobo: bigint) =>
    leftKobo > 0n
      ? `Unverified accounts can deposit up to ${formatKobo(capKobo)} a day. You can deposit ${formatKobo(leftKobo)} more today (until midnight, Lagos time). Verify your BVN or NIN on your profile to remove this limit.`
      : `You have reached today's deposit limit of ${formatKobo(capKobo)} for unverified accounts. It starts again at midnight (Lagos time). Verify your BVN or NIN on your profile to remove this limit.`,
} as const
