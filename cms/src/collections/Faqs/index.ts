import type { CollectionConfig } from 'payload'

import { anyone } from '../../access/anyone'
import { editsContent } from '../../access/isStaff'
import { orderField } from '../../fields/order'
import { richTextWithHtml } from '../../fields/richTextWithHtml'

/** The four FAQ groups of the product spec, in the order the FAQ page shows them. */
export const faqCategories = [
  { label: 'Account and Login', value: 'account-and-login' },
  { label: 'Withdrawals and Deposits', value: 'withdrawals-and-deposits' },
  { label: 'Gameplay and Winnings', value: 'gameplay-and-winnings' },
  { label: 'Platform and Access', value: 'platform-and-access' },
] as const

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'category', 'order'] },
  defaultSort: 'order',
  access: { read: anyone, create: editsContent, update: editsContent, delete: editsContent },
  fields: [
    { name: 'category', type: 'select', required: true, options: [...faqCategories], index: true },
    { name: 'title', type: 'text', required: true, localized: true },
    ...richTextWithHtml('content', 'Answer'),
    orderField,
  ],
}
