import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import pg from 'pg'
import { hashToken } from '../src/accounts/session-auth.ts'
import { checkLedgerInvariants } from '../src/ledger/ledger.ts'
import { createMigratedDatabase } from '../test/support/template-database.ts'
import { BENCH_SMOKE, benchSetting, targetVerdict } from '../../scripts/lib/bench-settings.ts'

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

/**
 * Bench players are verified players, as most of the volume is: an identity (KYC, migration 0019)
 * stands in for a BVN check, unique per deposit code, so the hot paths run as they do for them.
 */
const BENCH_IDENTITY_COLUMNS = 'kyc_status, kyc_id_type, kyc_id_hash, kyc_id_last4, kyc_verified_at'
const benchIdentityValues = (depositCode: string) =>
  `'verified', 'BVN', sha256(convert_to('bench:' || ${depositCode}, 'UTF8')), right(${depositCode}, 4), now()`

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
      `insert into users (user_type, full_name, phone_number, email, referral_code, deposit_code, verified_at, ${BENCH_IDENTITY_COLUMNS})
       values ('individual', $1, $2, $3, $4, $5, now(), ${benchIdentityValues('$5')})
       on conflict (deposit_code) do update set full_name = excluded.full_name returning id`,
      [`Bench Player${index}`, phone, `bench${index}@bench.invalid`, `BENCH${index}`, depositCode],
    )
    const userId = rows[0]!.id
    const token = randomBytes(24).toString('base64url')
    await pool.query(
      `insert into sessions (token_hash, user_id, expires_at, last_seen_at, idle_timeout) values ($1, $2, now() + interval '1 day', now(), interval '1 day')`,
      [hashToken(token), userId],
    )
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
const BUILT_ENTRY = path.join(SERVICE_DIR, 'dist/index.js')

/** Whether dist/ holds the service built from the sources as they are now: built after the last change to any of them. */
function builtIsCurrent(): boolean {
  if (!existsSync(BUILT_ENTRY)) return false
  const builtAt = statSync(BUILT_ENTRY).mtimeMs
  const sources = readdirSync(path.join(SERVICE_DIR, 'src'), { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  )
  return sources.every((file) => statSync(path.join(SERVICE_DIR, 'src', file)).mtimeMs <= builtAt)
}

/**
 * Builds dist/ (`npm run build -w wallet-service`, as `npm test` does first) when it is missing or
 * older than a source, so a child never runs other code than the tree's. Processes starting
 * children at the same moment (test files in parallel workers) build it once: under an advisory
 * lock of the PostgreSQL server, which they all share.
 */
async function buildServiceWhenStale(): Promise<void> {
  if (builtIsCurrent()) return
  const lock = new pg.Client({ connectionString: BENCH_SERVER_URL })
  await lock.connect()
  try {
    await lock.query('select pg_advisory_lock($1, $2)', BUILD_LOCK)
    if (builtIsCurrent()) return
    console.warn('wallet-service: dist/ is missing or older than src/; building it (npm run build -w wallet-service)')
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
    const build = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: SERVICE_DIR, stdio: 'inherit' })
    if (build.status !== 0) throw new Error('building the wallet-service failed: see `npm run build -w wallet-service`')
  } finally {
    // Ending the session releases the lock.
    await lock.end()
  }
}

/**
 * A smoke run starts every bench's wallet-service at once on one PostgreSQL server (100 connections by
 * default): at their production pool sizes (20, plus 14 for the batched statements) four of them under
 * load asked for more than it has ("sorry, too many clients already"). A smoke run's few clients need few.
 */
const SMOKE_RUN_POOLS = { WALLET_DB_POOL_SIZE: '6', DEPOSIT_CREDIT_BATCHES_IN_FLIGHT: '1', GAMES_ROUND_BATCHES_IN_FLIGHT: '1' }

/**
 * A real wallet-service process, as production runs it (`node dist/index.js`, built first when
 * stale), over `databaseUrl` on a free port, answered once its /ready says so. `env` adds to or
 * overrides the process's own environment. BENCH_NODE_ARGS gives the process Node flags, to see where
 * its time goes (`BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'`: Node refuses them in NODE_OPTIONS).
 */
