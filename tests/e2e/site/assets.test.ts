import http from 'node:http'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { WEB_URL } from '../../support/urls.ts'

/** One response as it came over the wire: fetch would decompress the body. */
function rawGet(path: string, acceptEncoding: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${WEB_URL}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

describe("the pages' scripts on a slow network", () => {
  it('answers a script that is not there with a plain 404, never a page without the policy', async () => {
    const missing = await rawGet('/assets/no-such-script-123.js', 'identity')
    expect(missing.status).toBe(404)
    expect(missing.headers['content-type']).toMatch(/^text\/plain/)
    expect(missing.body.toString()).toBe('Not found')
    expect(missing.headers['x-content-type-options']).toBe('nosniff')
  })

  it('are sent compressed at the highest levels, made at build time, and cached for good', async () => {
    const html = (await rawGet('/login', 'identity')).body.toString()
    const scripts = [...html.matchAll(/<link rel="modulepreload" fetchpriority="low" href="(\/assets\/[^"]+\.js)"/g)].map(
      (match) => match[1]!,
    )
    expect(scripts.length).toBeGreaterThan(3)
    // Every one of them after the stylesheets the first paint waits for (web/app/utils/scripts-after-paint.server.ts).
    expect(html.match(/rel="modulepreload"/g)).toHaveLength(scripts.length)
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/every-page-[^"]+\.css"\/>/)
    for (const script of scripts) {
      const plain = await rawGet(script, 'identity')
      expect(plain.headers['x-content-type-options'], script).toBe('nosniff')
      expect(plain.headers['content-security-policy'], script).toBeUndefined()
      if (plain.body.length < 1024) continue
      // What compression() would make on the fly is larger: brotli at its default quality, gzip at 6.
      const brotli = await rawGet(script, 'gzip, deflate, br')
      expect(brotli.headers['content-encoding'], script).toBe('br')
      expect(brotli.body.length, script).toBe(
        brotliCompressSync(plain.body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length,
      )
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      // Never asked for again, so no validator to send along.
      expect([brotli.headers.etag, brotli.headers['last-modified'], brotli.headers['accept-ranges']], script).toEqual([
        undefined,
        undefined,
        undefined,
      ])
      // A script needs the MIME check; a document's policy and framing rule do nothing on it and cost
      // each of the page's scripts about 500 bytes over a slow network.
      expect(brotli.headers['x-content-type-options'], script).toBe('nosniff')
      expect(brotli.headers['content-security-policy'], script).toBeUndefined()
      expect(brotli.headers['x-frame-options'], script).toBeUndefined()
      const gzip = await rawGet(script, 'gzip')
      expect(gzip.headers['content-encoding'], script).toBe('gzip')
      expect(gzip.body.length, script).toBe(gzipSync(plain.body, { level: 9 }).length)
    }
  })
})
