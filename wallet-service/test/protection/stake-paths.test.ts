import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { checkLedgerInvariants } from '../../src/ledger/ledger.ts'
import { loadGameHouseIds } from '../../src/games/house.ts'
import { settleEventBets, voidEventBets } from '../../src/games/virtual-sports/bets/settlement.ts'
import { settleDrawBets, voidDrawBets } from '../../src/games/numbers/bets/settlement.ts'
import { findBuiltInGame } from '../games/numbers/bets-support.ts'
import { createTestApp, type TestApp } from '../support/database.ts'
import { createFootballEvent, finishEvent, footballResult, voidEvent } from '../games/virtual-sports/bet-events.ts'
import { createDraw, finishDraw, voidDraw } from '../games/numbers/bets-support.ts'
import { steerNextRound, untilPhase } from '../games/crash/helpers.ts'
import { sessionLastSeenAgoMs, setSessionLastSeen, verifyIdentity, type TestUser } from '../support/users.ts'
import { waitFor } from '../support/wait-for.ts'
import {
  CRASH_GAME,
  CRASH_TEST_SETTINGS,
  crashPath,
  expectNothingMoved,
  FAST_CRASH_GAME,
  fundedPlayer,
  numberPath,
  openCrashRound,
  openDraw,
  openMatch,
  periodEnd,
  post,
  setLimits,
  snapshot,
  spinPath,
  type Answer,
  type StakePath,
  STAKE_PATHS,
  sportsPath,
  tallies,
  withdraw,
  wonKobo,
} from './helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ ...CRASH_TEST_SETTINGS, PAYOUT_RECOVERY_INTERVAL_MS: '0' })
})
afterAll(async () => t.close())
afterEach(async () => {
  expect(await checkLedgerInvariants(t.pool)).toEqual([])
})

const PERIODS = ['day', 'week', 'month'] as const
const ADJECTIVE = { day: 'daily', week: 'weekly', month: 'monthly' } as const

describe.each(STAKE_PATHS)('$name', (path) => {
  it.each(PERIODS)('is judged against a %s loss limit stake by stake, and a refusal moves nothing', async (period) => {
    const user = await fundedPlayer(t)
    await setLimits(t, user, { loss: { [period]: 250 } })
    const code = `LOSS_LIMIT_${period.toUpperCase()}`

    let before = await snapshot(t, user, path)
    const over = await path.stake(t, user, 300)
    expect(over.statusCode).toBe(403)
    expect(over.body).toMatchObject({ status: 403, code, until: await periodEnd(t, period, new Date()) })
    expect(over.body.message).toContain(`This stake would take your losses past your ${ADJECTIVE[period]} loss limit of ₦250 (₦250 left`)
    expect(over.body.message).toMatch(
      /You can stake up to ₦250 more (today|this week|this month); the whole limit is yours again from \w{3}, \d{1,2} \w{3} \d{4}, 00:00 \(Lagos time\), when it resets\.$/,
    )
    await expectNothingMoved(t, user, path, before)

    const within = await path.stake(t, user, 200)
    expect(within.statusCode, JSON.stringify(within.body)).toBe(200)
    expect(await tallies(t, user)).toMatchObject({ [`${period}_lost`]: '20000' })

    before = await snapshot(t, user, path)
    const past = await path.stake(t, user, 100)
    expect(past.statusCode).toBe(403)
    expect(past.body.code).toBe(code)
    expect(past.body.message).toContain(`(₦50 left`)
    await expectNothingMoved(t, user, path, before)
  })

  it.each([
    ['/agent/time-out', { days: 1 }, 'TIMED_OUT', 'You are on a time-out until'],
    ['/agent/self-exclude', { months: 6 }, 'SELF_EXCLUDED', 'You are self-excluded until'],
  ])('is refused while the player is on a break (%s)', async (url, length, code, message) => {
    const user = await fundedPlayer(t)
    const taken = await post(t, url, { token: user.token, ...length })
    expect(taken.statusCode).toBe(200)
    const before = await snapshot(t, user, path)
    const refused = await path.stake(t, user, 100)
    expect(refused.statusCode).toBe(403)
    expect(refused.body).toMatchObject({ code, until: taken.body.data.restriction.until })
    expect(refused.body.message).toContain(message)
    await expectNothingMoved(t, user, path, before)
  })

  it('is refused until the player has verified their identity, saying what to do; then it goes through', async () => {
    const user = await fundedPlayer(t, 10_000, 'unverified')
    const before = await snapshot(t, user, path)
    const refused = await path.stake(t, user, 100)
    expect(refused.statusCode).toBe(403)
    expect(refused.body).toEqual({
      status: 403,
      code: 'KYC_REQUIRED',
      kycStatus: 'unverified',
      message:
        'Please verify your identity (BVN or NIN) on your profile before you place a bet. It takes a minute; you can deposit in the meantime.',
    })
    await expectNothingMoved(t, user, path, before)

    await verifyIdentity(t, user)
    const placed = await path.stake(t, user, 100)
    expect(placed.statusCode, JSON.stringify(placed.body)).toBe(200)
  })
})

