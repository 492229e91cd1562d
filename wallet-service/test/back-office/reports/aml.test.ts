import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../support/database.ts'
import { createTestUser, type TestUser } from '../../support/users.ts'
import { amlRegisterReport, largeCashReport } from '../../../src/back-office/reports/aml.ts'
import { reportsSettings } from '../../../src/back-office/reports/settings.ts'
import { depositBySandbox, ledgerToday, readOn, spinIt, withdrawBySandbox } from './helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ PAYOUT_RECOVERY_INTERVAL_MS: '0', AML_LARGE_CASH_ALERT_NAIRA: '10000' })
})
afterAll(async () => t.close())

/** A player's deposits, withdrawals and stakes from their wallet's postings, summed straight from the ledger. */
async function walletFigures(user: TestUser) {
  const { rows } = await t.pool.query<{ deposited: string; withdrawn: string; staked: string }>(
    `select coalesce(sum(p.amount_kobo) filter (where e.kind = 'deposit' and p.amount_kobo > 0), 0)::text as deposited,
            coalesce(-sum(p.amount_kobo) filter (where e.kind in ('withdrawal', 'withdrawal_reversal') and a.user_id = e.user_id), 0)::text as withdrawn,
            coalesce(-sum(p.amount_kobo) filter (where e.kind like 'game:%' and a.user_id = e.user_id and p.amount_kobo < 0), 0)::text as staked
       from journal_entries e join postings p on p.entry_id = e.id join ledger_accounts a on a.id = p.account_id
      where e.user_id = $1`,
    [user.userId],
  )
  const row = rows[0]!
  return { deposits: BigInt(row.deposited), withdrawals: BigInt(row.withdrawn), stakes: BigInt(row.staked) }
}

describe('the AML register and its large cash movements', () => {
  let over: TestUser
  let atThreshold: TestUser
  let unverified: TestUser
  let today: string

  beforeAll(async () => {
    // Over ₦10,000 in the day: ₦6,000 in and ₦5,000 out (a declined payout of ₦1,000 does not count).
    over = await createTestUser(t.pool, { fullName: 'Emeka Nwosu' })
    await depositBySandbox(t, over, '6000')
    await withdrawBySandbox(t, over, '5000', 'success')
    await withdrawBySandbox(t, over, '1000', 'fail')
    // Exactly ₦10,000: not over it.
    atThreshold = await createTestUser(t.pool, { fullName: 'Aisha Bello' })
    await depositBySandbox(t, atThreshold, '10000')
    await spinIt(t, atThreshold, '100')
    // Unverified: ₦60,000 arrives, ₦10,000 of it is held over the unverified cap, and all of it counts.
    unverified = await createTestUser(t.pool, { fullName: 'Yusuf Garba', identity: 'unverified' })
    await depositBySandbox(t, unverified, '60000')
    today = await ledgerToday(t)
  })

  it("lists every player's money for the day with their identity, never the ID number", async () => {
    const { rows } = await readOn(t, amlRegisterReport, { from: today, to: today })
    expect(rows.map((row) => row.fullName)).toEqual(['Aisha Bello', 'Emeka Nwosu', 'Yusuf Garba'])
    for (const [row, user] of [
      [rows[0]!, atThreshold],
      [rows[1]!, over],
      [rows[2]!, unverified],
    ] as const) {
      expect({ deposits: row.deposits, withdrawals: row.withdrawals, stakes: row.stakes }).toEqual(await walletFigures(user))
      expect(row).toMatchObject({ day: today, userId: user.userId, playerId: user.publicId })
    }
    expect(rows[1]).toMatchObject({
      deposits: 6000_00n,
      withdrawals: 5000_00n,
      cashMovement: 11000_00n,
      kycStatus: 'verified',
      idType: 'BVN',
    })
    expect(rows[1]!.idLast4).toMatch(/^\d{4}$/)
    expect(rows[0]).toMatchObject({ deposits: 10000_00n, stakes: 100_00n })
    expect(rows[2]).toMatchObject({ deposits: 60000_00n, kycStatus: 'unverified', idType: null, idLast4: null, verifiedAt: null })
    const { rows: hashes } = await t.pool.query<{ hash: Buffer }>('select kyc_id_hash as hash from users where id = $1', [over.userId])
    expect(JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value))).not.toContain(
      hashes[0]!.hash.toString('hex'),
    )
  })

  it('alerts on the players whose deposits and withdrawals exceed the threshold in a Lagos day', async () => {
    const { rows } = await readOn(t, largeCashReport(t.config), { from: today, to: today })
    expect(rows.map((row) => [row.fullName, row.cashMovement])).toEqual([
      ['Emeka Nwosu', 11000_00n],
      ['Yusuf Garba', 60000_00n],
    ])
  })

  it('alerts above ₦5,000,000 a person a day unless set otherwise', async () => {
    const exactly = await createTestUser(t.pool, { fullName: 'Ngozi Okonjo' })
    await depositBySandbox(t, exactly, '5000000')
    const above = await createTestUser(t.pool, { fullName: 'Femi Otedola' })
    await depositBySandbox(t, above, '5000000.01')
    const defaults = largeCashReport(reportsSettings.parse({}))
    expect((await readOn(t, defaults, { from: today, to: today })).rows.map((row) => [row.fullName, row.cashMovement])).toEqual([
      ['Femi Otedola', 5_000_000_01n],
    ])
  })
})
