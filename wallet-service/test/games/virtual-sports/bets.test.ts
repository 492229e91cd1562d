import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatKobo } from '@9ja/money'
import { createTestApp, type TestApp } from '../../support/database.ts'
import { createTestUser, creditWallet, type TestUser } from '../../support/users.ts'
import { checkLedgerInvariants } from '../../../src/ledger/ledger.ts'
import { loadGameHouseIds } from '../../../src/games/house.ts'
import { settleEventBets, voidEventBets, type HouseIds } from '../../../src/games/virtual-sports/bets/settlement.ts'
import { sportsPlacement } from '../../../src/games/virtual-sports/bets/store.ts'
import { placeScheduledSlips } from '../../../src/games/scheduled/place-bets.ts'
import { balanceKobo } from '../helpers.ts'
import { createFootballEvent, createRaceEvent, finishEvent, footballResult, startEvent, voidEvent } from './bet-events.ts'

let t: TestApp
let house: HouseIds
beforeAll(async () => {
  // Limits small enough to reach: stakes ₦100..₦5,000, a payout capped at ₦50,000, 5 selections a slip.
  t = await createTestApp({ BET_MIN_STAKE: '100', BET_MAX_STAKE: '5000', BET_MAX_PAYOUT: '50000', BET_MAX_SELECTIONS: '5' })
  house = await loadGameHouseIds(t.pool)
})
afterAll(async () => t.close())

async function player(naira = 10_000): Promise<TestUser> {
  const user = await createTestUser(t.pool)
  await creditWallet(t.pool, user.userId, BigInt(naira) * 100n)
  return user
}

