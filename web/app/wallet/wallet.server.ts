import {
  bank,
  cashOutRequested,
  dataAnswer,
  dataOf,
  fundWallet as fundWalletAnswer,
  moneyLimits as moneyLimitsAnswer,
  walletBalance as walletBalanceAnswer,
  walletHistory as walletHistoryAnswer,
  withdrawalAccount as withdrawalAccountAnswer,
  type Bank,
  type MoneyLimits,
} from '@9ja/contract'
import { z } from 'zod'
import { walletApiAsUser } from '#app/accounts/session-guard.server.ts'
import type { SessionUser } from '#app/accounts/session.server.ts'
import { walletApi, walletMessage } from '#app/utils/wallet-api.server.ts'
import { HISTORY_FILTERS, type HistoryFilter } from './history-filter.ts'
import { getLanguage, getServerI18n } from '#app/i18n/i18n.server.ts'

/** The history as the page shows it: each line's description in the player's language. */
export type WalletHistory = Omit<z.infer<typeof walletHistoryAnswer>, 'data'> & {
  data: { description: string; dated: string; transType: 'credit' | 'debit'; amount: number }[]
}

export const HISTORY_PAGE_SIZE = 10

export async function walletBalance(request: Request, user: SessionUser): Promise<number> {
  const answer = await walletApiAsUser(request, user, '/agent/wallet-balance')
  return walletBalanceAnswer.parse(answer.data).balance
}

/** The history's filter as the URL asks for it; anything else shows every line. */
export const historyFilter = z.enum(HISTORY_FILTERS).catch('all')

export async function walletHistory(request: Request, user: SessionUser, page: number, filter: HistoryFilter): Promise<WalletHistory> {
  const answer = await walletApiAsUser(request, user, '/agent/trasaction-history', { page, pageSize: HISTORY_PAGE_SIZE, filter })
  const history = walletHistoryAnswer.parse(answer.data)
  const i18n = await getServerI18n(getLanguage(request), ['ledger'])
  return {
    ...history,
    data: history.data.map(({ description, descriptionKey, descriptionParams, ...line }) => ({
      ...line,
      // A key this build does not know yet (a newer wallet-service) shows the line's English text.
      description:
        descriptionKey && i18n.exists(descriptionKey, { ns: 'ledger' })
          ? i18n.t(descriptionKey, { ns: 'ledger', ...descriptionParams })
          : description,
    })),
  }
}

/** The wallet-service's public money limits (GET /payments/limits): the smallest withdrawal, an unverified wallet's daily deposits. */
export async function moneyLimits(): Promise<MoneyLimits> {
  const answer = await walletApi('/payments/limits', null)
  return dataOf(moneyLimitsAnswer, answer.data)
}

export async function withdrawalMinimum(): Promise<number> {
  return (await moneyLimits()).minWithdrawal
}

export async function banks(request: Request, user: SessionUser): Promise<Bank[]> {
  const answer = await walletApiAsUser(request, user, '/agent/get-banks')
  return dataOf(z.array(bank), answer.data)
}

export async function fundWallet(request: Request, user: SessionUser, amount: string, idempotencyKey: string) {
  const answer = await walletApiAsUser(request, user, '/agent/fund-wallet', { amount, idempotencyKey })
  const parsed = fundWalletAnswer.safeParse(answer.data)
  if (answer.status === 200 && parsed.success) {
    return { ok: true as const, transferAccount: parsed.data.data.transfer_account, message: parsed.data.message }
  }
  return { ok: false as const, message: walletMessage(answer) ?? null }
}

/**
 * The bank's name for the account a withdrawal would go to (the service's name enquiry), for the
 * player to see before confirming; the service's refusal (another name, no such account) otherwise.
 */
export async function withdrawalAccount(request: Request, user: SessionUser, input: { bankCode: string; accountNumber: string }) {
  const answer = await walletApiAsUser(request, user, '/agent/withdrawal-account', input)
  const parsed = dataAnswer(withdrawalAccountAnswer).safeParse(answer.data)
  if (answer.status === 200 && parsed.success) return { ok: true as const, account: { bankCode: input.bankCode, ...parsed.data.data } }
  return { ok: false as const, message: walletMessage(answer) ?? null }
}

export async function withdrawFund(
  request: Request,
  user: SessionUser,
  input: { amount: string; bankCode: string; accountNumber: string },
  idempotencyKey: string,
) {
  const answer = await walletApiAsUser(request, user, '/agent/withdraw-fund', { ...input, idempotencyKey })
  return { ok: answer.status === 200, message: walletMessage(answer) ?? null }
}

/** Cash at an agent: the amount held, and the reference and code the player shows at any agent's shop. */
export async function requestCashOut(request: Request, user: SessionUser, amount: string, idempotencyKey: string) {
  const answer = await walletApiAsUser(request, user, '/agent/cash-out/request', { amount, idempotencyKey })
  const parsed = dataAnswer(cashOutRequested).safeParse(answer.data)
  if (answer.status === 200 && parsed.success) return { ok: true as const, cashOut: parsed.data.data }
  return { ok: false as const, message: walletMessage(answer) ?? null }
}
