import type { CollectionConfig } from 'payload'

import { anyone } from '../../access/anyone'
import { editsContent } from '../../access/isStaff'
import { orderField } from '../../fields/order'
import { richTextWithHtml } from '../../fields/richTextWithHtml'

export const HowToPlay: CollectionConfig = {
  slug: 'how-to-play',
  labels: { singular: 'How to Play entry', plural: 'How to Play' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'order'],
    description: 'The How to Play page lists at most four entries, in this order.',
  },
  defaultSort: 'order',
  access: { read: anyone, create: editsContent, update: editsContent, delete: editsContent },
  fields: [{ name: 'title', type: 'text', required: true, localized: true }, ...richTextWithHtml('content', 'Instructions'), orderField],
}
