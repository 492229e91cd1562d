/**
 * The exact RTP of every bet kind, by combinatorics, against the figures the rules state (and the
 * README prints): the enumeration of outcomes settled by the production settlement (rtp.ts,
 * outcomes.ts), the textbook hypergeometric sum over the paytable, and, for the Jackpot Game,
 * every one of its 1,221,759 draws one by one.
 */
import { describe, expect, it } from 'vitest'
import { addRationals, choose, rational, toDecimal, type Rational } from './combinatorics.ts'
import { maxPayoutKobo, outcomeDistribution } from './outcomes.ts'
import {
  JACKPOT_SHARE_BP,
  JACKPOT_SHARE_BP_RANGE,
  NUMBER_GAME_RULES,
  NUMBER_GAME_SLUGS,
  PERM_MAX_PICKS,
  AGAINST_MAX_PICKS,
  type NumberGameSlug,
} from './rules.ts'
import { exactRtp, exactRtpBp, paytableOdds, sampleTicket, ticketRtp } from './rtp.ts'
import { settleTicket } from './settle.ts'

/** The exact RTP of every kind as the README states it. */
const STATED: Record<NumberGameSlug, Record<string, string>> = {
  'one-sure': { exact: '9/10', range: '9/10', 'odd-even': '9/10', 'high-low': '9/10' },
  'perfect-guess': {
    'pick-1': '9/10',
    'pick-2': '285/316',
    'pick-3': '285/316',
    'pick-4': '71535/79079',
    'pick-5': '21975/24332',
    'pick-6': '71160/79079',
    'pick-7': '384207/417989',
    'pick-8': '277321833/305131970',
    'pick-9': '55923591/61026394',
    'pick-10': '47914517/53229410',
  },
  'millionaire-kendo': {
    'nap-1': '9/10',
    'nap-2': '80/89',
    'nap-3': '875/979',
    'nap-4': '229000/255519',
    'nap-5': '228500/255519',
    'perm-2': '80/89',
    'perm-3': '875/979',
    'perm-4': '229000/255519',
    'perm-5': '228500/255519',
    against: '80/89',
    banker: '80/89',
  },
  'jackpot-game': { jackpot: '600751/678755' },
}

const text = (value: Rational) => `${value.numerator}/${value.denominator}`
const kinds = NUMBER_GAME_SLUGS.flatMap((slug) => NUMBER_GAME_RULES[slug].betKinds.map((rules) => ({ slug, rules })))

describe('exact RTP', () => {
  it.each(kinds.map(({ slug, rules }) => [slug, rules.kind, rules] as const))('%s %s: as stated, 85%% to 95%%', (slug, kind, rules) => {
    const exact = exactRtp(slug, kind)
    expect(text(exact)).toBe(STATED[slug][kind])
    expect(exactRtpBp(slug, kind)).toBe(rules.rtpBp)
    expect(rules.rtpBp).toBeGreaterThanOrEqual(8500)
    // Stated rounded down, and the exact figure itself at most 95%.
    expect(exact.numerator * 100n <= exact.denominator * 95n).toBe(true)
  })

  it('equals the hypergeometric sum over the paytable for every one-line kind', () => {
    for (const { slug, rules } of kinds.filter(({ rules }) => rules.shape === 'matches')) {
      const game = NUMBER_GAME_RULES[slug]
      const size = rules.lineSize
      // P(k of the line's numbers drawn) = C(size, k) C(balls - size, drawn - k) / C(balls, drawn)
      const returned = rules.paytable.reduce(
        (sum, tier) =>
          sum + choose(size, tier.matches) * choose(game.balls - size, game.drawn - tier.matches) * BigInt(tier.multiplierX100),
        0n,
      )
      const fixed = rational(returned, choose(game.balls, game.drawn) * 100n)
      const share = rules.jackpot ? rational(BigInt(rules.jackpot.shareBp), 10_000n) : rational(0n, 1n)
      const expected = rational(
        fixed.numerator * share.denominator + share.numerator * fixed.denominator,
        fixed.denominator * share.denominator,
      )
      expect(text(exactRtp(slug, rules.kind))).toBe(text(expected))
    }
  })

  it("is the Nap's for a perm of any size, an Against of any sizes and the Banker", () => {
    const slug = 'millionaire-kendo'
    for (const size of [2, 3, 4, 5]) {
      const nap = text(exactRtp(slug, `nap-${size}`))
      for (let picks = size + 1; picks <= PERM_MAX_PICKS; picks++) expect(text(exactRtp(slug, `perm-${size}`, picks))).toBe(nap)
    }
    const nap2 = text(exactRtp(slug, 'nap-2'))
    for (let top = 1; top <= AGAINST_MAX_PICKS; top++)
      for (let bottom = 1; bottom <= AGAINST_MAX_PICKS; bottom++) expect(text(exactRtp(slug, 'against', top, bottom))).toBe(nap2)
    expect(text(ticketRtp(slug, { kind: 'banker', picks: [90] }))).toBe(nap2)
  })

  it('counts every possible draw exactly once', () => {
    for (const { slug, rules } of kinds) {
      const ticket = sampleTicket(slug, rules.kind, rules.maxPicks, rules.againstPicks?.max)
      const { totalDraws, outcomes } = outcomeDistribution(slug, ticket)
      expect(outcomes.reduce((sum, outcome) => sum + outcome.draws, 0n)).toBe(totalDraws)
    }
  })

  it('matches the Jackpot Game settled over each of its 1,221,759 draws', () => {
    const ticket = { kind: 'jackpot', picks: [2, 11, 23, 30, 44] }
    const counts = new Map<string, number>()
    const drawn = [0, 0, 0, 0, 0]
    let returned = 0
    const walk = (position: number, from: number) => {
      if (position === 5) {
        const result = settleTicket('jackpot-game', ticket, drawn)
        returned += result.payoutX100
        const key = `${result.matched.length}:${result.jackpotLines}`
        counts.set(key, (counts.get(key) ?? 0) + 1)
        return
      }
      for (let ball = from; ball <= 45 - (4 - position); ball++) {
        drawn[position] = ball
        walk(position + 1, ball + 1)
      }
    }
    walk(0, 1)
    expect([...counts.values()].reduce((sum, count) => sum + count, 0)).toBe(1_221_759)
    for (let matches = 0; matches <= 5; matches++)
      expect(counts.get(`${matches}:${matches === 5 ? 1 : 0}`)).toBe(Number(choose(5, matches) * choose(40, 5 - matches)))
    expect(text(rational(BigInt(returned), 1_221_759n * 100n))).toBe(text(ticketRtp('jackpot-game', ticket, 0)))
  })
})

