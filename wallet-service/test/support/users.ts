import { randomBytes, randomInt } from 'node:crypto'
import type { Pool } from '../../src/db/pool.ts'
import { hashToken } from '../../src/accounts/session-auth.ts'
import { loadHouseAccounts, postEntry, walletAccountId } from '../../src/ledger/ledger.ts'

export type TestUser = { userId: string; publicId: string; token: string; fullName: string; depositCode: string }

/**
 * A verified user with a live session, written straight to the database so tests of other
 * domains do not depend on the signup flow (which has its own tests).
 */
export async function createTestUser(
  pool: Pool,
  overrides: Partial<{ fullName: string; userType: 'individual' | 'agent' | 'admin' }> = {},
): Promise<TestUser> {
  const phone = `080${String(randomInt(0, 1e8)).padStart(8, '0')}`
  const depositCode = String(randomInt(1e9, 1e10 - 1))
  const fullName = overrides.fullName ?? 'Chinedu Okafor'
  const { rows } = await pool.query<{ id: string; public_id: string }>(
    `insert into users (user_type, full_name, phone_number, email, referral_code, deposit_code, kyc_status, verified_at)
     values ($1, $2, $3, $4, $5, $6, 'verified', now()) returning id, public_id`,
    [overrides.userType ?? 'individual', fullName, phone, `${phone}@example.ng`, `REF${phone}`, depositCode],
  )
  const user = rows[0]!
  const token = randomBytes(32).toString('base64url')
  await pool.query(`insert into sessions (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`, [
    hashToken(token),
    user.id,
  ])
  return { userId: user.id, publicId: user.public_id, token, fullName, depositCode }
}

/** Credits a wallet through a real, balanced ledger entry from bank clearing (as a deposit would). */
export async function creditWallet(pool: Pool, userId: string, kobo: bigint): Promise<void> {
  const house = await loadHouseAccounts(pool)
  await postEntry(pool, {
    kind: 'test_deposit',
    userId,
    description: 'Test deposit',
    postings: [
      { accountId: await walletAccountId(pool, userId), amountKobo: kobo },
      { accountId: house['house:bank_clearing'], amountKobo: -kobo },
    ],
  })
}
