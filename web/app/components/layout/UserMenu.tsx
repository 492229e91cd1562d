import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { PublicSessionUser } from '#app/accounts/session.server.ts'
import { accountNavItems } from './nav-items.ts'

/**
 * The logged-in player's menu in the nav bar. Extension points for the other areas:
 * - `summary`: what the dropdown button shows (the wallet area puts the balance button here);
 * - `children`: extra entries above the links (the accounts area puts the referral-code copy here).
 */
export function UserMenu({ user, summary, children }: { user: PublicSessionUser; summary?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <details className="dropdown user-menu">
      <summary className="button button-outline" data-testid="user-menu-button">
        {summary ?? user.fullName}
      </summary>
      <div className="dropdown-panel dropdown-panel-right">
        {children}
        <ul className="dropdown-list">
          {accountNavItems(user).map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{t(item.key)}</Link>
            </li>
          ))}
        </ul>
      </div>
    </details>
  )
}
