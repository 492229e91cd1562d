import type { LoaderFunctionArgs } from '@remix-run/node'
import { findMediaFile, keepMediaFile } from '#app/content/cms-media.server.ts'
import { cmsMediaUrl } from '#app/content/cms.server.ts'
import type { MediaFile } from '#app/content/media-cache.ts'

/**
 * CMS media served from our own origin, so the browser only ever talks to web. Files keep their name
 * while they exist, so browsers may cache them for a month and this server keeps copies of them
 * (app/content/cms-media.server.ts). A strict CSP on the response stops an uploaded SVG from running
 * script when opened directly.
 */
const ONE_MONTH_SECONDS = 60 * 60 * 24 * 30

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
  const cached = await findMediaFile(filename)
  if (cached) return mediaResponse(cached)

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
  await keepMediaFile(filename, file)
  return mediaResponse(file)
}
