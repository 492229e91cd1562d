import type { CollectionConfig, FieldHook } from 'payload'

import { anyone } from '../../access/anyone'
import { editsContent } from '../../access/isStaff'
import { orderField } from '../../fields/order'
import { parseVideoUrl, validateVideoUrl } from './videoUrl'

/** Read-only fields computed from `videoUrl` on every read; nothing is stored, so they cannot drift. */
const fromVideoUrl =
  (part: 'provider' | 'id'): FieldHook =>
  ({ siblingData }) => {
    const videoUrl: unknown = siblingData?.videoUrl
    return (typeof videoUrl === 'string' && parseVideoUrl(videoUrl)?.[part]) || null
  }

/** Players' words about the platform: a quote with a first name and a city, and optionally a video. */
export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  admin: { useAsTitle: 'firstName', defaultColumns: ['firstName', 'city', 'quote', 'order'] },
  defaultSort: 'order',
  access: { read: anyone, create: editsContent, update: editsContent, delete: editsContent },
  fields: [
    { name: 'quote', type: 'textarea', required: true, maxLength: 600, localized: true },
    { name: 'firstName', type: 'text', required: true, maxLength: 40 },
    { name: 'city', type: 'text', required: true, maxLength: 60 },
    {
      name: 'videoUrl',
      type: 'text',
      admin: { description: 'Optional: the link of one YouTube or Vimeo video. The site shows it only after a visitor clicks.' },
      validate: validateVideoUrl,
    },
    {
      name: 'videoProvider',
      type: 'select',
      options: ['youtube', 'vimeo'],
      virtual: true,
      admin: { hidden: true },
      hooks: { afterRead: [fromVideoUrl('provider')] },
    },
    { name: 'videoId', type: 'text', virtual: true, admin: { hidden: true }, hooks: { afterRead: [fromVideoUrl('id')] } },
    orderField,
  ],
}
