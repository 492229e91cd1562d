import type { Queryable } from '../db/queryable.ts'
import { withTransaction } from '../db/pool.ts'
import { DomainError } from '../domain-error.ts'
import type { AppContext } from '../context.ts'
import type { HouseAccount } from '../ledger/ledger.ts'
import { lagosDate } from '../time/lagos.ts'
import type { UnderageClosure } from './closure.ts'
import { liftCapAndRelease } from './deposit-cap.ts'
import { identityHash, judgeIdentity } from './identity.ts'
import { KYC_MESSAGES, type KycReason, type KycStatus } from './messages.ts'
import { IdentityProviderUnavailable, type IdType, type IdentityProvider } from './providers/types.ts'
import { extendSelfExclusion, selfExcludedUntil } from '../protection/protection.ts'

/**
 * What the identity checks are given: the app (its clock), the house accounts (held deposits), what closing
 * an under-18 account does with its money (the server passes payments' own), and the identity provider.
 */
export type KycDependencies = AppContext & { house: Record<HouseAccount, string>; underageClosure: UnderageClosure }
export type KycContext = KycDependencies & { identities: IdentityProvider }

/** `consentedAt`: when the player agreed to the check (the request's instant); no check runs without it. */
export type VerifyRequest = { idType: IdType; idNumber: string; dateOfBirth: string; consentedAt: Date }

export type VerifyAnswer = {
  status: 200
  message: string
  data: {
    kycStatus: KycStatus
    reason?: KycReason
    idType: IdType
    idLast4: string
    /** The number is verified on an account whose owner is self-excluded until then. */
    selfExcludedUntil?: string
    /** Under 18: the account is closed and the session has ended. */
    accountClosed?: true
  }
}

type Player = { id: string; fullName: string; email: string; phoneNumber: string }
type Presented = { idType: IdType; hash: Buffer; last4: string; consentedAt: Date }
type Outcome = 'verified' | KycReason | 'unavailable'

/**
 * POST /agent/kyc/verify. The check is claimed first (status 'pending', so two checks of one player
 * never run at once), then: a number verified on another account is refused without asking the
 * provider; otherwise the provider's answer is judged (judgeIdentity) and the outcome written. An
 * outage puts the status back as it was. Under 18, the account is closed (its underageClosure) and
 * its refund payout sent after commit.
 */
