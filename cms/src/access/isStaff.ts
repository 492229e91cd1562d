import type { Access } from 'payload'

import { CONTENT_ROLES, hasRole, roles } from './roles'

/** Any staff member with a role opens the admin: the content roles for the site, the others for the back office. */
export const isStaff: Access = ({ req: { user } }) => hasRole(user, ...roles)

/** The content roles (admin, editor, compliance) edit content. */
export const editsContent: Access = ({ req: { user } }) => hasRole(user, ...CONTENT_ROLES)
