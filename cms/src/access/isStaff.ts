import type { Access } from 'payload'

import { hasRole } from './roles'

/** Any CMS user with a role (admin, editor or compliance) may edit content. */
export const isStaff: Access = ({ req: { user } }) => hasRole(user, 'admin', 'editor', 'compliance')
