import { Link, useRouteLoaderData } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { notifyWalletChanged } from '#app/wallet/WalletBalanceButton.tsx'
import type { RootLoaderData } from '#app/root-loader-data.ts'
import { isAgent } from '#app/components/layout/nav-items.ts'
import type { PlacedBets } from './slip.ts'
import { formatNaira } from '#app/i18n/format.ts'

/**
 * The confirmation of the bets just placed: their stake and most they can win, each bet's ID leading to
 * Check Bet, and My Bets. An agent's bets are tickets sold over the counter: each has its Print link.
 */
export function PlacedConfirmation({ placed }: { placed: PlacedBets }) {
  const { t } = useTranslation()
  const user = useRouteLoaderData<RootLoaderData>('root')?.user ?? null
  const shop = user !== null && isAgent(user)
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
            {shop ? (
              <>
                {' · '}
                <Link to={`/dashboard/agent/tickets/${betId}/print`} data-testid="placed-bet-print">
                  {t('betSlip.printTicket')}
                </Link>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <Link to="/dashboard/bets">{t('betSlip.myBets')}</Link>
    </div>
  )
}
