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
import { ms, T0 } from '../../support/scheduled.ts'
import { drawRunnerCases, drawsOf, recordingSettlement, resolvedSettings, runnerFor } from './helpers.ts'

let database: Awaited<ReturnType<typeof createTestDatabase>>
beforeEach(async () => {
  database = await createTestDatabase()
})
afterEach(async () => database.close())

describe('the number games draw runner, on an injected clock', () => {
  it('schedules draws on the game grid, draws each one from its link at its time, finishes it and settles it once', () =>
    // Two draws ahead on the game's grid (20 s past each 180 s since the epoch), the first whose betting is still open.
    drawRunnerCases.lifecycle(database, perfectGuess, {
      ahead: 2,
      cadence: { intervalMs: 180_000, offsetMs: 20_000, bettingClosesBeforeMs: 10_000, playMs: 30_000 },
      scheduled: (draw) => {
        expect(draw).toMatchObject({ liability_kobo: '0', staked_kobo: '0', bet_count: 0 })
        expect(draw.liability_by_number).toBeNull()
      },
      played: async (drawing) => {
        // The numbers are the package's draw from the link's stream (serverSeed = link, clientSeed = slug, nonce = chain index),
        // and /fairness's Web Crypto verifier recomputes them.
        const fromLink = drawNumbers(
          'perfect-guess',
          new RoundRandom({ serverSeed: drawing.link, clientSeed: 'perfect-guess', nonce: drawing.chain_index }),
        )
        expect(drawing.drawn).toEqual(fromLink)
        expect(await verifyDraw(drawing.link, 'perfect-guess', drawing.chain_index, 'perfect-guess')).toEqual(fromLink)
        expect(new Set(drawing.drawn).size).toBe(20)
        for (const number of drawing.drawn!) expect(number >= 1 && number <= 80).toBe(true)
      },
    }))

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
      expect(drawn).toEqual(drawNumbers(game.rules, new RoundRandom({ serverSeed: link, clientSeed: game.slug, nonce: chain_index })))
      expect(drawn).toHaveLength(count)
      expect(new Set(drawn).size).toBe(count)
      for (const number of drawn!) expect(number >= 1 && number <= balls).toBe(true)
      clock.jumpTo(T0)
    }
  })

  it('resumes a game whose runner stopped mid-draw: another finishes it with the numbers already drawn, never drawing again', () =>
    drawRunnerCases.resumedMidPlay(database, oneSure, {
      playedForMs: 3000,
      ahead: 3,
      stopped: async (drawing) => {
        expect(drawing).toMatchObject({ drawn: [expect.any(Number)] })
        // The committed numbers are final: nothing may draw them again or reopen the draw.
        await expect(database.pool.query(`update number_draws set drawn = '{1}' where id = $1`, [drawing.id])).rejects.toMatchObject({
          code: 'P0109',
        })
      },
      finished: async (drawing) => {
        await expect(database.pool.query(`update number_draws set status = 'open' where id = $1`, [drawing.id])).rejects.toMatchObject({
          code: 'P0109',
        })
        await expect(database.pool.query(`update number_draws set link = repeat('0', 64) where id = $1`, [drawing.id])).rejects.toThrow()
      },
    }))

  it('voids the draws no runner made within the late limit, makes the later ones late, and plans again from now', () =>
    // The service was down: back 150 s after the first draw, the first two are 150 s and 90 s late, past
    // the 60 s limit (void); the third (30 s late) is drawn and, already over, finished at once; the fourth is ahead.
    drawRunnerCases.lateVoided(database, oneSure, {
      options: { settings: resolvedSettings({ 'one-sure': { drawsAhead: 4 } }), lateVoidMs: 60_000 },
      downForMs: 150_000,
      statuses: ['void', 'void', 'finished', 'open'],
      plannedAgain: (draws, { first }) => {
        expect(draws[2]!.drawn).toHaveLength(1)
        // Four open again: the fourth, then the next ones following it on the grid.
        const open = draws.filter((draw) => draw.status === 'open')
        expect(open).toHaveLength(4)
        for (const [at, draw] of open.entries()) expect(ms(draw.draws_at)).toBe(first + (3 + at) * 60_000)
      },
    }))

  it('lets only one of two competing runners write', () =>
    drawRunnerCases.oneWriter(database, jackpotGame, { lockClass: RUNNER_LOCK_CLASSES.numbers, ahead: 2 }))
})
