import type { ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pino } from 'pino'
import type { FastifyInstance } from 'fastify'
import { InProcessEventBus } from '@9ja/live/node'
import { msToReach } from '@9ja/fairness/node'
import { configSchema } from '../../../src/config.ts'
import { checkLedgerInvariants } from '../../../src/ledger/ledger.ts'
import { createServer } from '../../../src/server.ts'
import { startWalletServiceProcess } from '../../../bench/bench-kit.ts'
import { createTestDatabase, TEST_CLIENT_ADDRESS_SECRET } from '../../support/database.ts'
import { createTestUser, creditWallet } from '../../support/users.ts'
import { balanceKobo } from '../helpers.ts'
import { betRow, FAST_CRASH_SETTINGS, steerNextRound, untilPhase, waitFor } from './helpers.ts'

const GAME = 'jet-crash'
const SETTINGS = {
  ...FAST_CRASH_SETTINGS,
  CRASH_GAME_SETTINGS: JSON.stringify({ '*': { bettingWindowMs: 1500, pauseMs: 150, growthPerMs: 0.0005, chainLength: 50 } }),
}

let database: Awaited<ReturnType<typeof createTestDatabase>>
let child: ChildProcess | null = null
let successor: FastifyInstance | null = null
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  child?.kill('SIGKILL')
  await successor?.close()
  await database.close()
})

describe('the round runner', () => {
  it('is taken over by another process when its process is killed mid-flight, which finishes the round by its committed crash point', async () => {
    const first = await startWalletServiceProcess(database.url, { ...SETTINGS, CLIENT_ADDRESS_SECRET: TEST_CLIENT_ADDRESS_SECRET })
    child = first.service
    const walletUrl = first.walletUrl

    // 20x: a flight of about 6 s; auto cash-outs at 3x (2.2 s) and 10x (4.6 s) come after the kill.
    const round = await steerNextRound(database.pool, GAME, (x) => x >= 2000 && x < 2500)
    const user = await createTestUser(database.pool)
    await creditWallet(database.pool, user.userId, 10_000_00n)
    const place = async (body: Record<string, unknown>) => {
      const response = await fetch(`${walletUrl}/agent/crash/bet`, {
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
    child.kill('SIGKILL')
    await new Promise((resolve) => child!.once('exit', resolve))
    const killedAt = Date.now()
    expect(await betRow(database.pool, atThree)).toMatchObject({ status: 'open' })

    const config = configSchema.parse({
      ...SETTINGS,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      CLIENT_ADDRESS_SECRET: TEST_CLIENT_ADDRESS_SECRET,
      WALLET_DATABASE_URL: database.url,
    })
    successor = await createServer({ config, pool: database.pool, logger: pino({ level: 'silent' }), events: new InProcessEventBus() })
    await successor.ready()

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
})
