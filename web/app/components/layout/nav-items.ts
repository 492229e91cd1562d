import type { PublicSessionUser } from '#app/accounts/session.server.ts'

/**
 * A link of the menus. `sections` are the paths (with everything below them) on which the link is
 * the current one; by default the path it points at. They differ where a link goes elsewhere first:
 * a visitor's Sports Betting goes to /login, which is not the sports section.
 */
export type NavItem = { key: string; to: string; sections?: string[] }

/** Spec section 2: Sports Betting goes through login for visitors. */
export function primaryNavItems(user: PublicSessionUser | null): NavItem[] {
  return [
    { key: 'nav.home', to: '/home' },
    { key: 'nav.sportsBetting', to: user ? '/sports-betting' : '/login?from=SportBetting', sections: ['/sports-betting'] },
    { key: 'nav.virtual', to: user ? '/dashboard/virtual' : '/virtual', sections: ['/virtual', '/dashboard/virtual'] },
    { key: 'nav.casinoGames', to: '/dashboard/spinit' },
  ]
}

/** Whether `pathname` is in the item's section: the link the player is "on" is highlighted. */
export function isCurrentSection(item: NavItem, pathname: string): boolean {
  const sections = item.sections ?? [item.to.split('?')[0]!]
  return sections.some((section) => pathname === section || pathname.startsWith(`${section}/`))
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

const playerNavItems: NavItem[] = [
  { key: 'nav.wallet', to: '/dashboard/wallet' },
  { key: 'nav.myBets', to: '/dashboard/bets' },
  { key: 'nav.profile', to: '/profile' },
  { key: 'nav.notifications', to: '/notification' },
  { key: 'nav.playSafe', to: '/limits' },
  { key: 'nav.changePassword', to: '/changepassword' },
  { key: 'nav.logout', to: '/logout' },
]

/** The logged-in dropdown's pages (the referral code copy and logout confirmation are the accounts area's); an agent's shop first. */
export function accountNavItems(user: PublicSessionUser): NavItem[] {
  return isAgent(user) ? [{ key: 'nav.agentShop', to: '/dashboard/agent' }, ...playerNavItems] : playerNavItems
}

/** Agents are users whose userType is Agent (the wallet-service's `agent`); players never see the agents' area. */
export const isAgent = (user: Pick<PublicSessionUser, 'userType'>) => user.userType.toLowerCase() === 'agent'
