import { afterEach, expect } from 'vitest'
import type { TestApp } from '../support/database.ts'
import { checkLedgerInvariants, loadHouseAccounts } from '../../src/ledger/ledger.ts'
import type { BankDepositCredit, CreditAccounts } from '../../src/payments/bank-deposit-credits.ts'
import type { Queryable } from '../../src/db/queryable.ts'

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

/** The accounts the deposit credit statement posts to, with the default cap of unverified wallets (₦50,000 a day). */
export async function depositCreditAccounts(db: Queryable, unverifiedCapKobo = 5_000_000n): Promise<CreditAccounts> {
  const house = await loadHouseAccounts(db)
  return { clearingAccountId: house['house:bank_clearing'], heldAccountId: house['house:kyc_held_deposits'], unverifiedCapKobo }
}

/** A sandbox bank transfer notification as the webhook parser produces it, for the deposit credit statement. */
export function bankTransferCredit(reference: string, accountNumber: string, amountKobo: bigint, payload: unknown = {}): BankDepositCredit {
  return {
    provider: 'sandbox',
    event: {
      kind: 'bank_deposit',
      eventKey: `charge.success:${reference}`,
      eventType: 'charge.success',
      reference,
      accountNumber,
      amountKobo,
      senderName: 'ADA OBI',
    },
    payload,
  }
}
