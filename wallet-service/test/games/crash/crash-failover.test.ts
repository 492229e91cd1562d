import type { ChildProcess } from 'node:child_process'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { pino } from 'pino'
import type { FastifyInstance } from 'fastify'
import { InProcessEventBus } from '@9ja/live/node'
import { msToReach } from '@9ja/fairness/node'
import { configSchema } from '../../../src/config.ts'
import { checkLedgerInvariants } from '../../../src/ledger/ledger.ts'
import { createServer } from '../../../src/server.ts'
import { systemClock } from '../../../src/time/clock.ts'
import { startWalletServiceProcess } from '../../../bench/bench-kit.ts'
import { createTestDatabase, TEST_CLIENT_ADDRESS_SECRET } from '../../support/database.ts'
import { createTestUser, creditWallet } from '../../support/users.ts'
import { balanceKobo } from '../helpers.ts'
import { betRow, FAST_CRASH_SETTINGS, installSteeredChain, steeredRound, untilPhase } from './helpers.ts'
import { waitFor } from '../../support/wait-for.ts'

const GAME = 'jet-crash'
const SETTINGS = {
  ...FAST_CRASH_SETTINGS,
  // Only the crash games' loops: the others' start (their chains hashed, their events scheduled) would crowd the takeovers measured here.
  SPORTS_RUNNERS: 'off',
  NUMBER_RUNNERS: 'off',
  CRASH_GAME_SETTINGS: JSON.stringify({ '*': { bettingWindowMs: 1500, pauseMs: 150, growthPerMs: 0.0005, chainLength: 50 } }),
}

/**
 * Each test has a database and processes of its own, stopped after it whatever happened: a test
 * that fails or times out leaves nothing running for the next one.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>
const children: ChildProcess[] = []
const inProcess: FastifyInstance[] = []
beforeEach(async () => {
  database = await createTestDatabase()
})
afterEach(async () => {
  for (const child of children.splice(0)) await kill(child)
  for (const app of inProcess.splice(0)) await app.close()
  await database.close()
})

/** A service process running the game loops, built from this tree (dist/). */
async function startChild() {
  const started = await startWalletServiceProcess(database.url, { ...SETTINGS, CLIENT_ADDRESS_SECRET: TEST_CLIENT_ADDRESS_SECRET })
  children.push(started.service)
  return started
}
async function kill(process: ChildProcess) {
  process.kill('SIGKILL')
  if (process.exitCode === null && process.signalCode === null) await new Promise((resolve) => process.once('exit', resolve))
}

async function startInProcess(): Promise<FastifyInstance> {
  const config = configSchema.parse({
    ...SETTINGS,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CLIENT_ADDRESS_SECRET: TEST_CLIENT_ADDRESS_SECRET,
    WALLET_DATABASE_URL: database.url,
  })
  const app = await createServer({
    config,
    pool: database.pool,
    logger: pino({ level: 'silent' }),
    events: new InProcessEventBus(),
    clock: systemClock,
  })
  inProcess.push(app)
  await app.ready()
  return app
}

/**
 * The backend holding the game's runner lock (20100, game id) in this test's database, or waiting
 * for it, if any. pg_locks lists the whole server's locks: every other test file running beside
 * this one has a runner holding the same key in its own database.
 */
async function lockBackend(granted: boolean): Promise<number | null> {
  const { rows } = await database.pool.query<{ pid: number }>(
    `select pid from pg_locks
      where locktype = 'advisory' and classid = 20100 and objid = 20101 and granted = $1
        and database = (select oid from pg_database where datname = current_database())`,
    [granted],
  )
  return rows[0]?.pid ?? null
}
const lockHolder = () => lockBackend(true)

