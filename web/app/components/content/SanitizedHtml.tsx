/**
 * Renders HTML that the server already passed through DOMPurify (app/content/sanitize.server.ts).
 * Never give it anything else.
 */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className ?? 'rich-text'} dangerouslySetInnerHTML={{ __html: html }} />
}
