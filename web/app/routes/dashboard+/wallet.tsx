import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData, useLocation, useRevalidator } from '@remix-run/react'
import { randomUUID } from 'node:crypto'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { requireSessionUser } from '#app/accounts/session.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { useHydrated } from '#app/forms/FormParts.tsx'
import { DepositTab } from '#app/wallet/DepositTab.tsx'
import { TransactionHistory } from '#app/wallet/TransactionHistory.tsx'
import { WalletTabs, type WalletTab } from '#app/wallet/WalletTabs.tsx'
import { WithdrawTab } from '#app/wallet/WithdrawTab.tsx'
import { useWalletBalance } from '#app/wallet/WalletBalanceButton.tsx'
import type { FormAnswer } from '#app/forms/answer.ts'
import { invalidAnswer, orExceptionToast, outcomeAnswer, readSubmission, translatorFor } from '#app/forms/forms.server.ts'
import type { I18nHandle } from '#app/i18n/config.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'
import { parseNaira } from '#app/wallet/money.ts'
import { depositSchema, withdrawAmountSchema, withdrawSchema } from '#app/wallet/schemas.ts'
import type { WalletAnswerExtra } from '#app/wallet/wallet-answer.ts'
import {
  banks,
  fundWallet,
  historyFilter,
  moneyLimits,
  walletBalance,
  walletHistory,
  requestCashOut,
  withdrawalMinimum,
  withdrawFund,
  withdrawalAccount,
} from '#app/wallet/wallet.server.ts'
import { fetchProfile } from '#app/accounts/profile.server.ts'
import { VERIFY_IDENTITY_PATH } from '#app/accounts/paths.ts'
import walletStylesUrl from '#app/styles/wallet.css?url'
import { formatNaira } from '#app/i18n/format.ts'

export const handle = { i18n: ['wallet'], pageTitle: 'wallet' } satisfies I18nHandle & PageTitleHandle
export const links = () => [{ rel: 'stylesheet', href: walletStylesUrl }]

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireSessionUser(request)
  const url = new URL(request.url)
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1)
  const filter = historyFilter.parse(url.searchParams.get('filter'))
  const [balance, history, bankList, limits, profile] = await Promise.all([
    walletBalance(request, user),
    walletHistory(request, user, page, filter),
    banks(request, user),
    moneyLimits(),
    fetchProfile(request, user),
  ])
  // Spec section 2: `?deposit` preselects the deposit tab; `?tab=` keeps a tab across reloads; an empty
  // wallet has nothing to withdraw or spend, so it opens on Deposit.
  const requested = url.searchParams.get('tab')
  const initialTab: WalletTab =
    url.searchParams.has('deposit') || (requested === null && balance === 0)
      ? 'deposit'
      : requested === 'deposit' || requested === 'withdraw' || requested === 'history'
        ? requested
        : 'history'
  const selectedAmount = parseNaira(url.searchParams.get('selectedAmount') ?? '')
  const betAmount = parseNaira(url.searchParams.get('betAmount') ?? '')
  return json(
    {
      balance,
      history,
      historyFilter: filter,
      banks: bankList,
      minWithdrawal: limits.minWithdrawal,
      // Withdrawals need a verified identity; an unverified wallet's deposits are capped a day (issue 14).
      kyc: profile.kyc,
      unverifiedDepositPerDay: limits.unverifiedDepositPerDay,
      // A fresh key per page load: a double submit or a retried request moves money once.
      idempotencyKey: randomUUID(),
      initialTab,
      // The withdraw amount step is a GET form: its amount comes back in the address.
      withdrawAmount: initialTab === 'withdraw' ? url.searchParams.get('amount') : null,
      // Issue 24: a withdrawal to the bank, or cash at an agent's shop (`?method=agent`).
      withdrawMethod: url.searchParams.get('method') === 'agent' ? ('agent' as const) : ('bank' as const),
      redirectTo: url.searchParams.get('redirect') === 'PlaySpinIt' ? ('PlaySpinIt' as const) : null,
      selectedAmount: selectedAmount && selectedAmount > 0 ? selectedAmount : null,
      // The bet a game sent the player here with, for the way back; the spec's chosen amount otherwise.
      returnBetAmount: betAmount && betAmount > 0 ? betAmount : null,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}

const idempotencyKeyField = z.uuid().optional()

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireSessionUser(request)
  const minimum = await withdrawalMinimum()
  const { submission, enhanced } = await readSubmission(
    request,
    z.discriminatedUnion('intent', [
      depositSchema.extend({ intent: z.literal('deposit'), idempotencyKey: idempotencyKeyField }),
      withdrawSchema({ minimum }).extend({ intent: z.literal('withdraw'), idempotencyKey: idempotencyKeyField }),
      withdrawSchema({ minimum }).extend({ intent: z.literal('withdraw-account'), idempotencyKey: idempotencyKeyField }),
      z.object({ amount: withdrawAmountSchema({ minimum }), intent: z.literal('cash-out'), idempotencyKey: idempotencyKeyField }),
    ]),
  )
  if (submission.status !== 'success') {
    const posted = submission.payload.intent
    const intent = posted === 'withdraw' || posted === 'withdraw-account' || posted === 'cash-out' ? posted : 'deposit'
    return invalidAnswer(submission, { intent })
  }
  const input = submission.value
  const idempotencyKey = input.idempotencyKey ?? randomUUID()
  const amount = input.amount.replace(/,/g, '').trim()
  const t = await translatorFor(request, 'wallet')
  const exception = () => ({
    toast: { type: 'error' as const, description: input.intent === 'deposit' ? t('deposit.exception') : t('withdraw.exception') },
    extra: { intent: input.intent },
  })
  return orExceptionToast(request, enhanced, exception, async () => {
    if (input.intent === 'deposit') {
      const result = await fundWallet(request, user, amount, idempotencyKey)
      // The transfer details are the answer, with or without JavaScript: the page renders the dialog from it.
      if (result.ok) return json<FormAnswer<WalletAnswerExtra>>({ intent: 'deposit', transferAccount: result.transferAccount })
      return await outcomeAnswer(request, enhanced, {
        toast: { type: 'error', description: result.message ?? t('deposit.failed') },
        extra: { intent: 'deposit' },
      })
    }
    if (input.intent === 'cash-out') {
      const requested = await requestCashOut(request, user, amount, idempotencyKey)
      // The reference and code are the answer, with or without JavaScript: the tab shows them from it.
      if (requested.ok) return json<FormAnswer<WalletAnswerExtra>>({ intent: 'cash-out', cashOut: requested.cashOut })
      const message = requested.message ?? t('withdraw.exception')
      return await outcomeAnswer(request, enhanced, {
        toast: { type: 'error', description: message },
        extra: { intent: 'cash-out', refusal: message },
        result: submission.reply(),
      })
    }
    if (input.intent === 'withdraw-account') {
      const checked = await withdrawalAccount(request, user, { bankCode: input.bankCode, accountNumber: input.accountNumber })
      // The dialog shows the name with or without JavaScript, the typed bank and number kept (Conform's reply).
      if (checked.ok)
        return json<FormAnswer<WalletAnswerExtra>>({ intent: 'withdraw-account', account: checked.account, result: submission.reply() })
      const message = checked.message ?? t('withdraw.exception')
      return await outcomeAnswer(request, enhanced, {
        toast: { type: 'error', description: message },
        extra: { intent: 'withdraw-account', refusal: message },
      })
    }
    const result = await withdrawFund(
      request,
      user,
      { amount, bankCode: input.bankCode, accountNumber: input.accountNumber },
      idempotencyKey,
    )
    // The service checks the balance, the bank and the account name; its message is the one to show.
    if (!result.ok) {
      const message = result.message ?? t('withdraw.exception')
      return await outcomeAnswer(request, enhanced, {
        toast: { type: 'error', description: message },
        extra: { intent: 'withdraw', refusal: message },
      })
    }
    // Spec section 4: on success the page reloads (balance and history with it).
    return await redirectWithToast('/dashboard/wallet?tab=history', {
      type: 'success',
      description: result.message ?? t('withdraw.success'),
    })
  })
}

