import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBatchStatementPool, createPool, type Pool } from '../../src/db/pool.ts'
import { creditBankDeposits } from '../../src/payments/bank-deposit-credits.ts'
import { loadHouseAccounts } from '../../src/ledger/ledger.ts'
import { createTestDatabase } from '../support/database.ts'
import { createTestUser } from '../support/users.ts'

let db: Awaited<ReturnType<typeof createTestDatabase>>
beforeAll(async () => {
  db = await createTestDatabase()
})
afterAll(async () => db.close())

/** How one connection planned the deposit credit statement over `calls` single-deposit calls. */
async function plansOfDepositCredits(pool: Pool, calls: number) {
  const user = await createTestUser(db.pool)
  const clearing = (await loadHouseAccounts(db.pool))['house:bank_clearing']
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
      expect(await creditBankDeposits(client, clearing, [{ provider: 'sandbox', event, payload: {} }])).toEqual(['credited'])
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
  it('plans a batched statement once, where a plain connection plans it on every call', async () => {
    expect(await plansOfDepositCredits(createPool(db.url, 1), 12)).toEqual({ generic: 0, custom: 12 })
    expect(await plansOfDepositCredits(createBatchStatementPool(db.url, 1), 12)).toEqual({ generic: 12, custom: 0 })
  })
})
