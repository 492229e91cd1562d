import { mayDo, type StaffAction } from '@9ja/contract'

import { roles, type Role } from '../access/roles'

/** Where the back office's screens live: under Payload's admin route (the default, /admin). */
export const ADMIN_ROUTE = '/admin'

/**
 * The back office's screens, each shown to the roles its action allows (@9ja/contract's STAFF_PERMISSIONS,
 * the table the wallet-service decides every call by); the home screen is every staff member's.
 */
export const SCREENS = {
  home: { path: '/back-office', label: 'Back office home', action: null, component: 'BackOfficeHomeView' },
  auditLog: { path: '/back-office/audit-log', label: 'Audit log', action: 'audit-log.read', component: 'AuditLogView' },
  identityChecks: {
    path: '/back-office/identity-checks',
    label: 'Identity checks',
    action: 'kyc-exceptions.read',
    component: 'IdentityChecksView',
  },
  selfExclusions: {
    path: '/back-office/self-exclusions',
    label: 'Self-exclusions',
    action: 'self-exclusions.read',
    component: 'SelfExclusionsView',
  },
  aml: { path: '/back-office/aml', label: 'AML', action: 'aml.read', component: 'AmlView' },
  adjustments: { path: '/back-office/adjustments', label: 'Adjustments', action: 'adjustments.read', component: 'AdjustmentsView' },
  withdrawals: { path: '/back-office/withdrawals', label: 'Withdrawals', action: 'withdrawals.read', component: 'WithdrawalsView' },
  parkedTransfers: {
    path: '/back-office/parked-transfers',
    label: 'Parked transfers',
    action: 'parked-transfers.read',
    component: 'ParkedTransfersView',
  },
  closures: { path: '/back-office/closures', label: 'Closures', action: 'closures.read', component: 'ClosuresView' },
  players: { path: '/back-office/players', label: 'Players', action: 'players.search', component: 'PlayersView' },
  agents: { path: '/back-office/agents', label: 'Agents', action: 'agents.read', component: 'AgentsView' },
  risk: { path: '/back-office/risk', label: 'Risk', action: 'risk.read', component: 'RiskView' },
  reports: { path: '/back-office/reports', label: 'Reports', action: 'reports.read', component: 'ReportsView' },
} as const satisfies Record<string, { path: string; label: string; action: StaffAction | null; component: string }>

export type Screen = (typeof SCREENS)[keyof typeof SCREENS]

export const screenUrl = (screen: Screen): string => `${ADMIN_ROUTE}${screen.path}`

/** A player's page: the Players screen with their player ID in its address. */
export const playerUrl = (playerId: string): string => `${screenUrl(SCREENS.players)}?${new URLSearchParams({ id: playerId }).toString()}`

type UserWithRoles = { roles?: readonly Role[] | null } | null | undefined

const staffRolesOf = (user: UserWithRoles): Role[] => (user?.roles ?? []).filter((role) => roles.includes(role))

/** Whether `user` holds a role `action` allows (a screen shows only the forms its viewer may use). */
export const mayAct = (user: UserWithRoles, action: StaffAction): boolean => mayDo(staffRolesOf(user), action)

/** Whether `user` may open `screen`: any staff role for the home, else a role its action allows. */
export function mayOpen(user: UserWithRoles, screen: Screen): boolean {
  if (screen.action === null) return staffRolesOf(user).length > 0
  return mayAct(user, screen.action)
}

/** The screens `user` may open, in the nav's order. */
export const screensFor = (user: UserWithRoles): Screen[] => Object.values(SCREENS).filter((screen) => mayOpen(user, screen))