describe('wins and refunds', () => {
  /** After ₦200 and ₦100 staked within a ₦300 daily loss limit: the ₦200 bet's win, then the ₦100 bet's refund, come off the losses. */
  async function expectWinThenRefundCounted(
    user: TestUser,
    table: 'sports_bets' | 'number_bets',
    settleWin: () => Promise<unknown>,
    refund: () => Promise<unknown>,
  ) {
    await settleWin()
    const won = await wonKobo(t, user, table)
    expect(won).toBeGreaterThan(200_00)
    expect(await tallies(t, user)).toMatchObject({ day_lost: String(300_00 - won) })
    await refund()
    expect(await tallies(t, user)).toMatchObject({ day_lost: String(200_00 - won) })
  }

  it('take a sports win and a void refund off the losses, so the player may stake again', async () => {
    const house = await loadGameHouseIds(t.pool)
    const user = await fundedPlayer(t)
    await setLimits(t, user, { loss: { day: 300 } })
    const match = await createFootballEvent(t.pool)
    const other = await createFootballEvent(t.pool)
    const bet = (event: typeof match, code: string, stake: number) =>
      post(t, '/agent/bets', { token: user.token, kind: 'single', stake, selections: [event.selection(code)] })
    expect((await bet(match, '1x2:1', 200)).statusCode).toBe(200)
    expect((await bet(other, '1x2:1', 100)).statusCode).toBe(200)
    expect((await bet(match, '1x2:2', 100)).body.code).toBe('LOSS_LIMIT_DAY')

    // The home side wins: the ₦200 single pays stake x odds.
    await expectWinThenRefundCounted(
      user,
      'sports_bets',
      async () => {
        await finishEvent(t.pool, match.id, footballResult(2, 0, 1, 0))
        await settleEventBets(t.pool, house, match.id, new Date())
      },
      async () => {
        await voidEvent(t.pool, other.id)
        await voidEventBets(t.pool, house, other.id, new Date())
      },
    )
    expect((await bet(await createFootballEvent(t.pool), '1x2:1', 300)).statusCode).toBe(200)
  })

  it("take a number bet's win and a void draw's refund off the losses", async () => {
    const house = await loadGameHouseIds(t.pool)
    const user = await fundedPlayer(t)
    await setLimits(t, user, { loss: { day: 300 } })
    const drawn = await createDraw(t.pool, 'perfect-guess')
    const voided = await createDraw(t.pool, 'perfect-guess')
    const ticket = (draw: typeof drawn, pick: number, stake: number) =>
      post(t, '/agent/bets', {
        token: user.token,
        stake,
        selections: [{ game: draw.game, drawId: draw.id, kind: 'pick-1', picks: [pick] }],
      })
    expect((await ticket(drawn, 7, 200)).statusCode).toBe(200)
    expect((await ticket(voided, 7, 100)).statusCode).toBe(200)
    expect((await ticket(drawn, 8, 100)).body.code).toBe('LOSS_LIMIT_DAY')

    // 7 is drawn: the ₦200 Pick 1 wins.
    await expectWinThenRefundCounted(
      user,
      'number_bets',
      async () => {
        await finishDraw(
          t.pool,
          drawn.id,
          Array.from({ length: 20 }, (_, i) => i + 1),
        )
        await settleDrawBets(t.pool, house, drawn.id, () => 1n, new Date(), findBuiltInGame)
      },
      async () => {
        await voidDraw(t.pool, voided.id)
        await voidDrawBets(t.pool, house, voided.id, new Date(), findBuiltInGame)
      },
    )
    expect((await ticket(await createDraw(t.pool, 'perfect-guess'), 7, 300)).statusCode).toBe(200)
  })

  it('take a crash cancel and a cash-out off the losses', async () => {
    const user = await fundedPlayer(t)
    await setLimits(t, user, { loss: { day: 500 } })
    await openCrashRound(t)
    const placed = await post(t, '/agent/crash/bet', { token: user.token, game: CRASH_GAME, amount: 400 })
    expect(placed.statusCode).toBe(200)
    expect(await tallies(t, user)).toMatchObject({ day_lost: '40000' })
    const cancelled = await post(t, '/agent/crash/cancel', { token: user.token, betId: placed.body.data.betId })
    expect(cancelled.statusCode).toBe(200)
    expect(await tallies(t, user)).toMatchObject({ day_lost: '0' })

    const round = await steerNextRound(t.pool, FAST_CRASH_GAME, (x) => x >= 1000)
    const flying = await post(t, '/agent/crash/bet', { token: user.token, game: FAST_CRASH_GAME, amount: 500 })
    expect(flying.statusCode, JSON.stringify(flying.body)).toBe(200)
    await untilPhase(t.pool, round.roundId, 'flying')
    await new Promise((resolve) => setTimeout(resolve, 2500))
    const out = await post(t, '/agent/crash/cashout', { token: user.token, betId: flying.body.data.betId })
    expect(out.statusCode, JSON.stringify(out.body)).toBe(200)
    const paidKobo = Math.round(out.body.data.amountWon * 100)
    expect(paidKobo).toBeGreaterThan(500_00)
    expect(await tallies(t, user)).toMatchObject({ day_lost: String(500_00 - paidKobo) })
  })

  it('count an instant round as its stake less its win', async () => {
    const user = await fundedPlayer(t)
    await setLimits(t, user, { loss: { week: 10_000 } })
    for (let spin = 0; spin < 5; spin++) {
      expect((await post(t, '/agent/spin-multiplier', { token: user.token, betAmount: 100 })).statusCode).toBe(200)
    }
    const { rows } = await t.pool.query<{ net: string }>(
      `select sum(stake_kobo - payout_kobo)::text as net from game_rounds where user_id = $1`,
      [user.userId],
    )
    expect(await tallies(t, user)).toMatchObject({ week_lost: rows[0]!.net })
  })
})

