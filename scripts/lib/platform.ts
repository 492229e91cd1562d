import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { startEntryPoint, type EntryPoint } from './entry-point.ts'
import { createDatabaseIfMissing, databaseUrl, recreateDatabase, type PostgresServer } from './postgres.ts'
import { startEmbeddedOidcProvider } from './oidc-provider.ts'
import { ROOT, RunningService, run, serviceCommands, type Mode, type Ports, type ServiceName } from './services.ts'

export type PlatformOptions = {
  mode: Mode
  ports: Ports
  postgres: PostgresServer
  databases: { wallet: string; cms: string }
  /** Drop and recreate both databases first (tests). */
  freshDatabases?: boolean
  /** Extra settings for every service (tests shorten timers this way). */
  env?: Record<string, string>
  verbose: boolean
  /** Start a service again when it exits on its own (npm start and npm run dev; tests want to see a crash). */
  restartOnExit?: boolean
  /** Where the embedded OpenID provider listens when OIDC_ISSUER names no provider (decision 022). */
  oidcPort: number
  /** The embedded provider's login page offers forged ID tokens (oidc-forgeries.ts): the browser tests only, never `npm start`. */
  idTokenForgeries?: boolean
  /**
   * More than one instance of the wallet-service or the web (WALLET_INSTANCES, WEB_INSTANCES): each
   * instance's own port, the service's port then being a local entry point in front of them
   * (entry-point.ts). One port or none: the service runs once, on the service's port.
   */
  instancePorts?: { wallet?: number[]; web?: number[] }
}

/** The ports each service's instances listen on: their own when the service runs several, else the service's. */
function instancePortsOf(options: PlatformOptions): Record<ServiceName, number[]> {
  const many = (ports: number[] | undefined, single: number) => (ports && ports.length > 1 ? ports : [single])
  return {
    wallet: many(options.instancePorts?.wallet, options.ports.wallet),
    cms: [options.ports.cms],
    web: many(options.instancePorts?.web, options.ports.web),
  }
}

export type Platform = {
  urls: { web: string; cms: string; wallet: string }
  env: Record<string, string>
  /** Each service's instances (one, unless instancePorts said more), in the order of their ports. */
  services: Record<ServiceName, RunningService[]>
  /** The entry points in front of the services that run several instances. */
  entryPoints: EntryPoint[]
  stop: () => Promise<void>
}

/** Secrets that must stay the same across restarts: taken from the environment, else made once and kept under .data/. */
export function localSecrets(): {
  PAYLOAD_SECRET: string
  SESSION_SECRET: string
  CLIENT_ADDRESS_SECRET: string
  STAFF_API_SECRET: string
} {
  const file = path.join(ROOT, '.data', 'secrets.json')
  const stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {}
  const secrets = {
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || stored.PAYLOAD_SECRET || randomBytes(32).toString('hex'),
    SESSION_SECRET: process.env.SESSION_SECRET || stored.SESSION_SECRET || randomBytes(32).toString('hex'),
    // web signs the client address it forwards with this; the wallet-service believes only that signature.
    CLIENT_ADDRESS_SECRET: process.env.CLIENT_ADDRESS_SECRET || stored.CLIENT_ADDRESS_SECRET || randomBytes(32).toString('hex'),
    // the CMS signs each back-office call with this; the wallet-service's staff API believes only that signature.
    STAFF_API_SECRET: process.env.STAFF_API_SECRET || stored.STAFF_API_SECRET || randomBytes(32).toString('hex'),
  }
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 })
  return secrets
}

/**
 * Brings the whole platform up on one PostgreSQL server: databases, migrations, the three
 * services (wallet-service first: web and the seed need it), then the idempotent seed.
 */
