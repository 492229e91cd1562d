import { getInputProps } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { WalletModal } from './WalletModal.tsx'
import { z } from 'zod'
import { showToast } from '#app/components/toast/toast-store.ts'
import { EnhancedField, useFormAnswer } from '#app/forms/enhanced-form.tsx'
import { useSpecForm } from '#app/forms/spec-form.tsx'
import { parseNaira } from '#app/wallet/money.ts'
import { ACCOUNT_NUMBER_LENGTH, withdrawAmountSchema, withdrawSchema } from '#app/wallet/schemas.ts'
import type { WalletAnswerExtra } from '#app/wallet/wallet-answer.ts'
import { AmountField } from './AmountField.tsx'
import { BankSelect } from './BankSelect.tsx'
import { VERIFY_IDENTITY_PATH } from '#app/accounts/paths.ts'
import { AgentCashOut } from './AgentCashOut.tsx'
import { formatNaira } from '#app/i18n/format.ts'

/**
 * The withdraw tab: to a bank account or, issue 24, cash at an agent's shop (`?method=agent`), each a
 * link so the choice works as plain HTML; until the player's identity is verified, the way to verify it (issue 14).
 */
export function WithdrawTab({
  idempotencyKey,
  balance,
  minimum,
  reviewAmount,
  method,
  banks,
  kycStatus,
}: {
  idempotencyKey: string
  balance: number
  minimum: number
  /** The amount in the address (`?amount=`), once the amount step was submitted. */
  reviewAmount: string | null
  method: 'bank' | 'agent'
  banks: { code: string; name: string }[]
  kycStatus: 'unverified' | 'pending' | 'verified' | 'rejected'
}) {
  if (kycStatus !== 'verified') return <VerifyFirst status={kycStatus} />
  return (
    <>
      <WithdrawMethods current={method} />
      {method === 'agent' ? (
        <AgentCashOut idempotencyKey={idempotencyKey} balance={balance} minimum={minimum} />
      ) : (
        <WithdrawForm idempotencyKey={idempotencyKey} balance={balance} minimum={minimum} reviewAmount={reviewAmount} banks={banks} />
      )}
    </>
  )
}

function WithdrawMethods({ current }: { current: 'bank' | 'agent' }) {
  const { t } = useTranslation('wallet')
  return (
    <nav className="wallet-withdraw-methods" aria-label={t('withdraw.method.label')}>
      {(['bank', 'agent'] as const).map((method) => (
        <Link
          key={method}
          to={method === 'agent' ? '/dashboard/wallet?tab=withdraw&method=agent' : '/dashboard/wallet?tab=withdraw'}
          aria-current={method === current ? 'page' : undefined}
          className={method === current ? 'button' : 'button button-outline'}
          data-testid={`withdraw-method-${method}`}
        >
          {t(`withdraw.method.${method}`)}
        </Link>
      ))}
    </nav>
  )
}

/** Issue 14: withdrawals need a verified identity, so an unverified player is sent to verify first. */
function VerifyFirst({ status }: { status: 'unverified' | 'pending' | 'rejected' }) {
  const { t } = useTranslation('wallet')
  return (
    <div className="wallet-form-card" data-testid="withdraw-tab">
      <h2>{t('withdraw.heading')}</h2>
      <div className="wallet-verify-first" data-testid="withdraw-verify-first">
        <h3>{t('withdraw.verifyFirst.title')}</h3>
        <p>{t(`withdraw.verifyFirst.${status}`)}</p>
        {status === 'pending' ? null : (
          <Link to={VERIFY_IDENTITY_PATH} className="button" data-testid="withdraw-verify-link">
            {t('withdraw.verifyFirst.action')}
          </Link>
        )}
      </div>
    </div>
  )
}

/**
 * Spec sections 2, 4 and 5: the amount first, then a confirm dialog with the bank and the account
 * number. The amount step is a GET form: the amount goes into the address and the dialog opens for
 * it, so both steps work as plain HTML. In the dialog, "Check account" asks the bank for the
 * account's name (issue 21): the name shows above Confirm, which then withdraws. The server's refusal
 * shows as a toast and under the field; success reloads the page on the history.
 */
