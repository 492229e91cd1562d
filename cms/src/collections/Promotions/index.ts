import type { CollectionConfig } from 'payload'

import { anyone } from '../../access/anyone'
import { isStaff } from '../../access/isStaff'
import { orderField } from '../../fields/order'

export const Promotions: CollectionConfig = {
  slug: 'promotions',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'order'] },
  defaultSort: 'order',
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  fields: [
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'alt', type: 'text', required: true },
    { name: 'title', type: 'text', required: true },
    orderField,
  ],
}
