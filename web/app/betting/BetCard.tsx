import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { NumberBetLines } from '#app/games/numbers/NumberBetLines.tsx'
import type { SportsBet } from '@9ja/contract'
import type { PlacedBet } from './betting.server.ts'
import { formatLagosDateTime, formatNaira } from '#app/i18n/format.ts'

/** A finished event's result as a line: the score with the half-time one, or the finishing order by runner number. */
function resultText(result: SportsBet['selections'][number]['result'], t: (key: string, values?: Record<string, unknown>) => string) {
  if (!result) return null
  if ('score' in result) return t('bet.score', { score: result.score, halfTime: result.halfTime })
  return t('bet.order', { order: result.order.join('-') })
}

/**
 * One placed bet as Check Bet and My Bets show it: its selections with their own status, stake,
 * potential win and what it won. Nothing about who placed it.
 */
export function BetCard({ bet, linkToCheck = false }: { bet: PlacedBet; linkToCheck?: boolean }) {
  const { t } = useTranslation('betting')
  return (
    <article className="bet-card" data-testid="bet-card" data-bet-id={bet.betId} data-status={bet.status}>
      <header className="bet-card-header">
        <h2 className="bet-card-title">
          {linkToCheck ? <Link to={`/check-bet/${bet.betId}`}>{bet.betId}</Link> : bet.betId}
          <span className="muted">
            {' · '}
            {bet.kind === 'number' ? bet.selections[0]?.gameTitle : t(`bet.kind.${bet.kind}`, { count: bet.selections.length })}
          </span>
        </h2>
        <span className={`bet-status bet-status-${bet.status}`} data-testid="bet-status">
          {t(`bet.status.${bet.status}`)}
        </span>
      </header>
      <p className="muted">{t('bet.placedAt', { when: formatLagosDateTime(bet.placedAt) })}</p>
      {bet.kind === 'number' ? <NumberBetLines bet={bet} /> : <SportsSelections bet={bet} />}
      <dl className="bet-sums">
        <div>
          <dt>{t('bet.stake')}</dt>
          <dd>{formatNaira(bet.stake)}</dd>
        </div>
        <div>
          <dt>{t('bet.potentialWin')}</dt>
          <dd data-testid="bet-potential-win">
            {formatNaira(bet.potentialWin)}
            {bet.kind === 'number' && bet.withJackpot ? <span className="muted"> {t('bet.withJackpotPool')}</span> : null}
          </dd>
        </div>
        {bet.status === 'open' ? null : (
          <div>
            <dt>{t('bet.amountWon')}</dt>
            <dd data-testid="bet-amount-won">{formatNaira(bet.amountWon)}</dd>
          </div>
        )}
        {bet.kind === 'number' && bet.jackpotWon > 0 ? (
          <div>
            <dt>{t('bet.jackpotWon')}</dt>
            <dd data-testid="bet-jackpot-won">{formatNaira(bet.jackpotWon)}</dd>
          </div>
        ) : null}
      </dl>
    </article>
  )
}

/** A sports bet's selections: each with its odds, its own status and, once over, its event's result. */
function SportsSelections({ bet }: { bet: SportsBet }) {
  const { t } = useTranslation('betting')
  return (
    <div className="table-scroll">
      <table className="bet-selections">
        <thead>
          <tr>
            <th scope="col">{t('bet.event')}</th>
            <th scope="col">{t('bet.pick')}</th>
            <th scope="col">{t('bet.odds')}</th>
            <th scope="col">{t('bet.selectionStatus')}</th>
          </tr>
        </thead>
        <tbody>
          {bet.selections.map((selection) => (
            <tr key={selection.selectionId} data-testid="bet-selection" data-status={selection.status}>
              <td>{selection.event}</td>
              <td>
                {selection.name}
                <span className="muted"> · {selection.market}</span>
              </td>
              <td>{selection.odds.toFixed(2)}</td>
              <td>
                {t(`bet.status.${selection.status}`)}
                {selection.result ? <span className="muted"> ({resultText(selection.result, t)})</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
