import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/database.ts'
import { createTestUser, verifyIdentity } from '../support/users.ts'
import { creditBankDeposits } from '../../src/payments/bank-deposit-credits.ts'
import {
  balanceOf,
  bankTransferCredit,
  checkInvariantsAfterEach,
  depositCreditAccounts,
  post,
  sandboxTransfer,
} from '../payments/helpers.ts'
import { kycOf, verify } from './helpers.ts'

let t: TestApp
beforeAll(async () => {
  // A cap of ₦10,000 a day for unverified wallets (the default is ₦50,000).
  t = await createTestApp({ KYC_UNVERIFIED_DEPOSIT_DAILY_NAIRA: '10000', PAYOUT_RECOVERY_INTERVAL_MS: '0' })
})
afterAll(async () => t.close())
checkInvariantsAfterEach(() => t)

const heldKobo = async (userId: string) =>
  BigInt(
    (
      await t.pool.query<{ held: string }>(
        'select coalesce(sum(amount_kobo), 0)::text as held from kyc_held_deposits where user_id = $1 and released_at is null',
        [userId],
      )
    ).rows[0]!.held,
  )
const houseHeld = async () =>
  (
    await t.pool.query<{ balance_kobo: string }>(
      `select balance_kobo::text from ledger_house_balances where code = 'house:kyc_held_deposits'`,
    )
  ).rows[0]!.balance_kobo

