import { expect } from 'vitest'
import { drawPocket } from '../../src/games/roulette/wheel.ts'
import { spinOutcome } from '../../src/games/spin-it/paytable.ts'
import type { TestApp } from '../support/database.ts'
import { createTestUser, creditWallet, type TestUser } from '../support/users.ts'
import { waitFor } from '../support/wait-for.ts'
import { balanceKobo, chooseClientSeedFor } from '../games/helpers.ts'
import { createFootballEvent, type TestEvent } from '../games/virtual-sports/bet-events.ts'
import { createDraw, type TestDraw } from '../games/numbers/bets-support.ts'

export type Answer = { statusCode: number; body: Record<string, any> }

export async function post(t: TestApp, url: string, body: Record<string, unknown>): Promise<Answer> {
  const response = await t.app.inject({ method: 'POST', url, payload: body })
  return { statusCode: response.statusCode, body: response.json() as Record<string, any> }
}

/** A player (identity not verified) with a live session and `naira` in the wallet (credited by a ledger entry that is not a deposit). */
export async function fundedPlayer(t: TestApp, naira = 10_000, identity: 'verified' | 'unverified' = 'verified'): Promise<TestUser> {
  const user = await createTestUser(t.pool, { identity })
  if (naira > 0) await creditWallet(t.pool, user.userId, BigInt(naira) * 100n)
  return user
}

export async function setLimits(t: TestApp, user: TestUser, limits: Record<string, unknown>): Promise<Answer> {
  const answer = await post(t, '/agent/limits', { token: user.token, ...limits })
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200)
  return answer
}

/** The player's running totals as the protection row holds them (kobo, as text), read straight from the table. */
export async function tallies(t: TestApp, user: TestUser) {
  const { rows } = await t.pool.query<Record<string, string>>(
    `select (day_tally).lost_kobo::text as day_lost, (week_tally).lost_kobo::text as week_lost, (month_tally).lost_kobo::text as month_lost,
            (day_tally).deposited_kobo::text as day_deposited, (week_tally).deposited_kobo::text as week_deposited,
            (month_tally).deposited_kobo::text as month_deposited
       from player_protection where user_id = $1`,
    [user.userId],
  )
  return rows[0]
}

/** What a refused stake must leave: the wallet as it was and nothing written by the path. */
export async function expectNothingMoved(t: TestApp, user: TestUser, path: StakePath, before: { balance: bigint; written: number }) {
  expect(await balanceKobo(t.pool, user.userId)).toBe(before.balance)
  expect(await path.written(t, user)).toBe(before.written)
}

/** What the player's one won bet in `table` (sports_bets, number_bets) paid, in kobo. */
export async function wonKobo(t: TestApp, user: TestUser, table: 'sports_bets' | 'number_bets'): Promise<number> {
  const { rows } = await t.pool.query<{ payout_kobo: string }>(`select payout_kobo from ${table} where user_id = $1 and status = 'won'`, [
    user.userId,
  ])
  return Number(rows[0]!.payout_kobo)
}

export async function snapshot(t: TestApp, user: TestUser, path: StakePath) {
  return { balance: await balanceKobo(t.pool, user.userId), written: await path.written(t, user) }
}

const count = async (t: TestApp, sql: string, user: TestUser) => (await t.pool.query<{ n: number }>(sql, [user.userId])).rows[0]!.n

/**
 * One way of staking money, as a player does it through the API. `stake` answers the service's reply;
 * a round is steered (by the player's own client seed) to lose, so the stake counts in full;
 * `written` counts the rows the path writes for the player, to show a refusal wrote none.
 */
export type StakePath = {
  name: string
  stake: (t: TestApp, user: TestUser, naira: number) => Promise<Answer>
  written: (t: TestApp, user: TestUser) => Promise<number>
}

const rounds = (game: string) => async (t: TestApp, user: TestUser) =>
  count(t, `select count(*)::int as n from game_rounds where user_id = $1 and game = '${game}'`, user)

export const spinPath: StakePath = {
  name: 'a Spin It spin',
  stake: async (t, user, naira) => {
    await chooseClientSeedFor(t.app, t.pool, user.token, (seeds) => spinOutcome(seeds, BigInt(naira) * 100n).result === 'lose')
    return post(t, '/agent/spin-multiplier', { token: user.token, betAmount: naira })
  },
  written: rounds('spin-it'),
}

export const roulettePath: StakePath = {
  name: 'a Spin 2 Win Royale bet',
  stake: async (t, user, naira) => {
    // Red never wins on zero.
    await chooseClientSeedFor(t.app, t.pool, user.token, (seeds) => drawPocket(seeds) === 0)
    return post(t, '/games/roulette/spin', { token: user.token, bets: [{ type: 'colour', selection: 'red', amount: naira }] })
  },
  written: rounds('spin2win-royale'),
}