describe('the round runner', () => {
  it('is taken over when its process is killed in the betting window: the same round flies at its betting_ends_at', async () => {
    // The player is ready before the round opens: its 1.5 s window is for the bet alone.
    const user = await createTestUser(database.pool)
    await creditWallet(database.pool, user.userId, 1_000_00n)
    // Installed before the service starts, the steered chain plays the game's first round.
    const chain = await installSteeredChain(database.pool, GAME, (x) => x >= 200 && x < 400)
    const first = await startChild()
    const round = await steeredRound(database.pool, chain)
    const placed = await fetch(`${first.walletUrl}/agent/crash/bet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: user.token, game: GAME, amount: 100, autoCashOut: 1.5 }),
    }).then((response) => response.json())
    expect(placed.data.roundId).toBe(round.roundId)
    await kill(first.service)

    await startChild()
    await untilPhase(database.pool, round.roundId, 'settled')
    const { rows } = await database.pool.query('select crash_x100::int, betting_ends_at, started_at from crash_rounds where id = $1', [
      round.roundId,
    ])
    expect(rows[0].crash_x100).toBe(round.crashX100)
    expect(rows[0].betting_ends_at).toEqual(round.bettingEndsAt)
    expect(rows[0].started_at.getTime()).toBeGreaterThanOrEqual(round.bettingEndsAt.getTime())
    expect(await betRow(database.pool, placed.data.betId)).toMatchObject({ status: 'cashed-out', cashed_x100: 150, payout: 150_00 })
    // No other round of the game opened while this one waited for its new runner.
    const others = await database.pool.query(
      `select count(*)::int as n from crash_rounds where game = $1 and id > $2 and created_at < $3`,
      [GAME, round.roundId, rows[0].started_at],
    )
    expect(others.rows[0].n).toBe(0)
  })

  it('is taken over by another process when its process is killed mid-flight, which finishes the round by its committed crash point', async () => {
    const user = await createTestUser(database.pool)
    await creditWallet(database.pool, user.userId, 10_000_00n)
    // 20x: a flight of about 6 s; auto cash-outs at 3x (2.2 s) and 10x (4.6 s) come after the kill.
    const chain = await installSteeredChain(database.pool, GAME, (x) => x >= 2000 && x < 2500)
    const leader = await startChild()
    const round = await steeredRound(database.pool, chain)
    const place = async (body: Record<string, unknown>) => {
      const response = await fetch(`${leader.walletUrl}/agent/crash/bet`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: user.token, game: GAME, ...body }),
      })
      const answer = await response.json()
      expect(answer.data?.roundId).toBe(round.roundId)
      return answer.data.betId as number
    }
    const atThree = await place({ amount: 1000, autoCashOut: 3 })
    const heldOn = await place({ amount: 500 })
    await untilPhase(database.pool, round.roundId, 'flying')
    const { rows } = await database.pool.query('select started_at from crash_rounds where id = $1', [round.roundId])
    const startedAt: Date = rows[0].started_at
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startedAt.getTime() + 800 - Date.now())))
    await kill(leader.service)
    const killedAt = Date.now()
    expect(await betRow(database.pool, atThree)).toMatchObject({ status: 'open' })

    await startInProcess()

    await untilPhase(database.pool, round.roundId, 'settled')
    const crashed = await database.pool.query('select crash_x100::int, started_at, crashed_at from crash_rounds where id = $1', [
      round.roundId,
    ])
    expect(crashed.rows[0].crash_x100).toBe(round.crashX100)
    expect(crashed.rows[0].started_at).toEqual(startedAt)
    // Crashed at its committed instant, and settled a grace period later, within a few seconds of the kill.
    expect(crashed.rows[0].crashed_at.getTime()).toBe(startedAt.getTime() + msToReach(round.crashX100, 0.0005))
    expect(Date.now() - Math.max(killedAt, crashed.rows[0].crashed_at.getTime())).toBeLessThan(5000)
    expect(await betRow(database.pool, atThree)).toMatchObject({ status: 'cashed-out', cashed_x100: 300, payout: 3000_00, reason: 'auto' })
    expect(await betRow(database.pool, heldOn)).toMatchObject({ status: 'lost', payout: 0 })
    expect(await balanceKobo(database.pool, user.userId)).toBe(10_000_00n - 1500_00n + 3000_00n)
    expect(await checkLedgerInvariants(database.pool)).toEqual([])

    // The successor runs the game on: the next round opens.
    await waitFor(
      async () => (await database.pool.query('select count(*)::int as n from crash_rounds where id > $1', [round.roundId])).rows[0].n > 0,
    )
  })

  it('hands the game over at once when its process closes: app.close() stops the runners and the lock passes straight to the standby', async () => {
    // A short first round (under 1.5x): the round the standby opens after it comes soon.
    await installSteeredChain(database.pool, GAME, (x) => x < 150)
    const leaderApp = await startInProcess()
    const leader = await waitFor(lockHolder, 5000, 'a runner lock')
    await startInProcess()
    // The standby waits for the lock in PostgreSQL's queue: no retry timer of its own stands between it and the lock.
    const waiting = await waitFor(() => lockBackend(false), 20_000, 'the standby to wait for the lock')
    expect(await lockHolder()).toBe(leader)
    const closing = Date.now()
    inProcess.splice(inProcess.indexOf(leaderApp), 1)
    await leaderApp.close()
    expect(Date.now() - closing).toBeLessThan(3000)
    // The leader's session released the lock as it ended, before close() returned, and PostgreSQL granted it to the
    // waiting standby right then: however loaded the machine, the standby holds it as soon as close() is done.
    expect(await lockHolder()).toBe(waiting)
    const latest = await database.pool.query('select max(id)::int as id from crash_rounds where game = $1', [GAME])
    await waitFor(
      async () =>
        (await database.pool.query('select max(id)::int as id from crash_rounds where game = $1', [GAME])).rows[0].id > latest.rows[0].id,
      20_000,
      'a round opened by the standby',
    )
  })
})
