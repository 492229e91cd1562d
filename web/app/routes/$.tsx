import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { moreNavItems } from '#app/components/layout/nav-items.ts'

/** Every URL no other route claims: a real 404 response with a page that helps the visitor on. */
export function loader({ request }: LoaderFunctionArgs) {
  throw new Response(`Not found: ${new URL(request.url).pathname}`, { status: 404 })
}

export const meta: MetaFunction = () => [{ title: 'Page not found | 9ja Lottery' }]

export default function NotFound() {
  return <NotFoundPage />
}

export function ErrorBoundary() {
  return <NotFoundPage />
}

function NotFoundPage() {
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
