import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkDraw, NUMBER_GAME_RULES } from '@9ja/number-games'
import { oneSure } from '../../../src/games/numbers/one-sure/definition.ts'
import { perfectGuess } from '../../../src/games/numbers/perfect-guess/definition.ts'
import { jackpotGame } from '../../../src/games/numbers/jackpot-game/definition.ts'
import { millionaireKendo } from '../../../src/games/numbers/millionaire-kendo/definition.ts'
import type { NumberGameDefinition } from '../../../src/games/numbers/definition-type.ts'
import { createTestApp, type TestApp } from '../../support/database.ts'
import { ManualClock } from '../../support/manual-clock.ts'
import { hashTimes } from '../../support/scheduled.ts'
import { drawsOf, recordingSettlement, resolvedSettings, runnerFor } from './helpers.ts'

/**
 * The public draws API over draws a runner wrote: the runner steps on a clock of its own and the API
 * answers at `now` (a manual clock nobody moves), so the test puts draws exactly where it wants them
 * in time, however long it takes to run.
 */
let t: TestApp
const get = (url: string) => t.app.inject({ method: 'GET', url })
const now = Date.now()
const serviceClock = new ManualClock(now)
const database = () => ({ pool: t.pool, url: t.config.WALLET_DATABASE_URL })

// Perfect Guess draws two minutes from now, so its answer stays the same while the tests run.
const settings = resolvedSettings({ 'perfect-guess': { offsetMs: (now + 120_000) % 180_000 } })

/** Plays `played` draws of a game an hour ago, then schedules its draws from now (the hour-old ones left open are void). */
async function playedAnHourAgo(game: NumberGameDefinition, played: number) {
  const past = new ManualClock(now - 3_600_000)
  const runner = runnerFor(database(), game, past, recordingSettlement(), { settings, lateVoidMs: 86_400_000 })
  await runner.step()
  for (let draw = 0; draw < played; draw++) {
    const next = (await drawsOf(t.pool, game.slug)).find((row) => row.status === 'open')!
    past.jumpTo(next.ends_at.getTime())
    await runner.step()
  }
  await runnerFor(database(), game, new ManualClock(now), recordingSettlement(), { settings }).step()
}

beforeAll(async () => {
  t = await createTestApp({}, { clock: serviceClock })
  await playedAnHourAgo(oneSure, 3)
  await playedAnHourAgo(perfectGuess, 12)
  await playedAnHourAgo(jackpotGame, 1)
})
afterAll(async () => t.close())

