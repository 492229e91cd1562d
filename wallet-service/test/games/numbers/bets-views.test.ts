import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { maxPayoutKobo } from '@9ja/number-games'
import { createTestApp, fromAddress, type TestApp } from '../../support/database.ts'
import type { TestUser } from '../../support/users.ts'
import { loadGameHouseIds } from '../../../src/games/house.ts'
import { settleDrawBets } from '../../../src/games/numbers/bets/settlement.ts'
import { findBuiltInGame } from './bets-support.ts'
import { createFootballEvent } from '../virtual-sports/bet-events.ts'
import { createDraw, finishDraw, fundedPlayer, type TestDraw } from './bets-support.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

const player = () => fundedPlayer(t.pool)

async function place(user: TestUser, body: Record<string, unknown>): Promise<string[]> {
  const response = await t.app.inject({ method: 'POST', url: '/agent/bets', payload: { token: user.token, stake: 100, ...body } })
  expect(response.json()).toMatchObject({ status: 200 })
  return response.json().data.betIds
}
const tickets = (draw: TestDraw, ...list: { kind: string; picks: number[]; against?: number[] }[]) => ({
  selections: list.map((ticket) => ({ game: draw.game, drawId: draw.id, ...ticket })),
})
/** Each test speaks from an address of its own, so the per-address limits of one do not reach another. */
const get = (url: string, address: string) => t.app.inject({ method: 'GET', url, headers: fromAddress(address) })
const myBets = (user: TestUser, body: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: '/agent/my-bets', payload: { token: user.token, ...body } })

describe('Check Bet', () => {
  it("shows a number bet by its ID: the ticket, its lines and stake, then the draw's numbers and what it won; never the owner", async () => {
    const draw = await createDraw(t.pool, 'millionaire-kendo')
    const user = await player()
    const [betId] = await place(user, tickets(draw, { kind: 'against', picks: [6, 1], against: [3, 2, 7] }))
    const response = await get(`/bets/${betId}`, '10.1.0.1')
    expect(response.statusCode).toBe(200)
    const maxPayout = maxPayoutKobo('millionaire-kendo', { kind: 'against', picks: [1, 6], against: [2, 3, 7] }, 10_000n)
    const bet = response.json().data
    expect(bet).toEqual({
      betId,
      kind: 'number',
      status: 'open',
      stake: 600,
      stakePerLine: 100,
      lines: 6,
      potentialWin: Number(maxPayout) / 100,
      amountWon: 0,
      jackpotWon: 0,
      placedAt: expect.any(String),
      settledAt: null,
      selections: [
        {
          game: 'millionaire-kendo',
          gameTitle: 'Millionaire Kendo',
          drawId: draw.id,
          drawNumber: draw.number,
          drawsAt: expect.any(String),
          kind: 'against',
          name: 'Against',
          picks: [1, 6],
          against: [2, 3, 7],
          lines: 6,
          winningLines: null,
          status: 'open',
        },
      ],
    })
    for (const identity of [user.fullName, user.publicId]) expect(response.body).not.toContain(identity)

    await finishDraw(t.pool, draw.id, [1, 2, 3, 4, 5])
    await settleDrawBets(t.pool, await loadGameHouseIds(t.pool), draw.id, () => 1n, new Date(), findBuiltInGame)
    const settled = (await get(`/bets/%20${betId!.toLowerCase()}%20`, '10.1.0.1')).json().data
    expect(settled).toMatchObject({ status: 'won', amountWon: 72_000, settledAt: expect.any(String) })
    expect(settled.selections[0]).toMatchObject({ status: 'won', winningLines: 2, drawn: [1, 2, 3, 4, 5] })
  })
})

