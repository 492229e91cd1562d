import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chainLinkAfter, crashPointX100 } from '@9ja/fairness/node'
import { applyCrashEvent, crashEvent, type CrashRoundState } from '@9ja/live'
import { createTestApp, type TestApp } from '../../support/database.ts'
import { createTestUser, creditWallet, type TestUser } from '../../support/users.ts'
import { checkLedgerInvariants, loadHouseAccounts } from '../../../src/ledger/ledger.ts'
import { placeBets, type BetRequest } from '../../../src/games/crash/store.ts'
import { balanceKobo } from '../helpers.ts'
import { CRASH_GAMES } from '../../../src/games/crash/games.ts'
import { ManualClock } from '../../support/manual-clock.ts'
import { betRow, FAST_CRASH_SETTINGS, onClock, post, recordEvents, steerNextRound, untilPhase, type RunnerWait } from './helpers.ts'
import { waitFor } from '../../support/wait-for.ts'
import { description } from '../../../src/ledger/descriptions.ts'

const GAME = 'jet-crash'
const CROWDED = 'danfo-crash'
const SMALL_ROUNDS = 'fire-crash'
const CRASH_GAME_SETTINGS = JSON.stringify({
  '*': { bettingWindowMs: 700, pauseMs: 150, growthPerMs: 0.001, chainLength: 50 },
  // Long enough a window for hundreds of concurrent bets.
  [CROWDED]: { bettingWindowMs: 6000 },
  // Limits small enough to reach in a test: max win ₦50,000 a bet, ₦60,000 a round.
  [GAME]: { minBet: 100, maxBet: 20_000, maxWinPerBet: 50_000, maxRoundPayout: 60_000, maxAutoCashOut: 100 },
  // A round that pays ₦60,000 at most takes ₦59,405.94 of stakes at most (x 1.01 = ₦59,999.99), in a window long enough to fill it.
  [SMALL_ROUNDS]: { bettingWindowMs: 4000, minBet: 100, maxBet: 20_000, maxWinPerBet: 50_000, maxRoundPayout: 60_000 },
})

/** The service of the describe block running: one on the system clock, then one on a manual clock. */
let t: TestApp

async function player(naira = 10_000): Promise<TestUser> {
  const user = await createTestUser(t.pool)
  await creditWallet(t.pool, user.userId, BigInt(naira) * 100n)
  return user
}
const bet = (user: TestUser, body: Record<string, unknown>, game = GAME) =>
  post(t, '/agent/crash/bet', { token: user.token, game, ...body })
const cashOut = (user: TestUser, betId: number) => post(t, '/agent/crash/cashout', { token: user.token, betId })

/** The one round of this file played in real time: the runners sleep on timers and the server clock judges a cash-out sent at a real instant. */
describe('a crash round in real time', () => {
  beforeAll(async () => {
    t = await createTestApp({ ...FAST_CRASH_SETTINGS, CRASH_GAME_SETTINGS })
  })
  afterAll(async () => t.close())

  it('takes a bet in the betting window, refuses one after it, and pays a cash-out judged by the server clock', async () => {
    // The player is ready before the round opens: its 0.7 s window is for the bet alone.
    const user = await player()
    const round = await steerNextRound(t.pool, GAME, (x) => x >= 500 && x < 1000)
    const placed = await bet(user, { amount: 150.5 })
    expect(placed.statusCode).toBe(200)
    expect(placed.json()).toEqual({ status: 200, message: 'Success', data: { betId: expect.any(Number), roundId: round.roundId, slot: 0 } })
    const { betId } = placed.json().data
    expect(await balanceKobo(t.pool, user.userId)).toBe(10_000_00n - 150_50n)
    expect((await cashOut(user, betId)).json()).toMatchObject({
      status: 409,
      code: 'ROUND_NOT_STARTED',
      message: 'The round has not started yet',
    })

    await untilPhase(t.pool, round.roundId, 'flying')
    const late = await bet(user, { amount: 100 })
    expect(late.json()).toEqual({
      status: 409,
      code: 'BETS_CLOSED',
      message: 'Bets are closed for this round. Your bet goes in the next round.',
    })
    // 2x is reached 0.69 s into the flight at growth 0.001.
    const { rows } = await t.pool.query('select started_at from crash_rounds where id = $1', [round.roundId])
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, rows[0].started_at.getTime() + 700 - Date.now())))
    const sentAt = Date.now()
    const paid = await cashOut(user, betId)
    expect(paid.statusCode).toBe(200)
    const { multiplier, amountWon } = paid.json().data
    const elapsed = sentAt - rows[0].started_at.getTime()
    expect(multiplier).toBeGreaterThanOrEqual(Math.floor(100 * Math.exp(0.001 * elapsed)) / 100)
    expect(multiplier).toBeLessThan(round.crashX100 / 100)
    expect(amountWon).toBe(Math.floor((150_50 * Math.round(multiplier * 100)) / 100) / 100)
    expect(await balanceKobo(t.pool, user.userId)).toBe(10_000_00n - 150_50n + BigInt(Math.round(amountWon * 100)))

    const again = await cashOut(user, betId)
    expect(again.json()).toEqual({
      status: 409,
      code: 'ALREADY_CASHED_OUT',
      message: 'This bet was already cashed out',
      data: { multiplier, amountWon },
    })
    await untilPhase(t.pool, round.roundId, 'settled')
    expect(await betRow(t.pool, betId)).toMatchObject({ status: 'cashed-out', reason: 'player', payout: Math.round(amountWon * 100) })
    expect(await checkLedgerInvariants(t.pool)).toEqual([])
  })
})

