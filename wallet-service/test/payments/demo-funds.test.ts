import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/database.ts'
import { createTestUser } from '../support/users.ts'
import { fundDemoPlayer } from '../../../seed/wallet/demo-funds.ts'
import { balanceOf, checkInvariantsAfterEach } from './helpers.ts'

let t: TestApp
let walletUrl: string
beforeAll(async () => {
  t = await createTestApp({ PAYOUT_RECOVERY_INTERVAL_MS: '0' })
  walletUrl = await t.app.listen({ host: '127.0.0.1', port: 0 })
})
afterAll(async () => t.close())
checkInvariantsAfterEach(() => t)

describe('seed: demo funds', () => {
  it('funds the demo player through a sandbox transfer, once however often the seed runs', async () => {
    const player = await createTestUser(t.pool, { fullName: 'Demo Player' })
    expect(await fundDemoPlayer({ walletUrl, depositCode: player.depositCode, amountNaira: 50_000 })).toBe('credited')
    expect(await fundDemoPlayer({ walletUrl, depositCode: player.depositCode, amountNaira: 50_000 })).toBe('duplicate')
    expect(await balanceOf(t, player.token)).toBe(50_000)
    const entry = await t.pool.query(`select kind, description from journal_entries where idempotency_key = $1`, [
      `deposit:sandbox:seed-demo-funds-${player.depositCode}`,
    ])
    expect(entry.rows).toEqual([{ kind: 'deposit', description: 'Deposit by bank transfer from Demo Funding' }])
  })

  it('fails loudly for a deposit code no player has', async () => {
    await expect(fundDemoPlayer({ walletUrl, depositCode: '0000000009', amountNaira: 10 })).rejects.toThrow(/parked/)
  })
})
