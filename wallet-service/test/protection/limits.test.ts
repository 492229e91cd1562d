import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/database.ts'
import { ManualClock } from '../support/manual-clock.ts'
import { fundedPlayer, post, setLimits, spinPath, tallies } from './helpers.ts'

const HOUR = 3_600_000
// A Wednesday, 12:00 in Lagos: the next day is in the same week and month.
const T0 = Date.parse('2026-01-07T11:00:00Z')

let t: TestApp
let clock: ManualClock
beforeAll(async () => {
  clock = new ManualClock(T0)
  t = await createTestApp({ PAYOUT_RECOVERY_INTERVAL_MS: '0' }, { clock })
})
afterAll(async () => t.close())

const at = (ms: number) => new Date(ms).toISOString()
const limits = async (token: string) => (await post(t, '/agent/limits', { token })).body.data

describe('reading limits', () => {
  it('answers every limit with what is used and when it resets, none set', async () => {
    clock.jumpTo(T0)
    const user = await fundedPlayer(t)
    const answer = await post(t, '/agent/limits', { token: user.token })
    expect(answer.statusCode).toBe(200)
    const none = { limit: null, pending: null, used: 0, left: null }
    expect(answer.body.data).toEqual({
      deposit: {
        day: { ...none, resetsAt: '2026-01-07T23:00:00.000Z' },
        week: { ...none, resetsAt: '2026-01-11T23:00:00.000Z' },
        month: { ...none, resetsAt: '2026-01-31T23:00:00.000Z' },
      },
      loss: {
        day: { ...none, resetsAt: '2026-01-07T23:00:00.000Z' },
        week: { ...none, resetsAt: '2026-01-11T23:00:00.000Z' },
        month: { ...none, resetsAt: '2026-01-31T23:00:00.000Z' },
      },
      restriction: null,
    })
    expect((await post(t, '/agent/limits', { token: 'nobody' })).statusCode).toBe(401)
  })

  it('refuses amounts that are not limits, changing nothing', async () => {
    const user = await fundedPlayer(t)
    for (const value of [0, -5, 'abc', '1.234', 2_000_000_000]) {
      const answer = await post(t, '/agent/limits', { token: user.token, loss: { day: value } })
      expect(answer.statusCode, String(value)).toBe(400)
    }
    expect((await limits(user.token)).loss.day.limit).toBeNull()
  })
})

describe('changing a limit', () => {
  it('lowers at once, raises and removes only 24 hours after the player asked (the injected clock)', async () => {
    clock.jumpTo(T0)
    const user = await fundedPlayer(t)
    await setLimits(t, user, { loss: { day: 200 } })
    expect((await spinPath.stake(t, user, 300)).body.code).toBe('LOSS_LIMIT_DAY')

    const raised = await setLimits(t, user, { loss: { day: 1000 } })
    expect(raised.body.message).toContain('a higher limit or a removal takes effect 24 hours after you asked')
    expect(raised.body.data.loss.day).toMatchObject({ limit: 200, pending: { limit: 1000, from: at(T0 + 24 * HOUR) } })

    clock.jumpTo(T0 + 24 * HOUR - 1000)
    expect((await spinPath.stake(t, user, 300)).body.code).toBe('LOSS_LIMIT_DAY')
    expect((await limits(user.token)).loss.day).toMatchObject({ limit: 200, pending: { limit: 1000 } })

    clock.jumpTo(T0 + 24 * HOUR)
    expect((await limits(user.token)).loss.day).toMatchObject({ limit: 1000, pending: null })
    expect((await spinPath.stake(t, user, 300)).statusCode).toBe(200)

    // Removing waits too; lowering meanwhile holds at once and drops the removal.
    const removed = await setLimits(t, user, { loss: { day: null } })
    expect(removed.body.data.loss.day).toMatchObject({ limit: 1000, pending: { limit: null, from: at(T0 + 48 * HOUR) } })
    const lowered = await setLimits(t, user, { loss: { day: 500 } })
    expect(lowered.body.data.loss.day).toMatchObject({ limit: 500, pending: null })
    await setLimits(t, user, { loss: { day: null } })
    clock.jumpTo(T0 + 48 * HOUR - 1000)
    expect((await limits(user.token)).loss.day).toMatchObject({ limit: 500, pending: { limit: null, from: at(T0 + 48 * HOUR) } })
    clock.jumpTo(T0 + 48 * HOUR)
    expect((await limits(user.token)).loss.day).toMatchObject({ limit: null, pending: null, left: null })
    expect((await spinPath.stake(t, user, 600)).statusCode).toBe(200)
  })

  it('raises a deposit limit only after 24 hours too', async () => {
    clock.jumpTo(T0)
    const user = await fundedPlayer(t)
    await setLimits(t, user, { deposit: { week: 1000 } })
    const fund = (amount: number) => post(t, '/agent/fund-wallet', { token: user.token, amount })
    expect((await fund(1500)).body.code).toBe('DEPOSIT_LIMIT_WEEK')
    await setLimits(t, user, { deposit: { week: 2000 } })
    clock.jumpTo(T0 + 23 * HOUR)
    expect((await fund(1500)).body.code).toBe('DEPOSIT_LIMIT_WEEK')
    clock.jumpTo(T0 + 24 * HOUR)
    expect((await fund(1500)).statusCode).toBe(200)
  })
})

