import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { randomUUID } from 'node:crypto'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import type { CashInDone } from '@9ja/contract'
import { requireAgent } from '#app/agents/agent.server.ts'
import { cashIn, lookUpCustomer } from '#app/agents/cash.server.ts'
import { cashInSchema } from '#app/agents/cash-schemas.ts'
import { CashRefusal } from '#app/agents/CashRefusal.tsx'
import { showToast } from '#app/components/toast/toast-store.ts'
import type { FormAnswer } from '#app/forms/answer.ts'
import { EnhancedField, useFormAnswer } from '#app/forms/enhanced-form.tsx'
import { TextField } from '#app/forms/FormParts.tsx'
import { invalidAnswer, orExceptionToast, readSubmission, translatorFor } from '#app/forms/forms.server.ts'
import { useSpecForm } from '#app/forms/spec-form.tsx'
import type { I18nHandle } from '#app/i18n/config.ts'
import { parseNaira } from '#app/wallet/money.ts'
import { walletBalance } from '#app/wallet/wallet.server.ts'
import cashStylesUrl from '#app/agents/cash.css?url'
import { formatNaira } from '#app/i18n/format.ts'

export const handle = { i18n: ['agents'] } satisfies I18nHandle
export const links = () => [{ rel: 'stylesheet', href: cashStylesUrl }]

export async function loader({ request }: LoaderFunctionArgs) {
  const agent = await requireAgent(request)
  return json({ float: await walletBalance(request, agent) }, { headers: { 'Cache-Control': 'no-store' } })
}

/** A cash-in waiting for the agent's Confirm: the number and amount, the masked name, and the key that makes it one cash-in. */
type Confirmation = { phoneNumber: string; amount: string; customer: string; idempotencyKey: string }
type CashInAnswer = { confirmation?: Confirmation; done?: CashInDone; refusal?: string }

const confirmSchema = cashInSchema.extend({ customer: z.string().max(60), idempotencyKey: z.uuid() })

/**
 * Two steps, each a plain form. Continue looks the customer up and answers the confirmation, with a key
 * made here so that a double submit or a retry of Confirm is the same cash-in; Confirm cashes in. Each
 * refusal answers the wallet-service's message on the step it refused.
 */
export async function action({ request }: ActionFunctionArgs) {
  const agent = await requireAgent(request)
  const { submission, enhanced } = await readSubmission(
    request,
    z.discriminatedUnion('intent', [
      cashInSchema.extend({ intent: z.literal('check') }),
      confirmSchema.extend({ intent: z.literal('confirm') }),
    ]),
  )
  if (submission.status !== 'success') return invalidAnswer(submission)
  const input = submission.value
  const t = await translatorFor(request, 'agents')
  const exception = () => ({ toast: { type: 'error' as const, description: t('cashIn.exception') } })
  return orExceptionToast(request, enhanced, exception, async () => {
    if (input.intent === 'check') {
      const found = await lookUpCustomer(request, agent, input.phoneNumber)
      if (!found.ok) return json<FormAnswer<CashInAnswer>>({ refusal: found.message ?? t('cashIn.exception'), result: submission.reply() })
      const confirmation = {
        phoneNumber: found.data.phoneNumber,
        amount: input.amount,
        customer: found.data.customer,
        idempotencyKey: randomUUID(),
      }
      return json<FormAnswer<CashInAnswer>>({ confirmation })
    }
    const confirmation = {
      phoneNumber: input.phoneNumber,
      amount: input.amount,
      customer: input.customer,
      idempotencyKey: input.idempotencyKey,
    }
    const done = await cashIn(request, agent, {
      phoneNumber: input.phoneNumber,
      amount: input.amount,
      idempotencyKey: input.idempotencyKey,
    })
    if (done.ok) return json<FormAnswer<CashInAnswer>>({ done: done.data })
    return json<FormAnswer<CashInAnswer>>({ confirmation, refusal: done.message ?? t('cashIn.exception') })
  })
}

/** Issue 24: the agent types the customer's number and the amount, confirms the masked name, and the float pays it in. */
export default function CashInPage() {
  const { float } = useLoaderData<typeof loader>()
  const { t } = useTranslation('agents')
  const { answer, submitting } = useFormAnswer<CashInAnswer>((answer) => {
    if (answer.toast) showToast(answer.toast)
  })
  return (
    <section className="agent-cash" data-testid="agent-cash-in">
      <h2>{t('cashIn.heading')}</h2>
      <p className="agent-float" data-testid="agent-float">
        {t('cashIn.float', { amount: formatNaira(answer?.done?.floatBalance ?? float) })}
      </p>
      {answer?.done ? (
        <CashInDoneNotice done={answer.done} />
      ) : answer?.confirmation ? (
        <ConfirmCashIn confirmation={answer.confirmation} refusal={answer.refusal} submitting={submitting} />
      ) : (
        <CustomerForm answer={answer} submitting={submitting} />
      )}
    </section>
  )
}

function CustomerForm({ answer, submitting }: { answer: FormAnswer<CashInAnswer> | undefined; submitting: boolean }) {
  const { t } = useTranslation('agents')
  const { fields, formProps } = useSpecForm({ id: 'cash-in-form', schema: cashInSchema, lastResult: answer?.result })
  return (
    <Form method="post" className="agent-form" {...formProps}>
      <EnhancedField />
      <p className="muted">{t('cashIn.intro')}</p>
      <TextField
        label={t('cashIn.phone')}
        field={fields.phoneNumber}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        data-testid="cash-in-phone"
      />
      <TextField label={t('cashIn.amount')} field={fields.amount} inputMode="decimal" autoComplete="off" data-testid="cash-in-amount" />
      <CashRefusal message={answer?.refusal} />
      <button type="submit" name="intent" value="check" className="button" disabled={submitting} data-testid="cash-in-continue">
        {t('cashIn.continue')}
      </button>
    </Form>
  )
}

function ConfirmCashIn({ confirmation, refusal, submitting }: { confirmation: Confirmation; refusal?: string; submitting: boolean }) {
  const { t } = useTranslation('agents')
  return (
    <Form method="post" className="agent-form agent-cash-confirm" data-testid="cash-in-confirmation">
      <EnhancedField />
      <h3>{t('cashIn.confirmTitle')}</h3>
      <p>{t('cashIn.confirmText', { amount: formatNaira(parseNaira(confirmation.amount) ?? 0), phone: confirmation.phoneNumber })}</p>
      <p className="agent-customer" data-testid="cash-in-customer">
        {confirmation.customer}
      </p>
      <p className="muted">{t('cashIn.confirmHint')}</p>
      {Object.entries(confirmation).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <CashRefusal message={refusal} />
      <div className="agent-cash-actions">
        <Link to="/dashboard/agent/cash-in" className="button button-outline">
          {t('cashIn.change')}
        </Link>
        <button type="submit" name="intent" value="confirm" className="button" disabled={submitting} data-testid="cash-in-confirm">
          {t('cashIn.confirm')}
        </button>
      </div>
    </Form>
  )
}

function CashInDoneNotice({ done }: { done: CashInDone }) {
  const { t } = useTranslation('agents')
  return (
    <div className="agent-cash-done" role="status" data-testid="cash-in-done">
      <p>
        <strong>{t('cashIn.done', { amount: formatNaira(done.amount), customer: done.customer })}</strong>
      </p>
      <p>{t('cashIn.doneFloat', { amount: formatNaira(done.floatBalance) })}</p>
      <Link to="/dashboard/agent/cash-in" className="button" data-testid="cash-in-next">
        {t('cashIn.next')}
      </Link>
    </div>
  )
}
