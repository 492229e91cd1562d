import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pino } from 'pino'
import { chainLinkAfter, crashPointX100, msToReach } from '@9ja/fairness/node'
import { crashChannel, type CrashEvent } from '@9ja/live'
import { InProcessEventBus } from '@9ja/live/node'
import { createBatchStatementPool, type Pool } from '../../../src/db/pool.ts'
import { CrashEngine, type CrashGame } from '../../../src/games/crash/engine.ts'
import { CRASH_GAMES } from '../../../src/games/crash/games.ts'
import { CrashRunner } from '../../../src/games/crash/runner.ts'
import { checkLedgerInvariants } from '../../../src/ledger/ledger.ts'
import { createTestDatabase } from '../../support/database.ts'
import { ManualClock } from '../../support/manual-clock.ts'
import { createTestUser, creditWallet } from '../../support/users.ts'
import { waitFor } from '../../support/wait-for.ts'

const GAME = 'jet-crash'
let database: Awaited<ReturnType<typeof createTestDatabase>>
let batchPool: Pool
beforeAll(async () => {
  database = await createTestDatabase()
  batchPool = createBatchStatementPool(database.url, 4)
})
afterAll(async () => {
  await batchPool.end()
  await database.close()
})

describe('the round runner on an injected clock', () => {
  it('plays rounds of the production settings at their exact instants', async () => {
    const { pool } = database
    const clock = new ManualClock(Date.parse('2026-01-01T12:00:00Z'))
    const games: CrashGame[] = CRASH_GAMES.map((definition) => ({ ...definition, settings: definition.defaults }))
    const jet = games.find((game) => game.slug === GAME)!
    const events = new InProcessEventBus()
    const published: CrashEvent[] = []
    await events.subscribe(crashChannel(GAME), (message) => published.push(JSON.parse(message) as CrashEvent))
    const logger = pino({ level: 'silent' })
    const engine = new CrashEngine(
      pool,
      batchPool,
      events,
      logger,
      clock,
      { batchesInFlight: 2, maxBatch: 100, maxWaitMs: 10_000, maxWaiting: 1000 },
      games,
    )
    // The first round plays a chain the test made: its crash point is known, between 3x and 5x.
    let seed: string
    do seed = randomBytes(32).toString('hex')
    while (crashPointX100(seed, 9700) < 300 || crashPointX100(seed, 9700) >= 500)
    const crashX100 = crashPointX100(seed, 9700)
    await pool.query(`insert into crash_chains (game, seed, commitment, length) values ($1, $2, $3, 1)`, [GAME, seed, chainLinkAfter(seed)])
    const runner = new CrashRunner(engine, pool, database.url, jet, { leaderRetryMs: 1000, tickMs: 100, settleGraceMs: 1000 }, logger)
    const opened = clock.now()
    runner.start()
    try {
      const user = await createTestUser(pool)
      await creditWallet(pool, user.userId, 10_000_00n)
      await waitFor(async () => (await pool.query('select id from crash_rounds')).rows[0], 10_000, 'the first round')
      // 5.999 s into the 6 s window: still taking bets.
      await clock.advanceTo(opened + 5999)
      const { betId, roundId } = await engine.placeBet({
        sessionToken: user.token,
        game: jet,
        stakeKobo: 1000_00n,
        autoX100: 250,
        slot: null,
        clientKey: 'a',
      })
      const held = await engine.placeBet({
        sessionToken: user.token,
        game: jet,
        stakeKobo: 500_00n,
        autoX100: null,
        slot: null,
        clientKey: 'b',
      })
      await clock.advanceTo(opened + 6000)
      await expect(
        engine.placeBet({ sessionToken: user.token, game: jet, stakeKobo: 100_00n, autoX100: null, slot: null, clientKey: 'c' }),
      ).rejects.toMatchObject({
        code: 'BETS_CLOSED',
      })
      const round = (await pool.query('select betting_ends_at, started_at from crash_rounds where id = $1', [roundId])).rows[0]
      expect(round.betting_ends_at.getTime()).toBe(opened + 6000)
      expect(round.started_at.getTime()).toBe(opened + 6000)

      // The player cashes the second bet out exactly 2x in: e^(0.00006 x 11,553 ms) = 2.0000x.
      const startedAt = round.started_at.getTime()
      await clock.advanceTo(startedAt + msToReach(200, 0.00006))
      expect(await engine.cashOut(user.token, held.betId, clock.now())).toEqual({ multiplier: 2, amountWon: 1000 })

      const crashAt = startedAt + msToReach(crashX100, 0.00006)
      await clock.advanceTo(crashAt - 1)
      expect((await pool.query('select phase from crash_rounds where id = $1', [roundId])).rows[0].phase).toBe('flying')
      const auto = (await pool.query('select status, cashed_x100, payout_kobo::int from crash_bets where id = $1', [betId])).rows[0]
      expect(auto).toEqual({ status: 'cashed-out', cashed_x100: 250, payout_kobo: 2500_00 })
      await clock.advanceTo(crashAt + 1000 + 3000)
      const crashed = (await pool.query('select phase, crashed_at, settled_at from crash_rounds where id = $1', [roundId])).rows[0]
      expect(crashed.phase).toBe('crashed')
      expect(crashed.crashed_at.getTime()).toBe(crashAt)
      expect(crashed.settled_at).not.toBeNull()
      // The next round opened at the end of the 3 s pause (its 6 s window from then), on a chain the runner made.
      const next = await waitFor(
        async () => (await pool.query('select betting_ends_at, chain_index from crash_rounds where id > $1', [roundId])).rows[0],
        10_000,
        'the next round',
      )
      expect(next.betting_ends_at.getTime()).toBe(crashAt + 3000 + 6000)
      expect(next.chain_index).toBe(1)
      expect(published.filter((event) => event.roundId === roundId).map((event) => event.type)).toEqual([
        'round-opened',
        'bets-placed',
        'bets-placed',
        'round-started',
        'cashed-out',
        'cashed-out',
        'round-crashed',
      ])
      expect(await checkLedgerInvariants(pool)).toEqual([])
    } finally {
      await runner.stop()
      await events.close()
    }
  })
})