describe('the daily deposit cap of unverified wallets', () => {
  it('refuses a deposit request over what is left of the day, with the amount left and how to lift it', async () => {
    const user = await createTestUser(t.pool, { identity: 'unverified' })
    expect((await post(t, '/agent/fund-wallet', { token: user.token, amount: '10000' })).statusCode).toBe(200)
    const over = await post(t, '/agent/fund-wallet', { token: user.token, amount: '10000.01' })
    expect(over.statusCode).toBe(403)
    expect(over.body).toEqual({
      status: 403,
      code: 'KYC_DEPOSIT_CAP',
      message:
        'Unverified accounts can deposit up to ₦10,000 a day. You can deposit ₦10,000 more today (until midnight, Lagos time). Verify your BVN or NIN on your profile to remove this limit.',
    })
    await sandboxTransfer(t, user.depositCode, '7500')
    expect((await post(t, '/agent/fund-wallet', { token: user.token, amount: '2500.01' })).body.message).toContain(
      'You can deposit ₦2,500 more today (until midnight, Lagos time).',
    )
    await sandboxTransfer(t, user.depositCode, '2500')
    expect((await post(t, '/agent/fund-wallet', { token: user.token, amount: '1' })).body.message).toBe(
      "You have reached today's deposit limit of ₦10,000 for unverified accounts. It starts again at midnight (Lagos time). Verify your BVN or NIN on your profile to remove this limit.",
    )
    const intents = await t.pool.query('select count(*)::int as n from deposits where user_id = $1', [user.userId])
    expect(intents.rows[0].n).toBe(1)
    expect((await t.app.inject({ method: 'GET', url: '/payments/limits' })).json().data.unverifiedDepositPerDay).toBe(10000)
  })

  it('credits a bank transfer up to the cap and holds the rest, visible in the history and on the profile', async () => {
    const user = await createTestUser(t.pool, { identity: 'unverified' })
    expect((await sandboxTransfer(t, user.depositCode, '6000')).body.data.webhook).toBe('credited')
    expect((await sandboxTransfer(t, user.depositCode, '6500.50')).body.data.webhook).toBe('credited')
    expect((await sandboxTransfer(t, user.depositCode, '300')).body.data.webhook).toBe('credited')
    expect(await balanceOf(t, user.token)).toBe(10000)
    expect(await heldKobo(user.userId)).toBe(280_050n)
    expect((await kycOf(t, user.token)).heldDeposits).toBe(2800.5)
    const history = await post(t, '/agent/trasaction-history', { token: user.token })
    // A transfer held in full moves nothing in the wallet: the profile and the wallet page show what is held.
    expect(history.body.data).toMatchObject([
      { amount: 4000, description: 'Deposit by bank transfer from Sandbox Sender (₦2,500.50 held until identity is verified)' },
      { amount: 6000, description: 'Deposit by bank transfer from Sandbox Sender' },
    ])
  })

  it('starts each day (Africa/Lagos) from zero', async () => {
    const user = await createTestUser(t.pool, { identity: 'unverified' })
    await sandboxTransfer(t, user.depositCode, '10000')
    await t.pool.query(`update kyc_deposit_caps set day = day - 1 where user_id = $1`, [user.userId])
    await sandboxTransfer(t, user.depositCode, '4000')
    expect(await balanceOf(t, user.token)).toBe(14000)
    expect(await heldKobo(user.userId)).toBe(0n)
  })

  it('counts every deposit of one statement and of concurrent statements exactly: never more than the cap in the wallet', async () => {
    const accounts = await depositCreditAccounts(t.pool, 1_000_000n)
    const players = await Promise.all(Array.from({ length: 4 }, () => createTestUser(t.pool, { identity: 'unverified' })))
    let sequence = 0
    const transfer = (depositCode: string, amountKobo: bigint) =>
      bankTransferCredit(`cap-${depositCode}-${sequence++}`, depositCode, amountKobo)
    // Eight statements at once, each with three ₦1,500 transfers to every player: ₦36,000 each, ₦10,000 of it creditable.
    const statements = Array.from({ length: 8 }, () =>
      players.flatMap((player) => Array.from({ length: 3 }, () => transfer(player.depositCode, 150_000n))),
    )
    const results = await Promise.all(statements.map((batch) => creditBankDeposits(t.pool, accounts, batch, new Date())))
    expect(results.flat().every((result) => result === 'credited')).toBe(true)
    for (const player of players) {
      expect(await balanceOf(t, player.token)).toBe(10000)
      expect(await heldKobo(player.userId)).toBe(2_600_000n)
    }
  })

  it('releases everything held to the wallet when the player is verified, and caps no more', async () => {
    const user = await createTestUser(t.pool, { fullName: 'Bimpe Ojo', identity: 'unverified' })
    await sandboxTransfer(t, user.depositCode, '12000')
    await sandboxTransfer(t, user.depositCode, '3000')
    const heldBefore = BigInt(await houseHeld())
    expect(await balanceOf(t, user.token)).toBe(10000)

    const verified = await verify(t, user.token)
    expect(verified.body.message).toBe(
      `Your identity is verified (BVN ending ${verified.body.data.idLast4}). ₦5,000 held from your deposits is now in your wallet.`,
    )
    expect(await balanceOf(t, user.token)).toBe(15000)
    expect(await heldKobo(user.userId)).toBe(0n)
    expect(BigInt(await houseHeld())).toBe(heldBefore - 500_000n)
    const history = await post(t, '/agent/trasaction-history', { token: user.token })
    expect(history.body.data[0]).toMatchObject({
      transType: 'credit',
      amount: 5000,
      description: 'Held deposits released: identity verified',
    })

    await sandboxTransfer(t, user.depositCode, '60000')
    expect(await balanceOf(t, user.token)).toBe(75000)
    expect((await post(t, '/agent/fund-wallet', { token: user.token, amount: '500000' })).statusCode).toBe(200)

    // The activity statement counts each deposit once, whole, when it arrived: the held part
    // included, its release not again.
    const month = new Date(Date.now() + 3_600_000).toISOString().slice(0, 7)
    const statement = await post(t, '/agent/activity-statement', { token: user.token, month })
    expect(statement.body.data.totals).toMatchObject({ deposits: 75000, withdrawals: 0 })
  })

  it('never strands money held by a deposit that races with the verification', async () => {
    const players = await Promise.all(
      Array.from({ length: 6 }, (_, i) => createTestUser(t.pool, { fullName: `Racer Number${'ABCDEF'[i]}`, identity: 'unverified' })),
    )
    for (const player of players) await sandboxTransfer(t, player.depositCode, '10000')
    await Promise.all(
      players.flatMap((player) => [
        verifyIdentity(t, player),
        sandboxTransfer(t, player.depositCode, '4000'),
        sandboxTransfer(t, player.depositCode, '1000'),
      ]),
    )
    for (const player of players) {
      expect(await balanceOf(t, player.token)).toBe(15000)
      expect(await heldKobo(player.userId)).toBe(0n)
    }
  })
})
