import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, fromAddress, type TestApp } from '../../support/database.ts'
import { createTestUser, creditWallet, type TestUser } from '../../support/users.ts'
import { loadGameHouseIds } from '../../../src/games/house.ts'
import { settleEventBets } from '../../../src/games/virtual-sports/bets/settlement.ts'
import { createFootballEvent, createRaceEvent, finishEvent, footballResult, startEvent } from './bet-events.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ CHECK_BET_RATE_LIMIT: '5', BOOKING_CODE_RATE_LIMIT: '3' })
})
afterAll(async () => t.close())

async function player(): Promise<TestUser> {
  const user = await createTestUser(t.pool, { fullName: 'Ngozi Adeyemi' })
  await creditWallet(t.pool, user.userId, 1_000_000n)
  return user
}

const place = async (user: TestUser, body: Record<string, unknown>) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/agent/bets',
    payload: { token: user.token, kind: 'single', stake: 100, ...body },
  })
  expect(response.json()).toMatchObject({ status: 200 })
  return response.json().data.betIds as string[]
}
/** Each test speaks from an address of its own, so the per-address limits of one do not reach another. */
const get = (url: string, address: string) => t.app.inject({ method: 'GET', url, headers: fromAddress(address) })
const book = (selections: string[], address: string, slip: { kind?: string; stake?: number | string } = {}) =>
  t.app.inject({ method: 'POST', url: '/booking-codes', payload: { selections, ...slip }, headers: fromAddress(address) })

describe('Check Bet', () => {
  it("shows any bet by its ID: selections, odds, stake, status and win, never the owner's identity", async () => {
    const match = await createFootballEvent(t.pool)
    const race = await createRaceEvent(t.pool, 8)
    const user = await player()
    const [betId] = await place(user, { kind: 'multiple', stake: 500, selections: [match.selection('cs:2-1'), race.selection('place:4')] })
    const response = await get(`/bets/${betId}`, '10.0.0.1')
    expect(response.statusCode).toBe(200)
    const bet = response.json().data
    const odds = [match.odds['cs:2-1']!, race.odds['place:4']!]
    expect(bet).toEqual({
      betId,
      kind: 'multiple',
      status: 'open',
      stake: 500,
      totalOdds: Math.round((odds[0]! * odds[1]!) / 100) / 100,
      potentialWin: Math.floor((500 * odds[0]! * odds[1]!) / 100) / 100,
      amountWon: 0,
      placedAt: expect.any(String),
      settledAt: null,
      selections: [
        {
          selectionId: match.selection('cs:2-1'),
          eventId: match.id,
          game: 'virtual-football',
          event: 'Lagos Lions v Kano Camels',
          startsAt: expect.any(String),
          market: 'Correct score',
          name: '2-1',
          odds: odds[0]! / 100,
          status: 'open',
        },
        {
          selectionId: race.selection('place:4'),
          eventId: race.id,
          game: 'horse-race',
          event: race.name,
          startsAt: expect.any(String),
          market: 'Place (top 3)',
          name: '4 Runner 4',
          odds: odds[1]! / 100,
          status: 'open',
        },
      ],
    })
    // The whole answer is above (no other field); neither is the owner named anywhere in it.
    for (const identity of [user.fullName, user.publicId]) expect(response.body).not.toContain(identity)

    await finishEvent(t.pool, match.id, footballResult(2, 1, 0, 1))
    await finishEvent(t.pool, race.id, { order: [4, 1, 2, 3, 5, 6, 7, 8], times: [1, 2, 3, 4, 5, 6, 7, 8] })
    const house = await loadGameHouseIds(t.pool)
    await settleEventBets(t.pool, house, match.id, new Date())
    await settleEventBets(t.pool, house, race.id, new Date())
    // Any case, spaces around: as a person types it.
    const settled = (await get(`/bets/%20${betId!.toLowerCase()}%20`, '10.0.0.1')).json().data
    expect(settled).toMatchObject({ status: 'won', amountWon: bet.potentialWin, settledAt: expect.any(String) })
    expect(settled.selections.map((selection: { status: string; result: unknown }) => [selection.status, selection.result])).toEqual([
      ['won', { score: '2-1', halfTime: '0-1' }],
      ['won', { order: [4, 1, 2, 3, 5, 6, 7, 8] }],
    ])
  })

  it('answers an unknown ID with a clear 404', async () => {
    for (const id of ['AAAAAAAAAA', 'short', 'O0O0O0O0O0']) {
      const response = await get(`/bets/${id}`, '10.0.0.2')
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({ code: 'BET_NOT_FOUND', message: 'No bet has this ID. Please check it and try again.' })
    }
  })

  it('limits checks per address per minute with a clear 429; other addresses are not held back', async () => {
    const answers = []
    for (let i = 0; i < 6; i++) answers.push(await get('/bets/AAAAAAAAAA', '10.0.0.3'))
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404, 429])
    expect(answers[5]!.headers['retry-after']).toBe('60')
    expect(answers[5]!.json()).toMatchObject({
      code: 'CHECK_BET_RATE_LIMITED',
      message: 'Too many bet checks from this network. Please try again in a minute.',
    })
    expect((await get('/bets/AAAAAAAAAA', '10.0.0.4')).statusCode).toBe(404)
    // A minute later the address may check again.
    await t.pool.query(`update request_windows set started_at = started_at - interval '61 seconds' where window_key = 'check-bet:10.0.0.3'`)
    expect((await get('/bets/AAAAAAAAAA', '10.0.0.3')).statusCode).toBe(404)
  })
})

