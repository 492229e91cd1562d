import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configSchema } from '../../src/config.ts'
import { reviewReasons, type ReviewFacts } from '../../src/payments/withdrawal-review.ts'
import { createTestApp, type TestApp } from '../support/database.ts'
import { ManualClock } from '../support/manual-clock.ts'
import { createTestUser, creditWallet, type TestUser } from '../support/users.ts'
import { staffCall, staffMember } from '../support/staff.ts'
import { balanceOf, checkInvariantsAfterEach, openSandboxAccount, post, sandboxTransfer } from '../payments/helpers.ts'

describe('which withdrawals wait for review', () => {
  const settings = configSchema.parse({ WALLET_DATABASE_URL: 'postgres://unused@127.0.0.1/unused' })
  const regular: ReviewFacts = { paidWithdrawals: 3, depositedKobo: 1_000_000n, stakedKobo: 2_000_000n, nameMismatches: 0 }
  const cases: [string, bigint, Partial<ReviewFacts>, string[]][] = [
    ['a regular player, ₦50,000', 5_000_000n, {}, []],
    ['a regular player, ₦100,000 (at the threshold)', 10_000_000n, {}, []],
    ['a regular player, ₦100,000.01', 10_000_001n, {}, ['large']],
    ['a first withdrawal of ₦20,000 (at the floor of the risk rules)', 2_000_000n, { paidWithdrawals: 0 }, []],
    ['a first withdrawal of ₦20,000.01', 2_000_001n, { paidWithdrawals: 0 }, ['first-withdrawal']],
    ['deposits staked less than once', 3_000_000n, { stakedKobo: 999_999n }, ['little-play']],
    ['deposits staked exactly once', 3_000_000n, { stakedKobo: 1_000_000n }, []],
    ['no deposits, no play', 3_000_000n, { depositedKobo: 0n, stakedKobo: 0n }, []],
    ['a name mismatch lately', 3_000_000n, { nameMismatches: 1 }, ['name-mismatch-history']],
    [
      'all of them at once',
      20_000_000n,
      { paidWithdrawals: 0, stakedKobo: 0n, nameMismatches: 2 },
      ['large', 'first-withdrawal', 'little-play', 'name-mismatch-history'],
    ],
  ]
  it.each(cases)('%s', (_name, amountKobo, facts, expected) => {
    expect(reviewReasons(amountKobo, { ...regular, ...facts }, settings)).toEqual(expected)
  })
  it('turns the little-play rule off at 0 %', () => {
    expect(reviewReasons(3_000_000n, { ...regular, stakedKobo: 0n }, { ...settings, WITHDRAWAL_REVIEW_MIN_TURNOVER_PERCENT: 0 })).toEqual(
      [],
    )
  })
})