describe('GET /games/numbers/{slug}/draws', () => {
  it('answers the next draw, the open draws, the bet kinds with paytables and RTP, the limits and the last results', async () => {
    const response = await get('/games/numbers/one-sure/draws')
    expect(response.statusCode).toBe(200)
    const { data } = response.json()
    const rows = await drawsOf(t.pool, oneSure.slug)
    const open = rows.filter((row) => row.status === 'open')
    expect(open).toHaveLength(3)
    expect(data).toMatchObject({
      drawId: Number(open[0]!.id),
      closesAt: open[0]!.betting_closes_at.toISOString(),
      drawsAt: open[0]!.draws_at.toISOString(),
      current: null,
      limits: { minStake: 100, maxStake: 50_000, maxLiability: 50_000_000 },
    })
    expect(Date.parse(data.serverTime)).toBeGreaterThanOrEqual(now)
    expect(data.jackpot).toBeUndefined()
    expect(data.upcoming).toHaveLength(3)
    for (const [at, draw] of data.upcoming.entries()) {
      const row = open[at]!
      expect(draw).toEqual({
        drawId: Number(row.id),
        number: row.number,
        status: 'open',
        closesAt: row.betting_closes_at.toISOString(),
        drawsAt: row.draws_at.toISOString(),
        endsAt: row.ends_at.toISOString(),
        drawn: null,
        fairness: { commitment: row.commitment, chainIndex: row.chain_index },
      })
    }
    expect(JSON.stringify(data)).not.toContain(open[0]!.link)
    expect(data.betKinds.map((kind: { kind: string }) => kind.kind)).toEqual(['exact', 'range', 'odd-even', 'high-low'])
    expect(data.betKinds[0]).toEqual({
      kind: 'exact',
      label: 'Exact number',
      summary: expect.stringContaining('81x'),
      shape: 'single',
      picks: { min: 1, max: 1, from: 1, to: 90 },
      lineSize: 1,
      paytable: [{ matches: 1, multiplier: 81 }],
      rtp: 0.9,
    })
    expect(data.betKinds[1]).toMatchObject({ picks: { from: 1, to: 3 }, paytable: [{ matches: 1, multiplier: 2.7 }] })
    // The hour-old draws: three played, then the three open when that runner stopped, void (no runner drew them in time).
    expect(data.recent.map((draw: { status: string }) => draw.status)).toEqual(['void', 'void', 'void', 'finished', 'finished', 'finished'])
    const played = data.recent[3]
    expect(played).toMatchObject({
      status: 'finished',
      drawn: [expect.any(Number)],
      fairness: { link: expect.stringMatching(/^[0-9a-f]{64}$/) },
    })
    expect(hashTimes(played.fairness.link, played.fairness.chainIndex)).toBe(played.fairness.commitment)
  })

  it('states Kendo kinds with their lines and the Jackpot Game pool, its floor and its share', async () => {
    const kendo = (await get('/games/numbers/millionaire-kendo/draws')).json().data
    const against = kendo.betKinds.find((kind: { kind: string }) => kind.kind === 'against')
    expect(against).toMatchObject({ shape: 'against', picks: { min: 1, max: 10 }, against: { min: 1, max: 10 }, lineSize: 2 })
    const nap5 = kendo.betKinds.find((kind: { kind: string }) => kind.kind === 'nap-5')
    expect(nap5.paytable[0]).toEqual({ matches: 5, multiplier: 100_000 })
    expect(kendo.limits).toEqual({ minStake: 10, maxStake: 1000, maxLiability: 2_500_000_000 })
    expect(kendo.recent).toEqual([])

    const response = await get('/games/numbers/jackpot-game/draws')
    const { data } = response.json()
    expect(data.jackpot).toEqual({ pool: 1_000_000, floor: 1_000_000, share: 0.2 })
    expect(data.limits).toEqual({ minStake: 100, maxStake: 100, maxLiability: 1_000_000_000 })
    const jackpotKind = data.betKinds[0]
    expect(jackpotKind).toMatchObject({ kind: 'jackpot', jackpot: { matches: 5 }, picks: { min: 5, max: 5, from: 1, to: 45 } })
    expect(jackpotKind.rtp).toBe(NUMBER_GAME_RULES['jackpot-game'].betKinds[0]!.rtpBp / 10_000)
    // The pool grows with every stake: the answer is kept a few seconds at most.
    expect(Number(/max-age=(\d+)/.exec(String(response.headers['cache-control']))![1])).toBeLessThanOrEqual(5)
  })

  it('is built once per change: kept, and cacheable, until the next cut-off, draw or end', async () => {
    const first = await get('/games/numbers/perfect-guess/draws')
    const maxAge = Number(/max-age=(\d+)/.exec(String(first.headers['cache-control']))![1])
    const data = first.json().data
    expect(maxAge).toBeLessThanOrEqual(Math.ceil((Date.parse(data.closesAt) - serviceClock.now()) / 1000))
    expect(maxAge).toBeGreaterThan(0)
    // Another process (its runner) draws the next draw; this one's answer stands until the instant it named.
    const next = (await drawsOf(t.pool, perfectGuess.slug)).find((row) => row.status === 'open')!
    expect(next.draws_at.getTime()).toBe(now + 120_000)
    await runnerFor(database(), perfectGuess, new ManualClock(next.draws_at.getTime()), recordingSettlement(), { settings }).step()
    const again = (await get('/games/numbers/perfect-guess/draws')).json().data
    expect({ ...again, serverTime: null }).toEqual({ ...data, serverTime: null })
    expect(Date.parse(again.serverTime)).toBeGreaterThanOrEqual(Date.parse(data.serverTime))
  })

  it('refuses unknown games', async () => {
    expect((await get('/games/numbers/no-such-game/draws')).json()).toMatchObject({ status: 404, code: 'GAME_NOT_FOUND' })
    expect((await get('/games/numbers/horse-race/draws')).statusCode).toBe(404)
  })
})