export async function verifyIdentity(ctx: KycContext, userId: string, request: VerifyRequest): Promise<VerifyAnswer> {
  const presented: Presented = {
    idType: request.idType,
    hash: identityHash(ctx.config.KYC_ID_HASH_KEY, request.idType, request.idNumber),
    last4: request.idNumber.slice(-4),
    consentedAt: request.consentedAt,
  }
  await assertChecksLeftToday(ctx, userId)
  const { player, claimedAt } = await claimCheck(ctx, userId)
  const answer = (outcome: KycStatus, message: string, extra: Partial<VerifyAnswer['data']> = {}): VerifyAnswer => ({
    status: 200,
    message,
    data: { kycStatus: outcome, idType: presented.idType, idLast4: presented.last4, ...extra },
  })

  const holder = await verifiedHolder(ctx.pool, presented.hash, userId)
  if (holder) {
    await withTransaction(ctx.pool, (db) => reject(ctx, db, userId, claimedAt, presented, 'duplicate'))
    return duplicateAnswer(ctx, userId, holder, presented, answer)
  }

  let record
  try {
    record = await ctx.identities.lookup({ ...request, holder: { fullName: player.fullName, dateOfBirth: request.dateOfBirth } })
  } catch (error) {
    await ctx.pool.query(
      `update users set kyc_status = case when kyc_reason is null then 'unverified' else 'rejected' end, kyc_status_at = $3
        where id = $1 and kyc_status = 'pending' and kyc_status_at = $2`,
      [userId, claimedAt, new Date(ctx.clock.now())],
    )
    if (!(error instanceof IdentityProviderUnavailable)) throw error
    ctx.logger.warn({ err: error, provider: ctx.identities.name }, 'identity provider unavailable')
    await recordCheck(ctx, ctx.pool, userId, presented, ctx.identities.name, 'unavailable')
    throw new DomainError('KYC_PROVIDER_UNAVAILABLE', KYC_MESSAGES.unavailable)
  }

  const judgement = judgeIdentity({
    registeredName: player.fullName,
    typedDateOfBirth: request.dateOfBirth,
    record,
    today: lagosDate(new Date(ctx.clock.now())),
  })
  if (judgement.outcome === 'verified') {
    const accepted = await withTransaction(ctx.pool, async (db) => {
      await db.query('savepoint verify')
      try {
        await settle(ctx, db, userId, claimedAt, presented, { status: 'verified', reason: null })
      } catch (error) {
        // Another account was verified with this number since the check began: the unique index says so.
        if ((error as { constraint?: string }).constraint !== 'users_kyc_identity') throw error
        await db.query('rollback to savepoint verify')
        await reject(ctx, db, userId, claimedAt, presented, 'duplicate')
        return null
      }
      await recordCheck(ctx, db, userId, presented, ctx.identities.name, 'verified')
      return { released: await liftCapAndRelease(db, ctx.house['house:kyc_held_deposits'], userId, new Date(ctx.clock.now())) }
    })
    if (!accepted) return duplicateAnswer(ctx, userId, (await verifiedHolder(ctx.pool, presented.hash, userId))!, presented, answer)
    return answer('verified', KYC_MESSAGES.verified(presented.idType, presented.last4, accepted.released))
  }

  if (judgement.reason === 'under_18') {
    const closure = await withTransaction(ctx.pool, async (db) => {
      await reject(ctx, db, userId, claimedAt, presented, 'under_18')
      return ctx.underageClosure.close(db, { userId, email: player.email, phoneNumber: player.phoneNumber })
    })
    if (closure.withdrawalId) {
      await ctx.underageClosure
        .sendRefund(closure.withdrawalId)
        .catch((error: unknown) =>
          ctx.logger.error({ err: error, userId }, 'under-18 refund payout not sent yet; the recovery loop resumes it'),
        )
    }
    return answer('rejected', KYC_MESSAGES.under_18(closure), { reason: 'under_18', accountClosed: true })
  }

  const reason = judgement.reason
  await withTransaction(ctx.pool, (db) => reject(ctx, db, userId, claimedAt, presented, reason))
  return answer('rejected', KYC_MESSAGES[reason](presented.idType), { reason })
}

const CHECKS_TODAY = `select count(*)::int as checks from kyc_checks
  where user_id = $1 and outcome <> 'unavailable'
    and created_at >= (date_trunc('day', $2::timestamptz at time zone 'Africa/Lagos') at time zone 'Africa/Lagos')`

async function assertChecksLeftToday(ctx: KycContext, userId: string) {
  const { rows } = await ctx.pool.query<{ checks: number }>(CHECKS_TODAY, [userId, new Date(ctx.clock.now())])
  const limit = ctx.config.KYC_MAX_CHECKS_PER_DAY
  if (rows[0]!.checks >= limit) throw new DomainError('KYC_TOO_MANY_CHECKS', KYC_MESSAGES.tooManyChecks(limit))
}

/**
 * Marks the player's check as under way ('pending'), unless they are verified or another check is
 * running. A check left pending longer than the provider's timeout (twice over) died with its
 * process and may be taken over.
 */
