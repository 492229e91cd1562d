/**
 * CMS media kept in memory after the first request, so images keep loading while the CMS is down and
 * the hot path never waits on it. An uploaded file keeps its name while it exists (Payload renames a
 * duplicate); one replaced or deleted in the CMS is announced (decision 014) and `delete`d here, since
 * a later upload may take its name. Bounded by total bytes, least recently used first out.
 */
export type MediaFile = { body: Uint8Array<ArrayBuffer>; contentType: string; etag: string | null }

export function createMediaCache({ maxBytes, maxFileBytes }: { maxBytes: number; maxFileBytes: number }) {
  const files = new Map<string, MediaFile>()
  let totalBytes = 0

  return {
    get(name: string): MediaFile | undefined {
      const file = files.get(name)
      if (file) {
        // Re-insert to mark as most recently used.
        files.delete(name)
        files.set(name, file)
      }
      return file
    },
    set(name: string, file: MediaFile) {
      if (file.body.byteLength > maxFileBytes) return
      const existing = files.get(name)
      if (existing) {
        totalBytes -= existing.body.byteLength
        files.delete(name)
      }
      files.set(name, file)
      totalBytes += file.body.byteLength
      for (const [oldestName, oldest] of files) {
        if (totalBytes <= maxBytes) break
        files.delete(oldestName)
        totalBytes -= oldest.body.byteLength
      }
    },
    delete(name: string) {
      const file = files.get(name)
      if (!file) return
      files.delete(name)
      totalBytes -= file.body.byteLength
    },
    get totalBytes() {
      return totalBytes
    },
  }
}
