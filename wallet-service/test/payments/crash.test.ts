import type { ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestDatabase } from '../support/database.ts'
import { createTestUser, type TestUser } from '../support/users.ts'
import { checkLedgerInvariants } from '../../src/ledger/ledger.ts'
import { startWalletServiceProcess } from '../../bench/bench-kit.ts'

/**
 * The real service as a child process (startWalletServiceProcess: built from this tree, on a free
 * port), killed with SIGKILL in the middle of a burst of deposits and withdrawals, then restarted on
 * the same database.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>
let child: ChildProcess | null = null
let walletUrl = ''

async function startService(): Promise<ChildProcess> {
  const started = await startWalletServiceProcess(database.url, {
    LOG_LEVEL: 'error',
    PAYOUT_RECOVERY_INTERVAL_MS: '500',
    PAYOUT_RECOVERY_AFTER_MS: '500',
    WITHDRAWAL_DAILY_LIMIT_NAIRA: '100000000',
    // This test is about payments: no game loops competing for the two cores during its burst.
    CRASH_RUNNERS: 'off',
    SPORTS_RUNNERS: 'off',
    NUMBER_RUNNERS: 'off',
  })
  walletUrl = started.walletUrl
  return started.service
}

async function call(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${walletUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, any> }
}

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  child?.kill('SIGKILL')
  await database.close()
})

describe('kill -9 during a burst', () => {
  it('keeps the invariants, and everything answered with success is in the ledger', async () => {
    const users: TestUser[] = []
    for (let i = 0; i < 6; i++) users.push(await createTestUser(database.pool, { fullName: `Crash Tester${String.fromCharCode(65 + i)}` }))
    for (const [i, user] of users.entries()) {
      await database.pool.query(
        `insert into sandbox_bank_accounts (bank_code, account_number, account_name, payout_outcome) values ('058', $1, $2, $3)`,
        [String(4000000000 + i), user.fullName.toUpperCase(), i === 5 ? 'fail' : null],
      )
    }
    child = await startService()

    const answeredDeposits: string[] = []
    const answeredWithdrawals: string[] = []
    let seq = 0
    let stop = false
    const worker = async (w: number) => {
      while (!stop) {
        const n = seq++
        const i = Math.floor(n / 3) % users.length
        const user = users[i]!
        try {
          if (n % 3 !== 2) {
            const reference = `crash-dep-${n}`
            const answer = await call('/sandbox/transfers', { depositCode: user.depositCode, amount: '1000', reference })
            if (answer.status === 200) answeredDeposits.push(reference)
          } else {
            const answer = await call(
              '/agent/withdraw-fund',
              { token: user.token, amount: '700', bankCode: '058', accountNumber: String(4000000000 + i) },
              { 'idempotency-key': `crash-wd-${n}-${w}` },
            )
            if (answer.status === 200) answeredWithdrawals.push(answer.body.data.reference)
          }
        } catch {
          // the process died mid-request: this request was never answered
        }
      }
    }
    const workers = Array.from({ length: 16 }, (_, w) => worker(w))
    // The kill comes mid-burst once enough of both kinds were answered for the checks below to mean
    // something: after a fixed 1.5 s a machine running at half speed had answered 4 withdrawals.
    await vi.waitFor(
      () => {
        expect(answeredDeposits.length).toBeGreaterThan(20)
        expect(answeredWithdrawals.length).toBeGreaterThan(5)
      },
      { timeout: 30_000, interval: 20 },
    )
    child.kill('SIGKILL')
    await new Promise((resolve) => child!.once('exit', resolve))
    stop = true
    await Promise.all(workers)

    child = await startService()
    // The recovery loop finishes every payout the crash left held or sent.
    for (let i = 0; i < 100; i++) {
      const open = await database.pool.query(`select count(*)::int as n from withdrawals where status in ('held', 'sent')`)
      if (open.rows[0].n === 0) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }

    expect(await checkLedgerInvariants(database.pool)).toEqual([])
    const credited = await database.pool.query<{ key: string }>(
      `select idempotency_key as key from journal_entries where idempotency_key = any($1::text[])`,
      [answeredDeposits.map((reference) => `deposit:sandbox:${reference}`)],
    )
    expect(credited.rows).toHaveLength(answeredDeposits.length)
    const withdrawals = await database.pool.query<{ reference: string; status: string }>(
      'select reference, status from withdrawals where reference = any($1::text[])',
      [answeredWithdrawals],
    )
    expect(withdrawals.rows).toHaveLength(answeredWithdrawals.length)
    const open = await database.pool.query(`select count(*)::int as n from withdrawals where status in ('held', 'sent')`)
    expect(open.rows[0].n).toBe(0)
    const inFlight = await database.pool.query(`select balance_kobo from ledger_house_balances where code = 'house:payouts_in_flight'`)
    expect(inFlight.rows[0].balance_kobo).toBe('0')
    // Every succeeded payout was sent to the bank exactly once, and each failed one was reversed.
    const mismatched = await database.pool.query(
      `select w.reference from withdrawals w left join sandbox_payouts s on s.reference = w.reference
        where (w.status = 'succeeded') <> (s.status = 'success') or s.reference is null`,
    )
    expect(mismatched.rows).toEqual([])

    // Retrying every answered deposit after the restart moves no money again.
    const before = await database.pool.query(
      `select coalesce(sum(balance_kobo), 0)::text as total from ledger_accounts where kind = 'wallet'`,
    )
    for (const reference of answeredDeposits.slice(0, 20)) {
      const i = Math.floor(Number(reference.split('-')[2]) / 3) % users.length
      const retry = await call('/sandbox/transfers', { depositCode: users[i]!.depositCode, amount: '1000', reference })
      expect(retry.body.data.webhook).toBe('duplicate')
    }
    const after = await database.pool.query(
      `select coalesce(sum(balance_kobo), 0)::text as total from ledger_accounts where kind = 'wallet'`,
    )
    expect(after.rows[0].total).toBe(before.rows[0].total)
  })
})