/**
 * The header's balance is asked every few seconds while the page is visible (WalletBalanceButton):
 * when it no longer matches this page's (a bank transfer arrived), the page reads its balance and
 * history again, so the player sees the deposit without reloading.
 */
function useFollowBalance(shown: number) {
  const current = useWalletBalance()
  const { revalidate } = useRevalidator()
  // Each new answer is looked at once, so a page that cannot agree with it is not read again and again.
  const followed = useRef(current)
  useEffect(() => {
    if (current === null || current === followed.current) return
    followed.current = current
    if (current !== shown) revalidate()
  }, [current, shown, revalidate])
}

/** Spec section 2: the wallet, with Transaction History, Deposit and Withdraw. */
export default function WalletPage() {
  const data = useLoaderData<typeof loader>()
  const { t } = useTranslation('wallet')
  const hydrated = useHydrated()
  // The URL decides the tab on every navigation (a withdrawal's reload lands on the history).
  const location = useLocation()
  const [chosen, setChosen] = useState<{ at: string; tab: WalletTab } | null>(null)
  const tab = chosen?.at === location.key ? chosen.tab : data.initialTab
  const setTab = (next: WalletTab) => setChosen({ at: location.key, tab: next })
  useFollowBalance(data.balance)
  return (
    <main className="page wallet-page" data-testid="wallet-page" data-hydrated={hydrated}>
      <header className="wallet-header">
        <h1>{t('title')}</h1>
        <p className="wallet-balance">
          <span className="muted">{t('balance')}</span> <strong data-testid="wallet-page-balance">{formatNaira(data.balance)}</strong>
        </p>
        {data.kyc.heldDeposits > 0 ? (
          <p className="wallet-held" data-testid="wallet-held">
            {t('held', { amount: formatNaira(data.kyc.heldDeposits) })} <Link to={VERIFY_IDENTITY_PATH}>{t('heldAction')}</Link>
          </p>
        ) : null}
      </header>
      <WalletTabs current={tab} onChange={setTab} />
      <section className="wallet-panel" role="tabpanel" id={`wallet-panel-${tab}`} aria-labelledby={`wallet-tab-${tab}`}>
        {tab === 'history' ? <TransactionHistory history={data.history} filter={data.historyFilter} /> : null}
        {tab === 'deposit' ? (
          <DepositTab
            idempotencyKey={data.idempotencyKey}
            redirectTo={data.redirectTo}
            selectedAmount={data.selectedAmount}
            returnBetAmount={data.returnBetAmount}
            dailyCap={data.kyc.status === 'verified' ? null : data.unverifiedDepositPerDay}
          />
        ) : null}
        {tab === 'withdraw' ? (
          <WithdrawTab
            idempotencyKey={data.idempotencyKey}
            balance={data.balance}
            minimum={data.minWithdrawal}
            reviewAmount={data.withdrawAmount}
            method={data.withdrawMethod}
            banks={data.banks}
            kycStatus={data.kyc.status}
          />
        ) : null}
      </section>
    </main>
  )
}
