import type { GlobalConfig } from 'payload'

import { anyone } from '../../access/anyone'
import { editsContent } from '../../access/isStaff'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  access: { read: anyone, update: editsContent },
  fields: [
    { name: 'brandName', type: 'text', required: true },
    { name: 'companyName', type: 'text', required: true },
    { name: 'supportEmail', type: 'email', required: true },
    { name: 'phone', type: 'text', required: true },
    { name: 'handle', type: 'text', required: true, admin: { description: 'Social media handle, e.g. @9jalottery.' } },
    {
      name: 'socialLinks',
      type: 'array',
      fields: [
        { name: 'platform', type: 'text', required: true },
        { name: 'url', type: 'text', required: true },
      ],
    },
    {
      name: 'appStoreLinks',
      type: 'group',
      fields: [
        { name: 'googlePlay', type: 'text' },
        { name: 'appStore', type: 'text' },
      ],
    },
    {
      name: 'ageBanner',
      type: 'textarea',
      required: true,
      localized: true,
      admin: { description: 'The 18+ banner shown to logged-out visitors.' },
    },
  ],
}
