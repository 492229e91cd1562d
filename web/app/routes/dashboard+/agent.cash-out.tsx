import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { CashOutPaid } from '@9ja/contract'
import { requireAgent } from '#app/agents/agent.server.ts'
import { payCashOut } from '#app/agents/cash.server.ts'
import { cashOutSchema } from '#app/agents/cash-schemas.ts'
import { CashRefusal } from '#app/agents/CashRefusal.tsx'
import { showToast } from '#app/components/toast/toast-store.ts'
import type { FormAnswer } from '#app/forms/answer.ts'
import { EnhancedField, useFormAnswer } from '#app/forms/enhanced-form.tsx'
import { TextField } from '#app/forms/FormParts.tsx'
import { invalidAnswer, orExceptionToast, readSubmission, translatorFor } from '#app/forms/forms.server.ts'
import { useSpecForm } from '#app/forms/spec-form.tsx'
import type { I18nHandle } from '#app/i18n/config.ts'
import { walletBalance } from '#app/wallet/wallet.server.ts'
import cashStylesUrl from '#app/agents/cash.css?url'
import { formatNaira } from '#app/i18n/format.ts'

export const handle = { i18n: ['agents'] } satisfies I18nHandle
export const links = () => [{ rel: 'stylesheet', href: cashStylesUrl }]

export async function loader({ request }: LoaderFunctionArgs) {
  const agent = await requireAgent(request)
  return json({ float: await walletBalance(request, agent) }, { headers: { 'Cache-Control': 'no-store' } })
}

type CashOutAnswer = { paid?: CashOutPaid; refusal?: string }

/**
 * The reference and code the customer shows: paid, the answer says how much cash to hand over and to whom;
 * refused (a wrong code with the attempts left, expired, already used), the wallet-service's message.
 */
export async function action({ request }: ActionFunctionArgs) {
  const agent = await requireAgent(request)
  const { submission, enhanced } = await readSubmission(request, cashOutSchema)
  if (submission.status !== 'success') return invalidAnswer(submission)
  const t = await translatorFor(request, 'agents')
  const exception = () => ({ toast: { type: 'error' as const, description: t('cashOut.exception') } })
  return orExceptionToast(request, enhanced, exception, async () => {
    const paid = await payCashOut(request, agent, submission.value)
    if (paid.ok) return json<FormAnswer<CashOutAnswer>>({ paid: paid.data })
    return json<FormAnswer<CashOutAnswer>>({ refusal: paid.message ?? t('cashOut.exception'), result: submission.reply() })
  })
}

/** Issue 24: the agent pays a player's cash-out code and hands the cash over; the float takes the amount. */
export default function CashOutPage() {
  const { float } = useLoaderData<typeof loader>()
  const { t } = useTranslation('agents')
  const { answer, submitting } = useFormAnswer<CashOutAnswer>((answer) => {
    if (answer.toast) showToast(answer.toast)
  })
  const { fields, formProps } = useSpecForm({ id: 'cash-out-form', schema: cashOutSchema, lastResult: answer?.result })
  const paid = answer?.paid
  return (
    <section className="agent-cash" data-testid="agent-cash-out">
      <h2>{t('cashOut.heading')}</h2>
      <p className="agent-float" data-testid="agent-float">
        {t('cashIn.float', { amount: formatNaira(paid?.floatBalance ?? float) })}
      </p>
      {paid ? (
        <div className="agent-cash-done" role="status" data-testid="cash-out-done">
          <p>{t('cashOut.handOver', { customer: paid.customer })}</p>
          <p className="agent-cash-figure" data-testid="cash-out-amount">
            {formatNaira(paid.amount)}
          </p>
          <p>{t('cashOut.doneFloat', { reference: paid.reference })}</p>
          <Link to="/dashboard/agent/cash-out" className="button" data-testid="cash-out-next">
            {t('cashOut.next')}
          </Link>
        </div>
      ) : (
        <Form method="post" className="agent-form" {...formProps}>
          <EnhancedField />
          <p className="muted">{t('cashOut.intro')}</p>
          <TextField
            label={t('cashOut.reference')}
            field={fields.reference}
            autoComplete="off"
            autoCapitalize="characters"
            data-testid="cash-out-reference"
          />
          <TextField
            label={t('cashOut.code')}
            field={fields.code}
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            data-testid="cash-out-code"
          />
          <CashRefusal message={answer?.refusal} />
          <button type="submit" className="button" disabled={submitting} data-testid="cash-out-pay">
            {t('cashOut.pay')}
          </button>
        </Form>
      )}
    </section>
  )
}