describe('the withdrawals queue', () => {
  let t: TestApp
  const [financeA, financeB, financeC] = [staffMember('finance'), staffMember('finance'), staffMember('finance')]
  let accountSeq = 2000000000

  beforeAll(async () => {
    t = await createTestApp({ WITHDRAWAL_DAILY_LIMIT_NAIRA: '1000000', PAYOUT_RECOVERY_INTERVAL_MS: '0' })
  })
  afterAll(async () => t.close())
  checkInvariantsAfterEach(() => t)

  /** A player with money from play (not a deposit), and a sandbox account in their name. */
  async function player(naira: bigint): Promise<TestUser & { accountNumber: string }> {
    const user = await createTestUser(t.pool, { fullName: 'Chinedu Okafor' })
    if (naira > 0n) await creditWallet(t.pool, user.userId, naira * 100n)
    const accountNumber = String(accountSeq++)
    await openSandboxAccount(t, { accountNumber, accountName: 'OKAFOR CHINEDU' })
    return { ...user, accountNumber }
  }
  const withdraw = (user: TestUser & { accountNumber: string }, amount: string, idempotencyKey?: string) =>
    post(t, '/agent/withdraw-fund', { token: user.token, amount, bankCode: '058', accountNumber: user.accountNumber, idempotencyKey })
  const withdrawalOf = async (user: TestUser) =>
    (
      await t.pool.query<{ id: string; status: string; review_reasons: string[] | null; attempts: number; reference: string }>(
        'select id::text, status, review_reasons, attempts, reference from withdrawals where user_id = $1 order by id desc limit 1',
        [user.userId],
      )
    ).rows[0]!
  const paidToBank = async (reference: string) =>
    (await t.pool.query('select status from sandbox_payouts where reference = $1', [reference])).rows.map((row) => row.status)
  const queue = async () => (await staffCall(t.app, financeA, 'GET', '/staff/withdrawals?status=review')).json().data

  it('pays a small first withdrawal at once', async () => {
    const user = await player(50_000n)
    expect((await withdraw(user, '5000')).body).toMatchObject({ message: 'Withdrawal successful', data: { state: 'succeeded' } })
  })

  it('holds a first large withdrawal for review, tells the player, and pays it when finance approves', async () => {
    const user = await player(50_000n)
    const answer = await withdraw(user, '30000')
    expect(answer.body).toEqual({
      status: 200,
      message:
        'Your withdrawal is under review. We aim to finish within 24 hours; the amount stays held until then and is paid to your account once approved.',
      data: expect.objectContaining({ state: 'review', amount: '30000.00' }),
    })
    expect(await balanceOf(t, user.token)).toBe(20_000)
    const held = await withdrawalOf(user)
    expect(held).toMatchObject({ status: 'review', review_reasons: ['first-withdrawal'], attempts: 0 })
    expect(await paidToBank(held.reference)).toEqual([])

    const listed = (await queue()).find((row: { id: string }) => row.id === held.id)
    expect(listed).toMatchObject({
      reference: held.reference,
      amountKobo: '3000000',
      reviewReasons: ['first-withdrawal'],
      approvalsNeeded: 1,
      approvals: [],
      player: { id: user.publicId, fullName: 'Chinedu Okafor' },
    })

    const approved = await staffCall(t.app, financeA, 'POST', `/staff/withdrawals/${held.id}/approve`)
    expect(approved.statusCode).toBe(200)
    expect(approved.json().data).toMatchObject({
      withdrawalStatus: 'succeeded',
      decision: { status: 'done', approvals: [{ staffId: financeA.id }] },
    })
    expect(await paidToBank(held.reference)).toEqual(['success'])
    expect(await balanceOf(t, user.token)).toBe(20_000)
    const audit = await t.pool.query(`select action, subject_id, after from staff_audit_log where staff_id = $1`, [financeA.id])
    expect(audit.rows).toContainEqual({
      action: 'withdrawals.approve',
      subject_id: user.publicId,
      after: { withdrawalId: held.id, status: 'held', approvals: 1 },
    })
  })

  it('needs two different finance staff above the second threshold; one approving twice is refused', async () => {
    const user = await player(500_000n)
    await withdraw(user, '400000')
    const held = await withdrawalOf(user)
    expect(held.review_reasons).toEqual(['large', 'first-withdrawal'])

    const first = await staffCall(t.app, financeA, 'POST', `/staff/withdrawals/${held.id}/approve`)
    expect(first.json().data).toMatchObject({ withdrawalStatus: 'review', decision: { status: 'pending', approvalsNeeded: 2 } })
    const twice = await staffCall(t.app, financeA, 'POST', `/staff/withdrawals/${held.id}/approve`)
    expect(twice.statusCode).toBe(409)
    expect(twice.json().code).toBe('ALREADY_APPROVED')
    expect(await paidToBank(held.reference)).toEqual([])
    expect((await queue()).find((row: { id: string }) => row.id === held.id).approvals).toEqual([
      expect.objectContaining({ staffId: financeA.id }),
    ])

    const second = await staffCall(t.app, financeB, 'POST', `/staff/withdrawals/${held.id}/approve`)
    expect(second.json().data).toMatchObject({ withdrawalStatus: 'succeeded', decision: { status: 'done' } })
    expect(await paidToBank(held.reference)).toEqual(['success'])
  })

  it('pays once when two finance staff approve at the same moment', async () => {
    const user = await player(200_000n)
    await withdraw(user, '150000')
    const held = await withdrawalOf(user)
    const answers = await Promise.all(
      [financeB, financeC].map((staff) => staffCall(t.app, staff, 'POST', `/staff/withdrawals/${held.id}/approve`)),
    )
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    expect(await paidToBank(held.reference)).toEqual(['success'])
    const entries = await t.pool.query(`select kind from journal_entries where idempotency_key like $1 order by id`, [
      `withdrawal:%:${held.reference}`,
    ])
    expect(entries.rows.map((row) => row.kind)).toEqual(['withdrawal', 'withdrawal_settlement'])
  })

  it('keeps the money held while it waits, and gives it back when finance rejects it', async () => {
    const user = await player(200_000n)
    await withdraw(user, '150000', 'withdraw-150k')
    const held = await withdrawalOf(user)
    expect(await balanceOf(t, user.token)).toBe(50_000)
    // Nothing the player can do spends held money, and the payout recovery passes it by.
    expect((await withdraw(user, '60000')).body.code).toBe('AMOUNT_ABOVE_BALANCE')
    const { recoverPayouts } = await import('../../src/payments/withdrawals.ts')
    const { createPaymentsContext } = await import('../../src/payments/payments-context.ts')
    await recoverPayouts(await createPaymentsContext({ ...t, logger: t.app.log as never }, t.pool), 0)
    expect(await withdrawalOf(user)).toMatchObject({ status: 'review', attempts: 0 })

    expect((await staffCall(t.app, financeA, 'POST', `/staff/withdrawals/${held.id}/reject`, { reason: 'x' })).statusCode).toBe(400)
    const rejected = await staffCall(t.app, financeA, 'POST', `/staff/withdrawals/${held.id}/reject`, {
      reason: 'Account opened last week, no play',
    })
    expect(rejected.json().data).toMatchObject({ withdrawalStatus: 'reversed', decision: { status: 'rejected' } })
    expect(await balanceOf(t, user.token)).toBe(200_000)
    expect(await paidToBank(held.reference)).toEqual([])
    const history = await post(t, '/agent/trasaction-history', { token: user.token })
    expect(history.body.data[0]).toMatchObject({
      transType: 'credit',
      amount: 150_000,
      description: 'Withdrawal not approved after review: the amount is back in your wallet',
    })
    // The player asking again with the same key learns what became of it, and nothing moves.
    const again = await withdraw(user, '150000', 'withdraw-150k')
    expect(again.statusCode).toBe(403)
    expect(again.body).toMatchObject({
      code: 'WITHDRAWAL_NOT_APPROVED',
      message: 'This withdrawal was not approved after review. The amount has been returned to your wallet.',
    })
    const late = await staffCall(t.app, financeB, 'POST', `/staff/withdrawals/${held.id}/approve`)
    expect(late.json().code).toBe('WITHDRAWAL_NOT_IN_REVIEW')
    expect(await balanceOf(t, user.token)).toBe(200_000)
  })

  it('reviews deposits withdrawn with little play, and players who tried accounts in other names', async () => {
    const depositor = await player(0n)
    await sandboxTransfer(t, depositor.depositCode, '40000')
    await withdraw(depositor, '30000')
    expect((await withdrawalOf(depositor)).review_reasons).toEqual(['first-withdrawal', 'little-play'])

    const user = await player(100_000n)
    expect((await withdraw(user, '5000')).body.data.state).toBe('succeeded')
    const stranger = String(accountSeq++)
    await openSandboxAccount(t, { accountNumber: stranger, accountName: 'BELLO MUSA' })
    const mismatch = await post(t, '/agent/withdraw-fund', { token: user.token, amount: '25000', bankCode: '058', accountNumber: stranger })
    expect(mismatch.body.code).toBe('ACCOUNT_NAME_MISMATCH')
    await withdraw(user, '25000')
    expect((await withdrawalOf(user)).review_reasons).toEqual(['name-mismatch-history'])
  })
})

