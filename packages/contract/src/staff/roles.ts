/**
 * The staff roles of the CMS admin. Admin and editor run the CMS itself (users, content); compliance,
 * support, finance and risk work the back office. A staff member may hold several.
 */
export const STAFF_ROLES = ['admin', 'editor', 'compliance', 'support', 'finance', 'risk'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/**
 * What the back office lets staff do, and which roles may do it: the wallet-service decides every staff
 * call by this table, the CMS shows each screen to the roles it names. Access to players' personal data
 * is limited to the roles whose work needs it (the data protection law's need-to-know); the CMS's admin
 * runs the CMS and reads the audit log, but moves no money and opens no player.
 */
export const STAFF_PERMISSIONS = {
  'players.search': ['support', 'finance', 'compliance', 'risk'],
  'players.view': ['support', 'finance', 'compliance', 'risk'],
  'players.end-sessions': ['support'],
  'players.lock': ['support'],
  'players.resend-code': ['support'],
  'withdrawals.read': ['finance'],
  'withdrawals.decide': ['finance'],
  'payouts.retry': ['finance'],
  'parked-transfers.read': ['finance'],
  'parked-transfers.decide': ['finance'],
  'closures.read': ['finance', 'compliance'],
  'closures.decide': ['finance'],
  'adjustments.read': ['finance'],
  'adjustments.request': ['finance'],
  'adjustments.approve': ['finance'],
  'kyc-exceptions.read': ['compliance'],
  'kyc.rerun': ['compliance'],
  'self-exclusions.read': ['compliance'],
  'aml.read': ['compliance'],
  'audit-log.read': ['compliance', 'admin'],
  'risk.read': ['risk'],
  'reports.read': ['finance', 'compliance'],
  'agents.read': ['support', 'finance', 'compliance', 'risk'],
} as const satisfies Record<string, readonly StaffRole[]>

export type StaffAction = keyof typeof STAFF_PERMISSIONS
export const STAFF_ACTIONS = Object.keys(STAFF_PERMISSIONS) as StaffAction[]

/** Whether a staff member holding `roles` may do `action`. */
export const mayDo = (roles: readonly StaffRole[], action: StaffAction): boolean =>
  (STAFF_PERMISSIONS[action] as readonly StaffRole[]).some((role) => roles.includes(role))

/** Every action `roles` allow, in the table's order. */
export const actionsOf = (roles: readonly StaffRole[]): StaffAction[] => STAFF_ACTIONS.filter((action) => mayDo(roles, action))
