import { STAFF_ROLES, type StaffRole } from '@9ja/contract'

/** The CMS users' roles: the staff roles the wallet-service's staff API decides by (@9ja/contract), one list. */
export const roles = STAFF_ROLES
export type Role = StaffRole

/** The roles that edit the site's content; support, finance and risk work only in the back office. */
export const CONTENT_ROLES = ['admin', 'editor', 'compliance'] as const satisfies readonly Role[]

type UserWithRoles = { roles?: readonly Role[] | null } | null | undefined

export const hasRole = (user: UserWithRoles, ...wanted: readonly Role[]): boolean =>
  Boolean(user?.roles?.some((role) => wanted.includes(role)))
