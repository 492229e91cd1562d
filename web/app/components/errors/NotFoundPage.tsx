import { Link, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { moreNavItems } from '#app/components/layout/nav-items.ts'

/** The page for a URL nothing answers: what was asked for, and the pages that may help instead. */
export function NotFoundPage() {
  const { t } = useTranslation()
  const location = useLocation()
  return (
    <main className="page not-found-page" data-testid="not-found-page">
      <h1>{t('errors.notFoundTitle')}</h1>
      <p>{t('errors.notFoundText', { path: location.pathname })}</p>
      <p>{t('errors.notFoundHelp')}</p>
      <ul className="link-list">
        <li>
          <Link to="/home">{t('nav.home')}</Link>
        </li>
        {moreNavItems.map((item) => (
          <li key={item.key}>
            <Link to={item.to}>{t(item.key)}</Link>
          </li>
        ))}
      </ul>
    </main>
  )
}
