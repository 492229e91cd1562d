import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { verifyFootball, verifyRace, verifyRaceField, type FootballModel, type RaceModel } from '@9ja/virtual-sports'
import { virtualFootball } from '../../../src/games/virtual-sports/football/definition.ts'
import { horseRace } from '../../../src/games/virtual-sports/horse-race/definition.ts'
import { dogRace } from '../../../src/games/virtual-sports/dog-race/definition.ts'
import { bikeRace } from '../../../src/games/virtual-sports/bike-race/definition.ts'
import { carRace } from '../../../src/games/virtual-sports/car-race/definition.ts'
import { doubleRoundRobin } from '../../../src/games/virtual-sports/events/schedule.ts'
import { RUNNER_LOCK_CLASSES } from '../../../src/games/leadership.ts'
import { createTestDatabase } from '../../support/database.ts'
import { hashTimes, ms, T0 } from '../../support/scheduled.ts'
import { ManualClock } from '../../support/manual-clock.ts'
import { eventRunnerCases, eventsOf, recordingSettlement, resolvedSettings, runnerFor, type EventRow } from './helpers.ts'

let database: Awaited<ReturnType<typeof createTestDatabase>>
beforeEach(async () => {
  database = await createTestDatabase()
})
afterEach(async () => database.close())

async function expectVerifiableRace(event: EventRow, game: typeof horseRace) {
  const runners = (event.participants as { runners: { number: number; rosterIndex: number; name: string }[] }).runners
  const field = await verifyRaceField(event.commitment, game.slug, event.chain_index, game.runners.length, game.defaults.fieldSizes)
  expect(runners.map((runner) => runner.rosterIndex)).toEqual(field.runners)
  expect(runners.map((runner) => runner.name)).toEqual(field.runners.map((index) => game.runners[index]!.name))
  expect(event.model).toEqual({ strengths: field.strengths })
  expect(hashTimes(event.link, event.chain_index)).toBe(event.commitment)
}

