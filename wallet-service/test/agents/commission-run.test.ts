import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/database.ts'
import { ManualClock } from '../support/manual-clock.ts'
import { waitFor } from '../support/wait-for.ts'
import type { TestUser } from '../support/users.ts'
import { checkLedgerInvariants } from '../../src/ledger/ledger.ts'
import { lastPayableWeek, commissionEntryKey } from '../../src/agents/commission-run.ts'
import { lagosWeekAfter, lagosWeekStretch } from '../../src/time/lagos.ts'
import { createFootballEvent } from '../games/virtual-sports/bet-events.ts'
import { createAgent } from './commission-support.ts'

/*
 * The operators' CLI (`npm run agents:commission`) as a child process against the test database, on the
 * system clock: killed with SIGKILL in the middle of a run, then run again, it pays each agent's week once.
 * The run is held mid-way without any sleep: the test holds the advisory lock of one agent's week (the one
 * every payment of a week takes first), so the run has paid the agents before it and waits there.
 */
const SERVICE_DIR = fileURLToPath(new URL('../..', import.meta.url))

let t: TestApp
let agents: TestUser[]
let weeks: string[]
const children: ChildProcess[] = []

function runCli(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/agents/commission-cli.ts'], {
    cwd: SERVICE_DIR,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', CLOCK_CONTROL: 'off', WALLET_DATABASE_URL: t.config.WALLET_DATABASE_URL },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(child)
  return child
}

const finished = (child: ChildProcess) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) => resolve({ code, output }))
  })

const statementCount = async () => Number((await t.pool.query('select count(*) from agent_commission_statements')).rows[0].count)

beforeAll(async () => {
  // The agents sign up and sell in a week two weeks before the last one a run now pays.
  const firstWeek = lagosWeekAfter(lastPayableWeek(Date.now(), 60_000), -2)
  weeks = [firstWeek, lagosWeekAfter(firstWeek), lagosWeekAfter(firstWeek, 2)]
  const clock = new ManualClock(lagosWeekStretch(firstWeek).from.getTime() + 36 * 3_600_000)
  t = await createTestApp({}, { clock })
  const event = await createFootballEvent(t.pool)
  agents = []
  for (let i = 0; i < 5; i++) {
    const agent = await createAgent(t.pool, new Date(clock.now()), `Agent Number${i}`)
    const placed = await t.app.inject({
      method: 'POST',
      url: '/agent/bets',
      payload: { token: agent.token, kind: 'single', stake: 10_000, selections: [event.selection('1x2:1')] },
    })
    expect(placed.statusCode, placed.body).toBe(200)
    agents.push(agent)
  }
})
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL')
  await t.close()
})

describe('the commission run killed mid-way', () => {
  it('pays every agent each closed week exactly once after a SIGKILL and a restart, and nothing on a third run', async () => {
    const holder = new pg.Client({ connectionString: t.config.WALLET_DATABASE_URL })
    await holder.connect()
    await holder.query('begin')
    await holder.query('select pg_advisory_xact_lock(hashtext($1))', [commissionEntryKey(agents[2]!.userId, weeks[0]!)])

    const killed = runCli()
    const killedExit = finished(killed)
    await waitFor(
      async () =>
        (
          await t.pool.query(
            `select 1 from pg_locks where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())`,
          )
        ).rowCount,
      60_000,
      'the run to wait on the third agent',
    )
    // The first two agents' weeks are paid, the third's is under way.
    expect(await statementCount()).toBe(2 * weeks.length)
    killed.kill('SIGKILL')
    expect((await killedExit).code).toBeNull()
    await holder.query('rollback')
    await holder.end()

    const restarted = await finished(runCli())
    expect(restarted.code).toBe(0)
    expect(restarted.output).toContain(`${3 * weeks.length} statement(s) stored, ₦300 paid`)
    expect(await statementCount()).toBe(5 * weeks.length)
    const { rows } = await t.pool.query<{ user_id: string; entries: string; paid: string }>(
      `select e.user_id, count(*)::text as entries, sum(p.amount_kobo)::text as paid
         from journal_entries e join postings p on p.entry_id = e.id join ledger_accounts a on a.id = p.account_id and a.user_id = e.user_id
        where e.kind = 'agent_commission' group by e.user_id order by e.user_id`,
    )
    // ₦100 each, for the ₦10,000 single of the first week; the weeks after had nothing due, and no entry.
    expect(rows).toEqual(agents.map((agent) => ({ user_id: agent.userId, entries: '1', paid: '10000' })))

    const third = await finished(runCli())
    expect([third.code, third.output.trim()]).toEqual([0, 'wallet-service: agents commission: 0 statement(s) stored, ₦0 paid'])
    expect(await checkLedgerInvariants(t.pool)).toEqual([])
  })
})
