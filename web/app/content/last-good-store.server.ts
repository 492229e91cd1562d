import { createHash, randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * The last good copy of what the CMS answered (its JSON and its media files), on disk. The memory
 * caches are per process and server.js runs one process per core, so a process that never rendered a
 * page would have nothing to show while the CMS is down; this copy is shared by every process and kept
 * across restarts. A copy is written to a temporary file and renamed into place, so a reader never sees
 * half of one. Failing to write is logged, never fatal: the memory copy still serves this process.
 */
export type LastGoodStore = ReturnType<typeof createLastGoodStore>

export function createLastGoodStore(directory: string, onError: (error: unknown) => void) {
  const fileOf = (key: string) => path.join(directory, createHash('sha256').update(key).digest('hex'))
  // What this process last wrote per key, so an unchanged answer is not written again every TTL.
  const lastWritten = new Map<string, string>()
  let directoryReady: Promise<unknown> | undefined

  return {
    async save(key: string, body: string | Uint8Array) {
      const digest = createHash('sha256').update(body).digest('hex')
      if (lastWritten.get(key) === digest) return
      try {
        directoryReady ??= mkdir(directory, { recursive: true })
        await directoryReady
        const file = fileOf(key)
        const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`
        await writeFile(temporary, body)
        await rename(temporary, file)
        lastWritten.set(key, digest)
      } catch (error) {
        directoryReady = undefined
        onError(error)
      }
    },
    /** Drops the stored copy (the CMS deleted or replaced what it was a copy of); a missing one is no error. */
    async remove(key: string) {
      lastWritten.delete(key)
      try {
        await rm(fileOf(key), { force: true })
      } catch (error) {
        onError(error)
      }
    },
    /** The stored copy, or undefined when there is none. */
    async read(key: string): Promise<Buffer | undefined> {
      try {
        return await readFile(fileOf(key))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') onError(error)
        return undefined
      }
    },
  }
}
