import { useTranslation } from 'react-i18next'
import { ContentUnavailable } from '#app/components/content/ContentUnavailable.tsx'

type Winner = { id: number; name: string; amount: number; game: string; timeLabel: string }

/** ₦ with thousands separators, built by hand so server and browser print exactly the same text. */
function formatNaira(amount: number) {
  const [whole = '0', fraction] = Math.abs(amount).toFixed(2).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${amount < 0 ? '-' : ''}₦${grouped}${fraction === '00' ? '' : `.${fraction}`}`
}

export function RecentWinners({ winners }: { winners: Winner[] | null }) {
  const { t } = useTranslation()
  return (
    <section className="recent-winners" data-testid="recent-winners">
      <h2>{t('home.recentWinners')}</h2>
      {winners ? (
        <ul className="winner-list">
          {winners.map((winner) => (
            <li key={winner.id} className="winner">
              <span className="winner-avatar" aria-hidden="true">
                {winner.name.slice(0, 1).toUpperCase()}
              </span>
              <span className="winner-text">
                <strong>{winner.name}</strong> {t('home.winnerLine', { amount: formatNaira(winner.amount), game: winner.game })}
              </span>
              <span className="winner-time muted">{winner.timeLabel}</span>
            </li>
          ))}
        </ul>
      ) : (
        <ContentUnavailable />
      )}
    </section>
  )
}
