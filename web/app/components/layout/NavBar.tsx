import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { PublicSessionUser } from '#app/accounts/session.server.ts'
import { LanguageSwitch } from './LanguageSwitch.tsx'
import { MobileMenu } from './MobileMenu.tsx'
import { SectionLink } from './SectionLink.tsx'
import { moreNavItems, primaryNavItems, visitorNavItems } from './nav-items.ts'
import { useCloseDetailsOnNavigation } from './useCloseDetailsOnNavigation.ts'
import { UserMenu } from './UserMenu.tsx'
import { WalletBalanceButton } from '../../wallet/WalletBalanceButton.tsx'
import { ReferralCodeCopy } from '../../accounts/ReferralCodeCopy.tsx'

export function NavBar({ user, brandName }: { user: PublicSessionUser | null; brandName: string }) {
  const { t } = useTranslation()
  const containerRef = useCloseDetailsOnNavigation<HTMLElement>()
  return (
    <header className="site-header" ref={containerRef}>
      <nav className="navbar" aria-label={t('nav.mainNavigation')}>
        <Link to="/home" className="brand" prefetch="intent">
          <span className="brand-mark" aria-hidden="true">
            9ja
          </span>
          <span className="brand-name">{brandName}</span>
        </Link>

        <ul className="nav-links desktop-only">
          {primaryNavItems(user).map((item) => (
            <li key={item.key}>
              <SectionLink item={item} className="nav-link" />
            </li>
          ))}
          <li>
            <details className="dropdown more-menu">
              <summary className="nav-link" data-testid="more-menu-button">
                {t('nav.more')}
              </summary>
              <ul className="dropdown-panel dropdown-list">
                {moreNavItems.map((item) => (
                  <li key={item.key}>
                    <SectionLink item={item} />
                  </li>
                ))}
              </ul>
            </details>
          </li>
        </ul>

        <div className="nav-actions">
          <div className="desktop-only">
            <LanguageSwitch variant="menu" />
          </div>
          {user ? (
            <div className="desktop-only">
              <UserMenu user={user} summary={<WalletBalanceButton />}>
                <ReferralCodeCopy code={user.referralCode} />
              </UserMenu>
            </div>
          ) : (
            <ul className="nav-auth desktop-only">
              {visitorNavItems.map((item, index) => (
                <li key={item.key}>
                  <Link to={item.to} className={index === 0 ? 'button button-outline' : 'button'}>
                    {t(item.key)}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {user ? (
            // Phones have no user menu in the header: the balance and the way to top it up stay in sight.
            <div className="nav-wallet mobile-only" data-testid="header-wallet">
              <Link to="/dashboard/wallet" className="nav-wallet-balance">
                <WalletBalanceButton reloads={false} />
              </Link>
              <Link to="/dashboard/wallet?deposit" className="button nav-deposit" data-testid="header-deposit">
                {t('nav.deposit')}
              </Link>
            </div>
          ) : null}
          <MobileMenu user={user} />
        </div>
      </nav>
    </header>
  )
}
