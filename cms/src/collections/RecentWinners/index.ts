import type { CollectionConfig } from 'payload'

import { anyone } from '../../access/anyone'
import { isStaff } from '../../access/isStaff'
import { orderField } from '../../fields/order'

/** Sample winners shown on the home page (static content, not wallet data). */
export const RecentWinners: CollectionConfig = {
  slug: 'recent-winners',
  labels: { singular: 'Recent winner sample', plural: 'Recent winner samples' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'amount', 'game', 'timeLabel', 'order'] },
  defaultSort: 'order',
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'amount', type: 'number', required: true, min: 0, admin: { description: 'Amount won, in naira.' } },
    { name: 'game', type: 'text', required: true },
    { name: 'timeLabel', type: 'text', required: true, admin: { description: "Relative time, e.g. '2 mins ago'." } },
    orderField,
  ],
}
