import type { CollectionConfig } from 'payload'

import { anyone } from '../../access/anyone'
import { editsContent } from '../../access/isStaff'
import { orderField } from '../../fields/order'

export const CarouselSlides: CollectionConfig = {
  slug: 'carousel-slides',
  labels: { singular: 'Carousel slide', plural: 'Carousel slides' },
  admin: { useAsTitle: 'alt', defaultColumns: ['alt', 'link', 'order'] },
  defaultSort: 'order',
  access: { read: anyone, create: editsContent, update: editsContent, delete: editsContent },
  fields: [
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'alt', type: 'text', required: true, localized: true },
    {
      name: 'link',
      type: 'text',
      required: true,
      admin: { description: 'Where a tap on the slide goes, e.g. /virtual or /promotions.' },
    },
    orderField,
  ],
}
