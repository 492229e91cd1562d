import { Form, Link, useRouteLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { isAgent } from '#app/components/layout/nav-items.ts'
import type { RootLoaderData } from '#app/root-loader-data.ts'
import type { PlacedBet } from './betting.server.ts'
import { BetCard } from './BetCard.tsx'
import { CheckBetForm } from './BettingPanel.tsx'

export type CheckBetResult =
  | { kind: 'bet'; bet: PlacedBet }
  | { kind: 'unknown'; betId: string }
  | { kind: 'booking-code'; code: string }
  | { kind: 'game-round' }
  | { kind: 'invalid' }
  | { kind: 'rate-limited' }
  | { kind: 'unavailable' }

/** The Check Bet page: the input again, then the bet or why there is none to show. */
export function CheckBetView({ result }: { result: CheckBetResult | null }) {
  const { t } = useTranslation('betting')
  return (
    <main className="page betting-page" data-testid="check-bet-page">
      <h1>{t('check.title')}</h1>
      <div className="betting-grid">
        <div>
          {result?.kind === 'bet' ? <BetCard bet={result.bet} /> : null}
          {result?.kind === 'bet' && result.bet.status === 'won' ? <PayTicketHere betId={result.bet.betId} /> : null}
          {result && result.kind !== 'bet' ? (
            <p role="alert" className="slip-notice slip-notice-error" data-testid="check-bet-error">
              {result.kind === 'unknown' ? t('check.unknown', { betId: result.betId }) : t(`check.${result.kind}`)}
              {result.kind === 'booking-code' ? (
                <>
                  {' '}
                  <Link to={`/booking/${result.code}`}>{t('check.openBookingCode', { code: result.code })}</Link>
                </>
              ) : null}
            </p>
          ) : null}
        </div>
        <CheckBetForm />
      </div>
    </main>
  )
}

/**
 * A winning bet checked by an agent (a ticket's QR code opens this page on the shop's phone): paid at
 * this shop's counter in one press, through the shop's tickets page, which says what to hand over.
 */
function PayTicketHere({ betId }: { betId: string }) {
  const { t } = useTranslation('betting')
  const user = useRouteLoaderData<RootLoaderData>('root')?.user ?? null
  if (user === null || !isAgent(user)) return null
  return (
    <Form method="post" action="/dashboard/agent/tickets" className="check-pay-ticket">
      <input type="hidden" name="betId" value={betId} />
      <button type="submit" className="button" data-testid="check-bet-pay">
        {t('check.payTicket')}
      </button>
    </Form>
  )
}
