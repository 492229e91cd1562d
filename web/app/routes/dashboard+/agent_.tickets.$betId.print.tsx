import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireAgent } from '#app/agents/agent.server.ts'
import { ticketQrSvg } from '#app/agents/ticket-qr.server.ts'
import { ticketGame } from '#app/agents/ticket-game.ts'
import { printedTicketOf } from '#app/agents/tickets.server.ts'
import ticketStylesUrl from '#app/agents/ticket-print.css?url'
import { useHydrated } from '#app/forms/FormParts.tsx'
import { kindName, ticketNumbers } from '#app/games/numbers/kind-names.ts'
import type { I18nHandle } from '#app/i18n/config.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'
import { formatLagosDateTime, formatNaira } from '#app/i18n/format.ts'

// The page is the ticket: no site header, menu or footer around it, on screen or on paper.
export const handle = { i18n: ['agents', 'betting'], pageTitle: 'agentShop', layout: 'bare' } satisfies I18nHandle & {
  layout: 'bare'
} & PageTitleHandle
export const links = () => [{ rel: 'stylesheet', href: ticketStylesUrl }]

/** One ticket this shop sold, to print for the customer: the QR code is its absolute Check Bet link. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const agent = await requireAgent(request)
  const printed = await printedTicketOf(request, agent, params.betId ?? '')
  if (!printed) throw new Response('Not Found', { status: 404 })
  const checkBetUrl = new URL(`/check-bet/${printed.ticket.betId}`, new URL(request.url).origin).href
  return json({ ...printed, checkBetUrl, qrSvg: await ticketQrSvg(checkBetUrl) }, { headers: { 'Cache-Control': 'no-store' } })
}

export default function PrintedTicketPage() {
  const { ticket, shop, payment, checkBetUrl, qrSvg } = useLoaderData<typeof loader>()
  const { t } = useTranslation('agents')
  const { t: tBetting } = useTranslation('betting')
  const hydrated = useHydrated()
  return (
    <main className="ticket-page">
      <nav className="ticket-actions" aria-label={t('tickets.print.actions')}>
        <Link to="/dashboard/agent/tickets">{t('tickets.print.back')}</Link>
        {hydrated ? (
          <button type="button" className="button" onClick={() => window.print()} data-testid="print-ticket">
            {t('tickets.print.print')}
          </button>
        ) : (
          <span className="muted">{t('tickets.print.printWithBrowser')}</span>
        )}
      </nav>
      <article className="ticket" data-testid="printed-ticket" data-bet-id={ticket.betId}>
        <header className="ticket-shop">
          <strong data-testid="ticket-shop">{shop.name}</strong>
          {shop.address ? <span>{shop.address}</span> : null}
        </header>
        <p className="ticket-id">
          <span>{t('tickets.print.betId')}</span>
          <strong data-testid="ticket-bet-id">{ticket.betId}</strong>
        </p>
        <p className="ticket-meta">
          {ticketGame(ticket)} · {formatLagosDateTime(ticket.placedAt)} {t('tickets.print.lagosTime')}
        </p>
        <ol className="ticket-lines" data-testid="ticket-lines">
          {ticket.kind === 'number'
            ? ticket.selections.map((line) => (
                <li key={`${line.game}:${line.drawId}`}>
                  <span>
                    {kindName(tBetting, line.kind)} · {t('tickets.print.draw', { number: line.drawNumber })}
                  </span>
                  <strong>{ticketNumbers(tBetting, line)}</strong>
                  <span className="ticket-odds">{tBetting('numbers.lines', { count: line.lines })}</span>
                </li>
              ))
            : ticket.selections.map((leg) => (
                <li key={leg.selectionId}>
                  <span>{leg.event}</span>
                  <strong>
                    {leg.market}: {leg.name}
                  </strong>
                  <span className="ticket-odds">{leg.odds.toFixed(2)}</span>
                </li>
              ))}
        </ol>
        <dl className="ticket-sums">
          <div>
            <dt>{tBetting('bet.stake')}</dt>
            <dd data-testid="ticket-stake">{formatNaira(ticket.stake)}</dd>
          </div>
          <div>
            <dt>{tBetting('bet.potentialWin')}</dt>
            <dd data-testid="ticket-potential-win">{formatNaira(ticket.potentialWin)}</dd>
          </div>
        </dl>
        {payment ? (
          <p className="ticket-paid" data-testid="ticket-paid-mark">
            {t('tickets.print.paid', { when: formatLagosDateTime(payment.paidAt), shop: payment.paidBy })}
          </p>
        ) : null}
        {/* Rendered by the server from the Check Bet link: the customer scans it to follow the ticket, any shop to pay it. */}
        <div
          className="ticket-qr"
          data-testid="ticket-qr"
          role="img"
          aria-label={t('tickets.print.qr')}
          dangerouslySetInnerHTML={{ __html: qrSvg }}
        />
        <p className="ticket-link">{checkBetUrl}</p>
        <p className="ticket-note">{t('tickets.print.note')}</p>
      </article>
    </main>
  )
}
