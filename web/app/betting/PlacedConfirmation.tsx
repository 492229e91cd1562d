import { Link } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { notifyWalletChanged } from '#app/wallet/WalletBalanceButton.tsx'
import { formatNaira } from '#app/wallet/money.ts'
import type { PlacedBets } from './slip.ts'

/** The confirmation of the bets just placed: their stake and most they can win, each bet's ID leading to Check Bet, and My Bets. */
export function PlacedConfirmation({ placed }: { placed: PlacedBets }) {
  const { t } = useTranslation()
  const placedRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    notifyWalletChanged()
    // The placed lines and the stake form leave the slip, so the page shortens under the player: the
    // confirmation is kept where they were looking instead of ending up above the top of the screen.
    placedRef.current?.scrollIntoView({ block: 'nearest' })
  }, [placed])
  return (
    <div className="slip-placed" role="status" data-testid="slip-placed" ref={placedRef}>
      <p>
        <strong>{t('betSlip.placed', { count: placed.betIds.length })}</strong>{' '}
        {t('betSlip.placedSummary', { stake: formatNaira(placed.totalStake), win: formatNaira(placed.potentialWin) })}
      </p>
      <ul className="slip-bet-ids">
        {placed.betIds.map((betId) => (
          <li key={betId}>
            <Link to={`/check-bet/${betId}`} data-testid="placed-bet-id">
              {betId}
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/dashboard/bets">{t('betSlip.myBets')}</Link>
    </div>
  )
}
