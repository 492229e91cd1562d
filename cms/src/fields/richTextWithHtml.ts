import { lexicalHTMLField } from '@payloadcms/richtext-lexical'
import type { Field } from 'payload'

/**
 * A Lexical rich text field plus its `<name>Html` sibling, rendered on every read so the
 * React 18 web app never needs Lexical (it sanitises the HTML with DOMPurify before rendering).
 * The HTML field is virtual: nothing is stored, it cannot drift from the rich text (in the language read).
 * The rich text is written per language (Payload localization).
 */
export const richTextWithHtml = (name: string, label: string): Field[] => [
  { name, label, type: 'richText', required: true, localized: true },
  {
    ...lexicalHTMLField({ htmlFieldName: `${name}Html`, lexicalFieldName: name }),
    virtual: true,
  } as Field,
]