describe('My Bets', () => {
  it("lists a player's sports and number bets together, newest first, paged with before", async () => {
    const event = await createFootballEvent(t.pool)
    const draw = await createDraw(t.pool, 'one-sure')
    const user = await player()
    const [sports1] = await place(user, { kind: 'single', selections: [event.selection('1x2:1')] })
    const [number1, number2] = await place(user, tickets(draw, { kind: 'exact', picks: [7] }, { kind: 'range', picks: [2] }))
    const [sports2] = await place(user, { kind: 'single', selections: [event.selection('1x2:2')] })
    const [number3] = await place(user, tickets(draw, { kind: 'odd-even', picks: [1] }))

    const all = (await myBets(user)).json().data
    expect(all.map((bet: { betId: string }) => bet.betId)).toEqual([number3, sports2, number2, number1, sports1])
    expect(all.map((bet: { kind: string }) => bet.kind)).toEqual(['number', 'single', 'number', 'number', 'single'])
    expect(all[0].selections[0]).toMatchObject({ game: 'one-sure', gameTitle: '1 Sure', kind: 'odd-even', name: 'Odd or even', picks: [1] })

    const page = (await myBets(user, { limit: 2, before: sports2 })).json().data
    expect(page.map((bet: { betId: string }) => bet.betId)).toEqual([number2, number1])
    const last = (await myBets(user, { limit: 2, before: number1 })).json().data
    expect(last.map((bet: { betId: string }) => bet.betId)).toEqual([sports1])

    await finishDraw(t.pool, draw.id, [7])
    await settleDrawBets(t.pool, await loadGameHouseIds(t.pool), draw.id, () => 1n, new Date(), findBuiltInGame)
    const open = (await myBets(user, { status: 'open' })).json().data
    expect(open.map((bet: { betId: string }) => bet.betId)).toEqual([sports2, sports1])
    const settled = (await myBets(user, { status: 'settled' })).json().data
    expect(settled.map((bet: { betId: string; status: string }) => [bet.betId, bet.status])).toEqual([
      [number3, 'won'],
      [number2, 'lost'],
      [number1, 'won'],
    ])
    // Another player sees none of them.
    expect((await myBets(await player())).json().data).toEqual([])
  })
})

describe('booking codes', () => {
  it('books number tickets; loading the code puts each on its game’s next draw taking bets', async () => {
    await createDraw(t.pool, 'perfect-guess', { closesInMs: -1000 })
    const next = await createDraw(t.pool, 'perfect-guess', { closesInMs: 60_000 })
    await createDraw(t.pool, 'perfect-guess', { closesInMs: 240_000 })
    const event = await createFootballEvent(t.pool)
    const selections = ['n:perfect-guess:pick-3:4-9-71', event.selection('1x2:1'), 'n:millionaire-kendo:against:1-6:2-3-7']
    const kendo = await createDraw(t.pool, 'millionaire-kendo')
    const booked = await t.app.inject({ method: 'POST', url: '/booking-codes', payload: { selections }, headers: fromAddress('10.1.1.1') })
    expect(booked.statusCode).toBe(200)
    const { code } = booked.json().data
    const loaded = (await get(`/booking-codes/${code}`, '10.1.1.1')).json().data
    expect(loaded.dropped).toEqual([])
    expect(loaded.selections[0]).toEqual({
      selectionId: 'n:perfect-guess:pick-3:4-9-71',
      game: 'perfect-guess',
      gameTitle: 'Perfect Guess',
      drawId: next.id,
      drawNumber: next.number,
      drawsAt: expect.any(String),
      bettingClosesAt: expect.any(String),
      kind: 'pick-3',
      name: 'Pick 3',
      picks: [4, 9, 71],
      against: null,
      lines: 1,
    })
    expect(loaded.selections[1]).toMatchObject({ selectionId: event.selection('1x2:1'), eventId: event.id })
    expect(loaded.selections[2]).toMatchObject({ drawId: kendo.id, kind: 'against', picks: [1, 6], against: [2, 3, 7], lines: 6 })

    // Once that draw closes, the same code moves the ticket to the game's next draw; a game with no draw taking bets drops it.
    await t.pool.query(`update number_draws set betting_closes_at = now() - interval '1 second' where id = any ($1::bigint[])`, [
      [next.id, kendo.id],
    ])
    const later = (await get(`/booking-codes/${code}`, '10.1.1.1')).json().data
    expect(later.dropped).toHaveLength(1)
    expect(later.dropped[0]).toMatchObject({ selectionId: 'n:millionaire-kendo:against:1-6:2-3-7', reason: 'unavailable' })
    expect(later.selections.map((selection: { selectionId: string }) => selection.selectionId)).toEqual([
      'n:perfect-guess:pick-3:4-9-71',
      event.selection('1x2:1'),
    ])
    expect(later.selections[0].drawId).toBe(next.id + 1)
  })

  it("refuses to book a ticket the rules refuse, in the rules' words, or one whose game takes no bets", async () => {
    const book = (selections: string[]) =>
      t.app.inject({ method: 'POST', url: '/booking-codes', payload: { selections }, headers: fromAddress('10.1.1.2') })
    expect((await book(['n:millionaire-kendo:perm-3:1-2-3'])).json()).toMatchObject({
      code: 'INVALID_TICKET',
      message: 'Perm 3 needs 4 to 15 numbers',
    })
    expect((await book(['n:lucky:exact:7'])).json()).toMatchObject({ code: 'SELECTION_UNKNOWN' })
    // No 1 Sure draw is taking bets in this database.
    expect((await book(['n:one-sure:exact:7'])).json()).toMatchObject({ code: 'DRAW_CLOSED' })
  })
})
