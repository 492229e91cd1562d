import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatNaira } from '#app/wallet/money.ts'
import { pageWindow } from '#app/wallet/pagination.ts'
import type { WalletHistory } from '#app/wallet/wallet.server.ts'

/** Newest first; credits in green, debits in red (spec section 2). */
export function TransactionHistory({ history }: { history: WalletHistory }) {
  const { t } = useTranslation('wallet')
  if (history.data.length === 0)
    return (
      <p className="muted" data-testid="wallet-history-empty">
        {t('history.empty')}
      </p>
    )
  const dateFormat = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Lagos' })
  const pageHref = (page: number) => `/dashboard/wallet?tab=history&page=${page}`
  return (
    <div className="wallet-history">
      <ul className="wallet-history-list" data-testid="wallet-history">
        {history.data.map((line, index) => (
          <li key={`${line.dated}-${index}`} className={`wallet-line ${line.transType}`} data-testid="wallet-history-line">
            <span className="wallet-line-description">{line.description}</span>
            <time className="wallet-line-date muted" dateTime={line.dated}>
              {dateFormat.format(new Date(line.dated))}
            </time>
            <span className="wallet-line-amount" data-trans-type={line.transType}>
              <span className="visually-hidden">{t(`history.${line.transType}`)} </span>
              {line.transType === 'credit' ? '+' : '−'}
              {formatNaira(line.amount)}
            </span>
          </li>
        ))}
      </ul>
      {history.totalPages > 1 ? (
        <nav className="wallet-pagination" aria-label={t('history.pagination')}>
          {history.page > 1 ? <Link to={pageHref(history.page - 1)}>{t('history.previous')}</Link> : null}
          {pageWindow(history.page, history.totalPages).map((page) => (
            <Link
              key={page}
              to={pageHref(page)}
              aria-current={page === history.page ? 'page' : undefined}
              aria-label={t('history.page', { page })}
              className={page === history.page ? 'active' : undefined}
            >
              {page}
            </Link>
          ))}
          {history.page < history.totalPages ? <Link to={pageHref(history.page + 1)}>{t('history.next')}</Link> : null}
        </nav>
      ) : null}
    </div>
  )
}