describe('booking codes', () => {
  it('round trip: a visitor books a multiple with its stake; loading the code gives it back, names the started event and re-prices the rest', async () => {
    const first = await createFootballEvent(t.pool)
    const second = await createFootballEvent(t.pool)
    const race = await createRaceEvent(t.pool, 6)
    const selections = [first.selection('1x2:1'), second.selection('btts:gg'), race.selection('fc:2-5')]
    const booked = await book(selections, '10.0.1.1', { kind: 'multiple', stake: '250.50' })
    expect(booked.statusCode).toBe(200)
    const { code } = booked.json().data
    expect(code).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/)

    await startEvent(t.pool, second.id, footballResult(0, 0, 0, 0))
    await t.pool.query(`update sports_events set odds = jsonb_set(odds, '{fc:2-5}', to_jsonb(4321)) where id = $1`, [race.id])
    const loaded = await get(`/booking-codes/${code.toLowerCase()}`, '10.0.1.1')
    expect(loaded.statusCode).toBe(200)
    expect(loaded.json().data).toEqual({
      code,
      kind: 'multiple',
      stake: 250.5,
      dropped: [
        {
          selectionId: second.selection('btts:gg'),
          reason: 'started',
          event: second.name,
          market: 'Both teams to score',
          name: 'Yes (GG)',
        },
      ],
      selections: [
        {
          selectionId: first.selection('1x2:1'),
          eventId: first.id,
          game: 'virtual-football',
          event: first.name,
          startsAt: expect.any(String),
          bettingClosesAt: expect.any(String),
          market: '1X2',
          name: 'Lagos Lions',
          odds: first.odds['1x2:1']! / 100,
        },
        {
          selectionId: race.selection('fc:2-5'),
          eventId: race.id,
          game: 'horse-race',
          event: race.name,
          startsAt: expect.any(String),
          bettingClosesAt: expect.any(String),
          market: 'Forecast',
          name: '2-5',
          odds: 43.21,
        },
      ],
    })
  })

  it('refuses to book what cannot be bet on, and answers unknown codes with a 404', async () => {
    const open = await createFootballEvent(t.pool)
    const closed = await createFootballEvent(t.pool, { closesInMs: -1000 })
    const cases: [string[], string, string][] = [
      [[open.selection('1x2:1'), closed.selection('1x2:1')], 'EVENT_CLOSED', `Betting has closed for ${closed.name}`],
      [[open.selection('cs:7-0')], 'SELECTION_UNKNOWN', 'This selection is no longer offered'],
      [[], 'INVALID_INPUT', 'Add at least one selection to the bet slip'],
      [[open.selection('1x2:1'), open.selection('1x2:1')], 'INVALID_INPUT', 'A selection is on the slip twice'],
    ]
    for (const [selections, code, message] of cases) {
      expect((await book(selections, `10.0.2.${code.length}`)).json()).toMatchObject({ code, message })
    }
    expect((await t.pool.query('select count(*)::int as n from sports_booking_codes')).rows[0].n).toBe(1)
    for (const code of ['ZZZZZZZZ', 'nope']) {
      const response = await get(`/booking-codes/${code}`, '10.0.2.9')
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({ code: 'BOOKING_CODE_NOT_FOUND', message: 'This booking code does not exist or has expired' })
    }
  })

  it('expires codes, and limits how many an address makes per minute', async () => {
    const event = await createFootballEvent(t.pool)
    const made = []
    for (let i = 0; i < 4; i++) made.push(await book([event.selection('1x2:x')], '10.0.3.1'))
    expect(made.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429])
    expect(made[3]!.json().code).toBe('BOOKING_CODE_RATE_LIMITED')
    const code = made[0]!.json().data.code
    await t.pool.query(
      `update sports_booking_codes set created_at = now() - interval '8 days', expires_at = now() - interval '1 day' where code = $1`,
      [code],
    )
    expect((await get(`/booking-codes/${code}`, '10.0.3.1')).statusCode).toBe(404)
  })

  it('books singles with no stake unless told otherwise, and refuses a stake that is not an amount', async () => {
    const event = await createFootballEvent(t.pool)
    const { code } = (await book([event.selection('1x2:2')], '10.0.4.1')).json().data
    expect((await get(`/booking-codes/${code}`, '10.0.4.1')).json().data).toMatchObject({ kind: 'single', stake: null, dropped: [] })
    for (const stake of ['abc', 0, -5]) {
      expect((await book([event.selection('1x2:2')], '10.0.4.2', { stake })).json()).toMatchObject({ code: 'INVALID_INPUT' })
    }
  })
})

