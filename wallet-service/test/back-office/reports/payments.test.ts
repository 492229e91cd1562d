import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../support/database.ts'
import { createTestUser } from '../../support/users.ts'
import { paymentDayReport } from '../../../src/back-office/reports/payments.ts'
import { depositBySandbox, ledgerToday, readOn, withdrawBySandbox } from './helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ PAYOUT_RECOVERY_INTERVAL_MS: '0' })
})
afterAll(async () => t.close())

/** A house account's postings of entries of `kinds`, summed straight from the ledger. */
async function postedTo(code: string, kinds: string[]): Promise<bigint> {
  const { rows } = await t.pool.query<{ sum: string }>(
    `select coalesce(sum(p.amount_kobo), 0)::text as sum
       from postings p join ledger_accounts a on a.id = p.account_id join journal_entries e on e.id = p.entry_id
      where a.code = $1 and e.kind = any ($2::text[])`,
    [code, kinds],
  )
  return BigInt(rows[0]!.sum)
}

describe('the payments report', () => {
  it('totals deposits and withdrawals per provider and status as the ledger moved them', async () => {
    // Over the default unverified cap of ₦50,000 a day: the part over it is held, and the deposit still counts whole.
    const unverified = await createTestUser(t.pool, { fullName: 'Bola Ige', identity: 'unverified' })
    await depositBySandbox(t, unverified, '60000')
    const player = await createTestUser(t.pool, { fullName: 'Kemi Adetiba' })
    await depositBySandbox(t, player, '20000')
    await depositBySandbox(t, player, '5000.50')
    await withdrawBySandbox(t, player, '1000', 'success')
    await withdrawBySandbox(t, player, '2000', 'success')
    await withdrawBySandbox(t, player, '3000', 'fail')
    await withdrawBySandbox(t, player, '4000', 'pending')
    const today = await ledgerToday(t)

    const { rows } = await readOn(t, paymentDayReport, { from: today, to: today })
    expect(rows).toEqual([
      { day: today, provider: 'sandbox', direction: 'deposit', status: 'paid', count: 3, amount: 85_000_50n },
      { day: today, provider: 'sandbox', direction: 'withdrawal', status: 'failed', count: 1, amount: 3000_00n },
      { day: today, provider: 'sandbox', direction: 'withdrawal', status: 'paid', count: 2, amount: 3000_00n },
      { day: today, provider: 'sandbox', direction: 'withdrawal', status: 'pending', count: 1, amount: 4000_00n },
    ])
    // Independently, from the house accounts: what left bank clearing for deposits, what the bank confirmed
    // paying out, what is still in flight, and what came back.
    const amount = (direction: string, status: string) => rows.find((row) => row.direction === direction && row.status === status)!.amount
    expect(amount('deposit', 'paid')).toBe(-(await postedTo('house:bank_clearing', ['deposit'])))
    expect(amount('withdrawal', 'paid')).toBe(await postedTo('house:payouts_settled', ['withdrawal_settlement']))
    expect(amount('withdrawal', 'pending')).toBe(
      await postedTo('house:payouts_in_flight', ['withdrawal', 'withdrawal_settlement', 'withdrawal_reversal']),
    )
    expect(amount('withdrawal', 'failed')).toBe(-(await postedTo('house:payouts_in_flight', ['withdrawal_reversal'])))
  })

  it('lists nothing for a day without payments', async () => {
    expect((await readOn(t, paymentDayReport, { from: '2025-01-01', to: '2025-01-31' })).rows).toEqual([])
  })
})
