import { describe, expect, it } from 'vitest'
import { safeUrl, sanitizeHtml } from './sanitize.server.ts'

describe('sanitizeHtml', () => {
  it('removes <script> elements and their content', () => {
    const html = sanitizeHtml('<p>Withdrawals are instant.</p><script>alert("x")</script>')
    expect(html).toBe('<p>Withdrawals are instant.</p>')
  })

  it('removes event handler attributes such as onerror=', () => {
    const html = sanitizeHtml('<img src="x" onerror="alert(1)"><p onclick="steal()">Hi</p>')
    expect(html).not.toMatch(/onerror|onclick|alert|steal/)
    expect(html).toContain('<p>Hi</p>')
  })

  it('removes javascript: links but keeps ordinary formatting and links', () => {
    const html = sanitizeHtml(
      '<p><strong>18+</strong> <a href="javascript:alert(1)">bad</a> <a href="https://example.com" target="_blank">ok</a></p>',
    )
    expect(html).not.toContain('javascript:')
    expect(html).toContain('<strong>18+</strong>')
    expect(html).toContain('href="https://example.com"')
    expect(html).toContain('rel="noopener noreferrer"')
  })

  it('removes frames, forms and inline styles', () => {
    const html = sanitizeHtml(
      '<iframe src="https://evil.example"></iframe><form action="/x"><input name="a"></form><p style="position:fixed">t</p>',
    )
    expect(html).toBe('<p>t</p>')
  })

  it('turns missing HTML into an empty string', () => {
    expect(sanitizeHtml(null)).toBe('')
    expect(sanitizeHtml(undefined)).toBe('')
  })
})

describe('safeUrl', () => {
  it('keeps site paths and http(s) URLs', () => {
    expect(safeUrl('/virtual')).toBe('/virtual')
    expect(safeUrl('https://www.youtube-nocookie.com/embed/abc')).toBe('https://www.youtube-nocookie.com/embed/abc')
  })

  it('refuses javascript:, data: and protocol-relative URLs', () => {
    expect(safeUrl('javascript:alert(1)', '/home')).toBe('/home')
    expect(safeUrl('data:text/html,<script>1</script>', '/home')).toBe('/home')
    expect(safeUrl('//evil.example/x', '/home')).toBe('/home')
  })
})
