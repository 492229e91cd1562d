import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../support/database.ts'
import { waitFor } from '../../support/wait-for.ts'

/**
 * The service as it runs: NUMBER_RUNNERS=on starts one draw loop per game on the real clock, settling
 * through the number bets, and the draws answer follows them (its cache told of every change).
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({
    NUMBER_RUNNERS: 'on',
    NUMBER_GAME_SETTINGS: JSON.stringify({
      '*': { intervalMs: 3_600_000, drawsAhead: 1, chainLength: 1000 },
      'one-sure': { intervalMs: 2000, offsetMs: 0, bettingClosesBeforeMs: 500, drawMs: 1000, drawsAhead: 2 },
    }),
  })
})
afterAll(async () => t.close())

type Draw = { drawId: number; status: string; drawn: number[] | null; fairness: { link?: string } }
const draws = async () => (await t.app.inject({ method: 'GET', url: '/games/numbers/one-sure/draws' })).json().data

describe('the number games with their runners on', () => {
  it('draw, show and finish 1 Sure balls on the real clock, each draw settled once', async () => {
    // The draw taking bets now, then that same draw being drawn: its whole life on the real clock. (Waiting
    // for "none being drawn" first did not order them: a draw past its close but not yet drawing is not
    // "current", and was then drawn after the next one had been read as taking bets.)
    const first = await waitFor(async () => (await draws()).drawId as number | null, 10_000, 'a draw taking bets')
    const drawing = await waitFor(
      async () => {
        const current = (await draws()).current as Draw | null
        return current?.drawId === first ? current : null
      },
      10_000,
      'that draw being drawn',
    )
    expect(drawing).toMatchObject({ status: 'drawing', drawn: [expect.any(Number)] })
    expect(drawing.fairness.link).toBeUndefined()
    const finished = await waitFor(
      async () => ((await draws()).recent as Draw[]).find((draw) => draw.drawId === drawing.drawId && draw.status === 'finished'),
      10_000,
      'the draw to finish',
    )
    expect(finished.drawn).toEqual(drawing.drawn)
    expect(finished.fairness.link).toMatch(/^[0-9a-f]{64}$/)
    const settled = await waitFor(async () => {
      const { rows } = await t.pool.query<{ settled_at: Date | null }>('select settled_at from number_draws where id = $1', [
        drawing.drawId,
      ])
      return rows[0]!.settled_at
    })
    expect(settled).toBeInstanceOf(Date)
    // The other games keep their own grids: their first draws are scheduled, an hour apart.
    const { rows } = await t.pool.query<{ game: string; open: number }>(
      `select game, count(*)::int as open from number_draws where status = 'open' and game <> 'one-sure' group by game order by game`,
    )
    expect(rows).toEqual([
      { game: 'jackpot-game', open: 1 },
      { game: 'millionaire-kendo', open: 1 },
      { game: 'perfect-guess', open: 1 },
    ])
  })
})
