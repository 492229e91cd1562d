import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../support/database.ts'
import { createTestUser } from '../../support/users.ts'
import { ManualClock } from '../../support/manual-clock.ts'
import { gameDayReport } from '../../../src/back-office/reports/game-days.ts'
import { CRASH_GAMES } from '../../../src/games/crash/games.ts'
import { FAST_CRASH_SETTINGS, onClock, post, steerNextRound, untilPhase, type RunnerWait } from '../../games/crash/helpers.ts'
import { depositBySandbox, ledgerToday, readOn } from './helpers.ts'

/** The crash games' runners on a manual clock, so their rounds play at the test's pace. */
let t: TestApp
let wait: RunnerWait
beforeAll(async () => {
  const clock = new ManualClock(Date.now())
  t = await createTestApp({ ...FAST_CRASH_SETTINGS, CRASH_TICK_MS: '100' }, { clock })
  wait = onClock(clock, CRASH_GAMES.length)
})
afterAll(async () => t.close())

describe('the game-day report of a crash game', () => {
  it("gives the game's stakes and wins as its bets recorded them: a cash-out, a loss, a cancelled bet", async () => {
    const user = await createTestUser(t.pool, { fullName: 'Chioma Obi' })
    await depositBySandbox(t, user, '10000')
    const bet = async (amount: number, autoCashOut?: number) => {
      const response = await post(t, '/agent/crash/bet', {
        token: user.token,
        game: 'bank-heist',
        amount,
        ...(autoCashOut ? { autoCashOut } : {}),
      })
      expect(response.statusCode, response.body).toBe(200)
      return response.json().data.betId as number
    }
    const won = await steerNextRound(t.pool, 'bank-heist', (x) => x >= 300, { wait })
    await bet(1000, 2)
    const cancelled = await bet(300)
    expect((await post(t, '/agent/crash/cancel', { token: user.token, betId: cancelled })).statusCode).toBe(200)
    await untilPhase(t.pool, won.roundId, 'settled', wait)
    const lost = await steerNextRound(t.pool, 'bank-heist', (x) => x < 150, { wait })
    await bet(400, 5)
    await untilPhase(t.pool, lost.roundId, 'settled', wait)
    const today = await ledgerToday(t)

    const { rows } = await readOn(t, gameDayReport, { from: today, to: today })
    const { rows: recorded } = await t.pool.query<{ staked: string; paid: string; bets: number }>(
      `select sum(stake_kobo) filter (where status <> 'void')::text as staked, sum(payout_kobo) filter (where status <> 'void')::text as paid,
              count(*)::int as bets
         from crash_bets b join crash_rounds r on r.id = b.round_id where r.game = 'bank-heist'`,
    )
    expect(rows).toEqual([
      {
        day: today,
        family: 'crash',
        gameId: 20104,
        slug: 'bank-heist',
        title: 'Bank Heist',
        stakes: BigInt(recorded[0]!.staked),
        wins: BigInt(recorded[0]!.paid),
        ggr: BigInt(recorded[0]!.staked) - BigInt(recorded[0]!.paid),
        bets: recorded[0]!.bets,
        players: 1,
      },
    ])
    expect(rows[0]).toMatchObject({ stakes: 1400_00n, wins: 2000_00n, bets: 3 })
  })
})
