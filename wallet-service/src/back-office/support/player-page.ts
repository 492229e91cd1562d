import { z } from 'zod'
import type { Queryable } from '../../db/queryable.ts'
import { DomainError } from '../../domain-error.ts'
import { accountLockOf } from '../../accounts/account-locks.ts'
import { closureOf } from '../../kyc/closure.ts'
import { kycProfile } from '../../kyc/status.ts'
import { walletBalanceKobo } from '../../ledger/ledger.ts'
import { loadProtection } from '../../protection/protection.ts'
import { protectionView } from '../../protection/views.ts'
import { betsCursor, playerBets, type BetsCursor } from './player-bets.ts'

export const ENTRIES_PAGE = 50
export const RECENT_LOGINS = 20

export const playerParams = z.object({ id: z.uuid({ error: 'No player has that player ID.' }) })

export const playerPageQuery = z.object({
  entriesBefore: z
    .string()
    .regex(/^[1-9][0-9]{0,17}$/, 'This ledger page link is not valid.')
    .optional(),
  betsBefore: betsCursor.optional(),
})

/** The player a staff route names by their player ID (users.public_id), or PLAYER_NOT_FOUND. */
export async function findPlayer(db: Queryable, publicId: string) {
  const { rows } = await db.query<{
    id: string
    public_id: string
    user_type: 'individual' | 'agent' | 'admin'
    full_name: string
    phone_number: string
    email: string
    business_name: string | null
    address: string | null
    referral_code: string
    deposit_code: string
    referred_by: string | null
    verified_at: Date | null
    password_set: boolean
    terms_version: string | null
    terms_accepted_at: Date | null
    adult_confirmed_at: Date | null
    reality_check_minutes: number
    kyc_status_at: Date | null
    created_at: Date
  }>(
    `select u.id, u.public_id, u.user_type, u.full_name, u.phone_number, u.email, u.business_name, u.address, u.referral_code,
            u.deposit_code, r.public_id as referred_by, u.verified_at, u.password_hash is not null as password_set, u.terms_version,
            u.terms_accepted_at, u.adult_confirmed_at, u.reality_check_minutes, u.kyc_status_at, u.created_at
       from users u left join users r on r.id = u.referred_by
      where u.public_id = $1`,
    [publicId],
  )
  const row = rows[0]
  if (!row) throw new DomainError('PLAYER_NOT_FOUND', 'No player has that player ID.')
  return row
}
export type FoundPlayer = Awaited<ReturnType<typeof findPlayer>>

const iso = (at: Date | null) => at?.toISOString() ?? null

/** Every identity check the player asked for: the number's type and last four digits only, never the number. */
async function kycHistory(db: Queryable, userId: string) {
  const { rows } = await db.query<{
    id: string
    id_type: string
    id_last4: string
    provider: string
    outcome: string
    consented_at: Date | null
    created_at: Date
  }>(
    `select id::text, id_type, id_last4, provider, outcome, consented_at, created_at from kyc_checks where user_id = $1 order by id desc`,
    [userId],
  )
  return rows.map((row) => ({
    id: row.id,
    at: row.created_at.toISOString(),
    idType: row.id_type,
    idLast4: row.id_last4,
    provider: row.provider,
    outcome: row.outcome,
    consentedAt: iso(row.consented_at),
  }))
}

/** Money of the player's that is neither in the wallet nor gone: deposits held for KYC, withdrawals in review or on their way. */
async function heldMoney(db: Queryable, userId: string) {
  const deposits = await db.query<{ id: string; amount_kobo: string; entry_id: string; at: Date }>(
    `select h.id::text, h.amount_kobo::text, h.entry_id::text, e.created_at as at
       from kyc_held_deposits h join journal_entries e on e.id = h.entry_id
      where h.user_id = $1 and h.released_at is null order by h.id`,
    [userId],
  )
  const withdrawals = await db.query<{
    id: string
    reference: string
    status: 'review' | 'held' | 'sent'
    amount_kobo: string
    bank_code: string
    account_number: string
    account_name: string
    review_reasons: string[] | null
    created_at: Date
  }>(
    `select id::text, reference, status, amount_kobo::text, bank_code, account_number, account_name, review_reasons, created_at
       from withdrawals where user_id = $1 and status in ('review', 'held', 'sent') order by id`,
    [userId],
  )
  return {
    kycHeldDeposits: deposits.rows.map((row) => ({
      id: row.id,
      amountKobo: row.amount_kobo,
      entryId: row.entry_id,
      at: row.at.toISOString(),
    })),
    withdrawals: withdrawals.rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      status: row.status,
      amountKobo: row.amount_kobo,
      bankCode: row.bank_code,
      accountNumber: row.account_number,
      accountName: row.account_name,
      reviewReasons: row.review_reasons ?? [],
      createdAt: row.created_at.toISOString(),
    })),
  }
}

