import { hasRole } from './roles'

type UserWithRoles = Parameters<typeof hasRole>[0]

/** Legal pages go live only after a compliance officer (or an admin) approves them. */
export const canPublishLegal = (user: UserWithRoles): boolean => hasRole(user, 'admin', 'compliance')
