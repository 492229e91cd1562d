import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { RoundRandom } from '@9ja/fairness/node'
import { drawNumbers, verifyDraw } from '@9ja/number-games'
import { perfectGuess } from '../../../src/games/numbers/perfect-guess/definition.ts'
import { oneSure } from '../../../src/games/numbers/one-sure/definition.ts'
import { millionaireKendo } from '../../../src/games/numbers/millionaire-kendo/definition.ts'
import { jackpotGame } from '../../../src/games/numbers/jackpot-game/definition.ts'
import { RUNNER_LOCK_CLASSES } from '../../../src/games/leadership.ts'
import { createTestDatabase } from '../../support/database.ts'
import { ManualClock } from '../../support/manual-clock.ts'
import { waitFor } from '../../support/wait-for.ts'
import { runnerLockSessions } from '../../support/advisory-locks.ts'
import { expectOnGrid } from '../../support/scheduled.ts'
import { hashTimes } from '../virtual-sports/helpers.ts'
import { drawsOf, recordingSettlement, resolvedSettings, runnerFor } from './helpers.ts'

const T0 = Date.parse('2026-03-02T09:00:05Z')
const ms = (date: Date | null) => date!.getTime()

let database: Awaited<ReturnType<typeof createTestDatabase>>
beforeEach(async () => {
  database = await createTestDatabase()
})
afterEach(async () => database.close())