describe('concurrent stakes', () => {
  it.each([sportsPath, numberPath])(
    'never take the losses past the limit: exactly the stakes that fit are written, the rest move nothing ($name)',
    async (path) => {
      const user = await fundedPlayer(t, 10_000)
      await setLimits(t, user, { loss: { day: 1_000 } })
      const answers = await Promise.all(Array.from({ length: 40 }, () => path.stake(t, user, 100)))
      const codes = answers.map((answer) => answer.statusCode)
      expect(codes.filter((status) => status === 200)).toHaveLength(10)
      expect(answers.filter((answer) => answer.statusCode !== 200).every((answer) => answer.body.code === 'LOSS_LIMIT_DAY')).toBe(true)
      expect(await path.written(t, user)).toBe(10)
      expect(await tallies(t, user)).toMatchObject({ day_lost: '100000' })
      const balance = await post(t, '/agent/wallet-balance', { token: user.token })
      expect(balance.body.balance).toBe(9_000)
    },
  )

  it('never take the losses past the limit across games played at once', async () => {
    const user = await fundedPlayer(t, 10_000)
    await setLimits(t, user, { loss: { day: 1_500 } })
    const match = await createFootballEvent(t.pool)
    await openCrashRound(t)
    const stakes = Array.from({ length: 75 }, (_, n) => {
      switch (n % 5) {
        case 0:
          return post(t, '/agent/spin-multiplier', { token: user.token, betAmount: 100 })
        case 1:
          return post(t, '/games/roulette/spin', { token: user.token, bets: [{ type: 'dozen', selection: 1, amount: 100 }] })
        case 2:
          return post(t, '/agent/bets', { token: user.token, kind: 'single', stake: 100, selections: [match.selection('1x2:1')] })
        case 3:
          return numberPath.stake(t, user, 100)
        default:
          return crashPath.stake(t, user, 100)
      }
    })
    const answers = await Promise.all(stakes)
    const refused = answers.filter((answer) => answer.statusCode !== 200)
    for (const answer of refused) expect(['LOSS_LIMIT_DAY', 'BET_SLOTS_FULL']).toContain(answer.body.code)
    expect(refused.length).toBeGreaterThan(0)
    // What the ledger says the player lost today: every game entry's effect on the wallet.
    const { rows } = await t.pool.query<{ lost: string }>(
      `select (-coalesce(sum(p.amount_kobo), 0))::text as lost
         from journal_entries e join postings p on p.entry_id = e.id
         join ledger_accounts a on a.id = p.account_id and a.user_id = $1
        where e.kind like 'game:%'`,
      [user.userId],
    )
    expect(BigInt(rows[0]!.lost)).toBeLessThanOrEqual(1_500_00n)
    expect(await tallies(t, user)).toMatchObject({ day_lost: rows[0]!.lost })
    // Every accepted stake is in the ledger; no refused one is.
    const written = await t.pool.query<{ n: number }>(
      `select (select count(*) from game_rounds where user_id = $1) + (select count(*) from sports_bets where user_id = $1)
            + (select count(*) from crash_bets where user_id = $1) + (select count(*) from number_bets where user_id = $1) as n`,
      [user.userId],
    )
    expect(Number(written.rows[0]!.n)).toBe(answers.length - refused.length)
  })
})

