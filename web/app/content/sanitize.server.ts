import createDOMPurify from 'dompurify'
import { JSDOM } from 'jsdom'

/**
 * Every HTML fragment that comes from the CMS passes through here before it is rendered: editors'
 * content must never be able to run script in a player's browser (no <script>, no on* handlers,
 * no javascript: URLs).
 */
const purifier = createDOMPurify(new JSDOM('').window)

purifier.addHook('afterSanitizeAttributes', (node) => {
  // Links that open a new tab must not hand the opener to the target page.
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer')
  }
})

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return ''
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  })
}

/** Only http(s) URLs or site-relative paths may become a link or a frame source. */
export function safeUrl(url: string | null | undefined, fallback = '#'): string {
  if (!url) return fallback
  const trimmed = url.trim()
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed
  try {
    const parsed = new URL(trimmed)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : fallback
  } catch {
    return fallback
  }
}
