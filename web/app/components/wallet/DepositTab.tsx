import { useFetcher, useNavigate } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { showToast } from '#app/components/toast/toast-store.ts'
import { useFetcherAnswer } from '#app/utils/use-fetcher-answer.ts'
import { formatNaira } from '#app/wallet/money.ts'
import { depositSchema, type TransferAccount, type WalletActionResult } from '#app/wallet/schemas.ts'

/** Spec sections 4 and 9: after 'Done!' with redirect=PlaySpinIt, Spin It opens with the chosen amount, or 100. */
const DEFAULT_SPIN_AMOUNT = 100
/** Spec section 9: the clipboard 'Copied' state lasts 4 s. */
const COPIED_MS = 4000

export function DepositTab({
  csrf,
  idempotencyKey,
  redirectTo,
  selectedAmount,
}: {
  csrf: string
  idempotencyKey: string
  redirectTo: 'PlaySpinIt' | null
  selectedAmount: number | null
}) {
  const { t } = useTranslation('wallet')
  const navigate = useNavigate()
  const fetcher = useFetcher<WalletActionResult>()
  const [amount, setAmount] = useState(selectedAmount ? String(selectedAmount) : '')
  const [error, setError] = useState<string | null>(null)
  const [account, setAccount] = useState<TransferAccount | null>(null)
  const busy = fetcher.state !== 'idle'

  useFetcherAnswer(fetcher, (result) => {
    if (result.outcome === 'deposit-started') setAccount(result.transferAccount)
    else if (result.outcome === 'invalid') setError(t(result.key))
    else if (result.outcome === 'failed') showToast({ type: 'error', description: result.message ?? t('deposit.failed') })
    else if (result.outcome === 'exception') showToast({ type: 'error', description: t('deposit.exception') })
  })

  function submit(event: React.FormEvent<HTMLFormElement>) {
    const parsed = depositSchema.safeParse({ amount })
    if (!parsed.success) {
      event.preventDefault()
      setError(t('deposit.invalidAmount'))
    }
  }

  function done() {
    setAccount(null)
    if (redirectTo === 'PlaySpinIt') navigate('/dashboard/spinit/play', { state: { amount: selectedAmount ?? DEFAULT_SPIN_AMOUNT } })
  }

  return (
    <div className="wallet-form-card" data-testid="deposit-tab">
      <h2>{t('deposit.heading')}</h2>
      <p className="muted">{t('deposit.intro')}</p>
      <fetcher.Form method="post" action="/dashboard/wallet" onSubmit={submit} noValidate>
        <input type="hidden" name="intent" value="deposit" />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <div className="form-field">
          <label htmlFor="deposit-amount">{t('deposit.amount')}</label>
          <input
            id="deposit-amount"
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'deposit-amount-error' : undefined}
            onChange={(event) => {
              setAmount(event.target.value)
              setError(null)
            }}
            data-testid="deposit-amount"
          />
          {error ? (
            <p className="field-error" id="deposit-amount-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button" disabled={busy} data-testid="deposit-submit">
          {t('deposit.submit')}
        </button>
      </fetcher.Form>
      {account ? <DepositDialog account={account} onDone={done} /> : null}
    </div>
  )
}

function DepositDialog({ account, onDone }: { account: TransferAccount; onDone: () => void }) {
  const { t } = useTranslation('wallet')
  const [copied, setCopied] = useState(false)
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])

  async function copy() {
    try {
      await navigator.clipboard.writeText(account.accountNumber)
    } catch {
      showToast({ type: 'error', description: t('deposit.copyFailed') })
      return
    }
    showToast({ type: 'success', description: t('deposit.accountNumberCopied') })
    setCopied(true)
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => setCopied(false), COPIED_MS)
  }

  return (
    <div className="modal-backdrop">
      <div className="modal wallet-modal" role="dialog" aria-modal="true" aria-labelledby="deposit-dialog-title" data-testid="deposit-dialog">
        <h2 id="deposit-dialog-title">{t('deposit.dialogTitle')}</h2>
        <p className="wallet-modal-text">{t('deposit.instruction', { amount: formatNaira(Number(account.amount)) })}</p>
        <dl className="wallet-transfer-details">
          <dt>{t('deposit.accountNumber')}</dt>
          <dd>
            <strong data-testid="deposit-account-number">{account.accountNumber}</strong>{' '}
            <button type="button" className="button button-outline button-small" onClick={copy} data-testid="deposit-copy">
              {copied ? t('deposit.copied') : t('deposit.copy')}
            </button>
          </dd>
          <dt>{t('deposit.bankName')}</dt>
          <dd>{account.bankName}</dd>
          <dt>{t('deposit.accountName')}</dt>
          <dd>{account.accountName}</dd>
          <dt>{t('deposit.reference')}</dt>
          <dd data-testid="deposit-reference">{account.reference}</dd>
        </dl>
        <button type="button" className="button" onClick={onDone} data-testid="deposit-done">
          {t('deposit.done')}
        </button>
      </div>
    </div>
  )
}