describe('a break', () => {
  it('still lets the player withdraw, and is never shortened', async () => {
    const user = await fundedPlayer(t, 0)
    await post(t, '/sandbox/transfers', { depositCode: user.depositCode, amount: '5000' })
    const week = await post(t, '/agent/time-out', { token: user.token, days: 7 })
    expect(week.body.data.restriction).toMatchObject({ kind: 'time-out' })
    const day = await post(t, '/agent/time-out', { token: user.token, days: 1 })
    expect(day.body.data.restriction.until).toBe(week.body.data.restriction.until)
    const withdrawal = await withdraw(t, user, 2000)
    expect(withdrawal.statusCode, JSON.stringify(withdrawal.body)).toBe(200)
    await waitFor(
      async () => (await post(t, '/agent/wallet-balance', { token: user.token })).body.balance === 3000,
      10_000,
      'the withdrawal',
    )

    const excluded = await post(t, '/agent/self-exclude', { token: user.token, months: 12 })
    expect(excluded.body.data.restriction).toMatchObject({ kind: 'self-exclusion', since: week.body.data.restriction.since })
    const timeOut = await post(t, '/agent/time-out', { token: user.token, days: 30 })
    expect(timeOut).toMatchObject({ statusCode: 403, body: { code: 'SELF_EXCLUDED', until: excluded.body.data.restriction.until } })
    const shorter = await post(t, '/agent/self-exclude', { token: user.token, months: 6 })
    expect(shorter.body.data.restriction.until).toBe(excluded.body.data.restriction.until)
    const longer = await post(t, '/agent/self-exclude', { token: user.token, months: 60 })
    expect(Date.parse(longer.body.data.restriction.until)).toBeGreaterThan(Date.parse(excluded.body.data.restriction.until))
    expect((await withdraw(t, user, 3000)).statusCode).toBe(200)
  })

  it('refuses lengths other than the ones offered', async () => {
    const user = await fundedPlayer(t)
    expect((await post(t, '/agent/time-out', { token: user.token, days: 2 })).body).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'days must be 1, 7 or 30',
    })
    expect((await post(t, '/agent/self-exclude', { token: user.token, months: 3 })).body).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'months must be 6, 12 or 60',
    })
    expect((await post(t, '/agent/time-out', { token: 'nobody', days: 1 })).statusCode).toBe(401)
  })

  it('takes numbers only: a boolean, an array or empty text is refused, not coerced into a break', async () => {
    const user = await fundedPlayer(t)
    for (const days of [true, [1], '', ' 1', '1.0', null]) {
      expect((await post(t, '/agent/time-out', { token: user.token, days })).body, JSON.stringify(days)).toMatchObject({
        code: 'INVALID_INPUT',
        message: 'days must be 1, 7 or 30',
      })
    }
    for (const months of [[60], true, '60x']) {
      expect((await post(t, '/agent/self-exclude', { token: user.token, months })).body, JSON.stringify(months)).toMatchObject({
        code: 'INVALID_INPUT',
        message: 'months must be 6, 12 or 60',
      })
    }
    expect((await post(t, '/agent/reality-check', { token: user.token, minutes: [30] })).body).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'minutes must be 15, 30 or 60',
    })
    const { rows } = await t.pool.query(`select block_kind from player_protection where user_id = $1`, [user.userId])
    expect(rows[0]?.block_kind ?? null).toBeNull()
    // A form sends its choice as digits.
    const formTimeOut = await t.app.inject({
      method: 'POST',
      url: '/agent/time-out',
      payload: `token=${encodeURIComponent(user.token)}&days=1`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(formTimeOut.json().data.restriction).toMatchObject({ kind: 'time-out' })
  })
})

