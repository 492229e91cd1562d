import { createHmac } from 'node:crypto'
import { namesMatch } from './name-match.ts'
import { ageOn, MINIMUM_AGE } from './age.ts'
import type { KycReason } from './messages.ts'
import { fullNameOf, type IdType, type IdentityRecord } from './providers/types.ts'

/**
 * What stands for a BVN or NIN in the database: HMAC-SHA256 under KYC_ID_HASH_KEY of the type and
 * the number. The same number always gives the same hash (so one person's second account is found),
 * and without the key a database copy does not give the numbers back by trying all 10^11 of them.
 */
export function identityHash(key: string, idType: IdType, idNumber: string): Buffer {
  return createHmac('sha256', key).update(`${idType}:${idNumber}`).digest()
}

export type Judgement = { outcome: 'verified' } | { outcome: 'rejected'; reason: Exclude<KycReason, 'duplicate'> }

/**
 * The decision on a provider's answer, in this order: an unknown number; a holder whose name is not
 * the registered one (the withdrawals' name matcher: someone else's number decides nothing about this
 * player, not even their age); a holder under 18; a date of birth other than the one typed.
 */
export function judgeIdentity(input: {
  registeredName: string
  typedDateOfBirth: string
  record: IdentityRecord | null
  today: string
}): Judgement {
  const { record } = input
  if (!record) return { outcome: 'rejected', reason: 'not_found' }
  if (!namesMatch(input.registeredName, fullNameOf(record))) return { outcome: 'rejected', reason: 'name_mismatch' }
  if (ageOn(record.dateOfBirth, input.today) < MINIMUM_AGE) return { outcome: 'rejected', reason: 'under_18' }
  if (record.dateOfBirth !== input.typedDateOfBirth) return { outcome: 'rejected', reason: 'dob_mismatch' }
  return { outcome: 'verified' }
}
