import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/database.ts'
import { ManualClock } from '../support/manual-clock.ts'
import { createTestUser } from '../support/users.ts'
import { balanceOf, checkInvariantsAfterEach, openSandboxAccount, post, sandboxTransfer } from './helpers.ts'

const HOUR = 3_600_000
const T0 = Date.parse('2026-03-02T09:00:00Z')

let t: TestApp
let clock: ManualClock
beforeAll(async () => {
  clock = new ManualClock(T0)
  t = await createTestApp(
    { PAYOUT_RECOVERY_INTERVAL_MS: '0', NAME_ENQUIRY_MAX_PER_HOUR: '3', SESSION_IDLE_TIMEOUT_MS: String(48 * HOUR) },
    { clock },
  )
})
afterAll(async () => t.close())
checkInvariantsAfterEach(() => t)

let accountSeq = 3000000000
const nextAccountNumber = () => String(accountSeq++)
const enquire = (token: string, body: Record<string, unknown>) => post(t, '/agent/withdrawal-account', { token, ...body })

async function fundedUser(fullName = 'Chinedu John Okafor', identity: 'verified' | 'unverified' = 'verified') {
  const user = await createTestUser(t.pool, { fullName, identity })
  await sandboxTransfer(t, user.depositCode, '2000')
  return user
}

describe('POST /agent/withdrawal-account', () => {
  it("names the player's own account as the bank holds it, and moves or writes nothing else", async () => {
    const user = await fundedUser()
    const accountNumber = nextAccountNumber()
    await openSandboxAccount(t, { accountNumber, accountName: 'OKAFOR, CHINEDU' })
    const answer = await enquire(user.token, { bankCode: '058', accountNumber: ` ${accountNumber} ` })
    expect(answer.statusCode).toBe(200)
    expect(answer.body.data).toEqual({ bankName: 'Guaranty Trust Bank', accountNumber, accountName: 'OKAFOR, CHINEDU' })
    expect(await balanceOf(t, user.token)).toBe(2000)
    const withdrawals = await t.pool.query('select 1 from withdrawals where user_id = $1', [user.userId])
    expect(withdrawals.rowCount).toBe(0)
  })

  it('refuses what a withdrawal to the account would be refused for, with the same words', async () => {
    const user = await fundedUser()
    const accountNumber = nextAccountNumber()
    await openSandboxAccount(t, { accountNumber, accountName: 'EMEKA OKAFOR' })
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { bankCode: '058', accountNumber },
        'ACCOUNT_NAME_MISMATCH',
        'This account is in the name EMEKA OKAFOR, which does not match your registered name. Withdrawals can only be made to an account in your own name.',
      ],
      [
        { bankCode: '044', accountNumber },
        'ACCOUNT_NOT_FOUND',
        'We could not find this account number at the selected bank. Please check it and try again.',
      ],
      [{ bankCode: '058', accountNumber: '12345' }, 'INVALID_INPUT', 'Account number is not valid'],
      [{ bankCode: '058', accountNumber: '12345abcde' }, 'INVALID_INPUT', 'Account number is not valid'],
      [{ bankCode: '999', accountNumber }, 'INVALID_INPUT', 'Please select a valid bank.'],
    ]
    for (const [body, code, message] of cases) {
      const answer = await enquire(user.token, body)
      expect(answer.statusCode, message).toBe(400)
      expect(answer.body).toMatchObject({ code, message })
    }
  })

  it('is only for a verified player with a live session', async () => {
    const accountNumber = nextAccountNumber()
    await openSandboxAccount(t, { accountNumber, accountName: 'OKAFOR CHINEDU' })
    const unverified = await fundedUser('Chinedu Okafor', 'unverified')
    const refused = await enquire(unverified.token, { bankCode: '058', accountNumber })
    expect(refused.statusCode).toBe(403)
    expect(refused.body.code).toBe('KYC_REQUIRED')
    const anonymous = await post(t, '/agent/withdrawal-account', { bankCode: '058', accountNumber })
    expect(anonymous.statusCode).toBe(401)
  })

  it('takes NAME_ENQUIRY_MAX_PER_HOUR enquiries from a player an hour, each player apart', async () => {
    clock.jumpTo(T0 + 10 * HOUR)
    const user = await fundedUser()
    const other = await fundedUser()
    const accountNumber = nextAccountNumber()
    await openSandboxAccount(t, { accountNumber, accountName: 'CHINEDU OKAFOR' })
    // Refused enquiries count too: walking through account numbers is what the limit stops.
    expect((await enquire(user.token, { bankCode: '044', accountNumber })).statusCode).toBe(400)
    clock.jumpTo(T0 + 10 * HOUR + 20 * 60_000)
    for (let i = 0; i < 2; i++) expect((await enquire(user.token, { bankCode: '058', accountNumber })).statusCode).toBe(200)
    const limited = await enquire(user.token, { bankCode: '058', accountNumber })
    expect(limited.statusCode).toBe(429)
    expect(limited.body).toMatchObject({ code: 'NAME_ENQUIRY_LIMIT', message: 'Too many account checks. Please try again in 40 minutes.' })
    expect((await enquire(other.token, { bankCode: '058', accountNumber })).statusCode).toBe(200)
    // An hour after the first enquiry, one more is free.
    clock.jumpTo(T0 + 11 * HOUR)
    expect((await enquire(user.token, { bankCode: '058', accountNumber })).statusCode).toBe(200)
    expect((await enquire(user.token, { bankCode: '058', accountNumber })).statusCode).toBe(429)
  })
})
