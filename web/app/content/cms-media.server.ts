import { lastGoodStore } from './cms.server.ts'
import { createMediaCache, type MediaFile } from './media-cache.ts'

/**
 * The copies of CMS media that /cms-media serves: a bounded one in memory per process, and one on disk
 * shared by every web process (images still load while the CMS is down). On disk a file is two entries:
 * its bytes, then its headers (written last, so headers mean the bytes are whole).
 */
const mediaCache = createMediaCache({ maxBytes: 32 * 1024 * 1024, maxFileBytes: 2 * 1024 * 1024 })

const bytesKey = (filename: string) => `media:${filename}`
const headersKey = (filename: string) => `media-headers:${filename}`

/** This process's copy, else the one on disk (then kept in memory too), else undefined. */
export async function findMediaFile(filename: string): Promise<MediaFile | undefined> {
  const file = mediaCache.get(filename) ?? (await readStoredFile(filename))
  if (file) mediaCache.set(filename, file)
  return file
}

/** Keeps a file the CMS just answered, in memory and on disk. */
export async function keepMediaFile(filename: string, file: MediaFile) {
  mediaCache.set(filename, file)
  await lastGoodStore().save(bytesKey(filename), file.body)
  await lastGoodStore().save(headersKey(filename), JSON.stringify({ contentType: file.contentType, etag: file.etag }))
}

/** Drops the copies of files the CMS replaced or deleted (a later upload may take the same name). */
export async function forgetMediaFiles(filenames: readonly string[]) {
  for (const filename of filenames) {
    // The disk copy first (its headers first: without them the bytes are never read), then the memory
    // one: a request in between would otherwise put the disk copy back in memory.
    await lastGoodStore().remove(headersKey(filename))
    await lastGoodStore().remove(bytesKey(filename))
    mediaCache.delete(filename)
  }
}

async function readStoredFile(filename: string): Promise<MediaFile | undefined> {
  const headers = await lastGoodStore().read(headersKey(filename))
  const body = headers && (await lastGoodStore().read(bytesKey(filename)))
  if (!headers || !body) return undefined
  const { contentType, etag } = JSON.parse(headers.toString('utf8')) as Pick<MediaFile, 'contentType' | 'etag'>
  return { body: new Uint8Array(body), contentType, etag }
}
