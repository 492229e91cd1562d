import { pino } from 'pino'
import { expect } from 'vitest'
import { chainLinkAfter } from '@9ja/fairness/node'
import type { Pool } from '../../src/db/pool.ts'
import type { RunnerServices, ScheduledSettlement } from '../../src/games/scheduled/runner.ts'
import type { ServiceLoop } from '../../src/service-loops.ts'
import type { Clock } from '../../src/time/clock.ts'
import { runnerLockSessions } from './advisory-locks.ts'
import { ManualClock } from './manual-clock.ts'
import { waitFor } from './wait-for.ts'

/** A scheduled event's or draw's instants as its table stores them. */
export type ScheduledInstants = { startsAt: Date; closesAt: Date; endsAt: Date }

/**
 * Checks rows a runner scheduled at `nowMs` against their game's cadence: the first on the game's
 * grid (offsetMs plus whole intervals since the epoch), the first whose betting is still open, the
 * others one interval apart, each closing and ending as the settings say. Answers the first start.
 */
export function expectOnGrid(
  rows: readonly ScheduledInstants[],
  cadence: { intervalMs: number; offsetMs: number; bettingClosesBeforeMs: number; playMs: number },
  nowMs: number,
): number {
  const first = rows[0]!.startsAt.getTime()
  expect((first - cadence.offsetMs) % cadence.intervalMs).toBe(0)
  expect(first - cadence.bettingClosesBeforeMs).toBeGreaterThan(nowMs)
  expect(first - cadence.bettingClosesBeforeMs - nowMs).toBeLessThanOrEqual(cadence.intervalMs)
  for (const [at, row] of rows.entries()) {
    expect(row.startsAt.getTime()).toBe(first + at * cadence.intervalMs)
    expect(row.closesAt.getTime()).toBe(row.startsAt.getTime() - cadence.bettingClosesBeforeMs)
    expect(row.endsAt.getTime()).toBe(row.startsAt.getTime() + cadence.playMs)
  }
  return first
}

/** Hashes `link` `times` times (an event's or draw's link hashes chain-index times to its chain's commitment). */
export function hashTimes(link: string, times: number): string {
  let hashed = link
  for (let at = 0; at < times; at++) hashed = chainLinkAfter(hashed)
  return hashed
}

/** A test's own database (support/database.ts), as a runner reaches it. */
export type TestDatabase = { pool: Pool; url: string }

/** A runner's services in a test: its database and clock, a silent logger, and lock retries out of the test's way. */
export function testRunnerServices(database: TestDatabase, clock: Clock, lateVoidMs = 600_000): RunnerServices {
  const timings = { leaderRetryMs: 10_000, lateVoidMs }
  return { pool: database.pool, connectionString: database.url, clock, logger: pino({ level: 'silent' }), timings }
}

/** The instant the runner cases' clocks start at. */
export const T0 = Date.parse('2026-03-02T09:00:05Z')
export const ms = (date: Date | null) => date!.getTime()

/** A runner's settlement as a test watches it: the ids it was asked to settle and to void, in order. */
export type RecordingSettlement = ScheduledSettlement & { settled: number[]; voided: number[] }

/** A row of a family's table (events, draws) with its chain's commitment, as the shared runner cases read it. */
export type ScheduledRow = {
  id: string
  status: string
  chain_index: number
  link: string
  commitment: string
  betting_closes_at: Date
  ends_at: Date
  finished_at: Date | null
  settled_at: Date | null
}

/** How a test's runner differs from the service's: its games' settings (resolved from an override), its late limit. */
export type RunnerOptions<Settings> = { settings?: Settings; lateVoidMs?: number }

/** A family's table as the tests read it: its rows, its chains, and the column of the instant a row is played. */
export type TableInTests = { rows: string; chains: string; playsAt: string }

/** A game's rows of a family's table with their chain's commitment, in the order they are played. */
export async function scheduledRows<Row extends ScheduledRow>(pool: Pool, table: TableInTests, game: string): Promise<Row[]> {
  const { rows } = await pool.query<Row>(
    `select r.*, c.commitment from ${table.rows} r join ${table.chains} c on c.id = r.chain_id where r.game = $1 order by r.${table.playsAt}, r.id`,
    [game],
  )
  return rows
}

/** How the shared cases read a family's rows: the column of the instant a row is played, its status then, and its outcome's column. */
export type RowColumns<Row> = { playsAt: keyof Row; playing: string; outcome: keyof Row }

/** What a case starts from: the game's clock at T0, a recording settlement, the game's rows, and runners of it on those. */
type CaseSetting<Row, Settings> = {
  clock: ManualClock
  settlement: RecordingSettlement
  rows: () => Promise<Row[]>
  runner: (options?: RunnerOptions<Settings>) => ServiceLoop
}