describe('the paytables with their chances', () => {
  it('give each tier its exact chance for one line', () => {
    const oneIn = (slug: NumberGameSlug, kind: string) => paytableOdds(slug, kind).map((tier) => [tier.matches, text(tier.chance)])
    expect(oneIn('one-sure', 'exact')).toEqual([[1, '1/90']])
    expect(oneIn('one-sure', 'range')).toEqual([[1, '1/3']])
    expect(oneIn('one-sure', 'high-low')).toEqual([[1, '1/2']])
    expect(oneIn('millionaire-kendo', 'nap-2')).toEqual([[2, '2/801']])
    expect(oneIn('millionaire-kendo', 'banker')).toEqual([[2, '2/801']])
    expect(oneIn('millionaire-kendo', 'nap-5')).toEqual([
      [5, '1/43949268'],
      [4, text(rational(425n, 43_949_268n))],
      [3, text(rational(35_700n, 43_949_268n))],
    ])
    expect(oneIn('jackpot-game', 'jackpot')).toEqual([
      [4, text(rational(200n, 1_221_759n))],
      [3, text(rational(7_800n, 1_221_759n))],
      [2, text(rational(98_800n, 1_221_759n))],
    ])
    // Every kind's tiers return its exact RTP (the pool share aside).
    for (const { slug, rules } of kinds.filter(({ rules }) => rules.shape === 'single' || rules.shape === 'matches')) {
      const returned = paytableOdds(slug, rules.kind).reduce(
        (sum, tier) => addRationals(sum, rational(tier.chance.numerator * BigInt(tier.multiplierX100), tier.chance.denominator * 100n)),
        rational(0n, 1n),
      )
      expect(text(returned)).toBe(text(ticketRtp(slug, sampleTicket(slug, rules.kind), 0)))
    }
  })
})

describe('the Jackpot Game share', () => {
  it('keeps the stated RTP within 85%..95% exactly over its allowed range, and not beyond', () => {
    const fixed = ticketRtp('jackpot-game', { kind: 'jackpot', picks: [1, 2, 3, 4, 5] }, 0)
    const total = (shareBp: number) => fixed.numerator * 10_000n + BigInt(shareBp) * fixed.denominator // x 10,000 x denominator
    const bound = (percent: bigint) => percent * 100n * fixed.denominator
    expect(total(JACKPOT_SHARE_BP_RANGE.min) >= bound(85n) && total(JACKPOT_SHARE_BP_RANGE.min - 1) < bound(85n)).toBe(true)
    expect(total(JACKPOT_SHARE_BP_RANGE.max) <= bound(95n) && total(JACKPOT_SHARE_BP_RANGE.max + 1) > bound(95n)).toBe(true)
    expect(JACKPOT_SHARE_BP).toBeGreaterThanOrEqual(JACKPOT_SHARE_BP_RANGE.min)
    expect(JACKPOT_SHARE_BP).toBeLessThanOrEqual(JACKPOT_SHARE_BP_RANGE.max)
    expect(toDecimal(fixed, 6)).toBe('0.685077')
  })
})

describe('Millionaire Kendo', () => {
  it('makes ₦10 on Nap 5 a millionaire', () => {
    expect(maxPayoutKobo('millionaire-kendo', { kind: 'nap-5', picks: [1, 2, 3, 4, 5] }, 1_000n)).toBe(100_000_000n)
  })
})