/** The journal entries that touched the wallet, newest first, each with what it moved in or out of it (kobo, signed). */
async function ledgerEntries(db: Queryable, userId: string, before: string | undefined) {
  const { rows } = await db.query<{ id: string; kind: string; description: string; created_at: Date; net: string }>(
    `select e.id::text, e.kind, e.description, e.created_at, sum(p.amount_kobo)::text as net
       from ledger_accounts a join postings p on p.account_id = a.id join journal_entries e on e.id = p.entry_id
      where a.user_id = $1 and ($2::bigint is null or e.id < $2)
      group by e.id order by e.id desc limit $3 + 1`,
    [userId, before ?? null, ENTRIES_PAGE],
  )
  const page = rows.slice(0, ENTRIES_PAGE)
  return {
    entries: page.map((row) => ({
      id: row.id,
      kind: row.kind,
      description: row.description,
      at: row.created_at.toISOString(),
      amountKobo: row.net,
    })),
    next: rows.length > ENTRIES_PAGE ? page.at(-1)!.id : null,
  }
}

/**
 * The player's sessions: every login opens one (no client address is kept with it), so the newest are
 * the recent logins, with when each ended; the open ones are those live `at`. Failed logins are kept
 * only as a count since the last success (the login throttle's).
 */
async function sessionsAndLogins(db: Queryable, userId: string, at: Date) {
  const { rows } = await db.query<{
    created_at: Date
    last_seen_at: Date
    expires_at: Date
    revoked_at: Date | null
    open: boolean
  }>(
    `select created_at, last_seen_at, expires_at, revoked_at,
            revoked_at is null and expires_at > $2 and last_seen_at + idle_timeout > $2 as open
       from sessions where user_id = $1 order by created_at desc limit $3`,
    [userId, at, RECENT_LOGINS],
  )
  const openSessions = await db.query<{ created_at: Date; last_seen_at: Date; expires_at: Date; client_address: string | null }>(
    `select created_at, last_seen_at, expires_at, client_address from sessions
      where user_id = $1 and revoked_at is null and expires_at > $2 and last_seen_at + idle_timeout > $2
      order by created_at desc`,
    [userId, at],
  )
  const failures = await db.query<{ failures: number; last_failure_at: Date; locked_until: Date | null }>(
    `select failures, last_failure_at, locked_until from login_throttle where throttle_key = $1`,
    [`user:${userId}`],
  )
  const failed = failures.rows[0]
  return {
    sessions: openSessions.rows.map((row) => ({
      createdAt: row.created_at.toISOString(),
      lastSeenAt: row.last_seen_at.toISOString(),
      expiresAt: row.expires_at.toISOString(),
      // Kept since migration 0032; sessions opened before it have none.
      clientAddress: row.client_address,
    })),
    logins: rows.map((row) => ({
      at: row.created_at.toISOString(),
      lastSeenAt: row.last_seen_at.toISOString(),
      open: row.open,
      endedAt: iso(row.revoked_at),
    })),
    failedLogins: failed
      ? { failures: failed.failures, lastFailureAt: failed.last_failure_at.toISOString(), lockedUntil: iso(failed.locked_until) }
      : null,
  }
}

/** Support's one page of a player, read `at` in `db`'s transaction (the one that logs the view). */
export async function playerPage(db: Queryable, player: FoundPlayer, query: { entriesBefore?: string; betsBefore?: BetsCursor }, at: Date) {
  const userId = player.id
  const lock = await accountLockOf(db, userId)
  const closure = await closureOf(db, userId)
  const kyc = await kycProfile(db, userId)
  return {
    profile: {
      id: player.public_id,
      type: player.user_type,
      fullName: player.full_name,
      phoneNumber: player.phone_number,
      email: player.email,
      businessName: player.business_name,
      address: player.address,
      referralCode: player.referral_code,
      depositCode: player.deposit_code,
      referredBy: player.referred_by,
      signedUpAt: player.created_at.toISOString(),
      signupFinishedAt: iso(player.verified_at),
      passwordSet: player.password_set,
      termsVersion: player.terms_version,
      termsAcceptedAt: iso(player.terms_accepted_at),
      adultConfirmedAt: iso(player.adult_confirmed_at),
      realityCheckMinutes: player.reality_check_minutes,
    },
    account: {
      lock: lock && { lockedAt: lock.lockedAt.toISOString(), staffId: lock.staffId, staffEmail: lock.staffEmail, reason: lock.reason },
      closure: closure && { closedAt: closure.closedAt.toISOString(), reason: 'under_18' as const },
    },
    kyc: {
      status: kyc.status,
      reason: kyc.reason,
      idType: kyc.idType,
      idLast4: kyc.idLast4,
      statusAt: iso(player.kyc_status_at),
      verifiedAt: kyc.verifiedAt,
      checks: await kycHistory(db, userId),
    },
    protection: protectionView(await loadProtection(db, userId, at)),
    wallet: { balanceKobo: (await walletBalanceKobo(db, userId)).toString() },
    held: await heldMoney(db, userId),
    ledger: await ledgerEntries(db, userId, query.entriesBefore),
    bets: await playerBets(db, userId, query.betsBefore ?? null),
    ...(await sessionsAndLogins(db, userId, at)),
  }
}
