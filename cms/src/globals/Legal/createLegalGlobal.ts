import type { GlobalConfig } from 'payload'

import { editsContent } from '../../access/isStaff'
import { publishedOrStaff } from '../../access/publishedOrStaff'
import { richTextWithHtml } from '../../fields/richTextWithHtml'
import { refusePublishWithoutApproval } from './hooks/refusePublishWithoutApproval'

/** Rules, terms and privacy share one shape and one approval workflow. */
export const createLegalGlobal = (slug: string, label: string): GlobalConfig => ({
  slug,
  label,
  admin: { group: 'Legal pages' },
  access: {
    read: publishedOrStaff,
    readVersions: editsContent,
    update: editsContent,
  },
  hooks: { beforeOperation: [refusePublishWithoutApproval] },
  // Every revision is kept: the published history is the audit trail of what players agreed to.
  versions: { drafts: true, max: 0 },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    ...richTextWithHtml('body', 'Body'),
    {
      name: 'lastUpdated',
      type: 'date',
      required: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
  ],
})