function WithdrawForm({
  idempotencyKey,
  balance,
  minimum,
  reviewAmount,
  banks,
}: {
  idempotencyKey: string
  balance: number
  minimum: number
  reviewAmount: string | null
  banks: { code: string; name: string }[]
}) {
  const { t } = useTranslation('wallet')
  const amountStepSchema = useMemo(() => z.object({ amount: withdrawAmountSchema({ minimum, balance }) }), [minimum, balance])
  // An amount refused in the address (typed without JavaScript) shows under the field instead of the dialog.
  const reviewProblem = reviewAmount === null ? undefined : amountStepSchema.safeParse({ amount: reviewAmount }).error?.issues[0]?.message
  const confirming = reviewAmount !== null && !reviewProblem
  const messageValues = { balance: formatNaira(balance), minimum: formatNaira(minimum) }
  const { fields, formProps } = useSpecForm({
    id: 'withdraw-amount-form',
    schema: amountStepSchema,
    defaultValue: { amount: reviewAmount ?? '' },
  })

  return (
    <div className="wallet-form-card" data-testid="withdraw-tab">
      <h2>{t('withdraw.heading')}</h2>
      <p className="muted">{t('withdraw.intro')}</p>
      <Form method="get" {...formProps}>
        <input type="hidden" name="tab" value="withdraw" />
        <AmountField
          field={fields.amount}
          label={t('withdraw.amount')}
          testId="withdraw-amount"
          hint={t('withdraw.minimumHint', { minimum: formatNaira(minimum) })}
          error={reviewProblem}
          messageValues={messageValues}
        />
        <button type="submit" className="button" data-testid="withdraw-continue">
          {t('withdraw.continue')}
        </button>
      </Form>
      {confirming ? (
        <WithdrawDialog
          amount={reviewAmount}
          idempotencyKey={idempotencyKey}
          banks={banks}
          limits={{ minimum, balance }}
          messageValues={messageValues}
        />
      ) : null}
    </div>
  )
}

function WithdrawDialog({
  amount,
  idempotencyKey,
  banks,
  limits,
  messageValues,
}: {
  amount: string
  idempotencyKey: string
  banks: { code: string; name: string }[]
  limits: { minimum: number; balance: number }
  messageValues: Record<string, string>
}) {
  const { t } = useTranslation('wallet')
  const { answer, submitting } = useFormAnswer<WalletAnswerExtra>((answer) => {
    if ((answer.intent === 'withdraw' || answer.intent === 'withdraw-account') && answer.toast) showToast(answer.toast)
  })
  const withdrawAnswer = answer?.intent === 'withdraw' || answer?.intent === 'withdraw-account' ? answer : undefined
  const { minimum, balance } = limits
  const schema = useMemo(() => withdrawSchema({ minimum, balance }), [minimum, balance])
  const { fields, formProps } = useSpecForm({ id: 'withdraw-confirm-form', schema, lastResult: withdrawAnswer?.result })
  const bankError = fields.bankCode.errors?.[0]
  const accountErrorKey = fields.accountNumber.errors?.[0]
  const accountError = accountErrorKey ? t(accountErrorKey, messageValues) : withdrawAnswer?.refusal
  const { key, ...accountInput } = getInputProps(fields.accountNumber, { type: 'text', ariaAttributes: true })
  // The bank's name for the account, shown once checked and only while the bank and number are still the ones
  // checked: Confirm withdraws to exactly the account named above it.
  const checked = withdrawAnswer?.account
  const named =
    checked && fields.bankCode.value === checked.bankCode && String(fields.accountNumber.value ?? '').trim() === checked.accountNumber
      ? checked
      : null

  return (
    <WalletModal
      name="withdraw"
      title={t('withdraw.dialogTitle')}
      text={t('withdraw.dialogText', { amount: formatNaira(parseNaira(amount) ?? 0) })}
    >
      <Form method="post" className="wallet-confirm-form" {...formProps}>
        <EnhancedField />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <input type="hidden" name="amount" value={amount.replace(/,/g, '').trim()} />
        <BankSelect
          name={fields.bankCode.name}
          banks={banks}
          error={bankError ? t(bankError) : null}
          defaultCode={typeof fields.bankCode.initialValue === 'string' ? fields.bankCode.initialValue : undefined}
        />
        <div className="form-field">
          <label htmlFor={fields.accountNumber.id}>{t('withdraw.accountNumber')}</label>
          <input
            key={key}
            {...accountInput}
            inputMode="numeric"
            autoComplete="off"
            maxLength={ACCOUNT_NUMBER_LENGTH}
            aria-describedby={accountError ? fields.accountNumber.errorId : undefined}
            data-testid="withdraw-account-number"
          />
          {accountError ? (
            <p className="field-error" id={fields.accountNumber.errorId} role="alert" data-testid="withdraw-account-error">
              {accountError}
            </p>
          ) : null}
        </div>
        {named ? (
          <p className="wallet-account-name" data-testid="withdraw-account-name">
            {t('withdraw.accountName')} <strong>{named.accountName}</strong>
          </p>
        ) : (
          <p className="muted">{t('withdraw.checkAccountHint')}</p>
        )}
        <div className="wallet-modal-actions">
          <Link to="/dashboard/wallet?tab=withdraw" className="button button-outline" aria-disabled={submitting || undefined}>
            {t('withdraw.cancel')}
          </Link>
          {named ? (
            <button type="submit" name="intent" value="withdraw" className="button" disabled={submitting} data-testid="withdraw-confirm">
              {t('withdraw.confirm')}
            </button>
          ) : (
            <button
              type="submit"
              name="intent"
              value="withdraw-account"
              className="button"
              disabled={submitting}
              data-testid="withdraw-check"
            >
              {t('withdraw.checkAccount')}
            </button>
          )}
        </div>
      </Form>
    </WalletModal>
  )
}
