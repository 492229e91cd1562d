import { useFetcher } from '@remix-run/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { showToast } from '#app/components/toast/toast-store.ts'
import { useFetcherAnswer } from '#app/utils/use-fetcher-answer.ts'
import { formatNaira, parseNaira } from '#app/wallet/money.ts'
import { ACCOUNT_NUMBER_LENGTH, withdrawAmountError, type WalletActionResult } from '#app/wallet/schemas.ts'
import { BankSelect } from './BankSelect.tsx'

/**
 * Spec sections 2, 4 and 5: the amount first, then a confirm dialog with the bank and the account
 * number. The server's refusal shows as a toast and under the field; success reloads the page.
 */
export function WithdrawTab({
  csrf,
  idempotencyKey,
  balance,
  banks,
}: {
  csrf: string
  idempotencyKey: string
  balance: number
  banks: { code: string; name: string }[]
}) {
  const { t } = useTranslation('wallet')
  const fetcher = useFetcher<WalletActionResult>()
  const [amount, setAmount] = useState('')
  const [amountError, setAmountError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [bankCode, setBankCode] = useState('')
  const [accountNumber, setAccountNumber] = useState('')
  const [errors, setErrors] = useState<{ bankCode?: string; accountNumber?: string }>({})
  const busy = fetcher.state !== 'idle'

  useFetcherAnswer(fetcher, (result) => {
    if (result.outcome === 'invalid') {
      if (result.field === 'amount') {
        setConfirming(false)
        setAmountError(t(result.key, { balance: formatNaira(balance) }))
      } else setErrors({ [result.field]: t(result.key) })
    } else if (result.outcome === 'failed') {
      const message = result.message ?? t('withdraw.exception')
      showToast({ type: 'error', description: message })
      setErrors({ accountNumber: message })
    } else if (result.outcome === 'exception') {
      showToast({ type: 'error', description: t('withdraw.exception') })
    }
  })

  function openConfirm(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const problem = withdrawAmountError(amount, balance)
    if (problem) return setAmountError(t(problem.key, { balance: formatNaira(balance) }))
    setErrors({})
    setConfirming(true)
  }

  function confirm(event: React.FormEvent<HTMLFormElement>) {
    const next: typeof errors = {}
    if (!bankCode) next.bankCode = t('withdraw.chooseBank')
    if (accountNumber.trim().length !== ACCOUNT_NUMBER_LENGTH) next.accountNumber = t('withdraw.invalidAccountNumber')
    setErrors(next)
    if (Object.keys(next).length > 0) event.preventDefault()
  }

  return (
    <div className="wallet-form-card" data-testid="withdraw-tab">
      <h2>{t('withdraw.heading')}</h2>
      <p className="muted">{t('withdraw.intro')}</p>
      <form onSubmit={openConfirm} noValidate>
        <div className="form-field">
          <label htmlFor="withdraw-amount">{t('withdraw.amount')}</label>
          <input
            id="withdraw-amount"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            aria-invalid={amountError ? true : undefined}
            onChange={(event) => {
              setAmount(event.target.value)
              setAmountError(null)
            }}
            data-testid="withdraw-amount"
          />
          {amountError ? (
            <p className="field-error" role="alert" data-testid="withdraw-amount-error">
              {amountError}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button" data-testid="withdraw-continue">
          {t('withdraw.continue')}
        </button>
      </form>

      {confirming ? (
        <div className="modal-backdrop">
          <div className="modal wallet-modal" role="dialog" aria-modal="true" aria-labelledby="withdraw-dialog-title" data-testid="withdraw-dialog">
            <h2 id="withdraw-dialog-title">{t('withdraw.dialogTitle')}</h2>
            <p className="wallet-modal-text">{t('withdraw.dialogText', { amount: formatNaira(parseNaira(amount) ?? 0) })}</p>
            <fetcher.Form method="post" action="/dashboard/wallet" onSubmit={confirm} noValidate className="wallet-confirm-form">
              <input type="hidden" name="intent" value="withdraw" />
              <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
              <input type="hidden" name="amount" value={amount.replace(/,/g, '').trim()} />
              <BankSelect
                banks={banks}
                value={bankCode}
                onChange={(code) => {
                  setBankCode(code)
                  setErrors((current) => ({ ...current, bankCode: undefined }))
                }}
                error={errors.bankCode}
              />
              <div className="form-field">
                <label htmlFor="withdraw-account-number">{t('withdraw.accountNumber')}</label>
                <input
                  id="withdraw-account-number"
                  name="accountNumber"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={ACCOUNT_NUMBER_LENGTH}
                  value={accountNumber}
                  onChange={(event) => {
                    setAccountNumber(event.target.value.replace(/\D/g, ''))
                    setErrors((current) => ({ ...current, accountNumber: undefined }))
                  }}
                  data-testid="withdraw-account-number"
                />
                {errors.accountNumber ? (
                  <p className="field-error" role="alert" data-testid="withdraw-account-error">
                    {errors.accountNumber}
                  </p>
                ) : null}
              </div>
              <div className="wallet-modal-actions">
                <button type="button" className="button button-outline" onClick={() => setConfirming(false)} disabled={busy}>
                  {t('withdraw.cancel')}
                </button>
                <button type="submit" className="button" disabled={busy} data-testid="withdraw-confirm">
                  {t('withdraw.confirm')}
                </button>
              </div>
            </fetcher.Form>
          </div>
        </div>
      ) : null}
    </div>
  )
}
