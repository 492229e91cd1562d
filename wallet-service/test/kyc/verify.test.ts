import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/database.ts'
import { createTestUser, sandboxIdNumber } from '../support/users.ts'
import { login, loginToken, registerVerified } from '../accounts/helpers.ts'
import { balanceOf, checkInvariantsAfterEach, openSandboxAccount, post, sandboxTransfer } from '../payments/helpers.ts'
import { checksOf, kycOf, MANY_SIGNUPS, verify } from './helpers.ts'

const HASH_KEY = 'kyc-test-hash-key-0123456789abcdef'
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({
    KYC_ID_HASH_KEY: HASH_KEY,
    KYC_MAX_CHECKS_PER_DAY: '3',
    ...MANY_SIGNUPS,
  })
})
afterAll(async () => t.close())
checkInvariantsAfterEach(() => t)

describe('POST /agent/kyc/verify with the sandbox provider', () => {
  it('verifies a number ending in 0: the status, at login too, and only a keyed hash and the last 4 digits kept', async () => {
    const person = await registerVerified(t, 'Ifeoma Grace Nwosu')
    const token = await loginToken(t, person.emailAddress, person.password)
    expect((await kycOf(t, token)).status).toBe('unverified')
    const idNumber = sandboxIdNumber(0)

    const answer = await verify(t, token, { idType: 'NIN', idNumber, dateOfBirth: '1994-02-28' })
    expect(answer).toEqual({
      statusCode: 200,
      body: {
        status: 200,
        message: `Your identity is verified (NIN ending ${idNumber.slice(-4)}).`,
        data: { kycStatus: 'verified', idType: 'NIN', idLast4: idNumber.slice(-4) },
      },
    })
    expect(await kycOf(t, token)).toMatchObject({ status: 'verified', reason: null, idType: 'NIN', idLast4: idNumber.slice(-4) })
    expect((await login(t, person.emailAddress, person.password)).json().data.kycStatus).toBe('verified')

    const { rows } = await t.pool.query(`select kyc_id_hash, to_jsonb(users)::text as everything from users where public_id = $1`, [
      person.Id,
    ])
    expect(rows[0].kyc_id_hash).toEqual(createHmac('sha256', HASH_KEY).update(`NIN:${idNumber}`).digest())
    expect(rows[0].everything).not.toContain(idNumber)
    const recorded = await t.pool.query(`select to_jsonb(kyc_checks)::text as everything from kyc_checks`)
    for (const row of recorded.rows) expect(row.everything).not.toContain(idNumber)
    // The player's consent to the check is on the record with it.
    const consent = await t.pool.query(
      `select c.consented_at, c.created_at from kyc_checks c join users u on u.id = c.user_id where u.public_id = $1`,
      [person.Id],
    )
    expect(consent.rows).toHaveLength(1)
    expect(consent.rows[0].consented_at).toBeInstanceOf(Date)
    expect(consent.rows[0].consented_at.getTime()).toBeLessThanOrEqual(consent.rows[0].created_at.getTime())

    const again = await verify(t, token)
    expect(again.statusCode).toBe(409)
    expect(again.body).toMatchObject({ code: 'KYC_ALREADY_VERIFIED', message: 'Your account is already verified.' })
  })

  it('rejects a different name (1) and a number not found (3), with the reason and what to do, and verifies again after', async () => {
    const user = await createTestUser(t.pool, { fullName: 'Chinedu Okafor', identity: 'unverified' })
    const mismatch = await verify(t, user.token, { lastDigit: 1 })
    expect(mismatch.statusCode).toBe(200)
    expect(mismatch.body.message).toBe(
      'The name on this BVN does not match your registered name. Check the number and try again, or contact support if your registered name is wrong.',
    )
    expect(mismatch.body.data).toMatchObject({ kycStatus: 'rejected', reason: 'name_mismatch', idType: 'BVN' })
    expect(await kycOf(t, user.token)).toMatchObject({ status: 'rejected', reason: 'name_mismatch' })

    const unknown = await verify(t, user.token, { idType: 'NIN', lastDigit: 3 })
    expect(unknown.body.message).toBe('We could not find this NIN. Check the number and try again.')
    expect(unknown.body.data).toMatchObject({ kycStatus: 'rejected', reason: 'not_found' })

    const verified = await verify(t, user.token, { lastDigit: 0 })
    expect(verified.body.data.kycStatus).toBe('verified')
    expect(await kycOf(t, user.token)).toMatchObject({ status: 'verified', reason: null })
    expect(await checksOf(t, user.userId)).toEqual(['name_mismatch', 'not_found', 'verified'])
  })

  it('leaves the status as it was when the provider is down (9), and does not count it against the daily checks', async () => {
    const user = await createTestUser(t.pool, { fullName: 'Musa Danjuma', identity: 'unverified' })
    for (let attempt = 0; attempt < 4; attempt++) {
      const outage = await verify(t, user.token, { lastDigit: 9 })
      expect(outage.statusCode).toBe(503)
      expect(outage.body).toEqual({
        status: 503,
        code: 'KYC_PROVIDER_UNAVAILABLE',
        message: 'We could not reach the identity service. Your status has not changed. Please try again later.',
      })
    }
    expect((await kycOf(t, user.token)).status).toBe('unverified')
    await verify(t, user.token, { lastDigit: 3 })
    expect((await verify(t, user.token, { lastDigit: 9 })).statusCode).toBe(503)
    expect(await kycOf(t, user.token)).toMatchObject({ status: 'rejected', reason: 'not_found' })
    expect(await checksOf(t, user.userId)).toEqual(['unavailable', 'unavailable', 'unavailable', 'unavailable', 'not_found', 'unavailable'])
  })

  it('limits the checks a player may ask for in a day (KYC_MAX_CHECKS_PER_DAY)', async () => {
    const user = await createTestUser(t.pool, { fullName: 'Yemi Alade', identity: 'unverified' })
    for (let attempt = 0; attempt < 3; attempt++) expect((await verify(t, user.token, { lastDigit: 3 })).statusCode).toBe(200)
    const refused = await verify(t, user.token, { lastDigit: 0 })
    expect(refused.statusCode).toBe(429)
    expect(refused.body).toMatchObject({
      code: 'KYC_TOO_MANY_CHECKS',
      message: 'You have made 3 identity checks today. Please try again tomorrow.',
    })
    // Checks of earlier days do not count.
    await t.pool.query(`update kyc_checks set created_at = created_at - interval '1 day' where user_id = $1`, [user.userId])
    expect((await verify(t, user.token, { lastDigit: 0 })).body.data.kycStatus).toBe('verified')
  })

  it('refuses a number already verified on another account, naming its last 4 digits, without asking the provider', async () => {
    const first = await createTestUser(t.pool, { fullName: 'Adaeze Obi', identity: 'unverified' })
    const second = await createTestUser(t.pool, { fullName: 'Adaeze Obi', identity: 'unverified' })
    const idNumber = sandboxIdNumber(0)
    expect((await verify(t, first.token, { idNumber })).body.data.kycStatus).toBe('verified')

    const duplicate = await verify(t, second.token, { idNumber })
    expect(duplicate.statusCode).toBe(200)
    expect(duplicate.body.data).toEqual({ kycStatus: 'rejected', reason: 'duplicate', idType: 'BVN', idLast4: idNumber.slice(-4) })
    expect(duplicate.body.message).toBe(
      `This BVN (ending ${idNumber.slice(-4)}) is already verified on another account. One account per person: please log in to that account.`,
    )
    expect(await kycOf(t, second.token)).toMatchObject({ status: 'rejected', reason: 'duplicate' })
    const check = await t.pool.query('select provider, outcome from kyc_checks where user_id = $1', [second.userId])
    expect(check.rows).toEqual([{ provider: 'platform', outcome: 'duplicate' }])
    // The same digits as a NIN are another identity.
    expect((await verify(t, second.token, { idType: 'NIN', idNumber })).body.data.kycStatus).toBe('verified')
  })

  it('says until when the person is self-excluded when the number is verified on a self-excluded account, and excludes this account as long', async () => {
    const excluded = await createTestUser(t.pool, { fullName: 'Kola Ade', identity: 'unverified' })
    const idNumber = sandboxIdNumber(0)
    await verify(t, excluded.token, { idNumber })
    const exclusion = await post(t, '/agent/self-exclude', { token: excluded.token, months: 12 })
    expect(exclusion.statusCode).toBe(200)
    const until: string = exclusion.body.data.restriction.until
    const newcomer = await createTestUser(t.pool, { fullName: 'Kola Ade', identity: 'unverified' })
    const answer = await verify(t, newcomer.token, { idNumber })
    expect(answer.body.data).toMatchObject({ kycStatus: 'rejected', reason: 'duplicate', selfExcludedUntil: until })
    // The end as a Lagos day: "5 March 2027".
    const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Lagos' }).format(
      new Date(until),
    )
    expect(answer.body.message).toBe(
      `This BVN (ending ${idNumber.slice(-4)}) belongs to a person who is self-excluded until ${day}. No other account can be used until then, so this one is closed to betting and deposits until then too. Contact support to withdraw its balance.`,
    )
    const limits = await post(t, '/agent/limits', { token: newcomer.token })
    expect(limits.body.data.restriction).toMatchObject({ kind: 'self-exclusion', until })
    const deposit = await post(t, '/agent/fund-wallet', { token: newcomer.token, amount: 1000 })
    expect(deposit.statusCode).toBe(403)
    expect(deposit.body.code).toBe('SELF_EXCLUDED')
  })

  it('verifies one account at most when several present the same number at once', async () => {
    const players = await Promise.all(
      Array.from({ length: 6 }, () => createTestUser(t.pool, { fullName: 'Sola Bankole', identity: 'unverified' })),
    )
    const idNumber = sandboxIdNumber(0)
    const answers = await Promise.all(players.map((player) => verify(t, player.token, { idNumber })))
    const outcomes = answers.map((answer) => answer.body.data.reason ?? answer.body.data.kycStatus)
    expect(outcomes.filter((outcome) => outcome === 'verified')).toHaveLength(1)
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(5)
  })

  it('runs one check of a player at a time; a check left pending by a crash is taken over after twice the provider timeout', async () => {
    const user = await createTestUser(t.pool, { fullName: 'Halima Bello', identity: 'unverified' })
    await t.pool.query(`update users set kyc_status = 'pending', kyc_status_at = now() where id = $1`, [user.userId])
    const busy = await verify(t, user.token)
    expect(busy.statusCode).toBe(409)
    expect(busy.body).toMatchObject({ code: 'KYC_IN_PROGRESS' })
    await t.pool.query(`update users set kyc_status_at = now() - interval '31 seconds' where id = $1`, [user.userId])
    expect((await verify(t, user.token)).body.data.kycStatus).toBe('verified')
  })

  it('refuses bad input with a clear message and records nothing', async () => {
    const user = await createTestUser(t.pool, { identity: 'unverified' })
    const cases: [Record<string, unknown>, string][] = [
      [{ idType: 'PASSPORT' }, 'Please choose BVN or NIN.'],
      [{ idNumber: '2234567890' }, 'A BVN or NIN is exactly 11 digits.'],
      [{ idNumber: '2234567890a' }, 'A BVN or NIN is exactly 11 digits.'],
      [{ idNumber: 22345678900 }, 'Please enter your BVN or NIN.'],
      [{ dateOfBirth: '1990-02-30' }, 'Please enter your date of birth as YYYY-MM-DD.'],
      [{ dateOfBirth: '16/05/1990' }, 'Please enter your date of birth as YYYY-MM-DD.'],
      [{ dateOfBirth: '2999-01-01' }, 'Please enter your date of birth as YYYY-MM-DD.'],
      [{ dateOfBirth: '1899-12-31' }, 'Please enter your date of birth as YYYY-MM-DD.'],
      [{ consent: undefined }, 'Please agree to the identity check before we look up your BVN or NIN.'],
      [{ consent: false }, 'Please agree to the identity check before we look up your BVN or NIN.'],
      [{ consent: 'true' }, 'Please agree to the identity check before we look up your BVN or NIN.'],
      [{ consent: 1 }, 'Please agree to the identity check before we look up your BVN or NIN.'],
    ]
    for (const [input, message] of cases) {
      const answer = await post(t, '/agent/kyc/verify', {
        token: user.token,
        idType: 'BVN',
        idNumber: '22345678900',
        dateOfBirth: '1990-05-16',
        consent: true,
        ...input,
      })
      expect(answer.statusCode, message).toBe(400)
      expect(answer.body.message).toBe(message)
    }
    expect((await post(t, '/agent/kyc/verify', { token: 'nobody', idType: 'BVN', idNumber: '22345678900' })).statusCode).toBe(401)
    expect(await checksOf(t, user.userId)).toEqual([])
    expect((await kycOf(t, user.token)).status).toBe('unverified')
  })
})