/**
 * The stake routes that judge the session inside their own statements (session-auth.ts,
 * liveSessionUserIdSql), each with a ₦100 stake sent straight to the route, so that nothing else
 * touches the session first (issue 21 item 8: the session's idle limit holds there too).
 */
const SESSION_IN_STATEMENT: { path: StakePath; stake: (token: string) => Promise<Answer> }[] = [
  { path: spinPath, stake: (token) => post(t, '/agent/spin-multiplier', { token, betAmount: 100 }) },
  {
    path: crashPath,
    stake: async (token) => {
      await openCrashRound(t)
      return post(t, '/agent/crash/bet', { token, game: CRASH_GAME, amount: 100 })
    },
  },
  {
    path: sportsPath,
    stake: async (token) => {
      const event = await openMatch(t)
      return post(t, '/agent/bets', { token, kind: 'single', stake: 100, selections: [event.selection('1x2:1')] })
    },
  },
  {
    path: numberPath,
    stake: async (token) => {
      const draw = await openDraw(t)
      return post(t, '/agent/bets', { token, stake: 100, selections: [{ game: draw.game, drawId: draw.id, kind: 'pick-1', picks: [7] }] })
    },
  },
]

const MINUTE = 60_000

describe.each(SESSION_IN_STATEMENT)('$path.name, its session judged in the statement', ({ path, stake }) => {
  it('is refused with 401 when the session was left idle past its limit, moving nothing', async () => {
    const user = await fundedPlayer(t)
    await setSessionLastSeen(t.pool, user.token, { idleTimeoutMs: 6 * MINUTE, lastSeenAgoMs: 6 * MINUTE + 1000 })
    const before = await snapshot(t, user, path)
    const refused = await stake(user.token)
    expect(refused).toEqual({
      statusCode: 401,
      body: { status: 401, code: 'SESSION_INVALID', message: 'Your session has expired. Please login to continue' },
    })
    await expectNothingMoved(t, user, path, before)
  })

  it('counts the stake as the session’s activity', async () => {
    const user = await fundedPlayer(t)
    await setSessionLastSeen(t.pool, user.token, { idleTimeoutMs: 6 * MINUTE, lastSeenAgoMs: 5 * MINUTE })
    const staked = await stake(user.token)
    expect(staked.statusCode, JSON.stringify(staked.body)).toBe(200)
    // Written beside the stake, not before it: the stake does not wait for it.
    await waitFor(async () => (await sessionLastSeenAgoMs(t.pool, user.token)) < MINUTE, 5000, 'the stake written as the last request')
  })
})