const place = (user: TestUser, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/agent/bets', payload: { token: user.token, kind: 'single', stake: 100, ...body }, headers })

async function betsOf(user: TestUser) {
  const { rows } = await t.pool.query<{
    code: string
    status: string
    stake_kobo: string
    potential_win_kobo: string
    payout_kobo: string
  }>(`select code, status, stake_kobo, potential_win_kobo, payout_kobo from sports_bets where user_id = $1 order by id`, [user.userId])
  return rows
}

async function history(user: TestUser): Promise<string[]> {
  const response = await t.app.inject({ method: 'POST', url: '/agent/trasaction-history', payload: { token: user.token, pageSize: 100 } })
  return response.json().data.map((line: { description: string }) => line.description)
}

/** What must hold after any refusal: the wallet untouched and no bet written. */
async function expectNothingMoved(user: TestUser, naira: number) {
  expect(await balanceKobo(t.pool, user.userId)).toBe(BigInt(naira) * 100n)
  expect(await betsOf(user)).toEqual([])
}

const x100 = (odds: number) => Math.round(odds * 100)

describe('placing a slip', () => {
  it('places a single: the stake moves to bets in play, one ledger line names the bet', async () => {
    const event = await createFootballEvent(t.pool)
    const user = await player()
    const inPlayBefore = await houseBalance('house:bets_in_play')
    const response = await place(user, { stake: 250, selections: [event.selection('1x2:1')] })
    expect(response.statusCode).toBe(200)
    const { betIds, potentialWin } = response.json().data
    expect(betIds).toHaveLength(1)
    expect(betIds[0]).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{10}$/)
    expect(potentialWin).toBe(Math.floor(250 * event.odds['1x2:1']!) / 100)
    expect(await balanceKobo(t.pool, user.userId)).toBe(975_000n)
    expect(await houseBalance('house:bets_in_play')).toBe(inPlayBefore + 25_000n)
    expect(await history(user)).toContain(`Virtual Football: bet ₦250 (bet ${betIds[0]})`)
  })

  it('places a slip of singles: one bet per selection, each of the stake; the wallet pays them all', async () => {
    const event = await createFootballEvent(t.pool)
    const race = await createRaceEvent(t.pool, 6)
    const user = await player(1000)
    const selections = [event.selection('1x2:1'), event.selection('btts:gg'), race.selection('win:2')]
    const response = await place(user, { stake: 300, selections })
    expect(response.statusCode).toBe(200)
    const { betIds, potentialWin } = response.json().data
    expect(betIds).toHaveLength(3)
    const rows = await betsOf(user)
    expect(rows.map((row) => row.code)).toEqual(betIds)
    expect(rows.every((row) => row.stake_kobo === '30000' && row.status === 'open')).toBe(true)
    const expected = [event.odds['1x2:1']!, event.odds['btts:gg']!, race.odds['win:2']!].reduce(
      (sum, odds) => sum + Math.floor(300 * odds),
      0,
    )
    expect(potentialWin).toBe(expected / 100)
    expect(await balanceKobo(t.pool, user.userId)).toBe(10_000n)
    expect(await history(user)).toContain(`Horse Race: bet ₦300 (bet ${betIds[2]})`)
  })

  it('places a multiple: one bet at the product of the odds; the potential win is capped at the max payout', async () => {
    const a = await createFootballEvent(t.pool)
    const b = await createFootballEvent(t.pool)
    const user = await player()
    const response = await place(user, { kind: 'multiple', stake: 100, selections: [a.selection('1x2:1'), b.selection('ou2.5:over')] })
    expect(response.statusCode).toBe(200)
    const { betIds, potentialWin } = response.json().data
    expect(betIds).toHaveLength(1)
    expect(potentialWin).toBe(Math.floor((10_000 * a.odds['1x2:1']! * b.odds['ou2.5:over']!) / 10_000) / 100)
    expect(await history(user)).toContain(`Virtual Sports: multiple of 2, bet ₦100 (bet ${betIds[0]})`)

    const long = [a.selection('cs:4-4'), b.selection('cs:5-0')]
    const capped = await place(user, { kind: 'multiple', stake: 5000, selections: long })
    expect(capped.json().data.potentialWin).toBe(50_000)
  })

  it('answers a replayed idempotency key with the first bets and moves the money once; another request under the key is refused', async () => {
    const event = await createFootballEvent(t.pool)
    const user = await player(1000)
    const body = { stake: 200, selections: [event.selection('1x2:x'), event.selection('1x2:2')] }
    const key = { 'idempotency-key': 'slip-1' }
    const [first, second] = await Promise.all([place(user, body, key), place(user, body, key)])
    expect(first.statusCode).toBe(200)
    expect(second.json().data).toEqual(first.json().data)
    expect(await balanceKobo(t.pool, user.userId)).toBe(60_000n)
    const other = await place(user, { ...body, stake: 300 }, key)
    expect(other.statusCode).toBe(409)
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED')
    expect(await balanceKobo(t.pool, user.userId)).toBe(60_000n)
  })

  it('refuses bad slips with a clear message and moves nothing', async () => {
    const event = await createFootballEvent(t.pool)
    const user = await player(1000)
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ stake: 99.99, selections: [event.selection('1x2:1')] }, 400, 'STAKE_TOO_LOW', 'Minimum stake is ₦100'],
      [{ stake: 5000.01, selections: [event.selection('1x2:1')] }, 400, 'STAKE_TOO_HIGH', 'Maximum stake is ₦5,000'],
      [{ stake: 'lots', selections: [event.selection('1x2:1')] }, 400, 'INVALID_INPUT', 'Enter a stake in naira'],
      [{ stake: 100.001, selections: [event.selection('1x2:1')] }, 400, 'TOO_MANY_DECIMALS', 'Amount can have at most 2 decimal places.'],
      [
        { selections: ['1x2:1', 'btts:gg', 'ou1.5:over', 'ou2.5:over', 'ou3.5:over', 'cs:1-0'].map(event.selection) },
        400,
        'TOO_MANY_SELECTIONS',
        'A bet slip takes at most 5 selections',
      ],
      [{ selections: [] }, 400, 'INVALID_INPUT', 'Add at least one selection to the bet slip'],
      [{ selections: ['not-a-selection'] }, 400, 'SELECTION_UNKNOWN', 'This selection is no longer offered'],
      [{ selections: [event.selection('cs:9-9')] }, 400, 'SELECTION_UNKNOWN', 'This selection is no longer offered'],
      [{ selections: ['999999999:1x2:1'] }, 400, 'SELECTION_UNKNOWN', 'This selection is no longer offered'],
      [
        { kind: 'multiple', selections: [event.selection('1x2:1'), event.selection('btts:gg')] },
        400,
        'SAME_EVENT',
        'Selections from the same event cannot be combined',
      ],
      [{ kind: 'multiple', selections: [event.selection('1x2:1')] }, 400, 'INVALID_INPUT', 'A multiple takes at least 2 selections'],
      [{ selections: [event.selection('1x2:1'), event.selection('1x2:1')] }, 400, 'INVALID_INPUT', 'A selection is on the slip twice'],
      [{ selections: [event.selection('1x2:1')], odds: [2.5, 3] }, 400, 'INVALID_INPUT', 'odds must give one price per selection'],
      [{ kind: 'double', selections: [event.selection('1x2:1')] }, 400, 'INVALID_INPUT', "kind is 'single' or 'multiple'"],
      // Five singles of ₦250 are ₦1,250: more than the ₦1,000 in the wallet, though each alone would be covered.
      [
        { stake: 250, selections: ['1x2:1', '1x2:x', '1x2:2', 'btts:gg', 'btts:ng'].map(event.selection) },
        402,
        'INSUFFICIENT_BALANCE',
        'Your balance does not cover the total stake of ₦1,250',
      ],
    ]
    for (const [body, status, code, message] of cases) {
      const response = await place(user, body)
      expect({ status: response.statusCode, code: response.json().code, message: response.json().message }).toEqual({
        status,
        code,
        message,
      })
    }
    const unknown = await place(user, { selections: [event.selection('1x2:1'), event.selection('cs:9-9')] })
    expect(unknown.json().data).toEqual({ selectionId: event.selection('cs:9-9') })
    expect((await place({ ...user, token: 'expired' }, { selections: [event.selection('1x2:1')] })).statusCode).toBe(401)
    await expectNothingMoved(user, 1000)
  })

  it('refuses odds that changed since the player added them, with the new odds, and moves nothing', async () => {
    const event = await createFootballEvent(t.pool)
    const other = await createFootballEvent(t.pool)
    const user = await player(1000)
    const seen = [event.odds['1x2:1']! / 100, other.odds['1x2:2']! / 100]
    await t.pool.query(`update sports_events set odds = jsonb_set(odds, '{1x2:1}', to_jsonb($2::int)) where id = $1`, [
      event.id,
      event.odds['1x2:1']! + 7,
    ])
    const selections = [event.selection('1x2:1'), other.selection('1x2:2')]
    const refused = await place(user, { kind: 'multiple', selections, odds: seen })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'ODDS_CHANGED',
      data: { selections: [{ selectionId: event.selection('1x2:1'), odds: (event.odds['1x2:1']! + 7) / 100 }] },
    })
    await expectNothingMoved(user, 1000)
    // Accepting the new odds places it at them.
    const accepted = await place(user, { kind: 'multiple', selections, odds: [(event.odds['1x2:1']! + 7) / 100, seen[1]] })
    expect(accepted.statusCode).toBe(200)
    const { rows } = await t.pool.query<{ odds_x100: number }>(
      `select l.odds_x100 from sports_bet_legs l join sports_bets b on b.id = l.bet_id where b.user_id = $1 order by l.leg_index`,
      [user.userId],
    )
    expect(rows.map((row) => row.odds_x100)).toEqual([event.odds['1x2:1']! + 7, x100(seen[1]!)])
  })

  it('refuses a bet after the cut-off, or on a started event, by the event name, and moves nothing; a slip is all or nothing', async () => {
    const closed = await createFootballEvent(t.pool, { closesInMs: -1000 })
    const started = await createRaceEvent(t.pool, 6)
    await startEvent(t.pool, started.id, { order: [1, 2, 3, 4, 5, 6], times: [1, 2, 3, 4, 5, 6] })
    const open = await createFootballEvent(t.pool)
    const user = await player(1000)
    const late = await place(user, { selections: [open.selection('1x2:1'), closed.selection('1x2:1')] })
    expect(late.statusCode).toBe(409)
    expect(late.json()).toMatchObject({ code: 'EVENT_CLOSED', message: `Betting has closed for ${closed.name}` })
    const live = await place(user, { kind: 'multiple', selections: [open.selection('1x2:1'), started.selection('win:1')] })
    expect(live.json()).toMatchObject({ code: 'EVENT_CLOSED', message: `Betting has closed for ${started.name}` })
    await expectNothingMoved(user, 1000)
  })

  it('refuses a bet id already given, as the engine expects to draw again, and writes nothing of that slip', async () => {
    const event = await createFootballEvent(t.pool)
    const user = await player(1000)
    const [taken] = (await place(user, { selections: [event.selection('1x2:1')] })).json().data.betIds
    const slip = (betCodes: string[]) => ({
      sessionToken: user.token,
      kind: 'single' as const,
      stakeKobo: 10_000n,
      legs: [{ eventId: event.id, code: '1x2:2', seenOddsX100: null }],
      clientKey: `collision-${betCodes[0]}`,
      requestHash: 'collision',
      stakeText: '₦100',
      betCodes,
    })
    await expect(placeScheduledSlips(t.pool, sportsPlacement(1_000_000n), house, new Date(), [slip([taken])])).rejects.toMatchObject({
      constraint: 'sports_bets_code_key',
    })
    expect(await balanceKobo(t.pool, user.userId)).toBe(90_000n)
    const [again] = await placeScheduledSlips(t.pool, sportsPlacement(1_000_000n), house, new Date(), [slip(['ZZZZZZZZZZ'])])
    expect(again).toMatchObject({ kind: 'placed', betCodes: ['ZZZZZZZZZZ'] })
  })

  it('places concurrent slips of many players in shared statements, each exactly once', async () => {
    const event = await createFootballEvent(t.pool)
    const users = await Promise.all(Array.from({ length: 40 }, () => player(1000)))
    const answers = await Promise.all(
      users.flatMap((user) => [
        place(user, { stake: 400, selections: [event.selection('1x2:1')] }),
        place(user, { stake: 400, selections: [event.selection('1x2:2')] }),
        // The third is not covered: ₦1,200 of ₦1,000.
        place(user, { stake: 400, selections: [event.selection('1x2:x')] }),
      ]),
    )
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 200)).toHaveLength(80)
    expect(answers.filter((answer) => answer.json().code === 'INSUFFICIENT_BALANCE')).toHaveLength(40)
    for (const user of users) expect(await balanceKobo(t.pool, user.userId)).toBe(20_000n)
    expect(await checkLedgerInvariants(t.pool)).toEqual([])
  })
})

