import type { LoaderFunctionArgs } from '@remix-run/node'
import { cmsMediaUrl, lastGoodStore } from '#app/content/cms.server.ts'
import { createMediaCache, type MediaFile } from '#app/content/media-cache.ts'

/**
 * CMS media served from our own origin, so the browser only ever talks to web. Files keep their name
 * for life, so browsers may cache them for a month and this server keeps a bounded in-memory copy,
 * and a copy on disk shared by every web process (images still load while the CMS is down). A strict CSP on the response stops an uploaded SVG from
 * running script when opened directly.
 */
const ONE_MONTH_SECONDS = 60 * 60 * 24 * 30
const mediaCache = createMediaCache({ maxBytes: 32 * 1024 * 1024, maxFileBytes: 2 * 1024 * 1024 })

function mediaResponse(file: MediaFile) {
  const headers = new Headers({
    'Content-Type': file.contentType,
    'Content-Length': String(file.body.byteLength),
    'Cache-Control': `public, max-age=${ONE_MONTH_SECONDS}`,
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    'X-Content-Type-Options': 'nosniff',
  })
  if (file.etag) headers.set('ETag', file.etag)
  return new Response(file.body, { status: 200, headers })
}

export async function loader({ params }: LoaderFunctionArgs) {
  const filename = params['*'] ?? ''
  if (!filename || filename.includes('/') || filename.includes('..')) {
    throw new Response('Not found', { status: 404 })
  }
  const cached = mediaCache.get(filename) ?? (await readStoredFile(filename))
  if (cached) {
    mediaCache.set(filename, cached)
    return mediaResponse(cached)
  }

  let upstream: Response
  try {
    upstream = await fetch(cmsMediaUrl(filename), { signal: AbortSignal.timeout(10_000) })
  } catch {
    throw new Response('Media temporarily unavailable', { status: 502 })
  }
  if (!upstream.ok) {
    throw new Response('Not found', { status: upstream.status === 404 ? 404 : 502 })
  }
  const file: MediaFile = {
    body: new Uint8Array(await upstream.arrayBuffer()),
    contentType: upstream.headers.get('Content-Type') ?? 'application/octet-stream',
    etag: upstream.headers.get('ETag'),
  }
  mediaCache.set(filename, file)
  await storeFile(filename, file)
  return mediaResponse(file)
}

// On disk a file is two entries: its bytes, then its headers (written last, so headers mean the bytes are whole).
async function storeFile(filename: string, file: MediaFile) {
  await lastGoodStore().save(`media:${filename}`, file.body)
  await lastGoodStore().save(`media-headers:${filename}`, JSON.stringify({ contentType: file.contentType, etag: file.etag }))
}

async function readStoredFile(filename: string): Promise<MediaFile | undefined> {
  const headers = await lastGoodStore().read(`media-headers:${filename}`)
  const body = headers && (await lastGoodStore().read(`media:${filename}`))
  if (!headers || !body) return undefined
  const { contentType, etag } = JSON.parse(headers.toString('utf8')) as Pick<MediaFile, 'contentType' | 'etag'>
  return { body: new Uint8Array(body), contentType, etag }
}