/**
 * The runner cases every scheduled family shares, each on one game of the family (support for its
 * runner.test.ts): scheduling on the grid, playing, finishing and settling; resuming another
 * runner's game; voiding the late; one writer of two. A family's own checks come in as callbacks.
 */
export class ScheduledRunnerCases<Game extends { id: number; slug: string }, Row extends ScheduledRow, Settings> {
  constructor(
    private readonly runnerFor: (
      database: TestDatabase,
      game: Game,
      clock: Clock,
      settlement: ScheduledSettlement,
      options?: RunnerOptions<Settings>,
    ) => ServiceLoop,
    /** A game's rows, in the order they are played. */
    private readonly rowsOf: (pool: Pool, game: string) => Promise<Row[]>,
    private readonly recordingSettlement: (pool: Pool) => RecordingSettlement,
    private readonly columns: RowColumns<Row>,
  ) {}

  private setting(database: TestDatabase, game: Game): CaseSetting<Row, Settings> {
    const clock = new ManualClock(T0)
    const settlement = this.recordingSettlement(database.pool)
    return {
      clock,
      settlement,
      rows: () => this.rowsOf(database.pool, game.slug),
      runner: (options) => this.runnerFor(database, game, clock, settlement, options),
    }
  }

  private playsAt(row: Row): number {
    return ms(row[this.columns.playsAt] as Date)
  }

  private outcome(row: Row): unknown {
    return row[this.columns.outcome]
  }

  /**
   * A game's lifecycle from T0: `ahead` rows scheduled on its grid (`cadence`), each open with its
   * link committed to; the first played at its start (`played` checks its outcome) and another
   * scheduled in its place; finished at its end with the outcome it was played with, settled once and
   * marked settled then; two intervals on, three finished and settled in order, none voided.
   */
  async lifecycle(
    database: TestDatabase,
    game: Game,
    expected: {
      ahead: number
      cadence: Parameters<typeof expectOnGrid>[1]
      /** The family's checks of its n-th scheduled row. */
      scheduled: (row: Row, at: number) => unknown
      /** The family's checks of the first row as it is played. */
      played: (row: Row) => unknown
    },
  ): Promise<void> {
    const { cadence } = expected
    const { clock, settlement, rows, runner } = this.setting(database, game)
    const { playing } = this.columns
    const loop = runner()
    loop.start()
    try {
      await clock.settled()
      const scheduled = await rows()
      expect(scheduled).toHaveLength(expected.ahead)
      const first = expectOnGrid(
        scheduled.map((row) => ({ startsAt: new Date(this.playsAt(row)), closesAt: row.betting_closes_at, endsAt: row.ends_at })),
        cadence,
        T0,
      )
      for (const [index, row] of scheduled.entries()) {
        expect(row).toMatchObject({ status: 'open', chain_index: index + 1 })
        expect(this.outcome(row)).toBeNull()
        // The link is committed to before the row is played: it hashes chain-index times to the chain's commitment.
        expect(hashTimes(row.link, row.chain_index)).toBe(row.commitment)
        await expected.scheduled(row, index)
      }

      await clock.advanceTo(first - 1)
      expect((await rows())[0]!.status).toBe('open')
      await clock.advanceTo(first)
      const played = (await rows())[0]!
      expect(played.status).toBe(playing)
      await expected.played(played)
      // One was played, so the next one is scheduled: as many are open again.
      const afterStart = await rows()
      expect(afterStart.filter((row) => row.status === 'open')).toHaveLength(expected.ahead)
      expect(this.playsAt(afterStart.at(-1)!)).toBe(first + expected.ahead * cadence.intervalMs)

      await clock.advanceTo(first + cadence.playMs - 1)
      expect((await rows())[0]).toMatchObject({ status: playing, settled_at: null })
      expect(settlement.settled).toEqual([])
      await clock.advanceTo(first + cadence.playMs)
      const finished = (await rows())[0]!
      expect(finished.status).toBe('finished')
      expect(this.outcome(finished)).toEqual(this.outcome(played))
      expect(ms(finished.finished_at)).toBe(first + cadence.playMs)
      expect(ms(finished.settled_at)).toBe(first + cadence.playMs)
      expect(settlement.settled).toEqual([Number(finished.id)])

      await clock.advanceTo(first + 2 * cadence.intervalMs + cadence.playMs)
      const done = (await rows()).filter((row) => row.status === 'finished')
      expect(done).toHaveLength(3)
      expect(done.map((row) => Number(row.id))).toEqual(settlement.settled)
      expect(settlement.voided).toEqual([])
    } finally {
      await loop.stop()
    }
  }

