import type { Access } from 'payload'

import { CONTENT_ROLES, hasRole } from './roles'

/** Visitors read only the published version; the content roles also read drafts. */
export const publishedOrStaff: Access = ({ req: { user } }) => {
  if (hasRole(user, ...CONTENT_ROLES)) return true
  return { _status: { equals: 'published' } }
}
