import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createLastGoodStore } from './last-good-store.server.ts'

let directory: string
beforeEach(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'last-good-'))
})
afterEach(async () => {
  await rm(directory, { recursive: true, force: true })
})

describe('createLastGoodStore', () => {
  it('gives another store on the same directory (another process) what one saved', async () => {
    const errors: unknown[] = []
    const writer = createLastGoodStore(path.join(directory, 'nested'), (error) => errors.push(error))
    const reader = createLastGoodStore(path.join(directory, 'nested'), (error) => errors.push(error))
    expect(await reader.read('json:/api/faqs')).toBeUndefined()

    await writer.save('json:/api/faqs', '{"docs":[1]}')
    await writer.save('media:logo.png', new Uint8Array([1, 2, 3]))
    expect((await reader.read('json:/api/faqs'))?.toString('utf8')).toBe('{"docs":[1]}')
    expect([...((await reader.read('media:logo.png')) ?? [])]).toEqual([1, 2, 3])

    await writer.save('json:/api/faqs', '{"docs":[2]}')
    expect((await reader.read('json:/api/faqs'))?.toString('utf8')).toBe('{"docs":[2]}')
    expect(errors).toEqual([])
    // No temporary files are left behind.
    expect((await readdir(path.join(directory, 'nested'))).filter((name) => name.endsWith('.tmp'))).toEqual([])
  })

  it('reports a write it cannot make and keeps going', async () => {
    const blocker = path.join(directory, 'a-file')
    await writeFile(blocker, 'not a directory')
    const errors: unknown[] = []
    const store = createLastGoodStore(blocker, (error) => errors.push(error))
    await store.save('json:/api/faqs', '{}')
    expect(errors).toHaveLength(1)
    expect(await store.read('json:/api/faqs')).toBeUndefined()
  })

  it('removes a copy for every store on the directory, and writes it again when the same answer comes back', async () => {
    const errors: unknown[] = []
    const one = createLastGoodStore(directory, (error) => errors.push(error))
    const other = createLastGoodStore(directory, (error) => errors.push(error))
    await one.save('media:logo.png', new Uint8Array([1, 2, 3]))
    await other.remove('media:logo.png')
    expect(await one.read('media:logo.png')).toBeUndefined()
    await one.remove('media:never-saved.png')

    await other.save('media:logo.png', new Uint8Array([1, 2, 3]))
    await one.remove('media:logo.png')
    await one.save('media:logo.png', new Uint8Array([1, 2, 3]))
    expect([...((await other.read('media:logo.png')) ?? [])]).toEqual([1, 2, 3])
    expect(errors).toEqual([])
  })
})
