import { useTranslation } from 'react-i18next'
import { BookingCodeForm, CheckBetForm } from '#app/betting/BettingPanel.tsx'
import type { PublicSessionUser } from '#app/accounts/session.server.ts'
import { LanguageSwitch } from './LanguageSwitch.tsx'
import { ReferralCodeCopy } from '../../accounts/ReferralCodeCopy.tsx'
import { WalletBalanceButton } from '../../wallet/WalletBalanceButton.tsx'
import { accountNavItems, moreNavItems, primaryNavItems, visitorNavItems } from './nav-items.ts'
import { SectionLink } from './SectionLink.tsx'

/** The small-screen menu: a <details> disclosure, so it opens even before JavaScript has loaded. */
export function MobileMenu({ user }: { user: PublicSessionUser | null }) {
  const { t } = useTranslation()
  const sections = [primaryNavItems(user), moreNavItems, user ? accountNavItems(user) : visitorNavItems]
  return (
    <details className="mobile-menu mobile-only">
      <summary className="menu-button" aria-label={t('nav.menu')} data-testid="mobile-menu-button">
        <span className="menu-icon" aria-hidden="true" />
      </summary>
      <div className="mobile-menu-panel" data-testid="mobile-menu-panel">
        {user ? <p className="mobile-menu-user">{user.fullName}</p> : null}
        {user ? <WalletBalanceButton reloads={false} /> : null}
        {user ? <ReferralCodeCopy code={user.referralCode} /> : null}
        {/* Phones have no side panel: a booking code or a bet ID can be entered from any page. */}
        <div className="betting-forms">
          <BookingCodeForm />
          <CheckBetForm />
        </div>
        {sections.map((items, index) => (
          <ul key={index} className="mobile-menu-list">
            {items.map((item) => (
              <li key={item.key}>
                <SectionLink item={item} />
              </li>
            ))}
          </ul>
        ))}
        <LanguageSwitch variant="list" />
      </div>
    </details>
  )
}
