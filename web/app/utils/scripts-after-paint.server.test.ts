import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { scriptsAfterPaint } from './scripts-after-paint.server.ts'

const PAGE =
  '<head><link rel="stylesheet" href="/assets/every-page.css"/></head><body><p>Ọmọ ₦1,000 — Naija</p>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
  '<script type="module" async="">import "/assets/root.js"</script></body>'

const EXPECTED = PAGE.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"')

async function rewrite(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(scriptsAfterPaint()))
}

describe('scriptsAfterPaint', () => {
  it('gives every modulepreload link a low priority and leaves the rest of the page as it was', async () => {
    const page = await rewrite([Buffer.from(PAGE)])
    expect(page).toBe(EXPECTED)
    expect(page.match(/fetchpriority="low"/g)).toHaveLength(2)
  })

  it('rewrites a tag split between chunks at any byte, a multi-byte character too', async () => {
    const bytes = Buffer.from(PAGE)
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(await rewrite([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(EXPECTED)
    }
  })

  it('rewrites a page sent one byte at a time', async () => {
    const bytes = Buffer.from(PAGE)
    expect(await rewrite(Array.from(bytes, (_, index) => bytes.subarray(index, index + 1)))).toBe(EXPECTED)
  })
})
