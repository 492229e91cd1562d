import { useTranslation } from 'react-i18next'
import type { RecentWinView, WinAgo } from '#app/games/wins/win-ago.ts'
import { formatNaira } from '#app/i18n/format.ts'

/**
 * Real recent wins (the wallet-service's ledger, masked names), on the home page and the lobby: each
 * page's loader brings them with how long ago each was, so the text is the server's and nothing here
 * needs JavaScript. No wins, no section.
 */
export function RecentWinners({
  winners,
  heading,
  className,
  testId,
}: {
  winners: RecentWinView[]
  heading: string
  className: string
  testId: string
}) {
  const { t } = useTranslation()
  if (winners.length === 0) return null
  const ago = ({ unit, count }: WinAgo) => {
    if (unit === 'minutes') return t('home.winAgo.minutes', { count })
    if (unit === 'hours') return t('home.winAgo.hours', { count })
    if (unit === 'days') return t('home.winAgo.days', { count })
    return t('home.winAgo.now')
  }
  return (
    <section className={className} data-testid={testId}>
      <h2>{heading}</h2>
      <ul className="winner-list">
        {winners.map((winner) => (
          <li key={winner.key} className="winner">
            <span className="winner-avatar" aria-hidden="true">
              {winner.name.slice(0, 1).toUpperCase()}
            </span>
            <span className="winner-text">
              <strong>{winner.name}</strong> {t('home.winnerLine', { amount: formatNaira(winner.amount), game: winner.game })}
            </span>
            <span className="winner-time muted">{ago(winner.ago)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
