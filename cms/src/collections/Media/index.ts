import path from 'path'
import type { CollectionConfig } from 'payload'
import { fileURLToPath } from 'url'

import { anyone } from '../../access/anyone'
import { editsContent } from '../../access/isStaff'
import { env } from '../../env'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export const Media: CollectionConfig = {
  slug: 'media',
  access: {
    read: anyone,
    create: editsContent,
    update: editsContent,
    delete: editsContent,
  },
  fields: [{ name: 'alt', type: 'text', required: true, localized: true }],
  // Files live on local disk: CMS_MEDIA_DIR, else cms/media (git-ignored) whichever folder the process starts in.
  upload: {
    staticDir: env.CMS_MEDIA_DIR ?? path.resolve(dirname, '../../../media'),
    mimeTypes: ['image/*'],
  },
}
