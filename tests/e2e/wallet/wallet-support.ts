import { dataOf, login as loginAnswer } from '@9ja/contract'
import { randomInt } from 'node:crypto'
import { expect } from 'vitest'
import { WALLET_URL } from '../../support/urls.ts'
import { createAccount, verifyIdentity, walletPost, type Account } from '../accounts/accounts-support.ts'

export type Player = Account & { depositCode: string }

/** A player made through the API; `verified` also verifies their identity (withdrawals need it). */
export async function player(fullName: string, { verified = false } = {}): Promise<Player> {
  const account = await createAccount(fullName)
  if (verified) await verifyIdentity(account)
  const login = await walletPost('/agent/login', { userId: account.emailAddress, password: account.password })
  const { token, depositCode } = dataOf(loginAnswer, login.json)
  await walletPost('/agent/logout', { token })
  return { ...account, depositCode }
}

/** Money sent to the player's deposit code through the sandbox bank (its signed webhook credits the wallet). */
export async function bankTransfer(depositCode: string, amount: string) {
  const answer = await walletPost('/sandbox/transfers', { depositCode, amount, reference: `e2e-${depositCode}-${randomInt(1e9)}` })
  expect((answer.json.data as { webhook?: string } | undefined)?.webhook, JSON.stringify(answer.json)).toBe('credited')
}

/**
 * An account at the sandbox bank in `accountName` (bank 058), for withdrawals; answers its number. Its payouts
 * are paid at once, or with `payoutOutcome: 'pending'` held by the bank until POST /sandbox/payouts/:reference/complete.
 */
export async function openSandboxAccount(accountName: string, { payoutOutcome }: { payoutOutcome?: 'pending' } = {}): Promise<string> {
  const accountNumber = String(randomInt(1e9, 1e10 - 1))
  const answer = await walletPost('/sandbox/accounts', { bankCode: '058', accountNumber, accountName, payoutOutcome })
  expect(answer.status).toBe(200)
  return accountNumber
}

/** What the sandbox bank has paid out to `accountNumber`: each payout's amount (naira) and status. */
export async function paidTo(accountNumber: string) {
  const { data } = (await (await fetch(`${WALLET_URL}/sandbox/payouts`)).json()) as {
    data: { accountNumber: string; amount: number; status: string }[]
  }
  return data.filter((payout) => payout.accountNumber === accountNumber).map(({ amount, status }) => ({ amount, status }))
}
