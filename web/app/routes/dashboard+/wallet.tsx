import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useLocation } from '@remix-run/react'
import { randomUUID } from 'node:crypto'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { assertCsrf, getCsrfToken } from '#app/auth/csrf.server.ts'
import { requireSessionUser } from '#app/auth/session.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { useHydrated } from '#app/components/accounts/FormParts.tsx'
import { DepositTab } from '#app/components/wallet/DepositTab.tsx'
import { TransactionHistory } from '#app/components/wallet/TransactionHistory.tsx'
import { WithdrawTab } from '#app/components/wallet/WithdrawTab.tsx'
import { WalletTabs, type WalletTab } from '#app/components/wallet/WalletTabs.tsx'
import type { I18nHandle } from '#app/i18n/config.ts'
import { formatNaira, parseNaira } from '#app/wallet/money.ts'
import { depositSchema, withdrawSchema, type WalletActionResult } from '#app/wallet/schemas.ts'
import { banks, fundWallet, walletBalance, walletHistory, withdrawFund } from '#app/wallet/wallet.server.ts'
import walletStylesUrl from '#app/styles/wallet.css?url'

export const handle = { i18n: ['wallet'] } satisfies I18nHandle
export const links = () => [{ rel: 'stylesheet', href: walletStylesUrl }]
export const meta: MetaFunction = () => [{ title: 'Wallet | 9ja Lottery' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireSessionUser(request)
  const url = new URL(request.url)
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1)
  const [balance, history, bankList, csrf] = await Promise.all([
    walletBalance(request, user),
    walletHistory(request, user, page),
    banks(request, user),
    getCsrfToken(request),
  ])
  // Spec section 2: `?deposit` preselects the deposit tab; `?tab=` keeps a tab across reloads.
  const requested = url.searchParams.get('tab')
  const initialTab: WalletTab = url.searchParams.has('deposit')
    ? 'deposit'
    : requested === 'deposit' || requested === 'withdraw'
      ? requested
      : 'history'
  const selectedAmount = parseNaira(url.searchParams.get('selectedAmount') ?? '')
  return json(
    {
      balance,
      history,
      banks: bankList,
      csrf: csrf.token,
      // A fresh key per page load: a double submit or a retried request moves money once.
      idempotencyKey: randomUUID(),
      initialTab,
      redirectTo: url.searchParams.get('redirect') === 'PlaySpinIt' ? ('PlaySpinIt' as const) : null,
      selectedAmount: selectedAmount && selectedAmount > 0 ? selectedAmount : null,
    },
    { headers: { 'Cache-Control': 'no-store', ...(csrf.setCookie ? { 'Set-Cookie': csrf.setCookie } : {}) } },
  )
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireSessionUser(request)
  const form = await request.formData()
  await assertCsrf(request, form)
  const values = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string')) as Record<string, string>
  const intent = values.intent === 'withdraw' ? 'withdraw' : 'deposit'
  const idempotencyKey = values.idempotencyKey || randomUUID()
  // Refusals are answers the page shows, not failures of the request: they travel with 200.
  const answer = (result: WalletActionResult) => json(result)
  try {
    if (intent === 'deposit') {
      const parsed = depositSchema.safeParse(values)
      if (!parsed.success) return answer({ outcome: 'invalid', field: 'amount', key: 'deposit.invalidAmount' })
      const result = await fundWallet(request, user, parsed.data.amount.replace(/,/g, ''), idempotencyKey)
      return result.ok
        ? answer({ outcome: 'deposit-started', transferAccount: result.transferAccount, message: result.message })
        : answer({ outcome: 'failed', intent, message: result.message })
    }
    const parsed = withdrawSchema.safeParse(values)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!
      return answer({ outcome: 'invalid', field: issue.path[0] as 'amount' | 'bankCode' | 'accountNumber', key: issue.message })
    }
    const result = await withdrawFund(request, user, { ...parsed.data, amount: parsed.data.amount.replace(/,/g, '') }, idempotencyKey)
    // The service checks the balance, the bank and the account name; its message is the one to show.
    if (!result.ok) return answer({ outcome: 'failed', intent, message: result.message })
    // Spec section 4: on success the page reloads (balance and history with it).
    return redirectWithToast('/dashboard/wallet?tab=history', { type: 'success', description: result.message ?? 'Withdrawal successful' })
  } catch (error) {
    if (error instanceof Response) throw error
    console.error('wallet-service call failed', error)
    return answer({ outcome: 'exception', intent })
  }
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
  return (
    <main className="page wallet-page" data-testid="wallet-page" data-hydrated={hydrated}>
      <header className="wallet-header">
        <h1>{t('title')}</h1>
        <p className="wallet-balance">
          <span className="muted">{t('balance')}</span>{' '}
          <strong data-testid="wallet-page-balance">{formatNaira(data.balance)}</strong>
        </p>
      </header>
      <WalletTabs current={tab} onChange={setTab} />
      <section className="wallet-panel" role="tabpanel" id={`wallet-panel-${tab}`} aria-labelledby={`wallet-tab-${tab}`}>
        {tab === 'history' ? <TransactionHistory history={data.history} /> : null}
        {tab === 'deposit' ? (
          <DepositTab
            csrf={data.csrf}
            idempotencyKey={data.idempotencyKey}
            redirectTo={data.redirectTo}
            selectedAmount={data.selectedAmount}
          />
        ) : null}
        {tab === 'withdraw' ? (
          <WithdrawTab csrf={data.csrf} idempotencyKey={data.idempotencyKey} balance={data.balance} banks={data.banks} />
        ) : null}
      </section>
    </main>
  )
}
