import type { CollectionConfig } from 'payload'

import { anyone } from '../../access/anyone'
import { isStaff } from '../../access/isStaff'
import { orderField } from '../../fields/order'

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'videoUrl', 'order'] },
  defaultSort: 'order',
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'videoUrl',
      type: 'text',
      required: true,
      admin: { description: 'An embeddable https URL, e.g. https://www.youtube-nocookie.com/embed/<video id>.' },
      validate: (value: string | null | undefined) =>
        (typeof value === 'string' && /^https:\/\/[^\s]+$/.test(value)) || 'Enter an https embed URL.',
    },
    orderField,
  ],
}
