import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/database.ts'
import { ManualClock } from '../support/manual-clock.ts'
import { createTestUser, creditWallet, type TestUser } from '../support/users.ts'
import { checkLedgerInvariants } from '../../src/ledger/ledger.ts'
import { loadGameHouseIds } from '../../src/games/house.ts'
import { settleEventBets, voidEventBets, type HouseIds } from '../../src/games/virtual-sports/bets/settlement.ts'
import { balanceKobo } from '../games/helpers.ts'
import { createFootballEvent, finishEvent, footballResult, voidEvent, type TestEvent } from '../games/virtual-sports/bet-events.ts'
import { settleDrawBets } from '../../src/games/numbers/bets/settlement.ts'
import { createDraw, findBuiltInGame, finishDraw, placeTickets } from '../games/numbers/bets-support.ts'

let t: TestApp
let house: HouseIds
// Stands still unless moved: a payment is stamped with the instant the test reads.
const clock = new ManualClock(Date.now())
beforeAll(async () => {
  t = await createTestApp({ BET_MIN_STAKE: '100', BET_MAX_STAKE: '5000', BET_MAX_PAYOUT: '50000' }, { clock })
  house = await loadGameHouseIds(t.pool)
})
afterAll(async () => t.close())

let shops = 0
/** An agent whose shop has `business` as its name and `naira` in its float. */
async function shop(naira = 1000, business = `Shop ${++shops}`): Promise<TestUser & { business: string }> {
  const agent = await createTestUser(t.pool, { userType: 'agent', fullName: 'Musa Bello' })
  await t.pool.query(`update users set business_name = $2, address = '12 Allen Avenue, Ikeja' where id = $1`, [agent.userId, business])
  if (naira > 0) await creditWallet(t.pool, agent.userId, BigInt(naira) * 100n)
  return { ...agent, business }
}

const post = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, payload })
const pay = (agent: TestUser, betId: string) => post('/agent/tickets/pay', { token: agent.token, betId })

/** A ticket the seller sells over the counter: a single on the home win of `event`, staked from the float. */
async function sell(seller: TestUser, event: TestEvent, stake = 100, pick = '1x2:1'): Promise<string> {
  const response = await post('/agent/bets', { token: seller.token, kind: 'single', stake, selections: [event.selection(pick)] })
  expect(response.statusCode).toBe(200)
  return response.json().data.betIds[0]
}

/** The match ends 2-1 to the home side and its bets are settled: the win goes to the seller's float. */
async function homeWins(event: TestEvent) {
  await finishEvent(t.pool, event.id, footballResult(2, 1, 1, 0))
  await settleEventBets(t.pool, house, event.id, new Date(t.clock.now()))
}

/** A won ticket of `seller`, and what it won (kobo). */
async function winningTicket(seller: TestUser, stake = 100): Promise<{ betId: string; wonKobo: bigint }> {
  const event = await createFootballEvent(t.pool)
  const betId = await sell(seller, event, stake)
  await homeWins(event)
  const { rows } = await t.pool.query<{ status: string; payout_kobo: string }>(
    `select status, payout_kobo from sports_bets where code = $1`,
    [betId],
  )
  expect(rows[0]!.status).toBe('won')
  return { betId, wonKobo: BigInt(rows[0]!.payout_kobo) }
}

const paymentsOf = async (betId: string) =>
  (
    await t.pool.query(
      `select paid_by::text, seller_id::text, amount_kobo::text, entry_id from agent_ticket_payments where bet_code = $1`,
      [betId],
    )
  ).rows
const crossEntries = async (betId: string) =>
  (
    await t.pool.query<{ id: string; idempotency_key: string; sum: string }>(
      `select e.id, e.idempotency_key, (select sum(p.amount_kobo) from postings p where p.entry_id = e.id)::text as sum
         from journal_entries e where e.kind = 'agent_ticket_cross_payment' and e.idempotency_key = 'agent-ticket-paid:' || $1`,
      [betId],
    )
  ).rows

