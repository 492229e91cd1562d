import { isIP } from 'node:net'
import path from 'node:path'
import { eventBusSettings } from '@9ja/live/node'
import { z } from 'zod'
import { LOG_LEVELS } from '../../logger.js'
import { SPEC_TOAST_DURATION_MS } from '#app/components/toast/toast-duration.ts'
import { SPEC_SPIN_TIMING } from '#app/games/spin-it/segments.ts'

/**
 * Every setting the web server reads, validated once at start-up (entry.server calls `initEnv()`), so a
 * bad value stops the process with one line naming the setting instead of failing on some later request.
 */
const DEV_ONLY_SESSION_SECRET = 'development-only-session-secret-not-for-production'

const positiveInt = z.coerce.number().int().positive()

const PROXY_ADDRESS = /^(?<address>[0-9a-fA-F.:]+)(?:\/(?<prefix>\d{1,3}))?$/
function isAddressOrCidr(entry: string): boolean {
  const match = PROXY_ADDRESS.exec(entry)
  const version = match?.groups?.address ? isIP(match.groups.address) : 0
  if (version === 0) return false
  const prefix = match?.groups?.prefix
  return prefix === undefined || Number(prefix) <= (version === 4 ? 32 : 128)
}

/**
 * Which proxies in front of the web server are believed about the client's address and protocol
 * (`X-Forwarded-For`, `X-Forwarded-Proto`): unset means none, a number means that many hops, else a
 * comma list of addresses or CIDRs. It becomes Express's `trust proxy` setting as is.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((text, ctx): number | string[] | false => {
    if (text === undefined) return false
    if (/^\d+$/.test(text.trim())) return Number(text.trim())
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    const bad = entries.find((entry) => !isAddressOrCidr(entry))
    if (entries.length === 0 || bad !== undefined) {
      ctx.addIssue({ code: 'custom', message: `must be a hop count or a comma list of addresses/CIDRs (got ${bad ?? 'nothing'})` })
      return z.NEVER
    }
    return entries
  })

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    WALLET_URL: z.url().default('http://127.0.0.1:4000'),
    CMS_URL: z.url().default('http://127.0.0.1:3001'),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    INACTIVITY_TIMEOUT_MS: positiveInt.default(300_000),
    INACTIVITY_WARNING_MS: positiveInt.default(10_000),
    // How long a toast stays on screen; the browser tests keep them longer, so a loaded machine still reads them.
    TOAST_DURATION_MS: positiveInt.default(SPEC_TOAST_DURATION_MS),
    // Spin It's wheel and result modal; the browser tests spin faster, and check the modal waits for the figures in force.
    SPIN_IT_SPIN_MS: positiveInt.default(SPEC_SPIN_TIMING.spinMs),
    SPIN_IT_RESULT_DELAY_MS: positiveInt.default(SPEC_SPIN_TIMING.resultDelayMs),
    // Past the client's inactivity logout (timeout + warning) plus this grace, the server ends the session itself.
    SESSION_IDLE_GRACE_MS: positiveInt.default(60_000),
    // How long a wallet-service call may take, answer body included, before the player gets the exception message.
    WALLET_TIMEOUT_MS: positiveInt.default(15_000),
    // Signs the client address forwarded to the wallet-service (X-Client-Address); unset = not sent.
    CLIENT_ADDRESS_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    TRUST_PROXY: trustProxy,
    // Origins of game launchers outside this site that the lobby may frame (comma list), e.g. a sportsbook.
    GAME_FRAME_ORIGINS: z
      .string()
      .optional()
      .transform((text, ctx) => {
        const origins = (text ?? '')
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean)
        for (const origin of origins) {
          if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
            ctx.addIssue({ code: 'custom', message: `must be a comma list of origins like https://games.example.ng (got ${origin})` })
            return z.NEVER
          }
        }
        return origins
      }),
    // How long a CMS answer is served from memory before the CMS is asked again.
    CMS_CACHE_TTL_MS: positiveInt.default(30_000),
    // Where the CMS's last good answers and media are kept on disk, shared by the web processes and kept
    // across restarts, so every process renders while the CMS is down.
    CMS_LAST_GOOD_DIR: z.string().min(1).default(path.resolve('.cache/cms-last-good')),
    // How long a loader waits for the CMS before it falls back to the last good copy.
    CMS_TIMEOUT_MS: positiveInt.default(3_000),
    // The wallet-service's wait between two codes to one person (same setting, same default there):
    // the code page counts it down on its Resend button.
    OTP_RESEND_COOLDOWN_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    // The event bus the live games' events arrive on (REDIS_URL, else NATS_URL, else LIVE_DATABASE_URL, else none).
    ...eventBusSettings.shape,
    // Live-channel (Server-Sent Events) connections this process holds at most; past it viewers get 503.
    LIVE_MAX_CONNECTIONS: positiveInt.default(12_000),
    // Of those, how many one client address may hold (past it 429): a flood guard set well above one
    // household, since many phones share an address behind a mobile carrier's NAT.
    LIVE_MAX_CONNECTIONS_PER_ADDRESS: positiveInt.default(200),
    // Test mode: on, this process follows the wallet-service's movable clock (its CLOCK_CONTROL=on, which that
    // service refuses in production); the web itself offers no way to move it (utils/clock.server.ts).
    CLOCK_CONTROL: z.enum(['on', 'off']).default('off'),
    // The OpenID provider "Continue with Google" signs in with. The wallet-service holds the client and checks
    // the tokens (decision 022); the web only needs to know one is set, to offer the button at all.
    OIDC_ISSUER: z.url().optional(),
    // The server log's threshold, the same setting as the wallet-service's (unset: info, or nothing in unit tests).
    LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  })
  .transform((env, ctx) => {
    if (!env.SESSION_SECRET && env.NODE_ENV === 'production') {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' })
      return z.NEVER
    }
    return {
      ...env,
      SESSION_SECRET: env.SESSION_SECRET ?? DEV_ONLY_SESSION_SECRET,
      CMS_URL: env.CMS_URL.replace(/\/+$/, ''),
      WALLET_URL: env.WALLET_URL.replace(/\/+$/, ''),
      LOG_LEVEL: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    }
  })

export type Env = z.output<typeof envSchema>

/** Parses settings; throws an Error whose message is one line naming the first bad setting. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings mean "unset" so that `FOO=` in a .env file falls back to the default.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
  const result = envSchema.safeParse(cleaned)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const name = issue?.path.join('.') || 'environment'
  throw new Error(`Invalid setting ${name}: ${issue?.message ?? 'invalid value'}`)
}

let cachedEnv: Env | undefined

/** Validates process.env once; on a bad setting prints one line and exits. */
export function initEnv(): Env {
  if (cachedEnv) return cachedEnv
  try {
    cachedEnv = parseEnv(process.env)
  } catch (error) {
    console.error(`web: ${(error as Error).message}`)
    process.exit(1)
  }
  return cachedEnv
}

export function getEnv(): Env {
  return cachedEnv ?? initEnv()
}

/** The only settings the browser may see (no secrets, no internal URLs). */
export function getPublicEnv() {
  const env = getEnv()
  return {
    INACTIVITY_TIMEOUT_MS: env.INACTIVITY_TIMEOUT_MS,
    INACTIVITY_WARNING_MS: env.INACTIVITY_WARNING_MS,
    TOAST_DURATION_MS: env.TOAST_DURATION_MS,
    SPIN_IT_SPIN_MS: env.SPIN_IT_SPIN_MS,
    SPIN_IT_RESULT_DELAY_MS: env.SPIN_IT_RESULT_DELAY_MS,
    GOOGLE_SIGN_IN: env.OIDC_ISSUER !== undefined,
  }
}
export type PublicEnv = ReturnType<typeof getPublicEnv>
