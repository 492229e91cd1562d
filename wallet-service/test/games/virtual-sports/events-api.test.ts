import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseSelectionId, verifyRaceField } from '@9ja/virtual-sports'
import { virtualFootball } from '../../../src/games/virtual-sports/football/definition.ts'
import { horseRace } from '../../../src/games/virtual-sports/horse-race/definition.ts'
import { createTestApp, type TestApp } from '../../support/database.ts'
import { ManualClock } from '../../support/manual-clock.ts'
import { hashTimes } from '../../support/scheduled.ts'
import { eventsOf, recordingSettlement, runnerFor } from './helpers.ts'

/**
 * The public events API over events a runner wrote: the runner steps on a clock of its own, so the
 * test puts events exactly where it wants them in time; the API answers at the held present, so a
 * slow machine's set-up cannot close the next race's betting before the test reads it.
 */
let t: TestApp
const get = (url: string) => t.app.inject({ method: 'GET', url })
const now = Date.now()
const present = new ManualClock(now)

beforeAll(async () => {
  t = await createTestApp({}, { clock: present })
  const database = { pool: t.pool, url: t.config.WALLET_DATABASE_URL }
  const settlement = recordingSettlement(t.pool)
  // Two matchdays and two races already played (an hour ago), then the current ones: scheduled from now.
  const past = new ManualClock(now - 3_600_000)
  for (const game of [virtualFootball, horseRace]) {
    const runner = runnerFor(database, game, past, settlement, { lateVoidMs: 86_400_000 })
    await runner.step()
    const events = await eventsOf(t.pool, game.slug)
    const second = events.filter(
      (event) => event.starts_at.getTime() === events.at(-1)!.starts_at.getTime() - (game.kind === 'football' ? 180_000 : 150_000),
    )
    past.jumpTo(second[0]!.ends_at.getTime())
    await runner.step()
    past.jumpTo(now - 3_600_000)
  }
  // Now: the events an hour late are void, and the current ones are scheduled on the grid after now.
  for (const game of [virtualFootball, horseRace]) {
    const runner = runnerFor(database, game, present, settlement)
    await runner.step()
  }
})
afterAll(async () => t.close())

