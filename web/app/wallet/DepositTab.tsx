import { Form, Link } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { WalletModal } from './WalletModal.tsx'
import { showToast } from '#app/components/toast/toast-store.ts'
import { EnhancedField, useFormAnswer } from '#app/forms/enhanced-form.tsx'
import { useSpecForm } from '#app/forms/spec-form.tsx'
import { depositSchema, type TransferAccount } from '#app/wallet/schemas.ts'
import type { WalletAnswerExtra } from '#app/wallet/wallet-answer.ts'
import { AmountField } from './AmountField.tsx'
import { VERIFY_IDENTITY_PATH } from '#app/accounts/paths.ts'
import { formatNaira } from '#app/i18n/format.ts'

/** Spec sections 4 and 9: after 'Done!' with redirect=PlaySpinIt, Spin It opens with the chosen amount, or 100. */
const DEFAULT_SPIN_AMOUNT = 100
/** Spec section 9: the clipboard 'Copied' state lasts 4 s. */
const COPIED_MS = 4000

export function DepositTab({
  idempotencyKey,
  redirectTo,
  selectedAmount,
  returnBetAmount,
  dailyCap,
}: {
  idempotencyKey: string
  redirectTo: 'PlaySpinIt' | null
  selectedAmount: number | null
  returnBetAmount: number | null
  /** An unverified player's daily deposit cap in naira; null once verified. */
  dailyCap: number | null
}) {
  const { t } = useTranslation('wallet')
  const { answer, submitting } = useFormAnswer<WalletAnswerExtra>((answer) => {
    if (answer.intent === 'deposit' && answer.toast) showToast(answer.toast)
  })
  const depositAnswer = answer?.intent === 'deposit' ? answer : undefined
  const { fields, formProps } = useSpecForm({
    id: 'deposit-form',
    schema: depositSchema,
    lastResult: depositAnswer?.result,
    defaultValue: { amount: selectedAmount ? String(selectedAmount) : '' },
  })
  // The dialog belongs to one answer: 'Done!' closes it until the next deposit request.
  const [closedAnswer, setClosedAnswer] = useState<unknown>(null)
  const account = depositAnswer?.transferAccount && depositAnswer !== closedAnswer ? depositAnswer.transferAccount : null

  return (
    <div className="wallet-form-card" data-testid="deposit-tab">
      <h2>{t('deposit.heading')}</h2>
      <p className="muted">{t('deposit.intro')}</p>
      {dailyCap !== null ? (
        <p className="wallet-note" data-testid="deposit-cap-hint">
          {t('deposit.capHint', { cap: formatNaira(dailyCap) })} <Link to={VERIFY_IDENTITY_PATH}>{t('heldAction')}</Link>
        </p>
      ) : null}
      <Form method="post" {...formProps}>
        <EnhancedField />
        <input type="hidden" name="intent" value="deposit" />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <AmountField field={fields.amount} label={t('deposit.amount')} testId="deposit-amount" />
        <button type="submit" className="button" disabled={submitting} data-testid="deposit-submit">
          {t('deposit.submit')}
        </button>
      </Form>
      {account ? (
        <DepositDialog
          account={account}
          doneTo={redirectTo === 'PlaySpinIt' ? '/dashboard/spinit/play' : '/dashboard/wallet?tab=deposit'}
          spinAmount={returnBetAmount ?? selectedAmount ?? DEFAULT_SPIN_AMOUNT}
          onDone={() => setClosedAnswer(depositAnswer)}
          staysHere={redirectTo !== 'PlaySpinIt'}
        />
      ) : null}
    </div>
  )
}

/**
 * The transfer details. 'Done!' is a link (it works without JavaScript): to Spin It with the amount
 * when the deposit was asked for by the game, else back to the deposit form, which, once hydrated,
 * the dialog simply closes over.
 */
function DepositDialog({
  account,
  doneTo,
  spinAmount,
  onDone,
  staysHere,
}: {
  account: TransferAccount
  doneTo: string
  spinAmount: number
  onDone: () => void
  staysHere: boolean
}) {
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
    <WalletModal
      name="deposit"
      title={t('deposit.dialogTitle')}
      text={t('deposit.instruction', { amount: formatNaira(Number(account.amount)) })}
    >
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
      <Link
        to={doneTo}
        state={staysHere ? undefined : { amount: spinAmount }}
        className="button"
        onClick={(event) => {
          if (staysHere) event.preventDefault()
          onDone()
        }}
        data-testid="deposit-done"
      >
        {t('deposit.done')}
      </Link>
    </WalletModal>
  )
}
