/**
 * `npm start` (production servers) and `npm run dev` (hot reload): the whole platform on one
 * command. Without DATABASE_URL an embedded PostgreSQL keeps its data under .data/postgres.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { externalPostgres, startEmbeddedPostgres } from './lib/postgres.ts'
import { startPlatform } from './lib/platform.ts'
import { TEST_OIDC_PASSWORD, TEST_OIDC_USER } from './lib/oidc-provider.ts'
import { ROOT, run } from './lib/services.ts'
import { demoLogins } from '../seed/logins.ts'

const mode = process.argv[2] === 'dev' ? 'development' : 'production'
if (existsSync(path.join(ROOT, '.env'))) process.loadEnvFile(path.join(ROOT, '.env'))

const port = z.coerce.number().int().min(1).max(65535)
const settings = z
  .object({
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    EMBEDDED_PG_PORT: port.default(5544),
    WEB_PORT: port.default(3000),
    CMS_PORT: port.default(3001),
    WALLET_PORT: port.default(4000),
    // The embedded OpenID provider "Continue with Google" uses when OIDC_ISSUER is unset (decision 022).
    OIDC_PORT: port.default(4010),
    WALLET_DATABASE_NAME: z
      .string()
      .regex(/^[a-z_][a-z0-9_]*$/)
      .default('wallet'),
    CMS_DATABASE_NAME: z
      .string()
      .regex(/^[a-z_][a-z0-9_]*$/)
      .default('cms'),
    VERBOSE: z.enum(['0', '1']).default('0'),
    // Several instances of a service sit behind one entry point on its port; the instances listen from its port + 100.
    WALLET_INSTANCES: z.coerce.number().int().min(1).max(16).default(1),
    WEB_INSTANCES: z.coerce.number().int().min(1).max(16).default(1),
  })
  .safeParse(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== '')))
if (!settings.success) {
  const issue = settings.error.issues[0]!
  console.error(`platform: setting ${issue.path.join('.')} is invalid: ${issue.message}`)
  process.exit(1)
}
const config = settings.data

/** The ports of a service's instances, from its port + 100 (its port is their entry point's). */
function instancePorts(port: number, count: number): number[] {
  return Array.from({ length: count }, (_, index) => port + 100 + index)
}

const started = Date.now()
const say = (line: string) => console.log(`[platform] ${line}`)

if (mode === 'production') {
  say('building web, cms and wallet-service (cached after the first time)…')
  await run('build', [process.execPath, path.join(ROOT, 'node_modules/turbo/bin/turbo'), 'run', 'build', '--output-logs=errors-only'])
}

say(
  config.DATABASE_URL
    ? 'using the PostgreSQL at DATABASE_URL'
    : `starting embedded PostgreSQL (data in .data/postgres, port ${config.EMBEDDED_PG_PORT})…`,
)
const postgres = config.DATABASE_URL
  ? externalPostgres(config.DATABASE_URL)
  : await startEmbeddedPostgres({ dataDir: path.join(ROOT, '.data/postgres'), port: config.EMBEDDED_PG_PORT, log: say })

let stopping = false
async function shutdown(code: number) {
  if (stopping) return
  stopping = true
  say('stopping…')
  await platform?.stop().catch(() => {})
  await postgres.stop().catch(() => {})
  say('stopped')
  process.exit(code)
}
process.on('SIGINT', () => void shutdown(0))
process.on('SIGTERM', () => void shutdown(0))

let platform: Awaited<ReturnType<typeof startPlatform>> | undefined
try {
  platform = await startPlatform({
    mode,
    ports: { web: config.WEB_PORT, cms: config.CMS_PORT, wallet: config.WALLET_PORT },
    oidcPort: config.OIDC_PORT,
    postgres,
    databases: { wallet: config.WALLET_DATABASE_NAME, cms: config.CMS_DATABASE_NAME },
    verbose: config.VERBOSE === '1' || mode === 'development',
    restartOnExit: true,
    instancePorts: {
      wallet: instancePorts(config.WALLET_PORT, config.WALLET_INSTANCES),
      web: instancePorts(config.WEB_PORT, config.WEB_INSTANCES),
    },
  })
} catch (error) {
  console.error(`[platform] could not start: ${(error as Error).message}`)
  await shutdown(1)
}

function instancesLine(port: number, count: number): string {
  if (count === 1) return ''
  return `\n                  ${count} instances behind it, each on its own port: ${instancePorts(port, count).join(', ')}`
}

const logins = demoLogins()
console.log(`
  9ja Lottery is running (${mode}, ready in ${((Date.now() - started) / 1000).toFixed(1)} s)

  Site            http://localhost:${config.WEB_PORT}${instancesLine(config.WEB_PORT, config.WEB_INSTANCES)}
  CMS admin       http://localhost:${config.CMS_PORT}/admin
  Wallet service  http://localhost:${config.WALLET_PORT}   (health: /health, /ready; dev mailbox: /dev/outbox; sandbox bank: /sandbox)${instancesLine(config.WALLET_PORT, config.WALLET_INSTANCES)}

  CMS logins      ${logins.cms.map((login) => `${login.role}: ${login.email} / ${login.password}`).join('\n                  ')}
  Player logins   ${logins.players.map((login) => `${login.role}: ${login.phone} or ${login.email} / ${login.password} (verified: sandbox ${login.identity.idType} ${login.identity.idNumber})`).join('\n                  ')}

  Google sign-in  ${process.env.OIDC_ISSUER ? `OIDC_ISSUER ${process.env.OIDC_ISSUER}` : process.env.WALLET_NODE_ENV === 'production' ? 'off (OIDC_ISSUER unset)' : `embedded test provider http://127.0.0.1:${config.OIDC_PORT}: any email (e.g. ${TEST_OIDC_USER}) / ${TEST_OIDC_PASSWORD}`}

  Ctrl-C stops everything, the database too.
`)
