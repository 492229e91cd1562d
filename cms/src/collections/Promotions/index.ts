import type { CollectionConfig } from 'payload'

import { anyone } from '../../access/anyone'
import { editsContent } from '../../access/isStaff'
import { orderField } from '../../fields/order'

export const Promotions: CollectionConfig = {
  slug: 'promotions',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'order'] },
  defaultSort: 'order',
  access: { read: anyone, create: editsContent, update: editsContent, delete: editsContent },
  fields: [
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'alt', type: 'text', required: true, localized: true },
    { name: 'title', type: 'text', required: true, localized: true },
    orderField,
  ],
}