describe('periods', () => {
  it('start each day, week and month afresh in Lagos time, the longer periods keeping the days before', async () => {
    clock.jumpTo(T0)
    const user = await fundedPlayer(t)
    await setLimits(t, user, { loss: { day: 250, week: 400 } })
    expect((await spinPath.stake(t, user, 200)).statusCode).toBe(200)
    expect((await spinPath.stake(t, user, 100)).body.code).toBe('LOSS_LIMIT_DAY')
    // 23:59:59 in Lagos is still the same day; midnight starts the next.
    clock.jumpTo(Date.parse('2026-01-07T22:59:59Z'))
    expect((await spinPath.stake(t, user, 100)).body.code).toBe('LOSS_LIMIT_DAY')
    clock.jumpTo(Date.parse('2026-01-07T23:00:00Z'))
    const week = await spinPath.stake(t, user, 250)
    expect(week.body).toMatchObject({ code: 'LOSS_LIMIT_WEEK', until: '2026-01-11T23:00:00.000Z' })
    expect(week.body.message).toContain('your weekly loss limit of ₦400 (₦200 left this week)')
    expect((await spinPath.stake(t, user, 200)).statusCode).toBe(200)
    expect(await tallies(t, user)).toMatchObject({ day_lost: '20000', week_lost: '40000', month_lost: '40000' })
    // Monday 00:00 in Lagos: a new week.
    clock.jumpTo(Date.parse('2026-01-11T23:00:00Z'))
    expect((await spinPath.stake(t, user, 250)).statusCode).toBe(200)
  })

  it('open a player’s totals with what they already deposited and lost in the period', async () => {
    const live = await createTestApp({ PAYOUT_RECOVERY_INTERVAL_MS: '0' })
    try {
      const user = await fundedPlayer(live, 0)
      await post(live, '/sandbox/transfers', { depositCode: user.depositCode, amount: '3000' })
      expect((await spinPath.stake(live, user, 500)).statusCode).toBe(200)
      await setLimits(live, user, { loss: { day: 600 }, deposit: { day: 3500 } })
      expect(await tallies(live, user)).toMatchObject({ day_lost: '50000', day_deposited: '300000' })
      const refused = await spinPath.stake(live, user, 200)
      expect(refused.body.message).toContain('(₦100 left today)')
      expect((await post(live, '/agent/fund-wallet', { token: user.token, amount: 600 })).body.message).toContain('(₦500 left today)')
    } finally {
      await live.close()
    }
  })
})
