import { useTranslation } from 'react-i18next'
import type { CrashPlayerBet } from '@9ja/contract'
import { formatNaira } from '#app/i18n/format.ts'

/** My Bets' crash bets (issue 21 item 17): each bet's game and round, stake, where it cashed out and its win. */
export function CrashBetsList({ bets, titles }: { bets: CrashPlayerBet[]; titles: Record<string, string> }) {
  const { t } = useTranslation('betting')
  return (
    <section className="crash-bets-list" data-testid="my-crash-bets" aria-labelledby="my-crash-bets-title">
      <h2 id="my-crash-bets-title">{t('myBets.crash.title')}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('myBets.crash.game')}</th>
            <th scope="col">{t('myBets.crash.stake')}</th>
            <th scope="col">{t('myBets.crash.cashOut')}</th>
            <th scope="col">{t('myBets.crash.win')}</th>
          </tr>
        </thead>
        <tbody>
          {bets.map((bet) => (
            <tr key={bet.betId} data-testid="my-crash-bet" data-status={bet.status}>
              <td>
                {titles[bet.game] ?? bet.game} <small className="muted">{t('myBets.crash.round', { round: bet.roundId })}</small>
              </td>
              <td>{formatNaira(bet.amount)}</td>
              {/* A cashed-out bet always has its multiplier; the others say what became of them. */}
              <td>{bet.multiplier === null ? t(`myBets.crash.status.${bet.status}`) : `${bet.multiplier.toFixed(2)}x`}</td>
              <td>{formatNaira(bet.amountWon)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
