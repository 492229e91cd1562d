import type { CollectionConfig } from 'payload'

import { anyone } from '../../access/anyone'
import { editsContent } from '../../access/isStaff'
import { orderField } from '../../fields/order'

export const TrustedLogos: CollectionConfig = {
  slug: 'trusted-logos',
  labels: { singular: "'Trusted by' logo", plural: "'Trusted by' logos" },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'order'] },
  defaultSort: 'order',
  access: { read: anyone, create: editsContent, update: editsContent, delete: editsContent },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'logo', type: 'upload', relationTo: 'media', required: true },
    orderField,
  ],
}