async function houseBalance(code: string): Promise<bigint> {
  const { rows } = await t.pool.query<{ balance: string }>(
    `select coalesce(sum(p.amount_kobo), 0)::text as balance from postings p join ledger_accounts a on a.id = p.account_id where a.code = $1`,
    [code],
  )
  return BigInt(rows[0]!.balance)
}

/** Places a single on each code of the event for a fresh player (in slips of 5, this app's most) and answers the bet ids by code. */
async function singlesOn(event: { selection: (code: string) => string }, codes: string[], stake = 100) {
  const user = await player(100_000)
  const byCode = new Map<string, string>()
  for (let from = 0; from < codes.length; from += 5) {
    const slip = codes.slice(from, from + 5)
    const response = await place(user, { stake, selections: slip.map(event.selection) })
    expect(response.statusCode).toBe(200)
    slip.forEach((code, index) => byCode.set(code, response.json().data.betIds[index]))
  }
  return { user, byCode }
}

async function betStatus(code: string) {
  const { rows } = await t.pool.query<{ status: string; payout_kobo: string }>(
    `select status, payout_kobo from sports_bets where code = $1`,
    [code],
  )
  return rows[0]!
}

describe('settlement', () => {
  it('settles every football market from the result (2-1, 1-1 at half-time), paying stake x odds', async () => {
    const event = await createFootballEvent(t.pool)
    const winners = ['1x2:1', 'dc:1x', 'dc:12', 'ou1.5:over', 'ou2.5:over', 'ou3.5:under', 'btts:gg', 'cs:2-1', 'ht:x']
    const losers = ['1x2:x', '1x2:2', 'dc:x2', 'ou1.5:under', 'ou2.5:under', 'ou3.5:over', 'btts:ng', 'cs:1-1', 'cs:1-2', 'ht:1', 'ht:2']
    const { user, byCode } = await singlesOn(event, [...winners, ...losers])
    await finishEvent(t.pool, event.id, footballResult(2, 1, 1, 1))
    const before = await balanceKobo(t.pool, user.userId)
    expect(await settleEventBets(t.pool, house, event.id, new Date())).toEqual({ settledLegs: 20, settledBets: 20 })
    let paid = 0n
    for (const code of winners) {
      const expected = BigInt(event.odds[code]!) * 100n
      expect({ code, ...(await betStatus(byCode.get(code)!)) }).toEqual({ code, status: 'won', payout_kobo: String(expected) })
      paid += expected
    }
    for (const code of losers) expect({ code, ...(await betStatus(byCode.get(code)!)) }).toEqual({ code, status: 'lost', payout_kobo: '0' })
    expect(await balanceKobo(t.pool, user.userId)).toBe(before + paid)
    const lines = await history(user)
    expect(lines).toContain(`Virtual Football: bet ${byCode.get('cs:2-1')} won ${formatKobo(BigInt(event.odds['cs:2-1']!) * 100n)}`)
    // A loss moves nothing in the wallet, so it is no line of the wallet's history.
    expect(lines.some((line) => line.includes(`${byCode.get('1x2:x')} lost`))).toBe(false)
    expect(await checkLedgerInvariants(t.pool)).toEqual([])
  })

  it('settles a goalless draw: under, NG, 0-0 and the draws win', async () => {
    const event = await createFootballEvent(t.pool)
    const winners = ['1x2:x', 'dc:1x', 'dc:x2', 'ou1.5:under', 'btts:ng', 'cs:0-0', 'ht:x']
    const losers = ['1x2:1', 'dc:12', 'ou1.5:over', 'btts:gg', 'cs:1-0']
    const { byCode } = await singlesOn(event, [...winners, ...losers])
    await finishEvent(t.pool, event.id, footballResult(0, 0, 0, 0))
    await settleEventBets(t.pool, house, event.id, new Date())
    for (const code of winners) expect([code, (await betStatus(byCode.get(code)!)).status]).toEqual([code, 'won'])
    for (const code of losers) expect([code, (await betStatus(byCode.get(code)!)).status]).toEqual([code, 'lost'])
  })

  it('settles every race market: place pays 2 places up to 7 runners, 3 from 8', async () => {
    const small = await createRaceEvent(t.pool, 6)
    const smallWinners = ['win:3', 'place:3', 'place:1', 'fc:3-1', 'tc:3-1-4']
    const smallLosers = ['win:1', 'place:4', 'fc:1-3', 'tc:3-1-2', 'tc:1-3-4']
    const six = await singlesOn(small, [...smallWinners, ...smallLosers])
    await finishEvent(t.pool, small.id, { order: [3, 1, 4, 2, 5, 6], times: [1, 2, 3, 4, 5, 6] })
    await settleEventBets(t.pool, house, small.id, new Date())
    for (const code of smallWinners) expect([code, (await betStatus(six.byCode.get(code)!)).status]).toEqual([code, 'won'])
    for (const code of smallLosers) expect([code, (await betStatus(six.byCode.get(code)!)).status]).toEqual([code, 'lost'])

    const big = await createRaceEvent(t.pool, 12)
    const bigWinners = ['win:12', 'place:12', 'place:7', 'place:5', 'fc:12-7', 'tc:12-7-5']
    const bigLosers = ['win:7', 'place:1', 'fc:7-12', 'tc:12-5-7']
    const twelve = await singlesOn(big, [...bigWinners, ...bigLosers])
    await finishEvent(t.pool, big.id, { order: [12, 7, 5, 1, 2, 3, 4, 6, 8, 9, 10, 11], times: Array.from({ length: 12 }, (_, i) => i) })
    await settleEventBets(t.pool, house, big.id, new Date())
    for (const code of bigWinners) expect([code, (await betStatus(twelve.byCode.get(code)!)).status]).toEqual([code, 'won'])
    for (const code of bigLosers) expect([code, (await betStatus(twelve.byCode.get(code)!)).status]).toEqual([code, 'lost'])
  })

  it('settles a multiple once all its legs are: a void leg counts 1.00, every leg void refunds, any lost leg loses', async () => {
    const a = await createFootballEvent(t.pool)
    const b = await createFootballEvent(t.pool)
    const c = await createFootballEvent(t.pool)
    const user = await player(100_000)
    const multiple = async (selections: string[]) => {
      const response = await place(user, { kind: 'multiple', stake: 1000, selections })
      expect(response.statusCode).toBe(200)
      return response.json().data.betIds[0] as string
    }
    const wonWithVoid = await multiple([a.selection('1x2:1'), b.selection('1x2:1')])
    const lostWithVoid = await multiple([a.selection('1x2:2'), b.selection('1x2:2')])
    const allVoid = await multiple([b.selection('btts:gg'), c.selection('btts:gg')])
    const threeLegs = await multiple([a.selection('1x2:1'), b.selection('1x2:x'), c.selection('1x2:1')])

    await finishEvent(t.pool, a.id, footballResult(1, 0, 0, 0))
    await settleEventBets(t.pool, house, a.id, new Date())
    // b and c have not finished: every multiple is still open, whatever its settled legs say.
    for (const code of [wonWithVoid, lostWithVoid, allVoid, threeLegs]) expect((await betStatus(code)).status).toBe('open')

    const before = await balanceKobo(t.pool, user.userId)
    await voidEvent(t.pool, b.id)
    expect(await voidEventBets(t.pool, house, b.id, new Date())).toEqual({ settledLegs: 4, settledBets: 2 })
    expect(await betStatus(wonWithVoid)).toEqual({ status: 'won', payout_kobo: String(1000 * a.odds['1x2:1']!) })
    expect(await betStatus(lostWithVoid)).toEqual({ status: 'lost', payout_kobo: '0' })
    expect((await betStatus(allVoid)).status).toBe('open')

    await voidEvent(t.pool, c.id)
    await voidEventBets(t.pool, house, c.id, new Date())
    expect(await betStatus(allVoid)).toEqual({ status: 'void', payout_kobo: '100000' })
    expect(await betStatus(threeLegs)).toEqual({ status: 'won', payout_kobo: String(1000 * a.odds['1x2:1']!) })
    expect(await balanceKobo(t.pool, user.userId)).toBe(before + BigInt(2000 * a.odds['1x2:1']!) + 100_000n)
    expect(await history(user)).toContain(`Virtual Sports: bet ${allVoid} void, ₦1,000 refunded`)
    expect(await checkLedgerInvariants(t.pool)).toEqual([])
  })

  it('pays a won bet at most its potential win (the max payout when it was placed)', async () => {
    const a = await createFootballEvent(t.pool)
    const b = await createFootballEvent(t.pool)
    const user = await player(100_000)
    const response = await place(user, { kind: 'multiple', stake: 5000, selections: [a.selection('cs:3-3'), b.selection('cs:3-3')] })
    const betId = response.json().data.betIds[0]
    await finishEvent(t.pool, a.id, footballResult(3, 3, 1, 1))
    await finishEvent(t.pool, b.id, footballResult(3, 3, 2, 2))
    await settleEventBets(t.pool, house, a.id, new Date())
    await settleEventBets(t.pool, house, b.id, new Date())
    expect(await betStatus(betId)).toEqual({ status: 'won', payout_kobo: '5000000' })
  })

  it('pays once when settlement runs twice, or from two processes at once', async () => {
    const event = await createFootballEvent(t.pool)
    const users = await Promise.all(Array.from({ length: 30 }, () => player(1000)))
    for (const user of users)
      expect((await place(user, { stake: 500, selections: [event.selection('1x2:1'), event.selection('1x2:2')] })).statusCode).toBe(200)
    await finishEvent(t.pool, event.id, footballResult(1, 0, 1, 0))
    const [first, second] = await Promise.all([
      settleEventBets(t.pool, house, event.id, new Date()),
      settleEventBets(t.pool, house, event.id, new Date()),
    ])
    expect(first.settledBets + second.settledBets).toBe(60)
    expect(first.settledLegs + second.settledLegs).toBe(60)
    expect(await settleEventBets(t.pool, house, event.id, new Date())).toEqual({ settledLegs: 0, settledBets: 0 })
    const win = BigInt(500 * event.odds['1x2:1']!)
    for (const user of users) expect(await balanceKobo(t.pool, user.userId)).toBe(win)
    const entries = await t.pool.query<{ n: number }>(
      `select count(*)::int as n from journal_entries where idempotency_key like 'sports-win:%' and user_id = any ($1::bigint[])`,
      [users.map((user) => user.userId)],
    )
    expect(entries.rows[0]!.n).toBe(30)
    expect(await checkLedgerInvariants(t.pool)).toEqual([])
  })

  it('resumes a settlement cut off part-way', async () => {
    const event = await createFootballEvent(t.pool)
    const { byCode } = await singlesOn(event, ['1x2:1', '1x2:x', 'btts:ng'])
    await finishEvent(t.pool, event.id, footballResult(2, 0, 1, 0))
    // The process dies after the legs are settled, before any bet is.
    let statements = 0
    const dying = {
      query: (...args: Parameters<typeof t.pool.query>) => {
        if (++statements > 3) return Promise.reject(new Error('the process died'))
        return (t.pool.query as (...a: unknown[]) => Promise<unknown>)(...args)
      },
    } as unknown as typeof t.pool
    await expect(settleEventBets(dying, house, event.id, new Date())).rejects.toThrow('the process died')
    expect((await betStatus(byCode.get('1x2:1')!)).status).toBe('open')
    expect(await settleEventBets(t.pool, house, event.id, new Date())).toEqual({ settledLegs: 0, settledBets: 3 })
    expect((await betStatus(byCode.get('1x2:1')!)).status).toBe('won')
    expect((await betStatus(byCode.get('btts:ng')!)).status).toBe('won')
    expect((await betStatus(byCode.get('1x2:x')!)).status).toBe('lost')
  })

  it('settles a bet whose placement was still committing when its event finished: settlement waits for it', async () => {
    const event = await createFootballEvent(t.pool)
    const user = await player(1000)
    const placing = await t.pool.connect()
    try {
      await placing.query('begin')
      const [placed] = await placeScheduledSlips(placing, sportsPlacement(1_000_000n), house, new Date(), [
        {
          sessionToken: user.token,
          kind: 'single',
          stakeKobo: 10_000n,
          legs: [{ eventId: event.id, code: '1x2:1', seenOddsX100: null }],
          clientKey: 'in-flight',
          requestHash: 'in-flight',
          stakeText: '₦100',
          betCodes: ['PLACE2NGXX'],
        },
      ])
      expect(placed!.kind).toBe('placed')
      // The runner finishes the event meanwhile (its updates do not wait for the placement)...
      await finishEvent(t.pool, event.id, footballResult(1, 0, 0, 0))
      // ...and settles it: that waits until the placement commits, then sees its bet.
      const settling = settleEventBets(t.pool, house, event.id, new Date())
      const early = await Promise.race([settling.then(() => 'settled'), new Promise((resolve) => setTimeout(resolve, 300, 'waiting'))])
      expect(early).toBe('waiting')
      await placing.query('commit')
      expect(await settling).toEqual({ settledLegs: 1, settledBets: 1 })
    } finally {
      placing.release()
    }
    expect(await betStatus('PLACE2NGXX')).toEqual({ status: 'won', payout_kobo: String(100 * event.odds['1x2:1']!) })
  })

  it('refuses to settle an event that has not finished, or to void one that is not void', async () => {
    const event = await createFootballEvent(t.pool)
    await expect(settleEventBets(t.pool, house, event.id, new Date())).rejects.toThrow('is open, not finished')
    await expect(voidEventBets(t.pool, house, event.id, new Date())).rejects.toThrow('is open, not void')
  })
})
