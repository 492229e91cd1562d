import { pino } from 'pino'
import { expect } from 'vitest'
import type { TestApp } from '../../support/database.ts'
import type { TestUser } from '../../support/users.ts'
import { ReportingDatabase } from '../../../src/back-office/reports/reporting-database.ts'
import { readReport, type Report } from '../../../src/back-office/reports/report.ts'
import { lagosDate } from '../../../src/time/lagos.ts'
import { openSandboxAccount, post, sandboxTransfer } from '../../payments/helpers.ts'

/** Reads `report` for `query` as a route would: through the app's reporting database (the primary, unless the test set one). */
export async function readOn<Query, Row>(t: TestApp, report: Report<Query, Row>, query: unknown) {
  const reporting = new ReportingDatabase(t.pool, t.config, pino({ level: 'silent' }), t.clock)
  try {
    return await readReport(reporting, report, query)
  } finally {
    await reporting.close()
  }
}

/** A deposit through the sandbox bank's transfer (its webhook credits the wallet), checked credited. */
export async function depositBySandbox(t: TestApp, user: TestUser, naira: string, reference?: string): Promise<void> {
  const answer = await sandboxTransfer(t, user.depositCode, naira, reference)
  expect(answer.body.data.webhook).toBe('credited')
}

let accountSequence = 0

/** A withdrawal through the API to a new sandbox account of the player's own name, whose payouts end as `outcome`; answers its reference. */
export async function withdrawBySandbox(
  t: TestApp,
  user: TestUser,
  naira: string,
  outcome: 'success' | 'fail' | 'pending',
): Promise<string> {
  const accountNumber = `70${String(process.pid % 1000).padStart(3, '0')}${String(++accountSequence).padStart(5, '0')}`
  await openSandboxAccount(t, { accountNumber, accountName: user.fullName, payoutOutcome: outcome })
  const answer = await post(t, '/agent/withdraw-fund', { token: user.token, amount: naira, bankCode: '058', accountNumber })
  // A payout the bank declines is answered 502 PAYOUT_FAILED, its money back in the wallet.
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(outcome === 'fail' ? 502 : 200)
  return answer.body.data.reference as string
}

/** A Spin It round through the API. */
export async function spinIt(t: TestApp, user: TestUser, naira: string): Promise<void> {
  const response = await t.app.inject({ method: 'POST', url: '/agent/spin-multiplier', payload: { token: user.token, betAmount: naira } })
  expect(response.statusCode, response.body).toBe(200)
}

/** A Spin 2 Win Royale spin through the API: red and a straight on 17. */
export async function spinRoyale(t: TestApp, user: TestUser, naira: string): Promise<void> {
  const bets = [
    { type: 'colour', selection: 'red', amount: naira },
    { type: 'straight', selection: 17, amount: naira },
  ]
  const response = await t.app.inject({ method: 'POST', url: '/games/roulette/spin', payload: { token: user.token, bets } })
  expect(response.statusCode, response.body).toBe(200)
}

/** The Lagos day the database says it is now: the day the entries a test just wrote carry. */
export async function ledgerToday(t: TestApp): Promise<string> {
  const { rows } = await t.pool.query<{ now: Date }>('select now()')
  return lagosDate(rows[0]!.now)
}
