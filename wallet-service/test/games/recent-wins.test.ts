import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/config.ts'
import { SPIN_IT_SEGMENTS, spinOutcome } from '../../src/games/spin-it/paytable.ts'
import { maskedName } from '../../src/games/wins/recent-wins.ts'
import { createTestApp, type TestApp } from '../support/database.ts'
import { ManualClock } from '../support/manual-clock.ts'
import { createTestUser, creditWallet } from '../support/users.ts'
import { chooseClientSeedFor } from './helpers.ts'
import { FAST_CRASH_SETTINGS, steerNextRound, untilPhase } from './crash/helpers.ts'

let t: TestApp
// A clock of its own, an hour behind real time: the wins carry its instants, not the database's.
const clock = new ManualClock(Date.now() - 3_600_000)
beforeAll(async () => {
  t = await createTestApp({}, { clock })
})
afterAll(async () => t.close())

const recentWins = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/games/wins/recent' })
  expect(response.statusCode).toBe(200)
  return response.json().data.wins as { name: string; amount: number; game: string; gameSlug: string | null; at: string }[]
}

const X10 = SPIN_IT_SEGMENTS.findIndex((segment) => segment.result === 'x10')

/** A player who wins ten times `stakeNaira` on Spin It at the clock's time. */
async function winOnSpinIt(fullName: string, stakeNaira: number) {
  const user = await createTestUser(t.pool, { fullName })
  await creditWallet(t.pool, user.userId, BigInt(stakeNaira) * 100n)
  await chooseClientSeedFor(t.app, t.pool, user.token, (seeds) => spinOutcome(seeds, BigInt(stakeNaira) * 100n).index === X10)
  const response = await t.app.inject({
    method: 'POST',
    url: '/agent/spin-multiplier',
    payload: { token: user.token, betAmount: String(stakeNaira) },
  })
  expect(response.json().data).toMatchObject({ result: 'x10', amountWon: stakeNaira * 10 })
  return user
}

describe('GET /games/wins/recent', () => {
  it('lists nothing while no game has paid a win of RECENT_WINS_MIN_NAIRA', async () => {
    expect(await recentWins()).toEqual([])
    // ₦1,000 won: under the ₦10,000 default.
    await winOnSpinIt('Bola Adeyemi', 100)
    expect(await recentWins()).toEqual([])
  })

  it('lists a real win from the ledger, newest first, with the masked name, the payout, the game and when it was won', async () => {
    const first = await winOnSpinIt('Emeka Uchenna', 2000)
    await winOnSpinIt('  aisha   bello  musa ', 1500)
    // The instant of the service's clock (a manual one here), as the settlement stamped it.
    const at = new Date(clock.now()).toISOString()
    const wins = await recentWins()
    expect(wins).toEqual([
      { name: 'Aisha M.', amount: 15_000, game: 'Spin It', gameSlug: 'spin-it', at },
      { name: 'Emeka U.', amount: 20_000, game: 'Spin It', gameSlug: 'spin-it', at },
    ])
    // Nothing else of the player: no phone number, email or ids.
    const { rows } = await t.pool.query<{ phone_number: string; email: string; public_id: string }>(
      'select phone_number, email, public_id from users where id = $1',
      [first.userId],
    )
    const text = JSON.stringify(wins)
    for (const secret of [rows[0]!.phone_number, rows[0]!.email, rows[0]!.public_id, 'Uchenna']) expect(text).not.toContain(secret)
  })

  it('keeps the ten newest', async () => {
    for (let i = 0; i < 11; i++) await winOnSpinIt(`Player${i} Okoro`, 1000)
    const wins = await recentWins()
    expect(wins.map((win) => win.name)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((i) => `Player${i} O.`))
  })
})

describe('a crash cash-out', () => {
  let crash: TestApp
  beforeAll(async () => {
    crash = await createTestApp(FAST_CRASH_SETTINGS)
  })
  afterAll(async () => crash.close())

  it('is listed with its game: the bet the entry names, settled by the runner', async () => {
    const user = await createTestUser(crash.pool, { fullName: 'Emeka Umeh' })
    await creditWallet(crash.pool, user.userId, 5000_00n)
    const round = await steerNextRound(crash.pool, 'danfo-crash', (x) => x >= 300)
    const placed = await crash.app.inject({
      method: 'POST',
      url: '/agent/crash/bet',
      payload: { token: user.token, game: 'danfo-crash', amount: 5000, autoCashOut: 2.5 },
    })
    expect(placed.json()).toMatchObject({ status: 200 })
    await untilPhase(crash.pool, round.roundId, 'settled')
    const { rows } = await crash.pool.query<{ settled_at: Date }>('select settled_at from crash_bets where id = $1', [
      placed.json().data.betId,
    ])
    const response = await crash.app.inject({ method: 'GET', url: '/games/wins/recent' })
    expect(response.json().data.wins).toEqual([
      { name: 'Emeka U.', amount: 12_500, game: 'Danfo Crash', gameSlug: 'danfo-crash', at: rows[0]!.settled_at.toISOString() },
    ])
  })
})

describe('masked names and the setting', () => {
  it('shows the first name and the initial of the last, a single name alone', () => {
    expect(maskedName('Emeka Uchenna')).toBe('Emeka U.')
    expect(maskedName(' ngozi  eze-obi ')).toBe('Ngozi E.')
    expect(maskedName('Tunde')).toBe('Tunde')
  })

  it('RECENT_WINS_MIN_NAIRA: ₦10,000 by default, never below the index floor', () => {
    const base = { WALLET_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x' }
    expect(loadConfig(base).RECENT_WINS_MIN_NAIRA).toBe(10_000)
    expect(loadConfig({ ...base, RECENT_WINS_MIN_NAIRA: '50000' }).RECENT_WINS_MIN_NAIRA).toBe(50_000)
    expect(() => loadConfig({ ...base, RECENT_WINS_MIN_NAIRA: '9999' })).toThrow(/RECENT_WINS_MIN_NAIRA/)
  })
})
