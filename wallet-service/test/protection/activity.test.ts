import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadGameHouseIds } from '../../src/games/house.ts'
import { spinOutcome } from '../../src/games/spin-it/paytable.ts'
import { settleEventBets, voidEventBets } from '../../src/games/virtual-sports/bets/settlement.ts'
import { createTestApp, type TestApp } from '../support/database.ts'
import type { TestUser } from '../support/users.ts'
import { waitFor } from '../support/wait-for.ts'
import { chooseClientSeedFor } from '../games/helpers.ts'
import { createFootballEvent, finishEvent, footballResult, voidEvent } from '../games/virtual-sports/bet-events.ts'
import { fundedPlayer, post } from './helpers.ts'

let t: TestApp
let player: TestUser
beforeAll(async () => {
  t = await createTestApp({ PAYOUT_RECOVERY_INTERVAL_MS: '0' })
  player = await fundedPlayer(t, 0)
  await playAMonth(player)
})
afterAll(async () => t.close())

const lagosMonth = (at: Date) => new Date(at.getTime() + 3_600_000).toISOString().slice(0, 7)
const lagosDate = (at: Date) => new Date(at.getTime() + 3_600_000).toISOString().slice(0, 10)

/**
 * Deposits ₦5,000; withdraws ₦1,000 (paid) and ₦500 (sent back by the bank); spins ₦200 (lost) and
 * ₦100 (won ₦200); bets ₦300 on a match that is void (refunded) and ₦100 on one that is lost.
 * Stakes ₦400, wins ₦200, net -₦200.
 */
async function playAMonth(user: TestUser) {
  const house = await loadGameHouseIds(t.pool)
  await post(t, '/sandbox/transfers', { depositCode: user.depositCode, amount: '5000' })
  const spin = async (naira: number, result: string) => {
    await chooseClientSeedFor(t.app, t.pool, user.token, (seeds) => spinOutcome(seeds, BigInt(naira) * 100n).result === result)
    expect((await post(t, '/agent/spin-multiplier', { token: user.token, betAmount: naira })).statusCode).toBe(200)
  }
  await spin(200, 'lose')
  await spin(100, 'x2')
  const voided = await createFootballEvent(t.pool)
  const lost = await createFootballEvent(t.pool)
  for (const [event, stake] of [
    [voided, 300],
    [lost, 100],
  ] as const) {
    const bet = await post(t, '/agent/bets', { token: user.token, kind: 'single', stake, selections: [event.selection('1x2:2')] })
    expect(bet.statusCode).toBe(200)
  }
  await voidEvent(t.pool, voided.id)
  await voidEventBets(t.pool, house, voided.id, new Date())
  await finishEvent(t.pool, lost.id, footballResult(1, 0, 1, 0))
  await settleEventBets(t.pool, house, lost.id, new Date())
  await post(t, '/sandbox/accounts', { bankCode: '058', accountNumber: '0155443322', accountName: user.fullName })
  await post(t, '/sandbox/accounts', { bankCode: '058', accountNumber: '0155443323', accountName: user.fullName, payoutOutcome: 'fail' })
  for (const [amount, accountNumber] of [
    ['1000', '0155443322'],
    ['500', '0155443323'],
  ]) {
    await post(t, '/agent/withdraw-fund', { token: user.token, amount, bankCode: '058', accountNumber })
  }
  await waitFor(async () => (await post(t, '/agent/wallet-balance', { token: user.token })).body.balance === 3800, 10_000, 'the payouts')
}

describe('the activity statement', () => {
  it('totals deposits, withdrawals, stakes, wins and net for the month, day by day', async () => {
    const now = new Date()
    const answer = await post(t, '/agent/activity-statement', { token: player.token, month: lagosMonth(now) })
    expect(answer.statusCode).toBe(200)
    const figures = { deposits: 5000, withdrawals: 1000, stakes: 400, wins: 200, net: -200 }
    expect(answer.body.data).toEqual({ month: lagosMonth(now), days: [{ date: lagosDate(now), ...figures }], totals: figures })
  })

  it('is empty for a month without activity, and refuses a month that is not one', async () => {
    const empty = await post(t, '/agent/activity-statement', { token: player.token, month: '2020-02' })
    const zero = { deposits: 0, withdrawals: 0, stakes: 0, wins: 0, net: 0 }
    expect(empty.body.data).toEqual({ month: '2020-02', days: [], totals: zero })
    for (const month of ['2026-13', '2026-1', 'May 2026', undefined]) {
      expect((await post(t, '/agent/activity-statement', { token: player.token, month })).statusCode).toBe(400)
    }
    expect((await post(t, '/agent/activity-statement', { token: 'nobody', month: '2026-01' })).statusCode).toBe(401)
  })
})

describe('the reality check', () => {
  it('answers the session so far and the player’s interval, which they may change to 15, 30 or 60 minutes', async () => {
    const { rows } = await t.pool.query<{ created_at: Date }>(`select created_at from sessions where user_id = $1`, [player.userId])
    const answer = await post(t, '/agent/reality-check', { token: player.token })
    expect(answer.body.data).toEqual({
      minutes: 60,
      session: { startedAt: rows[0]!.created_at.toISOString(), stakes: 400, wins: 200, net: -200 },
    })
    const changed = await post(t, '/agent/reality-check', { token: player.token, minutes: 15 })
    expect(changed.body).toMatchObject({ message: 'You will be shown your play every 15 minutes.', data: { minutes: 15 } })
    expect((await post(t, '/agent/reality-check', { token: player.token })).body.data.minutes).toBe(15)
    expect((await post(t, '/agent/reality-check', { token: player.token, minutes: 20 })).body).toMatchObject({
      status: 400,
      message: 'minutes must be 15, 30 or 60',
    })
  })
})
