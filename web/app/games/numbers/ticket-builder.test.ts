import { describe, expect, it } from 'vitest'
import {
  betTypesOf,
  kindOfType,
  luckyDip,
  pickInputOf,
  readBuilder,
  stakeProblem,
  ticketFigures,
  ticketOf,
  ticketSums,
  typeTakes,
  withType,
  type BuilderState,
} from './ticket-builder.ts'

const fields = (query: string) => new URLSearchParams(query)
/** A source that walks 0, 1, 2... below n: a Lucky dip whose numbers a test can foresee. */
const counting = () => {
  let next = 0
  return (below: number) => next++ % below
}

describe('the ticket builder', () => {
  it('offers Nap and Pick once, sized by the numbers ticked, and every other kind as itself', () => {
    expect(betTypesOf('millionaire-kendo').map((type) => type.type)).toEqual([
      'nap',
      'perm-2',
      'perm-3',
      'perm-4',
      'perm-5',
      'against',
      'banker',
    ])
    expect(betTypesOf('perfect-guess').map((type) => type.type)).toEqual(['pick'])
    expect(betTypesOf('one-sure').map((type) => type.type)).toEqual(['exact', 'range', 'odd-even', 'high-low'])
    expect(kindOfType('millionaire-kendo', 'nap', 3)).toBe('nap-3')
    expect(kindOfType('millionaire-kendo', 'nap', 6)).toBeNull()
    expect(kindOfType('perfect-guess', 'pick', 10)).toBe('pick-10')
    expect(kindOfType('millionaire-kendo', 'perm-3', 2)).toBe('perm-3')
  })

  it('shows only the types the numbers ticked allow', () => {
    const allowed = (count: number) =>
      betTypesOf('millionaire-kendo')
        .filter((type) => typeTakes(type, count))
        .map((type) => type.type)
    expect(allowed(0)).toHaveLength(7)
    expect(allowed(1)).toEqual(['nap', 'against', 'banker'])
    expect(allowed(4)).toEqual(['nap', 'perm-2', 'perm-3', 'against'])
    expect(allowed(12)).toEqual(['perm-2', 'perm-3', 'perm-4', 'perm-5'])
    expect(allowed(16)).toEqual([])
  })

  it('picks from the grid or from options, with a bottom grid for Against only', () => {
    expect(pickInputOf('one-sure', 'exact')).toEqual({ kind: 'grid', balls: 90, against: false })
    expect(pickInputOf('one-sure', 'range')).toEqual({ kind: 'options', values: [1, 2, 3] })
    expect(pickInputOf('one-sure', 'odd-even')).toEqual({ kind: 'options', values: [0, 1] })
    expect(pickInputOf('millionaire-kendo', 'against')).toEqual({ kind: 'grid', balls: 90, against: true })
    expect(pickInputOf('jackpot-game', 'jackpot')).toEqual({ kind: 'grid', balls: 45, against: false })
  })

  it('reads its form: unknown types and numbers outside the game dropped, a type button moving the ticket', () => {
    expect(readBuilder('perfect-guess', fields('type=pick&pick=3&pick=81&pick=3&pick=x&pick=80&stake=50'))).toEqual({
      type: 'pick',
      picks: [3, 80],
      against: [],
      stake: '50',
    })
    expect(readBuilder('millionaire-kendo', fields('type=nope&pick=1')).type).toBe('nap')
    // Nap to Against keeps the numbers; the exact number to a range does not.
    expect(readBuilder('millionaire-kendo', fields('type=nap&pick=4&pick=9&switchType=against'))).toMatchObject({
      type: 'against',
      picks: [4, 9],
    })
    expect(readBuilder('one-sure', fields('type=exact&pick=17&switchType=range'))).toMatchObject({ type: 'range', picks: [] })
    // Bottom numbers belong to Against alone.
    expect(withType('millionaire-kendo', { type: 'against', picks: [1], against: [2], stake: '' }, 'perm-2').against).toEqual([])
  })

  it('makes the ticket and sums it with the package: lines, total stake, the most it can win', () => {
    const perm: BuilderState = { type: 'perm-3', picks: [5, 23, 41, 88], against: [], stake: '10' }
    const { ticket, check } = ticketOf('millionaire-kendo', perm)
    expect(ticket).toEqual({ kind: 'perm-3', picks: [5, 23, 41, 88] })
    expect(check).toMatchObject({ ok: true, lines: 4 })
    // All four drawn: every line is a Nap 3 at 10,500x.
    expect(ticketSums('millionaire-kendo', ticket, 4, 1000n, null)).toEqual({
      lines: 4,
      totalStakeKobo: 4000n,
      maxWinKobo: 4n * 105_000_00n,
      withJackpot: false,
    })
    const short = ticketOf('millionaire-kendo', { ...perm, picks: [1, 2, 3] })
    expect(short.check).toEqual({ ok: false, message: 'Perm 3 needs 4 to 15 numbers' })
    expect(ticketOf('millionaire-kendo', { ...perm, picks: [] }).check.ok).toBe(false)
  })

  it('states the most a jackpot ticket can win with the pool in it, not its fixed prizes alone', () => {
    const { ticket, check } = ticketOf('jackpot-game', { type: 'jackpot', picks: [3, 9, 17, 28, 44], against: [], stake: '' })
    expect(check.ok).toBe(true)
    const fixedOnly = ticketSums('jackpot-game', ticket, 1, 10_000n, null)
    expect(fixedOnly.withJackpot).toBe(false)
    // A ₦2.5m pool: a ticket matching all five wins it (shared only with other lines that match all five).
    expect(ticketSums('jackpot-game', ticket, 1, 10_000n, 250_000_000n)).toEqual({
      lines: 1,
      totalStakeKobo: 10_000n,
      maxWinKobo: 250_000_000n,
      withJackpot: true,
    })
    // The other games have no pool, whatever is passed.
    const nap = ticketOf('millionaire-kendo', { type: 'nap', picks: [1, 2], against: [], stake: '' }).ticket
    expect(ticketSums('millionaire-kendo', nap, 1, 1000n, 250_000_000n).withJackpot).toBe(false)
  })

  it("says what is wrong with the stake per line: none typed, below the draw's least, above its most", () => {
    const limits = { minStake: 50, maxStake: 5000 }
    expect(stakeProblem(null, limits)).toBe('invalid')
    expect(stakeProblem(0n, limits)).toBe('invalid')
    expect(stakeProblem(4999n, limits)).toBe('low')
    expect(stakeProblem(5000n, limits)).toBeNull()
    expect(stakeProblem(500_000n, limits)).toBeNull()
    expect(stakeProblem(500_001n, limits)).toBe('high')
  })

  it("figures the ticket at the stake typed (thousands separators and all), or at the game's fixed stake with its pool", () => {
    const limits = { minStake: 50, maxStake: 5000 }
    const perm: BuilderState = { type: 'perm-3', picks: [5, 23, 41, 88], against: [], stake: ' 1,000 ' }
    expect(ticketFigures('millionaire-kendo', perm, limits, null, null)).toMatchObject({
      ticket: { kind: 'perm-3', picks: [5, 23, 41, 88] },
      stakeIssue: null,
      sums: { lines: 4, totalStakeKobo: 400_000n },
      ready: true,
    })
    // A stake out of the limits is named and keeps the ticket off the slip; one that is no amount has no sums.
    expect(ticketFigures('millionaire-kendo', { ...perm, stake: '5000.01' }, limits, null, null)).toMatchObject({
      stakeIssue: 'high',
      ready: false,
    })
    expect(ticketFigures('millionaire-kendo', { ...perm, stake: 'ten' }, limits, null, null)).toMatchObject({
      stakeIssue: 'invalid',
      sums: null,
      ready: false,
    })
    // A ticket the game does not take has no sums, whatever the stake.
    expect(ticketFigures('millionaire-kendo', { ...perm, picks: [1, 2, 3] }, limits, null, null)).toMatchObject({
      check: { ok: false },
      sums: null,
      ready: false,
    })
    // Jackpot Game: the stake typed does not count, the line's fixed stake does, and a full match can win the pool.
    const jackpot: BuilderState = { type: 'jackpot', picks: [3, 9, 17, 28, 44], against: [], stake: '' }
    expect(ticketFigures('jackpot-game', jackpot, limits, 100, 2_500_000)).toMatchObject({
      stakeIssue: null,
      sums: { lines: 1, totalStakeKobo: 10_000n, maxWinKobo: 250_000_000n, withJackpot: true },
      ready: true,
    })
  })

  it('Lucky dip: the numbers the type plays, distinct, keeping its type and stake', () => {
    const kept = luckyDip('millionaire-kendo', { type: 'perm-2', picks: [1, 2, 3, 4, 5, 6], against: [], stake: '20' }, counting())
    expect(kept.picks).toHaveLength(6)
    expect(new Set(kept.picks).size).toBe(6)
    expect(kept).toMatchObject({ type: 'perm-2', stake: '20' })
    expect(luckyDip('millionaire-kendo', { type: 'nap', picks: [], against: [], stake: '' }, counting()).picks).toHaveLength(2)
    expect(luckyDip('perfect-guess', { type: 'pick', picks: [], against: [], stake: '' }, counting()).picks).toHaveLength(5)
    expect(luckyDip('jackpot-game', { type: 'jackpot', picks: [], against: [], stake: '' }, counting()).picks).toHaveLength(5)
    const against = luckyDip('millionaire-kendo', { type: 'against', picks: [], against: [], stake: '' }, counting())
    expect([against.picks.length, against.against.length]).toEqual([2, 2])
    expect(against.picks.some((number) => against.against.includes(number))).toBe(false)
    expect(luckyDip('one-sure', { type: 'range', picks: [], against: [], stake: '' }, () => 2).picks).toEqual([3])
    for (const slug of ['one-sure', 'perfect-guess', 'millionaire-kendo', 'jackpot-game'] as const) {
      for (const type of betTypesOf(slug)) {
        const dip = luckyDip(slug, { type: type.type, picks: [], against: [], stake: '' }, (below) => Math.floor(Math.random() * below))
        expect(ticketOf(slug, dip).check.ok, `${slug} ${type.type}`).toBe(true)
      }
    }
  })
})
