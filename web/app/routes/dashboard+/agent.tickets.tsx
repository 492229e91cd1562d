import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { TicketPaid } from '@9ja/contract'
import { requireAgent } from '#app/agents/agent.server.ts'
import { ticketGame } from '#app/agents/ticket-game.ts'
import { payTicketSchema } from '#app/agents/ticket-schemas.ts'
import { payTicket, shopTicketsOf } from '#app/agents/tickets.server.ts'
import { showToast } from '#app/components/toast/toast-store.ts'
import { TextField } from '#app/forms/FormParts.tsx'
import { EnhancedField, useFormAnswer } from '#app/forms/enhanced-form.tsx'
import { invalidAnswer, orExceptionToast, outcomeAnswer, readSubmission, translatorFor } from '#app/forms/forms.server.ts'
import { useSpecForm } from '#app/forms/spec-form.tsx'
import type { I18nHandle } from '#app/i18n/config.ts'
import shopTicketsStylesUrl from '#app/agents/shop-tickets.css?url'
import { formatLagosDateTime, formatNaira } from '#app/i18n/format.ts'

export const handle = { i18n: ['agents', 'betting'] } satisfies I18nHandle
export const links = () => [{ rel: 'stylesheet', href: shopTicketsStylesUrl }]

export async function loader({ request }: LoaderFunctionArgs) {
  const agent = await requireAgent(request)
  return json({ tickets: await shopTicketsOf(request, agent) }, { headers: { 'Cache-Control': 'no-store' } })
}

/** Pays a winning ticket (this shop's or another's) once: the toast says what to hand over; a hydrated page also shows it. */
export async function action({ request }: ActionFunctionArgs) {
  const agent = await requireAgent(request)
  const { submission, enhanced } = await readSubmission(request, payTicketSchema)
  if (submission.status !== 'success') return invalidAnswer(submission)
  const t = await translatorFor(request, 'agents')
  return orExceptionToast(
    request,
    enhanced,
    () => ({ toast: { type: 'error', description: t('tickets.pay.exception') } }),
    async () => {
      const outcome = await payTicket(request, agent, submission.value.betId)
      if (!outcome.ok) {
        return await outcomeAnswer(request, enhanced, {
          toast: { type: 'error', description: outcome.message ?? t('tickets.pay.exception') },
        })
      }
      const { paid } = outcome
      return await outcomeAnswer(request, enhanced, {
        toast: { type: 'success', description: t('tickets.pay.paid', { amount: formatNaira(paid.amount), betId: paid.betId }) },
        result: submission.reply({ resetForm: true }),
        extra: { paid },
      })
    },
  )
}

/** The shop's tickets: pay a winning one (typed, or the QR's Check Bet link pasted), and every ticket sold with its Print link. */
export default function AgentTicketsPage() {
  const { tickets } = useLoaderData<typeof loader>()
  const { t } = useTranslation('agents')
  const { t: tBetting } = useTranslation('betting')
  const { answer, submitting } = useFormAnswer<{ paid?: TicketPaid }>((answer) => {
    if (answer.toast) showToast(answer.toast)
  })
  const { fields, formProps, canSubmit } = useSpecForm({ id: 'pay-ticket-form', schema: payTicketSchema, lastResult: answer?.result })
  const paid = answer?.paid

  return (
    <section className="agent-panel" data-testid="agent-tickets">
      <h2>{t('tickets.pay.title')}</h2>
      <p className="muted">{t('tickets.pay.intro')}</p>
      <Form method="post" className="agent-form" {...formProps}>
        <EnhancedField />
        <TextField
          label={t('tickets.pay.betId')}
          field={fields.betId}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          data-testid="pay-ticket-id"
        />
        <button type="submit" className="button button-block" disabled={!canSubmit || submitting} data-testid="pay-ticket-submit">
          {submitting ? t('tickets.pay.paying') : t('tickets.pay.submit')}
        </button>
      </Form>
      {paid ? (
        <div className="agent-result" role="status" data-testid="ticket-paid">
          <p className="agent-result-amount">{t('tickets.pay.handOver', { amount: formatNaira(paid.amount) })}</p>
          <p>
            {t(paid.crossPayment ? 'tickets.pay.soldByOther' : 'tickets.pay.soldHere', {
              betId: paid.betId,
              shop: paid.sellerShop,
              when: formatLagosDateTime(paid.paidAt),
            })}
          </p>
        </div>
      ) : null}

      <h2>{t('tickets.sold.title')}</h2>
      <p className="muted">
        {t('tickets.sold.intro')} <Link to="/bet-slip">{t('tickets.sold.sell')}</Link>
      </p>
      {tickets.length === 0 ? (
        <p className="muted" data-testid="tickets-empty">
          {t('tickets.sold.none')}
        </p>
      ) : (
        <ul className="agent-list" data-testid="tickets-sold">
          {tickets.map(({ ticket, payment }) => (
            <li key={ticket.betId} className="agent-row" data-testid="ticket-row" data-bet-id={ticket.betId} data-status={ticket.status}>
              <div className="agent-row-main">
                <Link to={`/check-bet/${ticket.betId}`} className="agent-row-id">
                  {ticket.betId}
                </Link>
                <span className="muted">{ticketGame(ticket)}</span>
              </div>
              <div className="agent-row-facts">
                <span>{formatNaira(ticket.stake)}</span>
                <span className={`bet-status bet-status-${ticket.status}`}>{tBetting(`bet.status.${ticket.status}`)}</span>
                <span data-testid="ticket-paid-state">
                  {payment
                    ? t(payment.byThisShop ? 'tickets.sold.paidHere' : 'tickets.sold.paidElsewhere', { shop: payment.paidBy })
                    : ticket.status === 'won'
                      ? t('tickets.sold.unpaid')
                      : null}
                </span>
                <Link to={`/dashboard/agent/tickets/${ticket.betId}/print`} data-testid="ticket-print-link">
                  {t('tickets.sold.print')}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
