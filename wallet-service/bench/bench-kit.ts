import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { hashToken } from '../src/accounts/session-auth.ts'
import { migrate } from '../src/db/migrate.ts'

/**
 * What the wallet bench gives every scenario, and what a scenario gives back. Scenarios live in
 * their own files (deposit webhooks here, spins from the games domain) and are listed in
 * wallet-bench.ts, which runs each at 1, 16 and 64 clients and prints them side by side.
 */
export type BenchUser = { userId: string; token: string; depositCode: string }

export type BenchEnv = {
  /** The running wallet-service. */
  walletUrl: string
  /** Its database, for setup and for pgbench. */
  databaseUrl: string
  pool: pg.Pool
  /** 64 players with live sessions and ₦1,000,000 each; deposit codes are '9' + 9-digit index. */
  users: BenchUser[]
}

/** One HTTP request of a scenario; called for every request, so bodies can carry fresh references. */
export type BenchRequest = { path: string; body: string; headers: Record<string, string> }

export type BenchScenario = {
  name: string
  /** What one operation is, for the printed table. */
  operation: string
  nextRequest(env: BenchEnv, clientIndex: number): BenchRequest
  /** A pgbench script doing the same SQL work directly (variables: :uid 1..64), or null. */
  pgbenchScript?(env: BenchEnv): Promise<string> | string
  /**
   * pgbench's query protocol (default 'simple'). 'prepared' matches a service statement sent with
   * a pg statement `name` (planned once per connection); its script must not contain ':word' inside
   * string literals, which pgbench would take for variables.
   */
  pgbenchProtocol?: 'simple' | 'prepared'
}

export function benchDepositCode(index: number): string {
  return `9${String(index).padStart(9, '0')}`
}

/** Creates the bench's players straight in the database, each funded by a balanced ledger entry. */
export async function createBenchUsers(pool: pg.Pool, count: number): Promise<BenchUser[]> {
  const users: BenchUser[] = []
  const clearing = await pool.query<{ id: string }>(`select id from ledger_accounts where code = 'house:bank_clearing'`)
  for (let index = 1; index <= count; index++) {
    const depositCode = benchDepositCode(index)
    const phone = `0909${String(index).padStart(7, '0')}`
    const { rows } = await pool.query<{ id: string }>(
      `insert into users (user_type, full_name, phone_number, email, referral_code, deposit_code, kyc_status, verified_at)
       values ('individual', $1, $2, $3, $4, $5, 'verified', now())
       on conflict (deposit_code) do update set full_name = excluded.full_name returning id`,
      [`Bench Player${index}`, phone, `bench${index}@bench.invalid`, `BENCH${index}`, depositCode],
    )
    const userId = rows[0]!.id
    const token = randomBytes(24).toString('base64url')
    await pool.query(`insert into sessions (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`, [
      hashToken(token),
      userId,
    ])
    await pool.query(
      `with entry as (
         insert into journal_entries (kind, idempotency_key, user_id, description)
         values ('deposit', 'bench-funding:' || $1::text, $1::bigint, 'Bench funding') on conflict (idempotency_key) do nothing returning id)
       insert into postings (entry_id, account_id, amount_kobo)
       select entry.id, x.account_id, x.amount from entry,
         (values ((select id from ledger_accounts where user_id = $1::bigint), 100000000::bigint), ($2::bigint, -100000000::bigint)) as x(account_id, amount)`,
      [userId, clearing.rows[0]!.id],
    )
    users.push({ userId, token, depositCode })
  }
  return users
}

/** The statement with each `$n` replaced by an SQL expression (every parameter must be given). */
export function bindParameters(sql: string, expressions: Record<number, string>): string {
  return sql.replace(/\$(\d+)/g, (_, index: string) => {
    const expression = expressions[Number(index)]
    if (expression === undefined) throw new Error(`bench: no expression for parameter $${index}`)
    return expression
  })
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

const SERVICE_DIR = fileURLToPath(new URL('..', import.meta.url))

/**
 * A real wallet-service process (`node --import tsx src/index.ts`) over `databaseUrl` on a free port,
 * answered once its /ready says so. `env` adds to or overrides the process's own environment.
 */
export async function startWalletServiceProcess(
  databaseUrl: string,
  env: Record<string, string>,
): Promise<{ walletUrl: string; service: ChildProcess }> {
  const port = await freePort()
  const service = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: SERVICE_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      ...env,
      WALLET_PORT: String(port),
      WALLET_HOST: '127.0.0.1',
      WALLET_DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const walletUrl = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    if (
      await fetch(`${walletUrl}/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    if (i > 300 || service.exitCode !== null) throw new Error('the wallet-service process did not start')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { walletUrl, service }
}

/** The PostgreSQL server the benches create their databases on: TEST_DATABASE_URL, else the machine's own. */
const BENCH_SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/** A fresh, migrated database of its own for one bench run (`<prefix>_<random>`); `drop` removes it. */
export async function createBenchDatabase(prefix: string): Promise<{ databaseUrl: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: BENCH_SERVER_URL })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(BENCH_SERVER_URL)
  url.pathname = `/${name}`
  const databaseUrl = url.toString()
  await migrate(databaseUrl)
  return {
    databaseUrl,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: BENCH_SERVER_URL })
      await dropper.connect()
      await dropper.query(`drop database if exists ${name} with (force)`)
      await dropper.end()
    },
  }
}

/**
 * Many players straight in the database, in three statements: users (their wallets open by trigger),
 * sessions, and ₦1,000,000 each from bank clearing. Answers their session tokens.
 */
export async function createFundedPlayers(pool: pg.Pool, count: number): Promise<string[]> {
  const tokens = Array.from({ length: count }, () => randomBytes(24).toString('base64url'))
  await pool.query(
    `insert into users (user_type, full_name, phone_number, email, referral_code, deposit_code, kyc_status, verified_at)
     select 'individual', 'Bench Player ' || i, '07' || lpad(i::text, 9, '0'), 'player' || i || '@bench.invalid', 'PLAYER' || i,
            '8' || lpad(i::text, 9, '0'), 'verified', now()
       from generate_series(1, $1::int) i`,
    [count],
  )
  await pool.query(
    `insert into sessions (token_hash, user_id, expires_at)
     select t.hash, u.id, now() + interval '1 day'
       from unnest($1::bytea[]) with ordinality t(hash, i) join users u on u.phone_number = '07' || lpad(t.i::text, 9, '0')`,
    [tokens.map(hashToken)],
  )
  await pool.query(
    `with entry as (
       insert into journal_entries (kind, idempotency_key, user_id, description)
       select 'deposit', 'bench-funding:' || id, id, 'Bench funding' from users returning id, user_id
     )
     insert into postings (entry_id, account_id, amount_kobo)
     select entry.id, p.account_id, p.amount from entry
      cross join lateral (values ((select id from ledger_accounts where user_id = entry.user_id), 100000000::bigint),
                                 ((select id from ledger_accounts where code = 'house:bank_clearing'), -100000000::bigint)) p(account_id, amount)`,
  )
  return tokens
}
