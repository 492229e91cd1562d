import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireUserOrHome } from '#app/accounts/session-guard.server.ts'
import { useHydrated } from '#app/forms/FormParts.tsx'
import type { I18nHandle } from '#app/i18n/config.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'

export const handle = { i18n: ['accounts'], pageTitle: 'dashboard' } satisfies I18nHandle & PageTitleHandle

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUserOrHome(request)
  return json({ fullName: user.fullName })
}

const cards = [
  { key: 'dashboard.cardVirtual', to: '/virtual', testId: 'card-virtual' },
  { key: 'dashboard.cardSports', to: '/sports-betting', testId: 'card-sports' },
  { key: 'dashboard.cardCasino', to: '/dashboard/spinit', testId: 'card-casino' },
] as const

/** Spec section 2: the logged-in home. The search goes to the lobby, which lists and filters games. */
export default function DashboardHome() {
  const { t } = useTranslation('accounts')
  const hydrated = useHydrated()
  return (
    <main className="page dashboard-home" data-testid="dashboard-home" data-hydrated={hydrated}>
      <div className="dashboard-search">
        <Form method="get" action="/virtual" role="search" className="inline-field">
          <label htmlFor="game-search" className="visually-hidden">
            {t('dashboard.searchLabel')}
          </label>
          <input id="game-search" name="search" type="search" placeholder={t('dashboard.searchPlaceholder')} />
          <button type="submit" className="button" data-testid="dashboard-search">
            {t('dashboard.search')}
          </button>
        </Form>
        <Link to="/virtual?id=1" className="button button-outline" data-testid="dashboard-categories">
          {t('dashboard.categories')}
        </Link>
      </div>
      <ul className="dashboard-cards">
        {cards.map((card) => (
          <li key={card.to}>
            <Link to={card.to} className="dashboard-card" data-testid={card.testId}>
              <span className="dashboard-card-title">{t(card.key)}</span>
              <span className="button">{t('dashboard.playNow')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  )
}