export async function startPlatform(options: PlatformOptions): Promise<Platform> {
  const { postgres, databases, ports } = options
  for (const name of [databases.wallet, databases.cms]) {
    if (options.freshDatabases) await recreateDatabase(postgres.serverUrl, name)
    else await createDatabaseIfMissing(postgres.serverUrl, name)
  }
  // The web's disk copy of what this CMS answered: a fresh CMS database starts without one.
  const cmsLastGoodDir = path.join(ROOT, '.data', 'web-cms-last-good', databases.cms)
  // A fresh database (tests) gets empty uploads of its own too: Payload renames an upload whose name a
  // file in the folder already holds, and the seed, finding its files by name, then added them again
  // on every run (cms/media grew by 26 files a test run).
  const cmsMediaDir = process.env.CMS_MEDIA_DIR || (options.freshDatabases ? path.join(ROOT, '.data', 'cms-media', databases.cms) : null)
  if (options.freshDatabases) {
    rmSync(cmsLastGoodDir, { recursive: true, force: true })
    if (!process.env.CMS_MEDIA_DIR) rmSync(cmsMediaDir!, { recursive: true, force: true })
  }
  const urls = {
    web: `http://127.0.0.1:${ports.web}`,
    cms: `http://127.0.0.1:${ports.cms}`,
    wallet: `http://127.0.0.1:${ports.wallet}`,
  }
  const env: Record<string, string> = {
    ...localSecrets(),
    WALLET_DATABASE_URL: databaseUrl(postgres.serverUrl, databases.wallet),
    CMS_DATABASE_URL: databaseUrl(postgres.serverUrl, databases.cms),
    WALLET_PORT: String(ports.wallet),
    CMS_PORT: String(ports.cms),
    WEB_PORT: String(ports.web),
    PORT: String(ports.web),
    WALLET_URL: urls.wallet,
    CMS_URL: urls.cms,
    CMS_PUBLIC_URL: process.env.CMS_PUBLIC_URL || `http://localhost:${ports.cms}`,
    CMS_LAST_GOOD_DIR: process.env.CMS_LAST_GOOD_DIR || cmsLastGoodDir,
    ...(cmsMediaDir ? { CMS_MEDIA_DIR: cmsMediaDir } : {}),
    // The live games' event bus: REDIS_URL or NATS_URL when set, else LISTEN/NOTIFY on the wallet database.
    LIVE_DATABASE_URL: process.env.LIVE_DATABASE_URL || databaseUrl(postgres.serverUrl, databases.wallet),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...(process.env.NATS_URL ? { NATS_URL: process.env.NATS_URL } : {}),
    ...options.env,
  }
  // Next and Remix servers need NODE_ENV to match their build; the wallet-service keeps its
  // development features (dev outbox, sandbox bank) unless WALLET_NODE_ENV says production.
  const nodeEnv = options.mode === 'production' ? 'production' : 'development'
  const walletNodeEnv = process.env.WALLET_NODE_ENV || 'development'

  // "Continue with Google" works offline: without OIDC_ISSUER the platform signs in with its own loopback
  // provider. Never in production (the provider refuses): there OIDC_ISSUER names a real one, or the
  // sign-in answers that it is not configured.
  if (!process.env.OIDC_ISSUER && walletNodeEnv === 'production') {
    console.warn('[platform] OIDC_ISSUER is unset: Google sign-in is off (the embedded test provider never runs in production)')
  }
  const oidcProvider =
    process.env.OIDC_ISSUER || walletNodeEnv === 'production'
      ? null
      : await startEmbeddedOidcProvider({
          port: options.oidcPort,
          redirectUris: ['127.0.0.1', 'localhost'].map((host) => `http://${host}:${ports.web}/auth/google/callback`),
          nodeEnv: walletNodeEnv,
          idTokenForgeries: options.idTokenForgeries,
        })
  if (oidcProvider) {
    Object.assign(env, {
      OIDC_ISSUER: oidcProvider.issuer,
      OIDC_CLIENT_ID: oidcProvider.clientId,
      OIDC_CLIENT_SECRET: oidcProvider.clientSecret,
    })
  }

  await run('cms', [process.execPath, path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'bin/migrate.ts'], {
    cwd: path.join(ROOT, 'cms'),
    env: { ...env, NODE_ENV: nodeEnv },
    quiet: !options.verbose,
    rerunOnUnsettledAwait: true,
  })

  // Several instances need an event bus that crosses processes; env always names one (LIVE_DATABASE_URL
  // at least: LISTEN/NOTIFY on the wallet database), never the in-process bus a service falls back to alone.
  const instances = instancePortsOf(options)
  const make = (name: ServiceName, nodeEnvironment: string) =>
    instances[name].map((port) => {
      const command = serviceCommands(options.mode, { ...ports, [name]: port })[name]
      // Behind an entry point the web believes its X-Forwarded-For (the client's address) from this machine only.
      const behindEntryPoint = instances[name].length > 1 && name === 'web' ? { TRUST_PROXY: '127.0.0.1' } : {}
      const ownPort =
        name === 'wallet' ? { WALLET_PORT: String(port) } : name === 'web' ? { WEB_PORT: String(port), PORT: String(port) } : {}
      return new RunningService(
        { name, ...command, env: { ...env, ...behindEntryPoint, ...ownPort, NODE_ENV: nodeEnvironment } },
        options.verbose,
        options.restartOnExit,
      )
    })
  const services: Record<ServiceName, RunningService[]> = {
    wallet: make('wallet', walletNodeEnv),
    cms: make('cms', nodeEnv),
    web: make('web', nodeEnv),
  }
  const entryPoints: EntryPoint[] = []
  const stop = async () => {
    await Promise.all(entryPoints.map((entryPoint) => entryPoint.stop()))
    await Promise.all(Object.values(services).flatMap((group) => group.map((service) => service.stop())))
    await oidcProvider?.stop()
  }
  const log = (line: string) => console.log(`[platform] ${line}`)
  // A file of the web's public folder: it passes the web's whole request pipeline without rendering a page.
  const healthPaths: Record<'wallet' | 'web', string> = { wallet: '/ready', web: '/favicon.svg' }
  try {
    for (const name of ['wallet', 'web'] as const) {
      if (instances[name].length > 1) {
        entryPoints.push(
          await startEntryPoint({ name, port: ports[name], instancePorts: instances[name], healthPath: healthPaths[name], log }),
        )
      }
    }
    await Promise.all(services.wallet.map((service) => service.start()))
    await Promise.all([...services.cms, ...services.web].map((service) => service.start()))
    await run('seed', [process.execPath, path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'seed/index.ts'], {
      env: { ...env, NODE_ENV: walletNodeEnv },
      quiet: !options.verbose,
      rerunOnUnsettledAwait: true,
    })
  } catch (error) {
    await stop()
    throw error
  }
  return { urls, env, services, entryPoints, stop }
}