describe('paying a winning shop ticket', () => {
  it('the shop that sold it pays it over its counter: the win it got at settlement stays in the float, and it is paid once', async () => {
    const seller = await shop()
    const { betId, wonKobo } = await winningTicket(seller)
    const float = await balanceKobo(t.pool, seller.userId)
    expect(float).toBe(90_000n + wonKobo)

    const paid = await pay(seller, betId.toLowerCase())
    expect(paid.statusCode).toBe(200)
    expect(paid.json().data).toEqual({
      betId,
      amount: Number(wonKobo) / 100,
      sellerShop: seller.business,
      crossPayment: false,
      paidAt: new Date(t.clock.now()).toISOString(),
    })
    expect(await balanceKobo(t.pool, seller.userId)).toBe(float)
    expect(await paymentsOf(betId)).toEqual([
      { paid_by: seller.userId, seller_id: seller.userId, amount_kobo: String(wonKobo), entry_id: null },
    ])

    const again = await pay(seller, betId)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'TICKET_ALREADY_PAID' })
    expect(again.json().message).toMatch(new RegExp(`^This ticket was already paid by ${seller.business} on .+ \\(Lagos time\\)\\.$`))
    expect(await balanceKobo(t.pool, seller.userId)).toBe(float)
    expect(await paymentsOf(betId)).toHaveLength(1)
  })

  it('another shop pays it (cross payment): the win moves from the seller’s float to the payer’s in one balanced entry', async () => {
    const seller = await shop(1000, 'Allen Avenue Shop')
    const payer = await shop(0, 'Ikeja Corner')
    const { betId, wonKobo } = await winningTicket(seller)
    const sellerFloat = await balanceKobo(t.pool, seller.userId)

    const paid = await pay(payer, betId)
    expect(paid.statusCode).toBe(200)
    expect(paid.json().data).toMatchObject({ betId, amount: Number(wonKobo) / 100, sellerShop: 'Allen Avenue Shop', crossPayment: true })
    expect(await balanceKobo(t.pool, seller.userId)).toBe(sellerFloat - wonKobo)
    expect(await balanceKobo(t.pool, payer.userId)).toBe(wonKobo)
    const entries = await crossEntries(betId)
    expect(entries).toHaveLength(1)
    expect(entries[0]!.sum).toBe('0')
    expect(await paymentsOf(betId)).toEqual([
      { paid_by: payer.userId, seller_id: seller.userId, amount_kobo: String(wonKobo), entry_id: entries[0]!.id },
    ])

    // Both shops' histories name the ticket and both shops; the seller's tickets list says who paid it.
    const line = `Winning ticket ${betId} of Allen Avenue Shop paid at Ikeja Corner: ₦${(Number(wonKobo) / 100).toLocaleString('en-NG')}`
    for (const agent of [seller, payer]) {
      const history = await post('/agent/trasaction-history', { token: agent.token, pageSize: 100 })
      expect(history.json().data.map((entry: { description: string }) => entry.description)).toContain(line)
    }
    const listed = await post('/agent/tickets', { token: seller.token })
    expect(listed.json().data[0]).toMatchObject({ ticket: { betId }, payment: { paidBy: 'Ikeja Corner', byThisShop: false } })

    // The seller cannot pay it again over its own counter.
    const again = await pay(seller, betId)
    expect(again.json()).toMatchObject({ code: 'TICKET_ALREADY_PAID' })
    expect(again.json().message).toContain('already paid by Ikeja Corner on ')
    expect(await balanceKobo(t.pool, seller.userId)).toBe(sellerFloat - wonKobo)
    expect(await checkLedgerInvariants(t.pool)).toEqual([])
  })

  it('pays once when shops try at once: exactly one wins, every other is refused as already paid by that shop', async () => {
    const seller = await shop()
    const payers = [seller, await shop(0), await shop(0), await shop(0)]
    for (let round = 0; round < 3; round++) {
      const { betId, wonKobo } = await winningTicket(seller)
      const sellerFloat = await balanceKobo(t.pool, seller.userId)
      const answers = await Promise.all([...payers, ...payers].map((payer) => pay(payer, betId)))
      const paid = answers.filter((answer) => answer.statusCode === 200)
      expect(paid).toHaveLength(1)
      const winner = payers[answers.indexOf(paid[0]!) % payers.length]!
      for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
        expect(refused.statusCode).toBe(409)
        expect(refused.json().code).toBe('TICKET_ALREADY_PAID')
        expect(refused.json().paidBy).toBe(winner.business)
      }
      expect(await paymentsOf(betId)).toHaveLength(1)
      const moved = winner === seller ? 0n : wonKobo
      expect(await balanceKobo(t.pool, seller.userId)).toBe(sellerFloat - moved)
      expect(await crossEntries(betId)).toHaveLength(moved === 0n ? 0 : 1)
    }
    expect(await checkLedgerInvariants(t.pool)).toEqual([])
  })

  it('refuses, moving nothing: an unknown ID, a player’s online bet, a ticket open, lost or void, a seller whose float cannot cover the win', async () => {
    const seller = await shop()
    const payer = await shop(500)
    const player = await createTestUser(t.pool)
    await creditWallet(t.pool, player.userId, 100_000n)
    const event = await createFootballEvent(t.pool)
    const open = await sell(seller, event)
    const online = await sell(player, event)
    const lostEvent = await createFootballEvent(t.pool)
    const lost = await sell(seller, lostEvent)
    await finishEvent(t.pool, lostEvent.id, footballResult(0, 1, 0, 0))
    await settleEventBets(t.pool, house, lostEvent.id, new Date(t.clock.now()))
    const voidedEvent = await createFootballEvent(t.pool)
    const voided = await sell(seller, voidedEvent)
    await voidEvent(t.pool, voidedEvent.id)
    await voidEventBets(t.pool, house, voidedEvent.id, new Date(t.clock.now()))
    await homeWins(event)

    const balances = async () => Promise.all([seller, payer, player].map((user) => balanceKobo(t.pool, user.userId)))
    const before = await balances()
    const refusals: [string, number, string, string][] = [
      ['ABCDEFGH23', 404, 'BET_NOT_FOUND', 'No bet has this ID. Please check it and try again.'],
      ['not a bet', 404, 'BET_NOT_FOUND', 'No bet has this ID. Please check it and try again.'],
      [online, 409, 'NOT_A_SHOP_TICKET', 'This bet was placed online by a player, not sold in a shop: its winnings are in their wallet.'],
      [lost, 409, 'TICKET_NOT_WON', 'This ticket lost: there is no win to pay.'],
      [voided, 409, 'TICKET_NOT_WON', 'This ticket was void (its stake went back to the shop that sold it): there is no win to pay.'],
    ]
    for (const [betId, status, code, message] of refusals) {
      const answer = await pay(payer, betId)
      expect(answer.statusCode, betId).toBe(status)
      expect(answer.json()).toMatchObject({ code, message })
    }
    const empty = await pay(payer, '  ')
    expect(empty.json()).toMatchObject({ status: 400, code: 'INVALID_INPUT', message: "Enter the ticket's bet ID" })

    // Still open: a ticket of an event not yet played.
    const pending = await createFootballEvent(t.pool)
    const notSettled = await sell(seller, pending)
    const openAnswer = await pay(payer, notSettled)
    expect(openAnswer.json()).toMatchObject({ code: 'TICKET_NOT_WON', ticketStatus: 'open' })
    expect(openAnswer.json().message).toBe('This ticket is not settled yet: its events are still to be played. Pay it once it has won.')
    expect(await balances()).toEqual([before[0]! - 10_000n, before[1], before[2]])

    // The seller spent its float, win included, on other tickets: the cross payment would overdraw it.
    const { rows } = await t.pool.query<{ payout_kobo: string }>(`select payout_kobo from sports_bets where code = $1`, [open])
    const won = BigInt(rows[0]!.payout_kobo)
    const spendable = (await balanceKobo(t.pool, seller.userId)) - won + 100n
    await sell(seller, await createFootballEvent(t.pool), Math.ceil(Number(spendable) / 100))
    const floatNow = await balanceKobo(t.pool, seller.userId)
    expect(floatNow).toBeLessThan(won)
    const short = await pay(payer, open)
    expect(short.statusCode).toBe(409)
    expect(short.json()).toMatchObject({ code: 'SELLER_FLOAT_SHORT', sellerShop: seller.business })
    expect(short.json().message).toBe(
      `The shop that sold this ticket (${seller.business}) does not have the ₦${(Number(won) / 100).toLocaleString('en-NG')} it won in its float. Ask that shop to pay it, or try again later.`,
    )
    expect(await balanceKobo(t.pool, seller.userId)).toBe(floatNow)
    expect(await balanceKobo(t.pool, payer.userId)).toBe(before[1])
    expect(await paymentsOf(open)).toEqual([])
    for (const betId of [online, lost, voided, notSettled]) expect(await paymentsOf(betId)).toEqual([])

    // The seller itself can still pay it: the win is the cash it hands over, nothing moves.
    expect((await pay(seller, open)).statusCode).toBe(200)
    expect(await balanceKobo(t.pool, seller.userId)).toBe(floatNow)
    expect(await checkLedgerInvariants(t.pool)).toEqual([])
  })

  it('pays a number ticket alike: a shop sells Perfect Guess, its number comes up, another shop pays it', async () => {
    const seller = await shop()
    const payer = await shop(0)
    const draw = await createDraw(t.pool, 'perfect-guess')
    const [betId] = await placeTickets(t.app, seller, draw, [{ kind: 'pick-1', picks: [7] }])
    const printed = await post('/agent/tickets/ticket', { token: seller.token, betId })
    expect(printed.json().data).toMatchObject({
      ticket: { betId, kind: 'number', stake: 100, selections: [{ kind: 'pick-1', picks: [7] }] },
    })
    expect((await pay(payer, betId!)).json()).toMatchObject({ code: 'TICKET_NOT_WON', ticketStatus: 'open' })

    await finishDraw(
      t.pool,
      draw.id,
      Array.from({ length: 20 }, (_, index) => 7 + index * 3),
    )
    await settleDrawBets(t.pool, house, draw.id, () => 100_000_000n, new Date(t.clock.now()), findBuiltInGame)
    const { rows } = await t.pool.query<{ payout_kobo: string }>(`select payout_kobo from number_bets where code = $1 and status = 'won'`, [
      betId,
    ])
    const won = BigInt(rows[0]!.payout_kobo)
    const sellerFloat = await balanceKobo(t.pool, seller.userId)
    const paid = await pay(payer, betId!)
    expect(paid.json().data).toMatchObject({ betId, amount: Number(won) / 100, crossPayment: true })
    expect(await balanceKobo(t.pool, seller.userId)).toBe(sellerFloat - won)
    expect(await balanceKobo(t.pool, payer.userId)).toBe(won)
    expect(await checkLedgerInvariants(t.pool)).toEqual([])
  })
})