describe('the number games draw runner, on an injected clock', () => {
  it('schedules draws on the game grid, draws each one from its link at its time, finishes it and settles it once', async () => {
    const clock = new ManualClock(T0)
    const settlement = recordingSettlement()
    const runner = runnerFor(database, perfectGuess, clock, settlement)
    runner.start()
    try {
      await clock.settled()
      const scheduled = await drawsOf(database.pool, perfectGuess.slug)
      // Two draws ahead on the game's grid (20 s past each 180 s since the epoch), the first whose betting is still open.
      expect(scheduled).toHaveLength(2)
      const first = expectOnGrid(
        scheduled.map((draw) => ({ startsAt: draw.draws_at, closesAt: draw.betting_closes_at, endsAt: draw.ends_at })),
        { intervalMs: 180_000, offsetMs: 20_000, bettingClosesBeforeMs: 10_000, playMs: 30_000 },
        T0,
      )
      for (const [at, draw] of scheduled.entries()) {
        expect(draw).toMatchObject({
          status: 'open',
          drawn: null,
          chain_index: at + 1,
          liability_kobo: '0',
          staked_kobo: '0',
          bet_count: 0,
        })
        expect(draw.liability_by_number).toBeNull()
        // The link is committed to before the draw: it hashes chain-index times to the chain's commitment.
        expect(hashTimes(draw.link, draw.chain_index)).toBe(draw.commitment)
      }

      await clock.advanceTo(first - 1)
      expect((await drawsOf(database.pool, perfectGuess.slug))[0]!.status).toBe('open')
      await clock.advanceTo(first)
      const drawing = (await drawsOf(database.pool, perfectGuess.slug))[0]!
      expect(drawing.status).toBe('drawing')
      // The numbers are the package's draw from the link's stream (serverSeed = link, clientSeed = slug, nonce = chain index),
      // and /fairness's Web Crypto verifier recomputes them.
      const fromLink = drawNumbers(
        'perfect-guess',
        new RoundRandom({ serverSeed: drawing.link, clientSeed: 'perfect-guess', nonce: drawing.chain_index }),
      )
      expect(drawing.drawn).toEqual(fromLink)
      expect(await verifyDraw(drawing.link, 'perfect-guess', drawing.chain_index)).toEqual(fromLink)
      expect(new Set(drawing.drawn).size).toBe(20)
      for (const number of drawing.drawn!) expect(number >= 1 && number <= 80).toBe(true)
      // A draw was made, so the next one is scheduled: two are open again.
      const afterDraw = await drawsOf(database.pool, perfectGuess.slug)
      expect(afterDraw.filter((draw) => draw.status === 'open')).toHaveLength(2)
      expect(ms(afterDraw.at(-1)!.draws_at)).toBe(first + 2 * 180_000)

      await clock.advanceTo(first + 30_000 - 1)
      expect((await drawsOf(database.pool, perfectGuess.slug))[0]).toMatchObject({ status: 'drawing', settled_at: null })
      expect(settlement.settled).toEqual([])
      await clock.advanceTo(first + 30_000)
      const finished = (await drawsOf(database.pool, perfectGuess.slug))[0]!
      expect(finished).toMatchObject({ status: 'finished', drawn: drawing.drawn })
      expect(ms(finished.finished_at)).toBe(first + 30_000)
      expect(ms(finished.settled_at)).toBe(first + 30_000)
      expect(settlement.settled).toEqual([Number(finished.id)])

      await clock.advanceTo(first + 2 * 180_000 + 30_000)
      const done = (await drawsOf(database.pool, perfectGuess.slug)).filter((draw) => draw.status === 'finished')
      expect(done).toHaveLength(3)
      expect(done.map((draw) => Number(draw.id))).toEqual(settlement.settled)
      expect(settlement.voided).toEqual([])
    } finally {
      await runner.stop()
    }
  })

  it('draws as many distinct balls as each game says, and keeps 1 Sure liability per number from zero', async () => {
    const clock = new ManualClock(T0)
    const settlement = recordingSettlement()
    const games = [
      { game: oneSure, balls: 90, count: 1 },
      { game: millionaireKendo, balls: 90, count: 5 },
      { game: jackpotGame, balls: 45, count: 5 },
    ]
    for (const { game, balls, count } of games) {
      const runner = runnerFor(database, game, clock, settlement)
      await runner.step()
      const [first] = await drawsOf(database.pool, game.slug)
      expect(first!.liability_by_number).toEqual(game === oneSure ? Array(90).fill('0') : null)
      clock.jumpTo(ms(first!.draws_at))
      await runner.step()
      const { drawn, link, chain_index } = (await drawsOf(database.pool, game.slug))[0]!
      expect(drawn).toEqual(drawNumbers(game.slug, new RoundRandom({ serverSeed: link, clientSeed: game.slug, nonce: chain_index })))
      expect(drawn).toHaveLength(count)
      expect(new Set(drawn).size).toBe(count)
      for (const number of drawn!) expect(number >= 1 && number <= balls).toBe(true)
      clock.jumpTo(T0)
    }
  })

  it('resumes a game whose runner stopped mid-draw: another finishes it with the numbers already drawn, never drawing again', async () => {
    const clock = new ManualClock(T0)
    const settlement = recordingSettlement()
    const before = runnerFor(database, oneSure, clock, settlement)
    before.start()
    await clock.settled()
    const first = ms((await drawsOf(database.pool, oneSure.slug))[0]!.draws_at)
    await clock.advanceTo(first + 3000)
    const drawing = (await drawsOf(database.pool, oneSure.slug))[0]!
    expect(drawing).toMatchObject({ status: 'drawing', drawn: [expect.any(Number)] })
    await before.stop()

    // The committed numbers are final: nothing may draw them again or reopen the draw.
    await expect(database.pool.query(`update number_draws set drawn = '{1}' where id = $1`, [drawing.id])).rejects.toMatchObject({
      code: 'P0109',
    })

    const after = runnerFor(database, oneSure, clock, settlement)
    after.start()
    try {
      await clock.advanceTo(first + 8000)
      const draws = await drawsOf(database.pool, oneSure.slug)
      expect(draws[0]).toMatchObject({ id: drawing.id, status: 'finished', drawn: drawing.drawn })
      expect(draws.filter((draw) => draw.status === 'open')).toHaveLength(3)
      expect(new Set(draws.map((draw) => draw.chain_index)).size).toBe(draws.length)
      expect(settlement.settled).toEqual([Number(drawing.id)])
      await expect(database.pool.query(`update number_draws set status = 'open' where id = $1`, [drawing.id])).rejects.toMatchObject({
        code: 'P0109',
      })
      await expect(database.pool.query(`update number_draws set link = repeat('0', 64) where id = $1`, [drawing.id])).rejects.toThrow()
    } finally {
      await after.stop()
    }
  })

  it('voids the draws no runner made within the late limit, makes the later ones late, and plans again from now', async () => {
    const clock = new ManualClock(T0)
    const settlement = recordingSettlement()
    const settings = resolvedSettings({ 'one-sure': { drawsAhead: 4 } })
    const before = runnerFor(database, oneSure, clock, settlement, { settings })
    before.start()
    await clock.settled()
    const scheduled = await drawsOf(database.pool, oneSure.slug)
    await before.stop()
    const first = ms(scheduled[0]!.draws_at)

    // The service was down: back 150 s after the first draw, the first two are 150 s and 90 s late, past
    // the 60 s limit (void); the third (30 s late) is drawn and, already over, finished at once; the fourth is ahead.
    const backAt = first + 150_000
    clock.jumpTo(backAt)
    const after = runnerFor(database, oneSure, clock, settlement, { settings, lateVoidMs: 60_000 })
    after.start()
    try {
      await clock.settled()
      const draws = await drawsOf(database.pool, oneSure.slug)
      expect(draws.slice(0, 4).map((draw) => draw.status)).toEqual(['void', 'void', 'finished', 'open'])
      expect(draws[0]).toMatchObject({ drawn: null })
      expect(draws[2]!.drawn).toHaveLength(1)
      expect(settlement.voided).toEqual([Number(scheduled[0]!.id), Number(scheduled[1]!.id)])
      expect(settlement.settled).toEqual([Number(scheduled[2]!.id)])
      for (const draw of draws.slice(0, 3)) expect(ms(draw.settled_at)).toBe(backAt)
      // Four open again: the fourth, then the next ones following it on the grid.
      const open = draws.filter((draw) => draw.status === 'open')
      expect(open).toHaveLength(4)
      for (const [at, draw] of open.entries()) expect(ms(draw.draws_at)).toBe(first + (3 + at) * 60_000)
    } finally {
      await after.stop()
    }
  })

  it('lets only one of two competing runners write', async () => {
    const clock = new ManualClock(T0)
    const settlement = recordingSettlement()
    const runners = [runnerFor(database, jackpotGame, clock, settlement), runnerFor(database, jackpotGame, clock, settlement)]
    runners.forEach((runner) => runner.start())
    try {
      await clock.settled(1)
      const sessions = () => runnerLockSessions(database.pool, RUNNER_LOCK_CLASSES.numbers, jackpotGame.id)
      await waitFor(async () => (await sessions()).waiting === 1, 10_000, 'the second runner to queue for the lock')
      expect(await sessions()).toEqual({ granted: 1, waiting: 1 })
      const draws = await drawsOf(database.pool, jackpotGame.slug)
      expect(draws).toHaveLength(2)
      await clock.advanceTo(ms(draws[0]!.ends_at))
      await Promise.all(runners.map((runner) => runner.stop()))
      const after = await drawsOf(database.pool, jackpotGame.slug)
      expect(after).toHaveLength(3)
      expect(settlement.settled).toEqual([Number(draws[0]!.id)])
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()))
    }
  })
})
