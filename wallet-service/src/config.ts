import { z } from 'zod'
import { accountsSettings } from './accounts/settings.ts'
import { paymentsSettings } from './payments/settings.ts'
import { kycSettings } from './kyc/settings.ts'
import { gamesSettings } from './games/settings.ts'
import { winsSettings } from './games/wins/settings.ts'
import { crashSettings } from './games/crash/settings.ts'
import { sportsSettings } from './games/virtual-sports/events/settings.ts'
import { numberSettings } from './games/numbers/draws/settings.ts'
import { checkBetSettings, betSettings } from './games/scheduled/bet-settings.ts'
import { clientAddressSettings } from './http/client-address.ts'
import { riskSettings } from './back-office/risk/settings.ts'
import { checkClockSettings, clockSettings } from './time/settings.ts'
import { staffSettings } from './back-office/staff/settings.ts'
import { reportsSettings } from './back-office/reports/settings.ts'
import { agentCashSettings } from './agents/cash-settings.ts'
import { commissionSettings } from './agents/commission-settings.ts'

/**
 * Every setting of the service, validated once at start-up. Each domain declares its own
 * settings beside its code; .env.example at the repository root documents them all.
 */
const baseSettings = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  WALLET_HOST: z.string().default('127.0.0.1'),
  WALLET_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  WALLET_DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }),
  WALLET_DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
})

export const configSchema = baseSettings
  .extend(clockSettings.shape)
  .extend(clientAddressSettings.shape)
  .extend(accountsSettings.shape)
  .extend(paymentsSettings.shape)
  .extend(kycSettings.shape)
  .extend(gamesSettings.shape)
  .extend(winsSettings.shape)
  .extend(crashSettings.shape)
  .extend(sportsSettings.shape)
  .extend(numberSettings.shape)
  .extend(betSettings.shape)
  .extend(staffSettings.shape)
  .extend(reportsSettings.shape)
  .extend(riskSettings.shape)
  .extend(agentCashSettings.shape)
  .extend(commissionSettings.shape)
  .superRefine(checkBetSettings)
  .superRefine(checkClockSettings)
export type Config = z.infer<typeof configSchema>

export class ConfigError extends Error {}

/** Reads settings from the environment; a bad or missing one is reported as one line naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // `NAME=` in a .env file means unset: the default applies.
  const result = configSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')))
  if (result.success) return result.data
  const issue = result.error.issues[0]!
  throw new ConfigError(`wallet-service: setting ${issue.path.join('.')} is invalid: ${issue.message}`)
}