describe('GET /games/sports/{slug}/events', () => {
  it('lists the upcoming events with their markets, decimal odds, fairness commitment and no link or result', async () => {
    const response = await get('/games/sports/horse-race/events')
    expect(response.statusCode).toBe(200)
    const { data } = response.json()
    expect(data.length).toBeGreaterThanOrEqual(3)
    const rows = await eventsOf(t.pool, horseRace.slug)
    for (const event of data) {
      const row = rows.find((candidate) => Number(candidate.id) === event.eventId)!
      expect(event).toMatchObject({
        eventId: Number(row.id),
        startsAt: row.starts_at.toISOString(),
        bettingClosesAt: row.betting_closes_at.toISOString(),
        endsAt: row.ends_at.toISOString(),
        status: 'open',
        name: `Race ${row.number}`,
        fairness: { commitment: row.commitment, chainIndex: row.chain_index },
      })
      expect(event.fairness.link).toBeUndefined()
      expect(event.result).toBeUndefined()
      expect(event.season).toBeUndefined()
      expect(event.participants.runners[0]).toMatchObject({ number: 1, name: expect.any(String), colour: expect.stringMatching(/^#/) })
      expect(event.markets.map((market: { market: string }) => market.market)).toEqual(['win', 'place', 'fc', 'tc'])
      for (const market of event.markets) {
        for (const selection of market.selections) {
          const parsed = parseSelectionId(selection.selectionId)!
          expect(parsed.eventId).toBe(event.eventId)
          expect(selection.odds).toBe(row.odds[parsed.code]! / 100)
          expect(selection.odds).toBeGreaterThanOrEqual(1.01)
        }
      }
    }
    expect(JSON.stringify(data)).not.toContain(rows[0]!.link)
  })

  it('filters markets, states season and matchday for football, and shows a live match with its result', async () => {
    // The next matchday starts now: its fixtures are live with their results.
    const first = (await eventsOf(t.pool, virtualFootball.slug)).find((event) => event.status === 'open')!
    const settlement = recordingSettlement(t.pool)
    const runner = runnerFor(
      { pool: t.pool, url: t.config.WALLET_DATABASE_URL },
      virtualFootball,
      new ManualClock(first.starts_at.getTime()),
      settlement,
    )
    await runner.step()
    const response = await get('/games/sports/virtual-football/events?markets=1x2,ou2.5')
    expect(response.statusCode).toBe(200)
    const { data } = response.json()
    const live = data.filter((event: { status: string }) => event.status === 'live')
    expect(live).toHaveLength(9)
    expect(live[0]).toMatchObject({ season: 1, result: { home: expect.any(Number), away: expect.any(Number), goals: expect.any(Array) } })
    expect(live[0].fairness.link).toBeUndefined()
    expect(live[0].participants.home).toMatchObject({ name: expect.any(String), short: expect.any(String), form: expect.any(Array) })
    for (const event of data) expect(event.markets.map((market: { market: string }) => market.market)).toEqual(['1x2', 'ou2.5'])
    expect(data[0].markets[0].selections.map((selection: { name: string }) => selection.name)).toHaveLength(3)
  })

  it('is cacheable until its next change, and refuses unknown games and markets', async () => {
    const response = await get('/games/sports/horse-race/events?markets=win')
    const maxAge = Number(/max-age=(\d+)/.exec(String(response.headers['cache-control']))![1])
    const { data } = response.json()
    const next = Math.min(...data.map((event: { bettingClosesAt: string }) => Date.parse(event.bettingClosesAt)))
    expect(maxAge).toBeLessThanOrEqual(Math.ceil((next - present.now()) / 1000))
    expect((await get('/games/sports/no-such-game/events')).statusCode).toBe(404)
    expect((await get('/games/sports/jet-crash/events')).json()).toMatchObject({ status: 404, code: 'GAME_NOT_FOUND' })
    const wrongMarket = await get('/games/sports/horse-race/events?markets=win,1x2')
    expect(wrongMarket.statusCode).toBe(400)
    expect(wrongMarket.json().message).toBe('Unknown market "1x2"; Horse Race offers win, place, fc, tc')
  })
})

describe('what players read of a race', () => {
  it("numbers each game's own races 1, 2, 3... in start order, whatever other games scheduled between them", async () => {
    const results = (await get('/games/sports/horse-race/results')).json().data
    const upcoming = (await get('/games/sports/horse-race/events')).json().data
    const races = [...results.reverse(), ...upcoming] as { eventId: number; name: string }[]
    expect(races.map((race) => race.name)).toEqual(races.map((_, at) => `Race ${at + 1}`))
    // The ids are every game's: football's matches took ids between the races' own.
    const ids = races.map((race) => race.eventId)
    expect(ids.some((id, at) => at > 0 && id !== ids[at - 1]! + 1)).toBe(true)
  })
})

describe('GET /games/sports/{slug}/results and /events/{eventId}', () => {
  it('lists finished and void events newest first with the revealed link that hashes to the commitment', async () => {
    const response = await get('/games/sports/horse-race/results?limit=1')
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toHaveLength(1)
    // The races an hour late are void (no result); the two before them were played.
    const results = (await get('/games/sports/horse-race/results')).json().data
    expect(results.map((event: { status: string }) => event.status)).toEqual(['void', 'void', 'void', 'finished', 'finished'])
    expect(results[0]).toMatchObject({ result: null, fairness: { link: expect.stringMatching(/^[0-9a-f]{64}$/) } })
    const latest = results[3]
    expect(latest).toMatchObject({ status: 'finished', result: { order: expect.any(Array), times: expect.any(Array) } })
    expect(hashTimes(latest.fairness.link, latest.fairness.chainIndex)).toBe(latest.fairness.commitment)
    expect(latest.model.strengths).toHaveLength(latest.participants.runners.length)
    expect(Object.values(latest.odds).every((odds) => typeof odds === 'number')).toBe(true)
    const all = results
    expect(all.map((event: { startsAt: string }) => event.startsAt)).toEqual(
      [...all.map((event: { startsAt: string }) => event.startsAt)].sort().reverse(),
    )
    for (const limit of ['0', '101', 'many']) {
      const refused = await get(`/games/sports/horse-race/results?limit=${limit}`)
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toMatchObject({ code: 'INVALID_INPUT' })
    }
  })

  it('answers one event in any status, with the link it hashes to once it is over', async () => {
    const rows = await eventsOf(t.pool, horseRace.slug)
    const finished = rows.filter((event) => event.status === 'finished')
    const second = finished[1]!
    const answer = (await get(`/games/sports/horse-race/events/${second.id}`)).json().data
    expect(answer).toMatchObject({ eventId: Number(second.id), status: 'finished', model: second.model, rtp: second.rtp })
    expect(answer.fairness).toMatchObject({ link: second.link, chainIndex: second.chain_index, hashesTo: finished[0]!.link })
    // The field is recomputable from what the answer states: the commitment, the roster's size and the field sizes.
    const { commitment, chainIndex, field } = answer.fairness
    expect(field).toEqual({ rosterSize: horseRace.runners.length, fieldSizes: [6, 8, 10, 12] })
    const recomputed = await verifyRaceField(commitment, horseRace.slug, chainIndex, field.rosterSize, field.fieldSizes)
    expect(answer.participants.runners.map((runner: { rosterIndex: number }) => runner.rosterIndex)).toEqual(recomputed.runners)
    expect(answer.model.strengths).toEqual(recomputed.strengths)
    const open = rows.find((event) => event.status === 'open')!
    const openAnswer = (await get(`/games/sports/horse-race/events/${open.id}`)).json().data
    expect(openAnswer.fairness.link).toBeUndefined()
    expect(openAnswer.fairness.hashesTo).toBeUndefined()
    expect(openAnswer.markets.length).toBe(4)
    expect((await get(`/games/sports/virtual-football/events/${open.id}`)).json()).toMatchObject({ status: 404, code: 'EVENT_NOT_FOUND' })
    expect((await get('/games/sports/horse-race/events/abc')).statusCode).toBe(400)
  })
})

describe('GET /games/sports/virtual-football/table', () => {
  it('ranks the clubs of the current season from its finished matches (void ones do not count)', async () => {
    const response = await get('/games/sports/virtual-football/table')
    expect(response.statusCode).toBe(200)
    const { data } = response.json()
    // Matchdays 1 and 2 were played, 3 to 5 are void: over, but not counted.
    expect(data).toMatchObject({ season: 1, matchday: 5, matchdays: 34 })
    const statuses = (await eventsOf(t.pool, virtualFootball.slug)).map((event) => `${event.matchday}:${event.status}`)
    expect(statuses.filter((status) => status.endsWith(':void'))).toHaveLength(27)
    expect(data.rows).toHaveLength(18)
    const finished = (await eventsOf(t.pool, virtualFootball.slug)).filter((event) => event.status === 'finished')
    expect(finished).toHaveLength(18)
    let goals = 0
    for (const event of finished) {
      const result = event.result as { home: number; away: number }
      goals += result.home + result.away
    }
    const totals = data.rows.reduce(
      (
        sum: { played: number; goals: number; points: number },
        row: { played: number; goalsFor: number; won: number; drawn: number; points: number },
      ) => {
        expect(row.points).toBe(3 * row.won + row.drawn)
        return { played: sum.played + row.played, goals: sum.goals + row.goalsFor, points: sum.points + row.points }
      },
      { played: 0, goals: 0, points: 0 },
    )
    expect(totals).toMatchObject({ played: 36, goals })
    for (const [at, row] of data.rows.entries()) {
      expect(row.position).toBe(at + 1)
      expect(row.form).toHaveLength(2)
      if (at > 0) expect(row.points).toBeLessThanOrEqual(data.rows[at - 1].points)
    }
  })
})

describe('GET /games/{slug}', () => {
  it('answers a virtual sport with its rules and the bet limits', async () => {
    const response = await get('/games/dog-race')
    expect(response.json().data).toMatchObject({
      gameId: 20202,
      family: 'scheduled-event',
      rtp: 0.89,
      limits: { minBet: 100, maxBet: 500_000, maxWinPerBet: 10_000_000, maxSelections: 30 },
    })
  })
})
