export const roles = ['admin', 'editor', 'compliance'] as const
export type Role = (typeof roles)[number]

type UserWithRoles = { roles?: Role[] | null } | null | undefined

export const hasRole = (user: UserWithRoles, ...wanted: Role[]): boolean => Boolean(user?.roles?.some((role) => wanted.includes(role)))
