import type { PublicSessionUser } from '#app/auth/session.server.ts'

export type NavItem = { key: string; to: string }

/** Spec section 2: Sports Betting goes through login for visitors. */
export function primaryNavItems(user: PublicSessionUser | null): NavItem[] {
  return [
    { key: 'nav.home', to: '/home' },
    { key: 'nav.sportsBetting', to: user ? '/sports-betting' : '/login?from=SportBetting' },
    { key: 'nav.virtual', to: user ? '/dashboard/virtual' : '/virtual' },
    { key: 'nav.casinoGames', to: '/dashboard/spinit' },
  ]
}

/** The 'More' dropdown, in the spec's order. */
export const moreNavItems: NavItem[] = [
  { key: 'nav.contact', to: '/contact' },
  { key: 'nav.rules', to: '/rules' },
  { key: 'nav.howToPlay', to: '/how2play' },
  { key: 'nav.promotions', to: '/promotions' },
  { key: 'nav.faqs', to: '/faq' },
  { key: 'nav.terms', to: '/terms' },
  { key: 'nav.privacy', to: '/privacy' },
]

export const visitorNavItems: NavItem[] = [
  { key: 'nav.login', to: '/login' },
  { key: 'nav.signUp', to: '/signup' },
]

/** The logged-in dropdown's pages (the referral code copy and logout confirmation are the accounts area's). */
export const accountNavItems: NavItem[] = [
  { key: 'nav.wallet', to: '/dashboard/wallet' },
  { key: 'nav.profile', to: '/profile' },
  { key: 'nav.notifications', to: '/notification' },
  { key: 'nav.changePassword', to: '/changepassword' },
  { key: 'nav.logout', to: '/logout' },
]