describe("the shop's tickets", () => {
  it('lists the tickets the agent sold, newest first, with whether each was paid; prints only its own', async () => {
    const seller = await shop()
    const other = await shop()
    const first = await winningTicket(seller)
    const event = await createFootballEvent(t.pool)
    const second = await sell(seller, event, 200)
    await pay(seller, first.betId)

    const listed = await post('/agent/tickets', { token: seller.token })
    expect(listed.statusCode).toBe(200)
    const tickets = listed.json().data
    expect(tickets.map((row: { ticket: { betId: string } }) => row.ticket.betId)).toEqual([second, first.betId])
    expect(tickets[0]).toMatchObject({ ticket: { status: 'open', stake: 200 }, payment: null })
    expect(tickets[1]).toMatchObject({ ticket: { status: 'won' }, payment: { paidBy: seller.business, byThisShop: true } })
    expect((await post('/agent/tickets', { token: seller.token, limit: 1, before: second })).json().data).toHaveLength(1)
    expect((await post('/agent/tickets', { token: other.token })).json().data).toEqual([])

    const printed = await post('/agent/tickets/ticket', { token: seller.token, betId: second })
    expect(printed.statusCode).toBe(200)
    expect(printed.json().data).toMatchObject({
      ticket: { betId: second, stake: 200, selections: [{ event: event.name, name: 'Lagos Lions' }] },
      shop: { name: seller.business, address: '12 Allen Avenue, Ikeja' },
      payment: null,
    })
    const notTheirs = await post('/agent/tickets/ticket', { token: other.token, betId: second })
    expect(notTheirs.statusCode).toBe(404)
    expect(notTheirs.json()).toMatchObject({ code: 'BET_NOT_FOUND' })
  })

  it("answers a player's token on every shop route with 403 AGENT_ONLY, and no token with 401", async () => {
    const player = await createTestUser(t.pool)
    const seller = await shop()
    const { betId } = await winningTicket(seller)
    for (const [url, body] of [
      ['/agent/tickets', {}],
      ['/agent/tickets/ticket', { betId }],
      ['/agent/tickets/pay', { betId }],
      ['/agent/players', {}],
    ] as const) {
      const answer = await post(url, { token: player.token, ...body })
      expect(answer.statusCode, url).toBe(403)
      expect(answer.json()).toMatchObject({ code: 'AGENT_ONLY' })
      expect((await post(url, body)).statusCode, url).toBe(401)
    }
    expect(await paymentsOf(betId)).toEqual([])
  })
})
