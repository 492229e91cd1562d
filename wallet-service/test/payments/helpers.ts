import { afterEach, expect } from 'vitest'
import type { TestApp } from '../support/database.ts'
import { checkLedgerInvariants } from '../../src/ledger/ledger.ts'

/** POSTs JSON to the in-process app and returns the status and parsed body. */
export async function post(t: TestApp, url: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'POST', url, payload: body, headers })
  return { statusCode: response.statusCode, body: response.json() as Record<string, any> }
}

export async function balanceOf(t: TestApp, token: string): Promise<number> {
  const { body } = await post(t, '/agent/wallet-balance', { token })
  return body.balance as number
}

/** A transfer through the sandbox bank to a deposit code (the same path a real bank's webhook takes). */
export async function sandboxTransfer(t: TestApp, depositCode: string, amount: string, reference?: string) {
  return post(t, '/sandbox/transfers', { depositCode, amount, ...(reference ? { reference } : {}) })
}

export async function openSandboxAccount(
  t: TestApp,
  account: { bankCode?: string; accountNumber: string; accountName: string; payoutOutcome?: 'success' | 'fail' | 'pending' },
) {
  const answer = await post(t, '/sandbox/accounts', { bankCode: '058', ...account })
  expect(answer.statusCode).toBe(200)
}

/** After every test of the file, the ledger's two invariants must hold. */
export function checkInvariantsAfterEach(getApp: () => TestApp) {
  afterEach(async () => {
    expect(await checkLedgerInvariants(getApp().pool)).toEqual([])
  })
}