describe('GET /games/numbers/{slug}/draws/{drawId}: what verifies a draw, shown only once it can no longer help a bettor', () => {
  it('hides the numbers until the draw and the link until the draw is over, then shows what /fairness checks', async () => {
    const rows = await drawsOf(t.pool, perfectGuess.slug)
    const open = rows.find((row) => row.status === 'open')!
    const openAnswer = (await get(`/games/numbers/perfect-guess/draws/${open.id}`)).json().data
    expect(openAnswer).toMatchObject({ drawId: Number(open.id), game: 'perfect-guess', status: 'open', drawn: null, finishedAt: null })
    expect(openAnswer.fairness).toEqual({
      commitment: open.commitment,
      chainIndex: open.chain_index,
      chainLength: 100_000,
      balls: 80,
      count: 20,
    })

    // Drawn (by the previous test's runner): its numbers are public, its link is not.
    const drawing = rows.find((row) => row.status === 'drawing')!
    const drawingAnswer = (await get(`/games/numbers/perfect-guess/draws/${drawing.id}`)).json().data
    expect(drawingAnswer).toMatchObject({ status: 'drawing', drawn: drawing.drawn })
    expect(drawingAnswer.fairness.link).toBeUndefined()
    expect(drawingAnswer.fairness.hashesTo).toBeUndefined()
    expect(JSON.stringify(drawingAnswer)).not.toContain(drawing.link)

    const finished = rows.filter((row) => row.status === 'finished')
    const second = finished[1]!
    const answer = (await get(`/games/numbers/perfect-guess/draws/${second.id}`)).json().data
    expect(answer).toMatchObject({ status: 'finished', drawn: second.drawn, finishedAt: second.finished_at!.toISOString() })
    expect(answer.fairness).toMatchObject({ link: second.link, chainIndex: second.chain_index, hashesTo: finished[0]!.link })
    // /fairness's check passes on exactly what the answer states.
    const check = await checkDraw({
      slug: 'perfect-guess',
      rules: 'perfect-guess',
      chainIndex: answer.fairness.chainIndex,
      link: answer.fairness.link,
      hashesTo: answer.fairness.hashesTo,
      drawn: answer.drawn,
    })
    expect(check).toMatchObject({ linkFollows: true, drawnMatches: true })
    const firstAnswer = (await get(`/games/numbers/perfect-guess/draws/${finished[0]!.id}`)).json().data
    expect(firstAnswer.fairness.hashesTo).toBe(firstAnswer.fairness.commitment)

    expect((await get(`/games/numbers/one-sure/draws/${open.id}`)).json()).toMatchObject({ status: 404, code: 'DRAW_NOT_FOUND' })
    expect((await get('/games/numbers/perfect-guess/draws/abc')).json()).toMatchObject({ status: 400, code: 'INVALID_INPUT' })
  })
})

