import { expect } from 'vitest'
import type { TestApp } from '../support/database.ts'
import { sandboxIdNumber } from '../support/users.ts'
import { post } from '../payments/helpers.ts'

/** POST /agent/kyc/verify as the player's web app sends it. */
export function verify(
  t: TestApp,
  token: string,
  input: Partial<{ idType: string; idNumber: string; dateOfBirth: string }> & { lastDigit?: 0 | 1 | 2 | 3 | 9 } = {},
) {
  const { lastDigit = 0, ...typed } = input
  return post(t, '/agent/kyc/verify', {
    token,
    idType: 'BVN',
    idNumber: sandboxIdNumber(lastDigit),
    dateOfBirth: '1990-05-16',
    consent: true,
    ...typed,
  })
}

/** The player's identity check as the profile reports it. */
export async function kycOf(t: TestApp, token: string) {
  const answer = await post(t, '/agent/get-user-profile', { token })
  expect(answer.statusCode).toBe(200)
  return answer.body.data.kyc as {
    status: string
    reason: string | null
    idType: string | null
    idLast4: string | null
    verifiedAt: string | null
    heldDeposits: number
  }
}

/** The outcomes recorded for the player's checks, oldest first. */
export async function checksOf(t: TestApp, userId: string): Promise<string[]> {
  const { rows } = await t.pool.query<{ outcome: string }>('select outcome from kyc_checks where user_id = $1 order by id', [userId])
  return rows.map((row) => row.outcome)
}

/** Settings of a test app whose tests sign many players up and log them in from one address. */
export const MANY_SIGNUPS = {
  SIGNUP_MAX_PER_ADDRESS_PER_HOUR: '10000',
  OTP_MAX_SENDS_PER_ADDRESS_PER_HOUR: '10000',
  LOGIN_FAILURE_DELAY_MS: '0',
  PAYOUT_RECOVERY_INTERVAL_MS: '0',
}
