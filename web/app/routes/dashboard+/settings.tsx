import { type LoaderFunctionArgs } from '@remix-run/node'
import { Link, NavLink, Outlet, useLocation, type ShouldRevalidateFunction } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireSessionUser } from '#app/accounts/session.server.ts'
import { useHydrated } from '#app/forms/FormParts.tsx'
import type { I18nHandle } from '#app/i18n/config.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'

export const handle = { i18n: ['accounts'], pageTitle: 'settings' } satisfies I18nHandle & PageTitleHandle

/** Logging out from a settings page must not bounce to /login before 'Logout successful' shows. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === '/dashboard/settings/logout' ? false : defaultShouldRevalidate

export async function loader({ request }: LoaderFunctionArgs) {
  await requireSessionUser(request)
  return null
}

export const settingsPages = [
  { to: '/dashboard/settings/profile', key: 'settings.profile' },
  { to: '/dashboard/settings/notification', key: 'settings.notification' },
  { to: '/dashboard/settings/limits', key: 'settings.limits' },
  { to: '/dashboard/settings/time-out', key: 'settings.breaks' },
  { to: '/dashboard/settings/reality-check', key: 'settings.realityCheck' },
  { to: '/dashboard/settings/activity', key: 'settings.activity' },
  { to: '/dashboard/settings/terms', key: 'settings.terms' },
  { to: '/dashboard/settings/play', key: 'settings.play' },
  { to: '/dashboard/settings/changepassword', key: 'settings.changePassword' },
  { to: '/dashboard/settings/logout', key: 'settings.logout' },
] as const

/**
 * Spec section 2: on desktop a left menu switches between the settings in place; on a phone each
 * setting is its own page, /dashboard/settings itself is the menu, and each page leads back to it.
 */
export default function SettingsLayout() {
  const { t } = useTranslation('accounts')
  const { t: tCommon } = useTranslation()
  const { pathname } = useLocation()
  const atMenu = pathname.replace(/\/$/, '') === '/dashboard/settings'
  const hydrated = useHydrated()
  return (
    <main className={`page settings-page${atMenu ? ' settings-at-menu' : ''}`} data-testid="settings-page" data-hydrated={hydrated}>
      <nav className="settings-menu" aria-label={t('settings.menuLabel')}>
        <ul>
          {settingsPages.map((page) => (
            <li key={page.to}>
              <NavLink to={page.to} className="settings-link" preventScrollReset>
                {t(page.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className="settings-content">
        {atMenu ? null : (
          <div className="mobile-only">
            <Link to="/dashboard/settings" className="back-link">
              <span aria-hidden="true">←</span>
              {tCommon('nav.backToSettings')}
            </Link>
          </div>
        )}
        <Outlet />
      </section>
    </main>
  )
}