describe('GET /games/numbers/{slug}/results and /frequency', () => {
  it('lists finished and void draws newest first, with their numbers and revealed links', async () => {
    const results = (await get('/games/numbers/perfect-guess/results?limit=100')).json().data
    const over = (await drawsOf(t.pool, perfectGuess.slug)).filter((row) => row.status === 'finished' || row.status === 'void').reverse()
    expect(results.map((draw: { drawId: number }) => draw.drawId)).toEqual(over.map((row) => Number(row.id)))
    for (const [at, draw] of results.entries()) {
      expect(draw).toMatchObject({ status: over[at]!.status, drawn: over[at]!.drawn, fairness: { link: over[at]!.link } })
    }
    expect((await get('/games/numbers/perfect-guess/results?limit=2')).json().data).toHaveLength(2)
    expect((await get('/games/numbers/perfect-guess/results')).json().data).toHaveLength(Math.min(20, over.length))
    for (const limit of ['0', '101', 'many']) {
      expect((await get(`/games/numbers/perfect-guess/results?limit=${limit}`)).json()).toMatchObject({
        status: 400,
        code: 'INVALID_INPUT',
      })
    }
  })

  it("numbers each game's own draws 1, 2, 3... in draw order, whatever other games scheduled before them", async () => {
    const answer = (await get('/games/numbers/perfect-guess/draws')).json().data
    const results = (await get('/games/numbers/perfect-guess/results?limit=100')).json().data
    const draws = [...results.reverse(), ...answer.upcoming] as { drawId: number; number: number }[]
    expect(draws.map((draw) => draw.number)).toEqual(draws.map((_, at) => at + 1))
    expect(answer.number).toBe(answer.upcoming[0].number)
    // The ids are every game's: 1 Sure's draws took the first ones.
    expect(draws[0]!.drawId).toBeGreaterThan(1)
  })

  it('counts how often each ball came up over the last finished draws asked for', async () => {
    const finished = (await drawsOf(t.pool, perfectGuess.slug)).filter((row) => row.status === 'finished').reverse()
    expect(finished).toHaveLength(12)
    const countOver = (draws: typeof finished) => {
      const counts = Array<number>(80).fill(0)
      for (const draw of draws) for (const number of draw.drawn!) counts[number - 1]! += 1
      return counts.map((count, at) => ({ number: at + 1, count }))
    }
    const all = (await get('/games/numbers/perfect-guess/frequency')).json().data
    expect(all).toEqual({ draws: 12, numbers: countOver(finished) })
    expect(all.numbers.reduce((sum: number, entry: { count: number }) => sum + entry.count, 0)).toBe(12 * 20)
    const lastFive = (await get('/games/numbers/perfect-guess/frequency?draws=5')).json().data
    expect(lastFive).toEqual({ draws: 5, numbers: countOver(finished.slice(0, 5)) })
    const none = (await get('/games/numbers/millionaire-kendo/frequency?draws=50')).json().data
    expect(none.draws).toBe(0)
    expect(none.numbers).toHaveLength(90)
    expect(none.numbers.every((entry: { count: number }) => entry.count === 0)).toBe(true)
    for (const draws of ['0', '1001', 'x']) {
      expect((await get(`/games/numbers/one-sure/frequency?draws=${draws}`)).statusCode).toBe(400)
    }
  })
})

describe('GET /games/{slug} for a number game', () => {
  it('answers its rules with the settings in force, its RTP and its limits', async () => {
    const { data } = (await get('/games/millionaire-kendo')).json()
    expect(data).toMatchObject({
      gameId: 20302,
      family: 'scheduled-event',
      limits: { minBet: 10, maxBet: 1000, maxRoundPayout: 2_500_000_000 },
    })
    const rules = data.rules.join('\n')
    expect(rules).toContain('5 balls drawn from 1 to 90 every 10 minutes')
    expect(rules).toContain('Perm 3')
    expect(rules).toContain('5 of 5 100,000x')
    expect(data.rtp).toBe(Math.min(...NUMBER_GAME_RULES['millionaire-kendo'].betKinds.map((kind) => kind.rtpBp)) / 10_000)
    expect(millionaireKendo.id).toBe(20302)
  })
})
