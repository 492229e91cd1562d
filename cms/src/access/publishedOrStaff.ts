import type { Access } from 'payload'

import { hasRole } from './roles'

/** Visitors read only the published version; staff also read drafts. */
export const publishedOrStaff: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin', 'editor', 'compliance')) return true
  return { _status: { equals: 'published' } }
}
