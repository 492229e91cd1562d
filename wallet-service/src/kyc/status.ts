import { koboToNaira } from '@9ja/money'
import type { Queryable } from '../db/queryable.ts'
import { DomainError } from '../domain-error.ts'
import { KYC_MESSAGES, type KycReason, type KycStatus } from './messages.ts'
import type { IdType } from './providers/types.ts'

/** A player's identity check as the profile shows it; `heldDeposits` is naira held over the unverified cap. */
export type KycProfile = {
  status: KycStatus
  reason: KycReason | null
  idType: IdType | null
  idLast4: string | null
  verifiedAt: string | null
  heldDeposits: number
}

export async function kycProfile(db: Queryable, userId: string): Promise<KycProfile> {
  const { rows } = await db.query<{
    kyc_status: KycStatus
    kyc_reason: KycReason | null
    kyc_id_type: IdType | null
    kyc_id_last4: string | null
    kyc_verified_at: Date | null
    held: string
  }>(
    `select kyc_status, kyc_reason, kyc_id_type, kyc_id_last4, kyc_verified_at,
            (select coalesce(sum(amount_kobo), 0) from kyc_held_deposits h where h.user_id = users.id and h.released_at is null)::text as held
       from users where id = $1`,
    [userId],
  )
  const row = rows[0]!
  return {
    status: row.kyc_status,
    reason: row.kyc_reason,
    idType: row.kyc_id_type,
    idLast4: row.kyc_id_last4,
    verifiedAt: row.kyc_verified_at?.toISOString() ?? null,
    heldDeposits: koboToNaira(BigInt(row.held)),
  }
}

/** Withdrawals need a verified identity (CBN: a wallet is tied to a BVN or NIN); the refusal says what to do. */
export async function requireVerifiedIdentity(db: Queryable, userId: string): Promise<void> {
  const status = await kycStatus(db, userId)
  if (status !== 'verified') {
    throw new DomainError('KYC_REQUIRED', KYC_MESSAGES.withdrawalNeedsVerification[status], { kycStatus: status })
  }
}

/**
 * The refusal of a stake by an unverified player (the stake statements judge it; this words it, off
 * the hot path): what to do, with the status so a client can link to the check.
 */
export async function stakeNeedsVerification(db: Queryable, userId: string): Promise<DomainError> {
  const status = await kycStatus(db, userId)
  // Verified between the statement and this read: the bet was still refused, and may be placed again.
  const message = KYC_MESSAGES.stakeNeedsVerification[status]
  return new DomainError('KYC_REQUIRED', message, { kycStatus: status })
}

async function kycStatus(db: Queryable, userId: string): Promise<KycStatus> {
  const { rows } = await db.query<{ kyc_status: KycStatus }>('select kyc_status from users where id = $1', [userId])
  return rows[0]!.kyc_status
}
