import { randomBytes, randomInt } from 'node:crypto'
import type { Pool } from '../../src/db/pool.ts'
import type { TestApp } from './database.ts'
import { hashToken } from '../../src/accounts/session-auth.ts'
import { loadHouseAccounts, postEntry, walletAccountId } from '../../src/ledger/ledger.ts'
import { description } from '../../src/ledger/descriptions.ts'

export type TestUser = { userId: string; publicId: string; token: string; fullName: string; depositCode: string }

/**
 * A user who finished signing up (code verified) with a live session, written straight to the
 * database so tests of other domains do not depend on the signup flow (which has its own tests).
 * Their identity is verified (a BVN no other test user holds), as every player's must be before a
 * stake; tests of what an unverified player may do ask for `identity: 'unverified'` and verify
 * through the API when they need to (verifyIdentity).
 */
export async function createTestUser(
  pool: Pool,
  overrides: Partial<{ fullName: string; userType: 'individual' | 'agent' | 'admin'; identity: 'verified' | 'unverified' }> = {},
): Promise<TestUser> {
  const phone = `080${String(randomInt(0, 1e8)).padStart(8, '0')}`
  const depositCode = String(randomInt(1e9, 1e10 - 1))
  const fullName = overrides.fullName ?? 'Chinedu Okafor'
  const verified = (overrides.identity ?? 'verified') === 'verified'
  const { rows } = await pool.query<{ id: string; public_id: string }>(
    `insert into users (user_type, full_name, phone_number, email, referral_code, deposit_code, verified_at,
                        kyc_status, kyc_id_type, kyc_id_hash, kyc_id_last4, kyc_status_at, kyc_verified_at)
     values ($1, $2, $3, $4, $5, $6, now(), $7, $8, $9, $10, $11, $11) returning id, public_id`,
    [
      overrides.userType ?? 'individual',
      fullName,
      phone,
      `${phone}@example.ng`,
      `REF${phone}`,
      depositCode,
      verified ? 'verified' : 'unverified',
      verified ? 'BVN' : null,
      verified ? randomBytes(32) : null,
      verified ? phone.slice(-4) : null,
      verified ? new Date() : null,
    ],
  )
  const user = rows[0]!
  const token = randomBytes(32).toString('base64url')
  // Idle for as long as it lives: tests of other domains move their clocks by hours between requests.
  // The idle limit has tests of its own (test/accounts/session-idle.test.ts), with sessions opened by login.
  await pool.query(
    `insert into sessions (token_hash, user_id, expires_at, last_seen_at, idle_timeout) values ($1, $2, now() + interval '1 day', now(), interval '1 day')`,
    [hashToken(token), user.id],
  )
  return { userId: user.id, publicId: user.public_id, token, fullName, depositCode }
}

/** Credits a wallet through a real, balanced ledger entry from bank clearing (as a deposit would). */
export async function creditWallet(pool: Pool, userId: string, kobo: bigint): Promise<void> {
  const house = await loadHouseAccounts(pool)
  await postEntry(pool, {
    kind: 'test_deposit',
    userId,
    description: description('depositByBank', { sender: 'the test' }),
    postings: [
      { accountId: await walletAccountId(pool, userId), amountKobo: kobo },
      { accountId: house['house:bank_clearing'], amountKobo: -kobo },
    ],
  })
}

/**
 * A sandbox identity number (11 digits) no other call of this process gave: its last digit picks the
 * sandbox provider's answer (0 a match, 1 another name, 2 under 18, 3 not found, 9 an outage).
 */
export function sandboxIdNumber(lastDigit: 0 | 1 | 2 | 3 | 9 = 0): string {
  identitySequence += 1
  return `2${String(randomInt(0, 1e5)).padStart(5, '0')}${String(identitySequence % 1e4).padStart(4, '0')}${lastDigit}`
}
let identitySequence = 0

/** What a player types to verify with a sandbox BVN that matches their registered name. */
export const matchingSandboxIdentity = () => ({ idType: 'BVN', idNumber: sandboxIdNumber(0), dateOfBirth: '1990-05-16', consent: true })

/** Verifies the user's identity through the API, as a player does: a sandbox BVN that matches the registered name. */
export async function verifyIdentity(t: TestApp, user: { token: string }): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/agent/kyc/verify',
    payload: { token: user.token, ...matchingSandboxIdentity() },
  })
  const body = response.json() as { data?: { kycStatus?: string }; message?: string }
  if (body.data?.kycStatus !== 'verified') throw new Error(`identity not verified (${response.statusCode}): ${body.message}`)
}

/**
 * For tests on the system clock: makes the session of `token` last seen `lastSeenAgoMs` ago (by the
 * database's clock, the machine's), under an idle limit of `idleTimeoutMs`.
 */
export async function setSessionLastSeen(
  pool: Pool,
  token: string,
  { idleTimeoutMs, lastSeenAgoMs }: { idleTimeoutMs: number; lastSeenAgoMs: number },
): Promise<void> {
  await pool.query(
    `update sessions set idle_timeout = make_interval(secs => $2::double precision / 1000),
                         last_seen_at = now() - make_interval(secs => $3::double precision / 1000)
      where token_hash = $1`,
    [hashToken(token), idleTimeoutMs, lastSeenAgoMs],
  )
}

/** How long ago, by the database's clock, the session of `token` made its last request (ms). */
export async function sessionLastSeenAgoMs(pool: Pool, token: string): Promise<number> {
  const { rows } = await pool.query<{ ago_ms: string }>(
    `select extract(epoch from now() - last_seen_at) * 1000 as ago_ms from sessions where token_hash = $1`,
    [hashToken(token)],
  )
  return Number(rows[0]!.ago_ms)
}