describe('My Bets', () => {
  it("lists the player's own bets, newest first, open or settled, page by page", async () => {
    const match = await createFootballEvent(t.pool)
    const later = await createFootballEvent(t.pool)
    const user = await player()
    const someoneElse = await player()
    await place(someoneElse, { selections: [match.selection('1x2:1')] })
    const [lost, won] = await place(user, { selections: [match.selection('1x2:2'), match.selection('1x2:1')] })
    const [open] = await place(user, { selections: [later.selection('btts:gg')] })
    await finishEvent(t.pool, match.id, footballResult(1, 0, 1, 0))
    await settleEventBets(t.pool, await loadGameHouseIds(t.pool), match.id, new Date())

    const myBets = async (body: Record<string, unknown>) => {
      const response = await t.app.inject({ method: 'POST', url: '/agent/my-bets', payload: { token: user.token, ...body } })
      expect(response.statusCode).toBe(200)
      return response.json().data.map((bet: { betId: string; status: string }) => [bet.betId, bet.status])
    }
    expect(await myBets({})).toEqual([
      [open, 'open'],
      [won, 'won'],
      [lost, 'lost'],
    ])
    expect(await myBets({ status: 'open' })).toEqual([[open, 'open']])
    expect(await myBets({ status: 'settled' })).toEqual([
      [won, 'won'],
      [lost, 'lost'],
    ])
    expect(await myBets({ limit: 1, before: open })).toEqual([[won, 'won']])
    const refused = await t.app.inject({ method: 'POST', url: '/agent/my-bets', payload: { token: user.token, status: 'all' } })
    expect(refused.json()).toMatchObject({ status: 400, message: "status is 'open' or 'settled'" })
    expect((await t.app.inject({ method: 'POST', url: '/agent/my-bets', payload: {} })).statusCode).toBe(401)
  })
})