/**
 * Everything else on a manual clock: the runners' rounds play at the test's pace, so a window never
 * closes under a slow test and no test waits out a flight.
 */
describe('crash bets', () => {
  let clock: ManualClock
  let wait: RunnerWait
  beforeAll(async () => {
    clock = new ManualClock(Date.now())
    // Every tick of every game's flight is a wake-up the test waits for: the production tick, not the fast tests' one.
    t = await createTestApp({ ...FAST_CRASH_SETTINGS, CRASH_TICK_MS: '100', CRASH_GAME_SETTINGS }, { clock })
    wait = onClock(clock, CRASH_GAMES.length)
  })
  afterAll(async () => t.close())

  it('describes the game, its limits and the chain commitment', async () => {
    await steerNextRound(t.pool, GAME, () => true, { wait })
    const response = await t.app.inject({ method: 'GET', url: `/games/crash/${GAME}` })
    expect(response.statusCode).toBe(200)
    const data = response.json().data
    expect(data).toMatchObject({
      slug: GAME,
      title: 'Jet Crash',
      rtp: 0.97,
      growthPerMs: 0.001,
      bettingWindowMs: 700,
      limits: { minBet: 100, maxBet: 20_000, maxWinPerBet: 50_000, maxRoundPayout: 60_000, maxRoundStakes: 59_405.94, maxAutoCashOut: 100 },
    })
    expect(data.chain.commitment).toMatch(/^[0-9a-f]{64}$/)
    expect(data.rules.join(' ')).toContain('97%')
    expect(data.rules.join(' ')).toContain('it takes at most ₦59,405.94 of stakes')
    const registered = (await t.app.inject({ method: 'GET', url: `/games/${GAME}` })).json().data
    expect(registered.limits).toEqual({
      minBet: 100,
      maxBet: 20_000,
      maxWinPerBet: 50_000,
      maxRoundPayout: 60_000,
      maxRoundStakes: 59_405.94,
      maxAutoCashOut: 100,
    })
    expect((await t.app.inject({ method: 'GET', url: '/games/crash/no-such-game' })).json()).toMatchObject({
      status: 404,
      code: 'GAME_NOT_FOUND',
    })
  })

  it('refuses a cash-out after the crash and settles the bet as lost', async () => {
    const round = await steerNextRound(t.pool, GAME, (x) => x < 130, { wait })
    const user = await player()
    const { betId } = (await bet(user, { amount: 200 })).json().data
    await untilPhase(t.pool, round.roundId, 'crashed', wait)
    expect((await cashOut(user, betId)).json()).toMatchObject({ status: 409, code: 'ROUND_ENDED', message: 'The round has ended' })
    await untilPhase(t.pool, round.roundId, 'settled', wait)
    expect(await betRow(t.pool, betId)).toMatchObject({ status: 'lost', payout: 0, cashed_x100: null })
    expect((await cashOut(user, betId)).json()).toMatchObject({ code: 'ROUND_ENDED' })
    const other = await player()
    expect((await cashOut(other, betId)).json()).toMatchObject({ status: 404, code: 'BET_NOT_FOUND' })
    expect(await balanceKobo(t.pool, user.userId)).toBe(9_800_00n)
  })

  it('pays auto cash-outs at exactly their target with no client connected, two bets a round, never a third', async () => {
    const round = await steerNextRound(t.pool, GAME, (x) => x >= 300, { wait })
    const user = await player()
    const first = await bet(user, { amount: 1000, autoCashOut: 1.5 })
    const second = await bet(user, { amount: 500, autoCashOut: '2.25' })
    expect([first.json().data.slot, second.json().data.slot]).toEqual([0, 1])
    expect((await bet(user, { amount: 100 })).json()).toMatchObject({
      status: 409,
      code: 'BET_SLOTS_FULL',
      message: 'You already have two bets in this round',
    })
    await untilPhase(t.pool, round.roundId, 'settled', wait)
    expect(await betRow(t.pool, first.json().data.betId)).toMatchObject({
      status: 'cashed-out',
      cashed_x100: 150,
      payout: 1500_00,
      reason: 'auto',
    })
    expect(await betRow(t.pool, second.json().data.betId)).toMatchObject({
      status: 'cashed-out',
      cashed_x100: 225,
      payout: 1125_00,
      reason: 'auto',
    })
    expect(await balanceKobo(t.pool, user.userId)).toBe(10_000_00n - 1500_00n + 2625_00n)
  })

  it('refuses amounts and auto cash-outs outside the limits, and moves no money', async () => {
    await steerNextRound(t.pool, GAME, () => true, { wait })
    const user = await player()
    for (const amount of [99, '50', 'abc', '']) {
      expect((await bet(user, { amount })).json()).toEqual({ status: 400, code: 'BET_TOO_SMALL', message: 'The least amount is N100' })
    }
    expect((await bet(user, {})).json()).toMatchObject({ code: 'BET_TOO_SMALL' })
    expect((await bet(user, { amount: 20_000.01 })).json()).toEqual({
      status: 400,
      code: 'BET_TOO_LARGE',
      message: 'The highest amount is N20,000',
    })
    expect((await bet(user, { amount: 100.001 })).json()).toMatchObject({ status: 400, code: 'TOO_MANY_DECIMALS' })
    for (const autoCashOut of [1, 1.001, 100.01, 'x', -2]) {
      expect((await bet(user, { amount: 100, autoCashOut })).json()).toEqual({
        status: 400,
        code: 'AUTO_CASH_OUT_INVALID',
        message: 'Auto cash-out must be between 1.01x and 100x',
      })
    }
    expect((await bet(user, { amount: 100, game: 'no-such-game' })).json()).toMatchObject({ status: 404, code: 'GAME_NOT_FOUND' })
    expect((await bet({ ...user, token: 'not-a-session' }, { amount: 100 })).json()).toMatchObject({ status: 401, code: 'SESSION_INVALID' })
    expect((await post(t, '/agent/crash/bet', { game: GAME, amount: 100 })).json()).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' })
    const poor = await player(150)
    expect((await bet(poor, { amount: 100 })).statusCode).toBe(200)
    expect((await bet(poor, { amount: 100 })).json()).toEqual({
      status: 402,
      code: 'INSUFFICIENT_BALANCE',
      message: 'INSUFFICIENT BALANCE',
    })
    expect(await balanceKobo(t.pool, poor.userId)).toBe(50_00n)
    expect(await balanceKobo(t.pool, user.userId)).toBe(10_000_00n)
  })

  it('cashes a bet out automatically at the max win per bet', async () => {
    const round = await steerNextRound(t.pool, GAME, (x) => x >= 400, { wait })
    const user = await player(20_000)
    // ₦20,000 x 2.5 = ₦50,000, the max win: an auto cash-out at 3x is lowered to 2.5x.
    const placed = (await bet(user, { amount: 20_000, autoCashOut: 3 })).json().data
    await untilPhase(t.pool, round.roundId, 'settled', wait)
    expect(await betRow(t.pool, placed.betId)).toMatchObject({
      status: 'cashed-out',
      auto_x100: 250,
      cashed_x100: 250,
      payout: 50_000_00,
      reason: 'max-win',
    })
  })

  it('cashes everyone still in out where the round payout cap is reached', async () => {
    const round = await steerNextRound(t.pool, GAME, (x) => x >= 500, { wait })
    const players = [await player(20_000), await player(20_000), await player(20_000)]
    const bets = []
    for (const user of players) bets.push((await bet(user, { amount: 15_000 })).json().data.betId)
    // ₦45,000 in; ₦60,000 is the round's most: everyone leaves at 1.33x (₦19,950 each, ₦59,850 in all).
    await untilPhase(t.pool, round.roundId, 'settled', wait)
    for (const betId of bets) {
      expect(await betRow(t.pool, betId)).toMatchObject({ status: 'cashed-out', cashed_x100: 133, payout: 19_950_00, reason: 'round-cap' })
    }
    const { rows } = await t.pool.query('select cap_x100 from crash_rounds where id = $1', [round.roundId])
    expect(rows[0].cap_x100).toBe(133)
    expect(await checkLedgerInvariants(t.pool)).toEqual([])
  })

  it('answers a replayed bet with the first answer and refuses its key for a different bet', async () => {
    await steerNextRound(t.pool, GAME, () => true, { wait })
    const user = await player()
    const first = await bet(user, { amount: 300, idempotencyKey: 'bet-key-1' })
    const replay = await bet(user, { amount: 300, idempotencyKey: 'bet-key-1' })
    expect(replay.json()).toEqual(first.json())
    expect((await bet(user, { amount: 400, idempotencyKey: 'bet-key-1' })).json()).toMatchObject({
      status: 409,
      code: 'IDEMPOTENCY_KEY_REUSED',
    })
    expect(await balanceKobo(t.pool, user.userId)).toBe(9_700_00n)
  })

  it('cancels a bet in the betting window (stake refunded), not after', async () => {
    const round = await steerNextRound(t.pool, GAME, (x) => x >= 200, { wait })
    const user = await player()
    const recorder = await recordEvents(t, GAME)
    const first = (await bet(user, { amount: 500 })).json().data.betId
    const second = (await bet(user, { amount: 700 })).json().data.betId
    const cancelled = await post(t, '/agent/crash/cancel', { token: user.token, betId: first })
    expect(cancelled.json()).toEqual({ status: 200, message: 'Success', data: { betId: first, refunded: 500 } })
    await waitFor(async () => recorder.events.some((event) => event.type === 'bets-cancelled'))
    await recorder.stop()
    // The cancel tells viewers the round's totals after it.
    expect(recorder.events.find((event) => event.type === 'bets-cancelled')).toMatchObject({
      roundId: round.roundId,
      betIds: [first],
      betCount: 1,
      totalStake: 700,
      totalsVersion: 3,
    })
    expect(await balanceKobo(t.pool, user.userId)).toBe(9_300_00n)
    // The freed slot takes a new bet.
    expect((await bet(user, { amount: 100 })).json().data.slot).toBe(0)
    await untilPhase(t.pool, round.roundId, 'flying', wait)
    expect((await post(t, '/agent/crash/cancel', { token: user.token, betId: second })).json()).toEqual({
      status: 409,
      code: 'ROUND_STARTED',
      message: 'The round has started',
    })
    expect(await betRow(t.pool, first)).toMatchObject({ status: 'void' })
  })

  it('lists the player bets, the round state, the crashed rounds and their proofs', async () => {
    const round = await steerNextRound(t.pool, GAME, (x) => x >= 150 && x < 200, { wait })
    const user = await createTestUser(t.pool, { fullName: 'Chinedu Okafor' })
    await creditWallet(t.pool, user.userId, 10_000_00n)
    const { betId } = (await bet(user, { amount: 250, autoCashOut: 1.2 })).json().data
    const state = (await t.app.inject({ method: 'GET', url: `/games/crash/${GAME}/round` })).json().data
    expect(state).toMatchObject({ game: GAME, roundId: round.roundId, phase: 'betting', startedAt: null, crashPoint: null, hash: null })
    expect(state.bets).toContainEqual({ betId, player: 'Ch***r', amount: 250, autoCashOut: 1.2, cashedOutAt: null, win: null })
    expect(state.betCount).toBeGreaterThanOrEqual(1)
    expect(state.serverTime).toBe(new Date(clock.now()).toISOString())
    expect((await t.app.inject({ method: 'GET', url: `/games/crash/${GAME}/rounds/${round.roundId}` })).json()).toMatchObject({
      status: 409,
      code: 'ROUND_NOT_FINISHED',
    })

    await untilPhase(t.pool, round.roundId, 'settled', wait)
    const mine = (await post(t, '/agent/crash/my-bets', { token: user.token, game: GAME })).json().data
    expect(mine[0]).toMatchObject({
      betId,
      roundId: round.roundId,
      slot: 0,
      amount: 250,
      autoCashOut: 1.2,
      multiplier: 1.2,
      amountWon: 300,
      status: 'cashed-out',
      crashPoint: round.crashX100 / 100,
    })
    // Without a game, the bets of every crash game, each naming its game (My Bets, issue 21 item 17).
    const everyGame = (await post(t, '/agent/crash/my-bets', { token: user.token })).json()
    expect(everyGame).toMatchObject({ status: 200, data: [{ betId, game: GAME, amount: 250, multiplier: 1.2, amountWon: 300 }] })
    const rounds = (await t.app.inject({ method: 'GET', url: `/games/crash/${GAME}/rounds?limit=5` })).json().data
    expect(rounds[0]).toMatchObject({ roundId: round.roundId, crashPoint: round.crashX100 / 100, hash: round.hash })
    const proof = (await t.app.inject({ method: 'GET', url: `/games/crash/${GAME}/rounds/${round.roundId}` })).json().data
    expect(proof).toMatchObject({ roundId: round.roundId, game: GAME, hash: round.hash, chainIndex: 1, rtp: 0.97, rtpBasisPoints: 9700 })
    // The steered chain has one link: its round's link hashes to the commitment.
    expect(chainLinkAfter(proof.hash)).toBe(proof.nextHash)
    expect(proof.nextHash).toBe(proof.commitment)
    expect(crashPointX100(proof.hash, proof.rtpBasisPoints)).toBe(Math.round(proof.crashPoint * 100))

    const history = (await post(t, '/agent/trasaction-history', { token: user.token })).json().data
    const lines = history.map((line: { description: string }) => line.description)
    expect(lines).toContain(`Jet Crash: bet ₦250 (round ${round.roundId})`)
    expect(lines).toContain(`Jet Crash: cashed out at 1.20x, won ₦300 (round ${round.roundId})`)
    // Each line also carries its key and values, the round the statement picked among them (the web's Pidgin).
    expect(history).toContainEqual(
      expect.objectContaining({
        descriptionKey: 'crashBet',
        descriptionParams: { game: 'Jet Crash', stake: '₦250', round: String(round.roundId) },
      }),
    )
  })

  it('publishes the round in order: opened, bets, started, cash-outs, crashed', async () => {
    const recorder = await recordEvents(t, GAME)
    const round = await steerNextRound(t.pool, GAME, (x) => x >= 200, { wait })
    const user = await player()
    const { betId } = (await bet(user, { amount: 100, autoCashOut: 1.1 })).json().data
    await untilPhase(t.pool, round.roundId, 'settled', wait)
    await recorder.stop()
    const ofRound = recorder.events.filter((event) => event.roundId === round.roundId)
    for (const event of ofRound) expect(crashEvent.safeParse(event).success).toBe(true)
    expect(ofRound.map((event) => event.type)).toEqual(['round-opened', 'bets-placed', 'round-started', 'cashed-out', 'round-crashed'])
    expect(ofRound[1]).toMatchObject({ bets: [{ betId, amount: 100, autoCashOut: 1.1 }], betCount: 1, totalStake: 100, totalsVersion: 1 })
    expect(ofRound[3]).toMatchObject({ cashouts: [{ betId, multiplier: 1.1, win: 110, reason: 'auto' }] })
    expect(ofRound[4]).toMatchObject({ crashPoint: round.crashX100 / 100, hash: round.hash })
  })

  it('never overdraws a wallet under 500 concurrent bets, and fills two slots for each of 100 players', async () => {
    await steerNextRound(t.pool, CROWDED, () => true, { wait })
    const user = await player(150)
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, i) => bet(user, { amount: 100, idempotencyKey: `many-${i}` }, CROWDED)),
    )
    const codes = answers.map((answer) => answer.json().code ?? 'OK')
    expect(codes.filter((code) => code === 'OK')).toHaveLength(1)
    // Every refusal is the wallet's: none for closed bets, busy statements or slots.
    expect(
      new Set(codes),
      JSON.stringify(answers.map((answer) => answer.json()).find((answer) => answer.code && answer.code !== 'INSUFFICIENT_BALANCE')),
    ).toEqual(new Set(['OK', 'INSUFFICIENT_BALANCE']))
    expect(await balanceKobo(t.pool, user.userId)).toBe(50_00n)

    const players = await Promise.all(Array.from({ length: 100 }, () => player(250)))
    const round = await steerNextRound(t.pool, CROWDED, () => true, { wait })
    const placed = await Promise.all(players.flatMap((one) => [bet(one, { amount: 100 }, CROWDED), bet(one, { amount: 100 }, CROWDED)]))
    expect(placed.map((answer) => answer.statusCode)).toEqual(placed.map(() => 200))
    for (const one of players) expect(await balanceKobo(t.pool, one.userId)).toBe(50_00n)
    const slots = await t.pool.query('select count(*)::int as n from crash_bets where round_id = $1', [round.roundId])
    expect(slots.rows[0].n).toBe(200)
    await wait(
      async () => (await t.pool.query(`select count(*)::int as n from crash_bets where status = 'open'`)).rows[0].n === 0,
      20_000,
      'every bet settled',
    )
    expect(await checkLedgerInvariants(t.pool)).toEqual([])
    const inPlay = await t.pool.query(`select balance_kobo::text from ledger_house_balances where code = 'house:bets_in_play'`)
    expect(inPlay.rows[0].balance_kobo).toBe('0')
  })

  it('refuses a bet that would take the round past what it can pay at 1.01x, moves no money, and takes it again after a cancel', async () => {
    const round = await steerNextRound(t.pool, SMALL_ROUNDS, (x) => x >= 150 && x < 300, { wait })
    const [first, second, third] = [await player(20_000), await player(20_000), await player(20_000)]
    const firstBet = (await bet(first, { amount: 20_000 }, SMALL_ROUNDS)).json().data.betId
    expect((await bet(second, { amount: 20_000 }, SMALL_ROUNDS)).statusCode).toBe(200)
    const roundFull = { status: 409, code: 'ROUND_FULL', message: 'This round is full: bets are closed at ₦59,405.94 of stakes' }
    expect((await bet(third, { amount: 20_000 }, SMALL_ROUNDS)).json()).toEqual(roundFull)
    expect(await balanceKobo(t.pool, third.userId)).toBe(20_000_00n)
    // Exactly up to the limit, not a kobo past it.
    expect((await bet(third, { amount: 19_405.94 }, SMALL_ROUNDS)).statusCode).toBe(200)
    expect((await bet(third, { amount: 100 }, SMALL_ROUNDS)).json()).toEqual(roundFull)
    expect(await balanceKobo(t.pool, third.userId)).toBe(594_06n)
    // A cancelled bet gives its room back.
    expect((await post(t, '/agent/crash/cancel', { token: first.token, betId: firstBet })).statusCode).toBe(200)
    expect((await bet(first, { amount: 20_000 }, SMALL_ROUNDS)).statusCode).toBe(200)
    const staked = await t.pool.query('select staked_kobo::text from crash_rounds where id = $1', [round.roundId])
    expect(staked.rows[0].staked_kobo).toBe('5940594')

    // The round cap starts at 1.01x: everyone leaves there, and the round pays no more than ₦60,000.
    await untilPhase(t.pool, round.roundId, 'settled', wait)
    const paid = await t.pool.query(
      `select array_agg(distinct cashed_x100) as exits, sum(payout_kobo)::text as total from crash_bets where round_id = $1 and status <> 'void'`,
      [round.roundId],
    )
    expect(paid.rows[0]).toEqual({ exits: [101], total: String(20_200_00 + 20_200_00 + 19_599_99) })
    expect(await checkLedgerInvariants(t.pool)).toEqual([])
  })

  it('keeps a round within its limit under concurrent bets: exactly the bets that fit are taken', async () => {
    const players = await Promise.all(Array.from({ length: 40 }, () => player(2_000)))
    const recorder = await recordEvents(t, SMALL_ROUNDS)
    const round = await steerNextRound(t.pool, SMALL_ROUNDS, () => true, { wait })
    const answers = await Promise.all(players.map((one) => bet(one, { amount: 2_000 }, SMALL_ROUNDS)))
    const codes = answers.map((answer) => answer.json().code ?? 'OK')
    // ₦59,405.94 takes 29 bets of ₦2,000 (₦58,000), not 30.
    expect(codes.filter((code) => code === 'OK')).toHaveLength(29)
    expect(codes.filter((code) => code === 'ROUND_FULL')).toHaveLength(11)
    const balances = await Promise.all(players.map((one) => balanceKobo(t.pool, one.userId)))
    expect(balances.filter((balance) => balance === 0n)).toHaveLength(29)
    expect(balances.filter((balance) => balance === 2_000_00n)).toHaveLength(11)
    const staked = await t.pool.query('select staked_kobo::text from crash_rounds where id = $1', [round.roundId])
    expect(staked.rows[0].staked_kobo).toBe('5800000')
    // Viewers count the bets exactly: the round's state, and the events of its concurrent statements folded in any order.
    const state = (await t.app.inject({ method: 'GET', url: `/games/crash/${SMALL_ROUNDS}/round` })).json().data as CrashRoundState
    expect(state).toMatchObject({ roundId: round.roundId, betCount: 29, totalStake: 58_000 })
    await recorder.stop()
    const ofRound = recorder.events.filter((event) => event.roundId === round.roundId)
    for (const events of [ofRound, [ofRound[0]!, ...ofRound.slice(1).reverse()]]) {
      expect(events.reduce<CrashRoundState | null>(applyCrashEvent, null)).toMatchObject({
        betCount: 29,
        totalStake: 58_000,
        totalsVersion: state.totalsVersion,
      })
    }
  })

  it('lets two concurrent bet statements see each other: the second waits for the first and refuses what no longer fits', async () => {
    const round = await steerNextRound(t.pool, SMALL_ROUNDS, () => true, { wait })
    const [early, late] = [await player(40_000), await player(40_000)]
    const betsInPlay = (await loadHouseAccounts(t.pool))['house:bets_in_play']
    const request = (user: TestUser, stakeKobo: bigint): BetRequest => ({
      sessionToken: user.token,
      game: SMALL_ROUNDS,
      stakeKobo,
      autoX100: null,
      autoReason: null,
      targetX100: null,
      slot: null,
      clientKey: randomUUID(),
      requestHash: randomUUID(),
      description: description('crashBet', { game: 'Fire Crash', stake: '₦100' }),
    })
    const first = await t.pool.connect()
    const second = await t.pool.connect()
    try {
      const secondPid = (await second.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid
      await first.query('begin')
      await second.query('begin')
      const [placed] = await placeBets(first, betsInPlay, new Date(clock.now()), [request(early, 40_000_00n)])
      expect(placed).toMatchObject({ kind: 'placed', roundId: round.roundId })
      const racing = placeBets(second, betsInPlay, new Date(clock.now()), [request(late, 30_000_00n)])
      await waitFor(
        async () =>
          (await t.pool.query('select wait_event_type from pg_stat_activity where pid = $1', [secondPid])).rows[0]?.wait_event_type ===
          'Lock',
        5000,
        'the second statement to wait for the first',
      )
      await first.query('commit')
      expect(await racing).toEqual([{ kind: 'round-full', stakesLimitKobo: 5_940_594n }])
      await second.query('commit')
    } finally {
      await first.query('rollback').catch(() => {})
      await second.query('rollback').catch(() => {})
      first.release()
      second.release()
    }
    expect(await balanceKobo(t.pool, late.userId)).toBe(40_000_00n)
    const staked = await t.pool.query('select staked_kobo::text from crash_rounds where id = $1', [round.roundId])
    expect(staked.rows[0].staked_kobo).toBe('4000000')
  })
})