export async function startWalletServiceProcess(
  databaseUrl: string,
  env: Record<string, string>,
): Promise<{ walletUrl: string; service: ChildProcess }> {
  await buildServiceWhenStale()
  const port = await freePort()
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? []
  const service = spawn(process.execPath, [...nodeArgs, BUILT_ENTRY], {
    cwd: SERVICE_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      ...(BENCH_SMOKE ? SMOKE_RUN_POOLS : {}),
      ...env,
      WALLET_PORT: String(port),
      WALLET_HOST: '127.0.0.1',
      WALLET_DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const walletUrl = `http://127.0.0.1:${port}`
  const giveUpAt = Date.now() + 30_000
  for (;;) {
    if (
      await fetch(`${walletUrl}/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    if (Date.now() > giveUpAt || service.exitCode !== null) {
      // Not left behind: a service still starting would outlive the bench and its dropped database.
      service.kill('SIGKILL')
      throw new Error('the wallet-service process did not start')
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return { walletUrl, service }
}

/** The PostgreSQL server the benches create their databases on: TEST_DATABASE_URL, else the machine's own. */
const BENCH_SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/** The advisory lock (of the server's admin database) under which one process at a time builds dist/; the template database's is (20900, 0). */
const BUILD_LOCK = [20_900, 1]

/** A fresh, migrated database of its own for one bench run (`<prefix>_<random>`, a copy of the template database); `drop` removes it. */
export async function createBenchDatabase(prefix: string): Promise<{ databaseUrl: string; drop: () => Promise<void> }> {
  const { url, drop } = await createMigratedDatabase(BENCH_SERVER_URL, prefix)
  return { databaseUrl: url, drop }
}

/**
 * Many players straight in the database, in three statements: users (their wallets open by trigger),
 * sessions, and ₦1,000,000 each from bank clearing. Answers their session tokens.
 */
export async function createFundedPlayers(pool: pg.Pool, count: number): Promise<string[]> {
  const tokens = Array.from({ length: count }, () => randomBytes(24).toString('base64url'))
  await pool.query(
    `insert into users (user_type, full_name, phone_number, email, referral_code, deposit_code, verified_at, ${BENCH_IDENTITY_COLUMNS})
     select 'individual', 'Bench Player ' || i, '07' || lpad(i::text, 9, '0'), 'player' || i || '@bench.invalid', 'PLAYER' || i,
            '8' || lpad(i::text, 9, '0'), now(), ${benchIdentityValues(`'8' || lpad(i::text, 9, '0')`)}
       from generate_series(1, $1::int) i`,
    [count],
  )
  await pool.query(
    `insert into sessions (token_hash, user_id, expires_at, last_seen_at, idle_timeout)
     select t.hash, u.id, now() + interval '1 day', now(), interval '1 day'
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

/**
 * POSTs `count` bets to /agent/bets, 64 at a time, the n-th with the body `bodyOf(n)`; throws on the
 * first one refused. Answers how many were placed.
 */
export async function placeBets(walletUrl: string, count: number, bodyOf: (n: number) => unknown): Promise<number> {
  let placed = 0
  const worker = async (client: number) => {
    for (let n = client; n < count; n += 64) {
      const response = await fetch(`${walletUrl}/agent/bets`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(bodyOf(n)),
      })
      if (response.status !== 200) throw new Error(`a bet was refused: ${await response.text()}`)
      placed++
    }
  }
  await Promise.all(Array.from({ length: 64 }, (_, client) => worker(client)))
  return placed
}

/** The bet benches' settings: BENCH_SECONDS per run, BENCH_CLIENTS (comma-separated), BENCH_PLAYERS, BENCH_SETTLE_BETS. */
export function betBenchSettings(defaults: { clients: string; players: number }) {
  return {
    seconds: Number(benchSetting('BENCH_SECONDS', '5', '0.5')),
    /** The run before the measured ones, which prepares plans and warms code. */
    warmUpSeconds: BENCH_SMOKE ? 0.5 : 2,
    clients: benchSetting('BENCH_CLIENTS', defaults.clients, '8').split(',').map(Number),
    players: Number(benchSetting('BENCH_PLAYERS', String(defaults.players), '500')),
    settleBets: Number(benchSetting('BENCH_SETTLE_BETS', '10000', '200')),
  }
}

/** Ends a bench: stops its wallet-service (waiting for it to exit), closes its pool and drops its database. */
export async function closeBench(service: ChildProcess | null, pool: pg.Pool, drop: () => Promise<void>): Promise<void> {
  service?.kill('SIGTERM')
  if (service && service.exitCode === null) await new Promise((resolve) => service.once('exit', resolve))
  await pool.end()
  await drop()
}

/** One run: accepted requests per second, latency, refusals, and how many request bodies were made. */
export type BetRun = { clients: number; betsPerSecond: number; p50: number; p99: number; refused: number; sent: number }

/**
 * POSTs JSON bodies to `path` from `clients` concurrent connections for `seconds` (autocannon), each
 * body from `nextBody(n)` for the n-th request. Answers accepted requests per second and latency.
 */
export async function postRun(
  walletUrl: string,
  path: string,
  clients: number,
  seconds: number,
  nextBody: (n: number) => unknown,
): Promise<BetRun> {
  let next = 0
  const result = await autocannon({
    url: walletUrl,
    connections: clients,
    duration: seconds,
    method: 'POST',
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          method: 'POST',
          path,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(nextBody(next++)),
        }),
      },
    ],
  })
  return {
    clients,
    betsPerSecond: Math.round((result.requests.total - result.non2xx) / seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    refused: result.non2xx + result.errors + result.timeouts,
    sent: next,
  }
}

/** The bet runs side by side, the ledger's invariants after them, and the bets target (>= 2,500 bets/s, p99 <= 100 ms at 64 clients). */
export async function reportBetRuns(pool: pg.Pool, runs: BetRun[]): Promise<void> {
  const problems = await checkLedgerInvariants(pool)
  const sum = await pool.query<{ sum: string }>('select coalesce(sum(amount_kobo), 0)::text as sum from postings')
  console.log('')
  console.table(
    runs.map((run) => ({ clients: run.clients, 'bets/s': run.betsPerSecond, 'p50 ms': run.p50, 'p99 ms': run.p99, refused: run.refused })),
  )
  console.log(
    `postings sum after the bench: ${sum.rows[0]!.sum} (must be 0); ledger problems: ${problems.length ? problems.join('; ') : 'none'}`,
  )
  const at64 = runs.find((run) => run.clients === 64)
  if (at64)
    console.log(`bets target (>= 2,500 bets/s, p99 <= 100 ms at 64): ${targetVerdict(at64.betsPerSecond >= 2500 && at64.p99 <= 100)}`)
}
