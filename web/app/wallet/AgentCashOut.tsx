import { Form } from '@remix-run/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import type { CashOutRequested } from '@9ja/contract'
import { showToast } from '#app/components/toast/toast-store.ts'
import { EnhancedField, useFormAnswer } from '#app/forms/enhanced-form.tsx'
import { useSpecForm } from '#app/forms/spec-form.tsx'
import { withdrawAmountSchema } from '#app/wallet/schemas.ts'
import type { WalletAnswerExtra } from '#app/wallet/wallet-answer.ts'
import { AmountField } from './AmountField.tsx'
import { formatLagosDateTime, formatNaira } from '#app/i18n/format.ts'

/**
 * Issue 24: "Cash at an agent". The player asks for an amount; it is held and the answer is a reference
 * and a 6-digit code, valid for a while, that any agent's shop pays in cash. A plain form: the code shows
 * from the action's answer with or without JavaScript, and the page's key makes a double submit one request.
 */
export function AgentCashOut({ idempotencyKey, balance, minimum }: { idempotencyKey: string; balance: number; minimum: number }) {
  const { t } = useTranslation('wallet')
  const { answer, submitting } = useFormAnswer<WalletAnswerExtra>((answer) => {
    if (answer.intent === 'cash-out' && answer.toast) showToast(answer.toast)
  })
  const cashOutAnswer = answer?.intent === 'cash-out' ? answer : undefined
  const schema = useMemo(() => z.object({ amount: withdrawAmountSchema({ minimum, balance }) }), [minimum, balance])
  const { fields, formProps } = useSpecForm({ id: 'agent-cash-out-form', schema, lastResult: cashOutAnswer?.result })
  if (cashOutAnswer?.cashOut) return <CashOutCode cashOut={cashOutAnswer.cashOut} />
  return (
    <div className="wallet-form-card" data-testid="agent-cash-out">
      <h2>{t('withdraw.agent.heading')}</h2>
      <p className="muted">{t('withdraw.agent.intro')}</p>
      <Form method="post" {...formProps}>
        <EnhancedField />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <AmountField
          field={fields.amount}
          label={t('withdraw.amount')}
          testId="agent-cash-out-amount"
          hint={t('withdraw.minimumHint', { minimum: formatNaira(minimum) })}
          messageValues={{ balance: formatNaira(balance), minimum: formatNaira(minimum) }}
        />
        {cashOutAnswer?.refusal ? (
          <p className="field-error" role="alert" data-testid="agent-cash-out-refusal">
            {cashOutAnswer.refusal}
          </p>
        ) : null}
        <button type="submit" name="intent" value="cash-out" className="button" disabled={submitting} data-testid="agent-cash-out-submit">
          {t('withdraw.agent.submit')}
        </button>
      </Form>
    </div>
  )
}

function CashOutCode({ cashOut }: { cashOut: CashOutRequested }) {
  const { t } = useTranslation('wallet')
  return (
    <div className="wallet-form-card wallet-cash-code" role="status" data-testid="agent-cash-out-code">
      <h2>{t('withdraw.agent.ready', { amount: formatNaira(cashOut.amount) })}</h2>
      <dl>
        <dt>{t('withdraw.agent.reference')}</dt>
        <dd data-testid="agent-cash-out-reference">{cashOut.reference}</dd>
        <dt>{t('withdraw.agent.code')}</dt>
        <dd data-testid="agent-cash-out-secret">{cashOut.code}</dd>
        <dt>{t('withdraw.agent.expires')}</dt>
        <dd data-testid="agent-cash-out-expires">{formatLagosDateTime(cashOut.expiresAt)}</dd>
      </dl>
      <p>{t('withdraw.agent.howTo')}</p>
    </div>
  )
}