  /**
   * A runner stopped while its game's first row is played (`playedForMs` after its start): another
   * finishes that row at its end with the outcome already drawn, settles it once, keeps `ahead` open
   * and never reuses a link. `stopped` and `finished` are the family's checks of the row then.
   */
  async resumedMidPlay(
    database: TestDatabase,
    game: Game,
    expected: { playedForMs: number; ahead: number; stopped?: (row: Row) => unknown; finished?: (row: Row) => unknown },
  ): Promise<void> {
    const { clock, settlement, rows, runner } = this.setting(database, game)
    const before = runner()
    before.start()
    await clock.settled()
    const first = this.playsAt((await rows())[0]!)
    await clock.advanceTo(first + expected.playedForMs)
    const played = (await rows())[0]!
    expect(played.status).toBe(this.columns.playing)
    await before.stop()
    await expected.stopped?.(played)

    const after = runner()
    after.start()
    try {
      await clock.advanceTo(ms(played.ends_at))
      const resumed = await rows()
      expect(resumed[0]).toMatchObject({ id: played.id, status: 'finished' })
      expect(this.outcome(resumed[0]!)).toEqual(this.outcome(played))
      expect(resumed.filter((row) => row.status === 'open')).toHaveLength(expected.ahead)
      expect(new Set(resumed.map((row) => row.chain_index)).size).toBe(resumed.length)
      expect(settlement.settled).toEqual([Number(played.id)])
      await expected.finished?.(played)
    } finally {
      await after.stop()
    }
  }

  /**
   * The service down from T0's rows until `downForMs` after the first start: back then, the first
   * rows are as `statuses` says (the ones more than the late limit late void, with no outcome; the
   * later ones played late, already over), each settled or voided once at that instant;
   * `plannedAgain` checks the rows scheduled from then on.
   */
  async lateVoided(
    database: TestDatabase,
    game: Game,
    expected: {
      options: RunnerOptions<Settings>
      downForMs: number
      statuses: readonly ('void' | 'finished' | 'open')[]
      plannedAgain: (rows: Row[], instants: { first: number; backAt: number }) => unknown
    },
  ): Promise<void> {
    const { clock, settlement, rows, runner } = this.setting(database, game)
    const before = runner({ settings: expected.options.settings })
    before.start()
    await clock.settled()
    const scheduled = await rows()
    await before.stop()
    const first = this.playsAt(scheduled[0]!)

    const backAt = first + expected.downForMs
    clock.jumpTo(backAt)
    const after = runner(expected.options)
    after.start()
    try {
      await clock.settled()
      const caughtUp = await rows()
      expect(caughtUp.slice(0, expected.statuses.length).map((row) => row.status)).toEqual(expected.statuses)
      expect(this.outcome(caughtUp[0]!)).toBeNull()
      const idsOf = (status: string) => scheduled.filter((_, index) => expected.statuses[index] === status).map((row) => Number(row.id))
      expect(settlement.voided).toEqual(idsOf('void'))
      expect(settlement.settled).toEqual(idsOf('finished'))
      const over = expected.statuses.filter((status) => status !== 'open').length
      for (const row of caughtUp.slice(0, over)) expect(ms(row.settled_at)).toBe(backAt)
      await expected.plannedAgain(caughtUp, { first, backAt })
    } finally {
      await after.stop()
    }
  }

  /**
   * Two runners of one game: one leads and the other waits in PostgreSQL's lock queue (leadership.ts);
   * only the leader writes: `ahead` rows, then the first one finished and settled once, and the next
   * one scheduled.
   */
  async oneWriter(database: TestDatabase, game: Game, expected: { lockClass: number; ahead: number }): Promise<void> {
    const { clock, settlement, rows, runner } = this.setting(database, game)
    const runners = [runner(), runner()]
    runners.forEach((loop) => loop.start())
    try {
      // The leader sleeps on the clock; the other waits in the lock queue.
      await clock.settled(1)
      const sessions = () => runnerLockSessions(database.pool, expected.lockClass, game.id)
      await waitFor(async () => (await sessions()).waiting === 1, 10_000, 'the second runner to queue for the lock')
      expect(await sessions()).toEqual({ granted: 1, waiting: 1 })
      const scheduled = await rows()
      expect(scheduled).toHaveLength(expected.ahead)
      await clock.advanceTo(ms(scheduled[0]!.ends_at))
      await Promise.all(runners.map((loop) => loop.stop()))
      const after = await rows()
      expect(after).toHaveLength(expected.ahead + 1)
      expect(settlement.settled).toEqual([Number(scheduled[0]!.id)])
      expect(after.filter((row) => row.status === 'finished').map((row) => Number(row.id))).toEqual(settlement.settled)
    } finally {
      await Promise.all(runners.map((loop) => loop.stop()))
    }
  }
}
