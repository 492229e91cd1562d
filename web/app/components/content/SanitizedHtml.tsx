/**
 * Renders HTML that the server already passed through DOMPurify (app/content/sanitize.server.ts).
 * Never give it anything else.
 */
export function SanitizedHtml({ html, className, lang }: { html: string; className?: string; lang?: string }) {
  return <div className={className ?? 'rich-text'} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />
}