/** The crash game these tests bet on: its rounds take bets for a minute (see CRASH_TEST_SETTINGS). */
export const CRASH_GAME = 'bank-heist'
/** The crash game whose rounds fly within seconds, for cash-outs. */
export const FAST_CRASH_GAME = 'jet-crash'
export const CRASH_TEST_SETTINGS = {
  CRASH_RUNNERS: 'on',
  CRASH_LEADER_RETRY_MS: '100',
  CRASH_TICK_MS: '20',
  CRASH_SETTLE_GRACE_MS: '100',
  CRASH_GAME_SETTINGS: JSON.stringify({
    // Every other game waits a minute for bets, to keep the machine quiet.
    '*': { bettingWindowMs: 60_000, pauseMs: 150, growthPerMs: 0.01, chainLength: 50, minBet: 100, maxBet: 20_000 },
    [FAST_CRASH_GAME]: { bettingWindowMs: 1500, growthPerMs: 0.0005 },
  }),
}

/** Waits for a round of the crash game that takes bets for at least another 10 s. */
export async function openCrashRound(t: TestApp): Promise<number> {
  return waitFor(
    async () => {
      const { rows } = await t.pool.query<{ id: string }>(
        `select id from crash_rounds where game = $1 and phase = 'betting' and betting_ends_at > now() + interval '10 seconds'
          order by id desc limit 1`,
        [CRASH_GAME],
      )
      return rows[0] && Number(rows[0].id)
    },
    90_000,
    'a crash round taking bets',
  )
}

export const crashPath: StakePath = {
  name: 'a crash bet',
  stake: async (t, user, naira) => {
    await openCrashRound(t)
    return post(t, '/agent/crash/bet', { token: user.token, game: CRASH_GAME, amount: naira })
  },
  written: (t, user) => count(t, `select count(*)::int as n from crash_bets where user_id = $1`, user),
}

/** What `create` makes for an app, made once per app (the first call's). */
function oncePerApp<T>(create: (t: TestApp) => Promise<T>): (t: TestApp) => Promise<T> {
  const made = new WeakMap<TestApp, Promise<T>>()
  return (t) => {
    let value = made.get(t)
    if (!value) {
      value = create(t)
      made.set(t, value)
    }
    return value
  }
}

/** One football match per app, taking bets for an hour. */
export const openMatch: (t: TestApp) => Promise<TestEvent> = oncePerApp((t) => createFootballEvent(t.pool))

export const sportsPath: StakePath = {
  name: 'a sports bet',
  stake: async (t, user, naira) => {
    const event = await openMatch(t)
    return post(t, '/agent/bets', { token: user.token, kind: 'single', stake: naira, selections: [event.selection('1x2:1')] })
  },
  written: (t, user) => count(t, `select count(*)::int as n from sports_bets where user_id = $1`, user),
}

/** One Perfect Guess draw per app, taking bets for an hour. */
export const openDraw: (t: TestApp) => Promise<TestDraw> = oncePerApp((t) => createDraw(t.pool, 'perfect-guess'))

export const numberPath: StakePath = {
  name: 'a number bet',
  stake: async (t, user, naira) => {
    const draw = await openDraw(t)
    return post(t, '/agent/bets', {
      token: user.token,
      stake: naira,
      selections: [{ game: draw.game, drawId: draw.id, kind: 'pick-1', picks: [7] }],
    })
  },
  written: (t, user) => count(t, `select count(*)::int as n from number_bets where user_id = $1`, user),
}

export const STAKE_PATHS = [spinPath, roulettePath, crashPath, sportsPath, numberPath]

/** When a period that holds `at` ends, as the database computes it (Africa/Lagos calendar). */
export async function periodEnd(t: TestApp, period: 'day' | 'week' | 'month', at: Date): Promise<string> {
  const { rows } = await t.pool.query<{ end: Date }>(`select protection_period_end($1, $2) as end`, [period, at])
  return rows[0]!.end.toISOString()
}

let accountSequence = 0

/** A withdrawal of `naira` to a sandbox bank account opened in the player's name (the way a player takes money out). */
export async function withdraw(t: TestApp, user: TestUser, naira: number): Promise<Answer> {
  const accountNumber = `01${String(process.pid % 1000).padStart(3, '0')}${String(++accountSequence).padStart(5, '0')}`
  await post(t, '/sandbox/accounts', { bankCode: '058', accountNumber, accountName: user.fullName })
  return post(t, '/agent/withdraw-fund', { token: user.token, amount: String(naira), bankCode: '058', accountNumber })
}
