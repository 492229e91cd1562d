import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField } from '../../access/isAdmin'
import { isAdminOrSelf } from '../../access/isAdminOrSelf'
import { isStaff } from '../../access/isStaff'
import { roles } from '../../access/roles'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'roles'],
  },
  auth: true,
  access: {
    admin: ({ req }) => Boolean(isStaff({ req })),
    create: isAdmin,
    read: isAdminOrSelf,
    update: isAdminOrSelf,
    delete: isAdmin,
  },
  fields: [
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      saveToJWT: true,
      options: roles.map((role) => ({ label: role[0]!.toUpperCase() + role.slice(1), value: role })),
      // Only an admin may grant roles, otherwise an editor could promote themselves to compliance.
      access: { update: isAdminField },
      admin: {
        description:
          'Editors write content and save drafts; compliance officers publish legal pages and read the audit log; admins manage users. Support, finance and risk work in the back office (the screens each role opens are listed under "Back office").',
      },
    },
  ],
}
