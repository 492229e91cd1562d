/**
 * npm run bench -w wallet-service
 *
 * Wallet operations per second and p50/p99 latency through the HTTP API at 1, 16 and 64
 * concurrent clients (autocannon), and pgbench doing the same SQL work straight against
 * PostgreSQL, printed as a ratio. Without WALLET_URL it starts its own service on a free port
 * over a fresh database and removes both afterwards. With WALLET_URL it uses that service and
 * needs WALLET_DATABASE_URL (its database) for setup and pgbench, and the sandbox bank's key in
 * SANDBOX_WEBHOOK_SECRET if it is not the default.
 *
 * Each figure is the median of BENCH_REPEATS runs (HTTP runs by ops/s, with that run's latencies):
 * on a shared 2-core virtual machine one run can be half as fast as the next.
 *
 * Settings: BENCH_SECONDS (per run, default 6), BENCH_CLIENTS (default "1,16,64"), BENCH_REPEATS (default 3).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { PLAN_PREPARED_STATEMENTS_ONCE } from '../src/db/pool.ts'
import { paymentsSettings } from '../src/payments/settings.ts'
import { createBenchDatabase, createBenchUsers, startWalletServiceProcess, type BenchEnv, type BenchScenario } from './bench-kit.ts'
import { BENCH_SMOKE, benchSetting, targetVerdict } from '../../scripts/lib/bench-settings.ts'
import { depositWebhookScenario } from './deposit-scenario.ts'
import { spinItScenario } from './spin-scenario.ts'

const SECONDS = Number(benchSetting('BENCH_SECONDS', '6', '0.5'))
const CLIENTS = benchSetting('BENCH_CLIENTS', '1,16,64', '4').split(',').map(Number)
const REPEATS = Number(benchSetting('BENCH_REPEATS', '3', '1'))
/** How long each pgbench run lasts: BENCH_SECONDS (-T takes whole seconds), or in a smoke run a few transactions per client. */
const PGBENCH_LENGTH = BENCH_SMOKE ? ['-t', '20'] : ['-T', String(Math.max(1, Math.round(SECONDS)))]
const signingKey = process.env.SANDBOX_WEBHOOK_SECRET ?? paymentsSettings.shape.SANDBOX_WEBHOOK_SECRET.parse(undefined)

/** The scenarios measured. Extension point: another domain adds its scenario file and one line here. */
const scenarios: BenchScenario[] = [depositWebhookScenario(signingKey), spinItScenario()]

type Row = { scenario: string; clients: number; opsPerSecond: number; p50: number; p99: number; errors: number; pgbenchTps: number | null }

function pgbenchPath(): string | null {
  const onPath = spawnSync('which', ['pgbench'], { encoding: 'utf8' }).stdout.trim()
  if (onPath) return onPath
  const debian = '/usr/lib/postgresql/15/bin/pgbench'
  return existsSync(debian) ? debian : null
}

async function startOwnService(): Promise<{ walletUrl: string; databaseUrl: string; stop: () => Promise<void> }> {
  const { databaseUrl, drop } = await createBenchDatabase('wallet_bench')
  const { walletUrl, service } = await startWalletServiceProcess(databaseUrl, { SANDBOX_WEBHOOK_SECRET: signingKey })
  return {
    walletUrl,
    databaseUrl,
    stop: async () => {
      service.kill('SIGTERM')
      await new Promise((resolve) => service.once('exit', resolve))
      await drop()
    },
  }
}

/** The middle item by `key` (the lower middle for an even count). */
function median<T>(items: T[], key: (item: T) => number): T {
  return [...items].sort((a, b) => key(a) - key(b))[Math.floor((items.length - 1) / 2)]!
}

async function runHttp(env: BenchEnv, scenario: BenchScenario, clients: number) {
  let clientSeq = 0
  const result = await autocannon({
    url: env.walletUrl,
    connections: clients,
    duration: SECONDS,
    method: 'POST',
    requests: [
      {
        setupRequest: (request) => {
          const next = scenario.nextRequest(env, clientSeq++ % clients)
          return { ...request, method: 'POST', path: next.path, body: next.body, headers: next.headers }
        },
      },
    ],
  })
  const ok = result.requests.total - result.non2xx
  return {
    opsPerSecond: Math.round(ok / SECONDS),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  }
}

