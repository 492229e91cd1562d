import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { pageWindow } from '#app/wallet/pagination.ts'
import { HISTORY_FILTERS, type HistoryFilter } from '#app/wallet/history-filter.ts'
import type { WalletHistory } from '#app/wallet/wallet.server.ts'
import { formatLagosDateTime, formatNaira } from '#app/i18n/format.ts'

const historyHref = (filter: HistoryFilter, page = 1) =>
  `/dashboard/wallet?tab=history${filter === 'all' ? '' : `&filter=${filter}`}${page === 1 ? '' : `&page=${page}`}`

/** Newest first; credits in green, debits in red (spec section 2); all lines, the deposits and withdrawals, or the games' rows. */
export function TransactionHistory({ history, filter }: { history: WalletHistory; filter: HistoryFilter }) {
  const { t } = useTranslation('wallet')
  const filters = (
    <nav className="wallet-history-filter" aria-label={t('history.filter.label')}>
      {HISTORY_FILTERS.map((name) => (
        <Link
          key={name}
          to={historyHref(name)}
          aria-current={name === filter ? 'page' : undefined}
          data-testid={`wallet-history-filter-${name}`}
          preventScrollReset
        >
          {t(`history.filter.${name}`)}
        </Link>
      ))}
    </nav>
  )
  if (history.data.length === 0)
    return (
      <>
        {filters}
        <p className="muted" data-testid="wallet-history-empty">
          {t('history.empty')}
        </p>
      </>
    )
  const pageHref = (page: number) => historyHref(filter, page)
  return (
    <div className="wallet-history">
      {filters}
      <ul className="wallet-history-list" data-testid="wallet-history">
        {history.data.map((line, index) => (
          <li key={`${line.dated}-${index}`} className={`wallet-line ${line.transType}`} data-testid="wallet-history-line">
            <span className="wallet-line-description">{line.description}</span>
            <time className="wallet-line-date muted" dateTime={line.dated}>
              {formatLagosDateTime(line.dated)}
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
