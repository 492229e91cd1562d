import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../support/database.ts'
import { createTestUser, creditWallet } from '../../support/users.ts'
import { ManualClock } from '../../support/manual-clock.ts'
import { checkLedgerInvariants } from '../../../src/ledger/ledger.ts'
import { oneSure } from '../../../src/games/numbers/one-sure/definition.ts'
import { numberBetsSettlement } from '../../../src/games/numbers/bets/settlement.ts'
import { balanceKobo } from '../helpers.ts'
import { findBuiltInGame } from './bets-support.ts'
import { drawsOf, runnerFor } from './helpers.ts'
import { systemClock } from '../../../src/time/clock.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

describe("the draws runner settles the draw's bets through the number bets", () => {
  it('bets placed through the API on a scheduled draw are paid once it is drawn and over', async () => {
    // The runner on a clock the test moves, from the real time the placements are judged by.
    const clock = new ManualClock(Date.now())
    const runner = runnerFor(
      { pool: t.pool, url: t.config.WALLET_DATABASE_URL },
      oneSure,
      clock,
      numberBetsSettlement(t.pool, () => 1n, systemClock, findBuiltInGame),
    )
    runner.start()
    try {
      await clock.settled()
      // The second draw ahead closes a minute or more from now: time enough to bet on it.
      const draw = (await drawsOf(t.pool, 'one-sure'))[1]!
      const user = await createTestUser(t.pool)
      await creditWallet(t.pool, user.userId, 100_000n)
      const response = await t.app.inject({
        method: 'POST',
        url: '/agent/bets',
        payload: {
          token: user.token,
          stake: 100,
          selections: [0, 1].map((pick) => ({ game: 'one-sure', drawId: Number(draw.id), kind: 'high-low', picks: [pick] })),
        },
      })
      expect(response.json()).toMatchObject({ status: 200, data: { totalStake: 200 } })
      await clock.advanceTo(draw.ends_at.getTime())
      const over = (await drawsOf(t.pool, 'one-sure')).find((row) => row.id === draw.id)!
      expect(over).toMatchObject({ status: 'finished', settled_at: expect.any(Date) })
      // Low or high: exactly one of the two wins, 1.8x.
      const { rows } = await t.pool.query<{ picks: number[]; status: string; payout_kobo: string }>(
        `select picks, status, payout_kobo from number_bets where draw_id = $1 order by picks`,
        [draw.id],
      )
      const high = over.drawn![0]! > 45
      expect(rows).toEqual([
        { picks: [0], status: high ? 'lost' : 'won', payout_kobo: high ? '0' : '18000' },
        { picks: [1], status: high ? 'won' : 'lost', payout_kobo: high ? '18000' : '0' },
      ])
      expect(await balanceKobo(t.pool, user.userId)).toBe(100_000n - 20_000n + 18_000n)
      expect(await checkLedgerInvariants(t.pool)).toEqual([])
    } finally {
      await runner.stop()
    }
  })
})