describe('the virtual sports event runner, on an injected clock', () => {
  it('schedules races on the production cadence with fields fixed by the commitment, draws verifiable results, and settles each once', () =>
    // Three races ahead on the game's grid (30 s past each 150 s since the epoch), the first whose betting is still open.
    eventRunnerCases.lifecycle(database, horseRace, {
      ahead: 3,
      cadence: { intervalMs: 150_000, offsetMs: 30_000, bettingClosesBeforeMs: 10_000, playMs: 30_000 },
      scheduled: async (event) => {
        expect(event.name).toBe(`Race ${event.id}`)
        expect(event.rtp).toEqual(horseRace.defaults.rtp)
        expect(horseRace.defaults.fieldSizes).toContain((event.model as RaceModel).strengths.length)
        await expectVerifiableRace(event, horseRace)
      },
      played: async (live) =>
        expect(live.result).toEqual(await verifyRace(live.link, horseRace.slug, live.chain_index, live.model as RaceModel)),
    }))

  it('plays football matchdays of the double round-robin, priced from the clubs and drawn verifiably', async () => {
    const clock = new ManualClock(T0)
    const settlement = recordingSettlement(database.pool)
    const runner = runnerFor(database, virtualFootball, clock, settlement)
    runner.start()
    try {
      await clock.settled()
      const scheduled = await eventsOf(database.pool, virtualFootball.slug)
      const season = doubleRoundRobin(virtualFootball.clubs.length)
      expect(scheduled).toHaveLength(3 * 9)
      const kickOff = ms(scheduled[0]!.starts_at)
      expect(kickOff % 180_000).toBe(0)
      for (const [matchday, fixtures] of season.slice(0, 3).entries()) {
        const events = scheduled.filter((event) => event.matchday === matchday + 1)
        expect(events.map((event) => event.name)).toEqual(
          fixtures.map(([home, away]) => `${virtualFootball.clubs[home]!.name} v ${virtualFootball.clubs[away]!.name}`),
        )
        for (const event of events) {
          expect(event).toMatchObject({ season: 1, status: 'open' })
          expect(ms(event.starts_at)).toBe(kickOff + matchday * 180_000)
        }
      }
      // Every selection priced (a correct score too unlikely to be priced within the odds' bounds is not offered).
      const codes = Object.keys(scheduled[0]!.odds)
      for (const market of ['1x2:', 'dc:', 'ou1.5:', 'ou2.5:', 'ou3.5:', 'btts:', 'cs:', 'ht:']) {
        expect(codes.some((code) => code.startsWith(market))).toBe(true)
      }
      expect(codes).toContain('cs:0-0')

      await clock.advanceTo(kickOff)
      const live = (await eventsOf(database.pool, virtualFootball.slug)).filter((event) => event.status === 'live')
      expect(live).toHaveLength(9)
      for (const event of live) {
        expect(event.result).toEqual(
          await verifyFootball(event.link, virtualFootball.slug, event.chain_index, event.model as FootballModel),
        )
        expect(hashTimes(event.link, event.chain_index)).toBe(event.commitment)
      }
      await clock.advanceTo(kickOff + 45_000)
      const finished = (await eventsOf(database.pool, virtualFootball.slug)).filter((event) => event.status === 'finished')
      expect(finished.map((event) => event.id)).toEqual(live.map((event) => event.id))
      expect(settlement.settled).toEqual(live.map((event) => Number(event.id)))
      // The next matchday's fixtures now show the clubs' form.
      const next = (await eventsOf(database.pool, virtualFootball.slug)).find((event) => event.matchday === 2)!
      expect((next.participants as { home: { form: string[] } }).home.form).toHaveLength(1)
    } finally {
      await runner.stop()
    }
  })

  it('resumes a game whose runner stopped mid-event: the event finishes once, with the result drawn before', () =>
    eventRunnerCases.resumedMidPlay(database, dogRace, { playedForMs: 10_000, ahead: 3 }))

  it('lets only one of two competing runners write', () =>
    eventRunnerCases.oneWriter(database, bikeRace, { lockClass: RUNNER_LOCK_CLASSES.sports, ahead: 3 }))

  it('voids the events no runner started within the late limit, plays the later ones late, and plans again from now', () =>
    // The service was down: 12 minutes after the first start, the first race is 720 s late (void),
    // the second 570 s and the third 420 s (under the 600 s limit: played now, already over).
    eventRunnerCases.lateVoided(database, carRace, {
      options: {},
      downForMs: 720_000,
      statuses: ['void', 'finished', 'finished'],
      plannedAgain: (events, { backAt }) => {
        // Planned again from now on the game's grid (90 s past each 150 s), every one still taking bets.
        const planned = events.slice(3)
        expect(planned).toHaveLength(3)
        expect(ms(planned[0]!.betting_closes_at)).toBeGreaterThan(backAt)
        expect(ms(planned[0]!.betting_closes_at) - backAt).toBeLessThanOrEqual(150_000)
        expect((ms(planned[0]!.starts_at) - 90_000) % 150_000).toBe(0)
      },
    }))

  it('re-prices the open events at start-up when the RTP in force changed, and leaves closed ones alone', async () => {
    const clock = new ManualClock(T0)
    const settlement = recordingSettlement(database.pool)
    const before = runnerFor(database, dogRace, clock, settlement)
    before.start()
    await clock.settled()
    await before.stop()
    const priced = await eventsOf(database.pool, dogRace.slug)
    // The first race's betting has closed when the new settings arrive; the others still take bets.
    clock.jumpTo(ms(priced[0]!.betting_closes_at))
    const settings = resolvedSettings({ 'dog-race': { rtp: { win: 8000 } } })
    const after = runnerFor(database, dogRace, clock, settlement, { settings })
    after.start()
    try {
      await clock.settled()
      const repriced = await eventsOf(database.pool, dogRace.slug)
      expect(repriced[0]).toMatchObject({ odds: priced[0]!.odds, rtp: priced[0]!.rtp })
      for (const [at, event] of repriced.slice(1, 3).entries()) {
        expect(event.rtp).toEqual({ ...dogRace.defaults.rtp, win: 8000 })
        const old = priced[at + 1]!
        for (let runner = 1; runner <= 6; runner++) expect(event.odds[`win:${runner}`]).toBeLessThan(old.odds[`win:${runner}`]!)
        expect(event.odds['place:1']).toBe(old.odds['place:1'])
      }
      // The race scheduled after the restart is priced at the new RTP from the start.
      expect(repriced.at(-1)!.rtp.win).toBe(8000)
    } finally {
      await after.stop()
    }
  })

  it('keeps the schedule going when a settlement fails, and settles that event on a later try', async () => {
    const clock = new ManualClock(T0)
    const recorded = recordingSettlement(database.pool)
    let failures = 1
    const flaky = {
      settle: async (eventId: number) => {
        if (failures-- > 0) throw new Error('the database went away for a moment')
        return recorded.settle(eventId)
      },
      void: recorded.void,
    }
    const runner = runnerFor(database, dogRace, clock, flaky)
    runner.start()
    try {
      await clock.settled()
      const first = (await eventsOf(database.pool, dogRace.slug))[0]!
      await clock.advanceTo(first.ends_at.getTime())
      const failed = await eventsOf(database.pool, dogRace.slug)
      expect(failed[0]).toMatchObject({ status: 'finished', settled_at: null })
      expect(failed.filter((event) => event.status === 'open')).toHaveLength(3)
      await clock.advanceTo(first.ends_at.getTime() + 1000)
      expect((await eventsOf(database.pool, dogRace.slug))[0]!.settled_at).not.toBeNull()
      expect(recorded.settled).toEqual([Number(first.id)])
    } finally {
      await runner.stop()
    }
  })
})
