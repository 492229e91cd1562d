import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Loads src/env.ts in a child process, the way a starting server would. */
function loadEnvWith(settings: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx/esm', '-e', "await import('./src/env.ts')"], {
    cwd: cmsDir,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', ...settings },
    encoding: 'utf8',
  })
  return { status: result.status, stderr: result.stderr.trim() }
}

const valid = { CMS_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/cms', PAYLOAD_SECRET: 'x'.repeat(32) }

describe('CMS settings', () => {
  it('start with valid settings', () => {
    expect(loadEnvWith(valid)).toEqual({ status: 0, stderr: '' })
  })

  it('stop with one line naming a missing setting', () => {
    const { status, stderr } = loadEnvWith({ CMS_DATABASE_URL: valid.CMS_DATABASE_URL })
    expect(status).toBe(1)
    expect(stderr).toBe('Invalid CMS setting PAYLOAD_SECRET: is required (at least 32 characters)')
  })

  it('stop with one line naming a bad setting', () => {
    const { status, stderr } = loadEnvWith({ ...valid, CMS_DATABASE_URL: 'mysql://db/cms' })
    expect(status).toBe(1)
    expect(stderr).toBe('Invalid CMS setting CMS_DATABASE_URL: must be a postgres:// connection string')
  })
})