describe('stuck payouts', () => {
  it('keeps listing a payout the bank keeps pending, however often the recovery loop asks about it', async () => {
    const clock = new ManualClock(Date.parse('2026-12-01T10:00:00Z'))
    const t = await createTestApp({ PAYOUT_RECOVERY_INTERVAL_MS: '0', PAYOUT_RECOVERY_AFTER_MS: '30000' }, { clock })
    try {
      const finance = staffMember('finance')
      const user = await createTestUser(t.pool, { fullName: 'Chinedu Okafor' })
      await creditWallet(t.pool, user.userId, 1_000_000n)
      await openSandboxAccount(t, { accountNumber: '3000000002', accountName: 'OKAFOR CHINEDU', payoutOutcome: 'pending' })
      const asked = await post(t, '/agent/withdraw-fund', {
        token: user.token,
        amount: '5000',
        bankCode: '058',
        accountNumber: '3000000002',
      })
      expect(asked.body.data.state).toBe('sent')
      const stuck = async () =>
        (await staffCall(t.app, finance, 'GET', '/staff/payouts/stuck')).json().data.map((row: { reference: string }) => row.reference)
      expect(await stuck()).toEqual([])

      clock.jumpTo(clock.now() + 31_000)
      expect(await stuck()).toEqual([asked.body.data.reference])
      // The recovery loop asks the bank, which still says pending: the payout stays stuck, and listed.
      const { recoverPayouts } = await import('../../src/payments/withdrawals.ts')
      const { createPaymentsContext } = await import('../../src/payments/payments-context.ts')
      expect(await recoverPayouts(await createPaymentsContext({ ...t, logger: t.app.log as never }, t.pool), 30_000)).toBe(1)
      expect(await stuck()).toEqual([asked.body.data.reference])
    } finally {
      await t.close()
    }
  })

  it('lists a payout the bank never confirmed and asks the bank again on retry', async () => {
    const t = await createTestApp({ PAYOUT_RECOVERY_INTERVAL_MS: '0', PAYOUT_RECOVERY_AFTER_MS: '0' })
    try {
      const finance = staffMember('finance')
      const user = await createTestUser(t.pool, { fullName: 'Chinedu Okafor' })
      await creditWallet(t.pool, user.userId, 1_000_000n)
      await openSandboxAccount(t, { accountNumber: '3000000001', accountName: 'OKAFOR CHINEDU', payoutOutcome: 'pending' })
      const asked = await post(t, '/agent/withdraw-fund', {
        token: user.token,
        amount: '5000',
        bankCode: '058',
        accountNumber: '3000000001',
      })
      expect(asked.body.data.state).toBe('sent')
      // The bank paid it, but its notice never arrived.
      const silent = await post(t, `/sandbox/payouts/${asked.body.data.reference}/complete`, { outcome: 'success', notify: false })
      expect(silent.body.data.webhook).toBe('not sent')

      const stuck = (await staffCall(t.app, finance, 'GET', '/staff/payouts/stuck')).json().data
      expect(stuck).toEqual([expect.objectContaining({ reference: asked.body.data.reference, status: 'sent', amountKobo: '500000' })])
      const retried = await staffCall(t.app, finance, 'POST', `/staff/payouts/${stuck[0].id}/retry`)
      expect(retried.json().data).toEqual({ withdrawalStatus: 'succeeded' })
      expect((await staffCall(t.app, finance, 'GET', '/staff/payouts/stuck')).json().data).toEqual([])
      const again = await staffCall(t.app, finance, 'POST', `/staff/payouts/${stuck[0].id}/retry`)
      expect(again.json().code).toBe('PAYOUT_NOT_STUCK')
      const audit = await t.pool.query(`select action, before, after from staff_audit_log where staff_id = $1 and outcome = 'done'`, [
        finance.id,
      ])
      expect(audit.rows).toEqual([{ action: 'payouts.retry', before: { status: 'sent' }, after: { status: 'succeeded' } }])
    } finally {
      await t.close()
    }
  })
})