describe('withdrawals need a verified identity', () => {
  it('refuses an unverified or rejected player with what to do, moving nothing; a verified one withdraws', async () => {
    const user = await createTestUser(t.pool, { fullName: 'Chiamaka Eze', identity: 'unverified' })
    await sandboxTransfer(t, user.depositCode, '3000')
    const accountNumber = '6100000001'
    await openSandboxAccount(t, { accountNumber, accountName: 'EZE CHIAMAKA' })
    const withdraw = () => post(t, '/agent/withdraw-fund', { token: user.token, amount: '1000', bankCode: '058', accountNumber })

    const unverified = await withdraw()
    expect(unverified.statusCode).toBe(403)
    expect(unverified.body).toEqual({
      status: 403,
      code: 'KYC_REQUIRED',
      message: 'Please verify your identity (BVN or NIN) on your profile before you withdraw.',
      kycStatus: 'unverified',
    })
    await verify(t, user.token, { lastDigit: 1 })
    const rejected = await withdraw()
    expect(rejected.body).toMatchObject({
      code: 'KYC_REQUIRED',
      message: 'Your identity check was not successful. Check your details on your profile and verify again before you withdraw.',
    })
    expect(await balanceOf(t, user.token)).toBe(3000)
    expect((await t.pool.query('select count(*)::int as n from withdrawals where user_id = $1', [user.userId])).rows[0].n).toBe(0)

    await verify(t, user.token, { lastDigit: 0 })
    expect((await withdraw()).body).toMatchObject({ status: 200, message: 'Withdrawal successful' })
    expect(await balanceOf(t, user.token)).toBe(2000)
  })
})
