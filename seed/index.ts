/**
 * The platform's demo data, run by the orchestrator once the services are up. Every step is
 * idempotent: a second run changes nothing.
 *   1. CMS content, artwork and the admin/editor/compliance users (Payload Local API).
 *   2. A verified demo agent and its players, created through the wallet-service's public API.
 *   3. Money for the demo player, by a sandbox bank transfer credited through the ledger.
 *   4. The demo agent's shop at work: its float, cash in and out for its players, tickets sold (once).
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { z } from 'zod'
import { seedDemoUsers, type DemoUserLogin } from './wallet/demo-users.ts'
import { fundDemoPlayer } from './wallet/demo-funds.ts'
import { seedDemoShop } from './wallet/demo-shop.ts'

const here = path.dirname(fileURLToPath(import.meta.url))
const settings = z
  .object({
    WALLET_URL: z.url(),
    WALLET_DATABASE_URL: z.url(),
    CMS_DATABASE_URL: z.url(),
    PAYLOAD_SECRET: z.string().min(1),
    DEMO_PLAYER_FUNDS_NAIRA: z.coerce.number().positive().default(50_000),
    DEMO_AGENT_FLOAT_NAIRA: z.coerce.number().positive().default(300_000),
  })
  .safeParse(process.env)
if (!settings.success) {
  const issue = settings.error.issues[0]!
  console.error(`seed: setting ${issue.path.join('.')} is invalid: ${issue.message}`)
  process.exit(1)
}
const env = settings.data

// The CMS seed runs in its own process: Payload's pool keeps the process alive after use. Its exit
// code is this seed's, so the orchestrator runs the seed again after an unsettled top-level await
// (code 13, scripts/lib/services.ts), which a Payload script now and then ends with on a loaded machine.
const cmsSeedCode = await new Promise<number | null>((resolve) => {
  const child = spawn(process.execPath, [path.join(here, '../node_modules/tsx/dist/cli.mjs'), 'cms/run.ts'], {
    cwd: here,
    stdio: 'inherit',
    env: process.env,
  })
  child.on('exit', resolve)
})
if (cmsSeedCode !== 0) {
  console.error(`seed: the CMS seed exited with ${cmsSeedCode}`)
  process.exit(cmsSeedCode ?? 1)
}

// The demo users accept the terms as published, as a person signing up does: the revision /terms shows.
const cms = new pg.Client({ connectionString: env.CMS_DATABASE_URL })
await cms.connect()
const terms = await cms.query<{ updated_at: Date }>(`select updated_at from legal_terms where _status = 'published'`)
await cms.end()
if (!terms.rows[0]) {
  console.error('seed: the CMS has no published Terms and Conditions to sign the demo users up to')
  process.exit(1)
}
const termsVersion = terms.rows[0].updated_at.toISOString()

const logins = await seedDemoUsers({ walletUrl: env.WALLET_URL, databaseUrl: env.WALLET_DATABASE_URL, termsVersion })
const [player, agent, ...customers] = logins as [DemoUserLogin, DemoUserLogin, ...DemoUserLogin[]]
const db = new pg.Client({ connectionString: env.WALLET_DATABASE_URL })
await db.connect()
const { rows } = await db.query<{ deposit_code: string }>('select deposit_code from users where lower(email) = lower($1)', [player.email])
await db.end()
const funded = await fundDemoPlayer({
  walletUrl: env.WALLET_URL,
  depositCode: rows[0]!.deposit_code,
  amountNaira: env.DEMO_PLAYER_FUNDS_NAIRA,
})
const shop = await seedDemoShop({
  walletUrl: env.WALLET_URL,
  databaseUrl: env.WALLET_DATABASE_URL,
  agent,
  customers,
  floatNaira: env.DEMO_AGENT_FLOAT_NAIRA,
})
console.log(
  `seed: demo player and agent ready; demo funds ${funded === 'credited' ? 'deposited' : 'already deposited'}; ` +
    `the demo agent's shop ${shop === 'seeded' ? 'stocked (float, cash in and out, tickets, players)' : 'already stocked'}`,
)
