import { describe, expect, it } from 'vitest'
import { drawCadence, nextOpenDraw, scheduleOf } from './draw-schedule.ts'
import type { NumberDrawView } from '@9ja/contract'

const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1, 12, 0, seconds)).toISOString()
function draw(drawId: number, status: NumberDrawView['status'], drawsAtSecond: number): NumberDrawView {
  return {
    drawId,
    number: drawId,
    status,
    closesAt: at(drawsAtSecond - 3),
    drawsAt: at(drawsAtSecond),
    endsAt: at(drawsAtSecond + 8),
    drawn: status === 'open' || status === 'closed' ? null : [7],
    fairness: { commitment: 'c', chainIndex: drawId },
  }
}

describe("a number game's draws in time", () => {
  const draws = {
    upcoming: [draw(12, 'closed', 20), draw(13, 'open', 40)],
    current: draw(11, 'drawing', 0),
    recent: [draw(10, 'finished', -20)],
  }

  it('changes when betting closes, when a closed draw is drawn and when the one drawing ends', () => {
    expect(scheduleOf(draws)).toEqual([
      { status: 'closed', bettingClosesAt: at(17), startsAt: at(20), endsAt: at(28) },
      { status: 'open', bettingClosesAt: at(37), startsAt: at(40), endsAt: at(48) },
      { status: 'live', bettingClosesAt: at(-3), startsAt: at(0), endsAt: at(8) },
    ])
    expect(scheduleOf(null)).toEqual([])
  })

  it('takes tickets on the first draw still open at the time', () => {
    expect(nextOpenDraw(draws, Date.parse(at(30)))?.drawId).toBe(13)
    expect(nextOpenDraw(draws, Date.parse(at(37)))).toBeNull()
  })

  it('reads the cadence in force from the draws: the interval, the cut-off, the time balls take', () => {
    expect(drawCadence(draws)).toEqual({ intervalMs: 20_000, closesBeforeMs: 3000, drawMs: 8000 })
    expect(drawCadence({ upcoming: [], current: null, recent: [] })).toEqual({ intervalMs: null, closesBeforeMs: null, drawMs: null })
  })
})
