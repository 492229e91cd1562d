import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { Payload } from 'payload'

/** Seed texts are written in Markdown and stored as the Lexical JSON the admin editor uses. */
export async function markdownConverter(payload: Payload) {
  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  return (markdown: string) => convertMarkdownToLexical({ editorConfig, markdown })
}