function runPgbench(binary: string, databaseUrl: string, script: string, protocol: 'simple' | 'prepared', clients: number): number | null {
  const dir = mkdtempSync(join(tmpdir(), 'wallet-bench-'))
  const file = join(dir, 'op.sql')
  writeFileSync(file, script)
  const run = spawnSync(
    binary,
    ['-n', '-M', protocol, '-c', String(clients), '-j', String(Math.min(clients, 2)), ...PGBENCH_LENGTH, '-f', file, databaseUrl],
    // Planned as the service plans its named statements.
    { encoding: 'utf8', env: { ...process.env, PGOPTIONS: PLAN_PREPARED_STATEMENTS_ONCE } },
  )
  rmSync(dir, { recursive: true, force: true })
  const tps = run.stdout.match(/tps = ([\d.]+)/)
  if (!tps) {
    console.error(`pgbench failed: ${run.stderr.trim().split('\n').slice(-3).join(' ')}`)
    return null
  }
  return Math.round(Number(tps[1]))
}

async function main() {
  const own = process.env.WALLET_URL ? null : await startOwnService()
  const walletUrl = process.env.WALLET_URL ?? own!.walletUrl
  const databaseUrl = process.env.WALLET_DATABASE_URL && process.env.WALLET_URL ? process.env.WALLET_DATABASE_URL : own?.databaseUrl
  if (!databaseUrl) throw new Error('With WALLET_URL, set WALLET_DATABASE_URL to its database (the bench creates its players there)')
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 })
  const rows: Row[] = []
  try {
    const env: BenchEnv = { walletUrl, databaseUrl, pool, users: await createBenchUsers(pool, 64) }
    const pgbench = pgbenchPath()
    console.log(
      `wallet bench: ${walletUrl}, ${SECONDS} s per run, median of ${REPEATS}, clients ${CLIENTS.join('/')}, pgbench ${pgbench ?? 'not found'}`,
    )
    for (const scenario of scenarios) {
      const script = scenario.pgbenchScript ? await scenario.pgbenchScript(env) : null
      console.log(`${scenario.name}: ${scenario.operation}`)
      for (const clients of CLIENTS) {
        const httpRuns = []
        const pgbenchRuns: number[] = []
        for (let run = 0; run < REPEATS; run++) {
          httpRuns.push(await runHttp(env, scenario, clients))
          const tps = pgbench && script ? runPgbench(pgbench, databaseUrl, script, scenario.pgbenchProtocol ?? 'simple', clients) : null
          if (tps !== null) pgbenchRuns.push(tps)
        }
        // Errors of every run count, not only the median one's.
        const http = { ...median(httpRuns, (run) => run.opsPerSecond), errors: httpRuns.reduce((sum, run) => sum + run.errors, 0) }
        const pgbenchTps = pgbenchRuns.length > 0 ? median(pgbenchRuns, (tps) => tps) : null
        rows.push({ scenario: scenario.name, clients, ...http, pgbenchTps })
        console.log(
          `  ${scenario.name} @${clients}: ${http.opsPerSecond} ops/s, p50 ${http.p50} ms, p99 ${http.p99} ms, errors ${http.errors}` +
            (pgbenchTps ? `, pgbench ${pgbenchTps} tps` : ''),
        )
      }
    }
    const invariants = await pool.query<{ sum: string }>('select coalesce(sum(amount_kobo), 0)::text as sum from postings')
    console.log('')
    console.table(
      rows.map((row) => ({
        scenario: row.scenario,
        clients: row.clients,
        'HTTP ops/s': row.opsPerSecond,
        'p50 ms': row.p50,
        'p99 ms': row.p99,
        errors: row.errors,
        'pgbench tps': row.pgbenchTps ?? '-',
        'HTTP/pgbench': row.pgbenchTps ? (row.opsPerSecond / row.pgbenchTps).toFixed(2) : '-',
      })),
    )
    console.log(`postings sum after the bench: ${invariants.rows[0]!.sum} (must be 0)`)
    for (const target of rows.filter((row) => row.clients === 64)) {
      const met = target.opsPerSecond >= 2500 && target.p99 <= 50
      console.log(`${target.scenario} target (>= 2,500 ops/s, p99 <= 50 ms at 64 clients): ${targetVerdict(met)}`)
    }
  } finally {
    await pool.end()
    await own?.stop()
  }
}

await main()
