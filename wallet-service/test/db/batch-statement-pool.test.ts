import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBatchStatementPool, createPool, type Pool } from '../../src/db/pool.ts'
import { creditBankDeposits } from '../../src/payments/bank-deposit-credits.ts'
import { createTestApp, createTestDatabase } from '../support/database.ts'
import { balanceOf, depositCreditAccounts, sandboxTransfer } from '../payments/helpers.ts'
import { createTestUser } from '../support/users.ts'

let db: Awaited<ReturnType<typeof createTestDatabase>>
beforeAll(async () => {
  db = await createTestDatabase()
})
afterAll(async () => db.close())

/** How one connection planned the deposit credit statement over `calls` single-deposit calls. */
async function plansOfDepositCredits(pool: Pool, calls: number) {
  const user = await createTestUser(db.pool)
  const accounts = await depositCreditAccounts(db.pool)
  const client = await pool.connect()
  try {
    for (let call = 0; call < calls; call++) {
      const reference = `plan-${user.userId}-${call}`
      const event = {
        kind: 'bank_deposit' as const,
        eventKey: `charge.success:${reference}`,
        eventType: 'charge.success',
        reference,
        accountNumber: user.depositCode,
        amountKobo: 100n,
        senderName: 'PLAN',
      }
      expect(await creditBankDeposits(client, accounts, [{ provider: 'sandbox', event, payload: {} }], new Date())).toEqual(['credited'])
    }
    const { rows } = await client.query<{ generic_plans: string; custom_plans: string }>(
      `select generic_plans, custom_plans from pg_prepared_statements where name = 'payments_credit_bank_deposits'`,
    )
    return { generic: Number(rows[0]!.generic_plans), custom: Number(rows[0]!.custom_plans) }
  } finally {
    client.release()
    await pool.end()
  }
}

describe('the batch statement pool', () => {
  it('outlives its idle connections being terminated: the next deposit opens a new one', async () => {
    const t = await createTestApp()
    try {
      const user = await createTestUser(t.pool)
      expect((await sandboxTransfer(t, user.depositCode, '100')).body.data.webhook).toBe('credited')
      const terminated = await t.pool.query<{ n: number }>(
        `select count(*)::int as n from (
           select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and application_name = 'wallet-service batches') killed`,
      )
      expect(terminated.rows[0]!.n).toBeGreaterThan(0)
      // The pool hears each connection's end as an 'error' event; unheard, it would crash the test process.
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect((await sandboxTransfer(t, user.depositCode, '250')).body.data.webhook).toBe('credited')
      expect(await balanceOf(t, user.token)).toBe(350)
    } finally {
      await t.close()
    }
  })

  it('plans a batched statement once, where a plain connection plans it on every call', async () => {
    expect(await plansOfDepositCredits(createPool(db.url, 1), 12)).toEqual({ generic: 0, custom: 12 })
    expect(await plansOfDepositCredits(createBatchStatementPool(db.url, 1), 12)).toEqual({ generic: 12, custom: 0 })
  })
})