async function claimCheck(ctx: KycContext, userId: string): Promise<{ player: Player; claimedAt: Date }> {
  const { rows } = await ctx.pool.query<{ full_name: string; email: string; phone_number: string; kyc_status_at: Date }>(
    `update users set kyc_status = 'pending', kyc_status_at = $3
      where id = $1 and (kyc_status in ('unverified', 'rejected')
                         or (kyc_status = 'pending' and kyc_status_at < $3::timestamptz - make_interval(secs => $2::float8 / 1000)))
      returning full_name, email, phone_number, kyc_status_at`,
    // The clock's milliseconds: the claim's time round-trips through JavaScript exactly.
    [userId, 2 * ctx.config.KYC_PROVIDER_TIMEOUT_MS, new Date(ctx.clock.now())],
  )
  const row = rows[0]
  if (!row) {
    const current = await ctx.pool.query<{ kyc_status: KycStatus }>('select kyc_status from users where id = $1', [userId])
    if (current.rows[0]?.kyc_status === 'verified') throw new DomainError('KYC_ALREADY_VERIFIED', KYC_MESSAGES.alreadyVerified)
    throw new DomainError('KYC_IN_PROGRESS', KYC_MESSAGES.inProgress)
  }
  return {
    player: { id: userId, fullName: row.full_name, email: row.email, phoneNumber: row.phone_number },
    claimedAt: row.kyc_status_at,
  }
}

/** The other account this number is verified on, if any. */
async function verifiedHolder(db: Queryable, hash: Buffer, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(`select id from users where kyc_id_hash = $1 and kyc_status = 'verified' and id <> $2`, [
    hash,
    userId,
  ])
  return rows[0]?.id ?? null
}

/**
 * The refusal of a number verified on another account. When that account's owner is self-excluded,
 * this account is the same person's: it gets the same self-exclusion (no betting, no deposits).
 */
async function duplicateAnswer(
  ctx: KycContext,
  userId: string,
  holderId: string,
  presented: Presented,
  answer: (status: KycStatus, message: string, extra?: Partial<VerifyAnswer['data']>) => VerifyAnswer,
): Promise<VerifyAnswer> {
  const now = new Date(ctx.clock.now())
  const until = await selfExcludedUntil(ctx.pool, holderId, now)
  if (until) {
    await withTransaction(ctx.pool, (db) => extendSelfExclusion(db, userId, until, now))
    return answer('rejected', KYC_MESSAGES.duplicateSelfExcluded(presented.idType, presented.last4, until), {
      reason: 'duplicate',
      selfExcludedUntil: until.toISOString(),
    })
  }
  return answer('rejected', KYC_MESSAGES.duplicate(presented.idType, presented.last4), { reason: 'duplicate' })
}

async function reject(ctx: KycContext, db: Queryable, userId: string, claimedAt: Date, presented: Presented, reason: KycReason) {
  await settle(ctx, db, userId, claimedAt, presented, { status: 'rejected', reason })
  await recordCheck(ctx, db, userId, presented, reason === 'duplicate' ? 'platform' : ctx.identities.name, reason)
}

/** Writes the check's outcome, only over this check's own claim (a check taken over is not overwritten by its late first owner). */
async function settle(
  ctx: KycContext,
  db: Queryable,
  userId: string,
  claimedAt: Date,
  presented: Presented,
  outcome: { status: 'verified' | 'rejected'; reason: KycReason | null },
) {
  const { rowCount } = await db.query(
    `update users set kyc_status = $3, kyc_reason = $4, kyc_id_type = $5, kyc_id_hash = $6, kyc_id_last4 = $7, kyc_status_at = $8,
            kyc_verified_at = case when $3 = 'verified' then $8 else kyc_verified_at end
      where id = $1 and kyc_status = 'pending' and kyc_status_at = $2`,
    [userId, claimedAt, outcome.status, outcome.reason, presented.idType, presented.hash, presented.last4, new Date(ctx.clock.now())],
  )
  if (rowCount !== 1) throw new DomainError('KYC_IN_PROGRESS', KYC_MESSAGES.inProgress)
}

/** A check counted towards the day's KYC_MAX_CHECKS_PER_DAY, at the clock's time (CHECKS_TODAY judges it by the clock too). */
async function recordCheck(ctx: KycContext, db: Queryable, userId: string, presented: Presented, provider: string, outcome: Outcome) {
  await db.query(
    `insert into kyc_checks (user_id, id_type, id_hash, id_last4, provider, outcome, created_at, consented_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [userId, presented.idType, presented.hash, presented.last4, provider, outcome, new Date(ctx.clock.now()), presented.consentedAt],
  )
}
