import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
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
