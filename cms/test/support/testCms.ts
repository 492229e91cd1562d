import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import pg from 'pg'
import { getPayload, handleEndpoints, type Migration, type Payload } from 'payload'

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export type RestResponse = { status: number; body: any }
export type Rest = (
  method: string,
  pathAndQuery: string,
  options?: { token?: string; body?: unknown; headers?: Record<string, string> },
) => Promise<RestResponse>

export type TestCms = {
  payload: Payload
  /** Calls Payload's REST API handler (the one `/api/[...slug]` serves) with a real Request. */
  rest: Rest
  login: (email: string, password: string) => Promise<string>
  close: () => Promise<void>
}

/**
 * The committed migrations, run the way `payload migrate` runs them. Imported by path: the
 * generated files do not type-check while npm keeps two copies of drizzle-orm (see tsconfig exclude).
 */
export async function loadMigrations(): Promise<Migration[]> {
  const indexFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/migrations/index.ts')
  const module = (await import(indexFile)) as { migrations: Migration[] }
  return module.migrations
}

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/**
 * A fresh, migrated database and a Payload instance on it. Settings are set before the config
 * module loads, because the config validates them when it is imported; `settings` adds some, given
 * the new database's URL (e.g. an event bus on it); `migrations` runs only some of the migrations (a test of the
 * next one's data move).
 */
export async function startTestCms(
  options: { settings?: (databaseUrl: string) => Record<string, string>; migrations?: (all: Migration[]) => Migration[] } = {},
): Promise<TestCms> {
  const databaseName = `cms_test_${process.pid}_${Date.now()}`
  await adminQuery(`create database ${databaseName}`)
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'cms-test-media-'))
  process.env.CMS_DATABASE_URL = withDatabase(serverUrl, databaseName)
  process.env.PAYLOAD_SECRET ??= 'test-secret-that-is-at-least-32-characters'
  process.env.CMS_MEDIA_DIR = mediaDir
  process.env.CMS_PUBLIC_URL = 'http://localhost:3001'
  Object.assign(process.env, options.settings?.(process.env.CMS_DATABASE_URL))

  const { default: config } = await import('../../src/payload.config')
  const payload = await getPayload({ config })
  const migrations = await loadMigrations()
  await payload.db.migrate({ migrations: options.migrations?.(migrations) ?? migrations })

  const rest: Rest = async (method, pathAndQuery, options = {}) => {
    const headers = new Headers(options.headers)
    if (options.token) headers.set('Authorization', `JWT ${options.token}`)
    if (options.body !== undefined) headers.set('Content-Type', 'application/json')
    const request = new Request(`http://localhost:3001/api${pathAndQuery}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    })
    const response = await handleEndpoints({ config, request })
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : null }
  }

  const login = async (email: string, password: string) => {
    const response = await rest('POST', '/users/login', { body: { email, password } })
    if (response.status !== 200) throw new Error(`login ${email} failed: ${JSON.stringify(response.body)}`)
    return response.body.token as string
  }

  const close = async () => {
    await payload.destroy()
    // Payload's destroy() leaves the adapter's pg pool open (with a client still checked out), so the
    // forced drop below terminates those connections; that termination is expected, not an error.
    ;(payload.db as unknown as { pool: pg.Pool }).pool.on('error', () => {})
    await adminQuery(`drop database if exists ${databaseName} with (force)`)
    await rm(mediaDir, { recursive: true, force: true })
  }

  return { payload, rest, login, close }
}

/** The smallest Lexical document: one paragraph of plain text. */
export const paragraph = (text: string) => ({
  root: {
    type: 'root',
    format: '' as const,
    indent: 0,
    version: 1,
    direction: 'ltr' as const,
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
      },
    ],
  },
})
