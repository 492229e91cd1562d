/**
 * The four number games' rules: which numbers are drawn, the bet kinds, how many lines a ticket
 * plays and what each line pays. Multipliers are integers in hundredths of the stake per line
 * (`multiplierX100`, 8100 = 81x), as odds are elsewhere on the platform: no floats in money.
 *
 * Each kind's `rtpBp` is its return to player in whole basis points, rounded down from the exact
 * figure (a fraction, see rtp.ts) so it never overstates it; rtp.test.ts recomputes every one by
 * combinatorics. The README states the exact fractions.
 */
import { chooseCount } from './combinatorics.ts'

export const NUMBER_GAME_SLUGS = ['one-sure', 'perfect-guess', 'millionaire-kendo', 'jackpot-game'] as const
export type NumberGameSlug = (typeof NUMBER_GAME_SLUGS)[number]

export const ONE_SURE_KINDS = ['exact', 'range', 'odd-even', 'high-low'] as const
export const PERFECT_GUESS_KINDS = [
  'pick-1',
  'pick-2',
  'pick-3',
  'pick-4',
  'pick-5',
  'pick-6',
  'pick-7',
  'pick-8',
  'pick-9',
  'pick-10',
] as const
export const KENDO_KINDS = [
  'nap-1',
  'nap-2',
  'nap-3',
  'nap-4',
  'nap-5',
  'perm-2',
  'perm-3',
  'perm-4',
  'perm-5',
  'against',
  'banker',
] as const
export const JACKPOT_KINDS = ['jackpot'] as const
export type NumberBetKind =
  (typeof ONE_SURE_KINDS)[number] | (typeof PERFECT_GUESS_KINDS)[number] | (typeof KENDO_KINDS)[number] | (typeof JACKPOT_KINDS)[number]

/** A ticket as a player builds it: a bet kind and its numbers (Against: top numbers in `picks`, bottom ones in `against`). */
export type NumberTicket = { kind: string; picks: readonly number[]; against?: readonly number[] | null }

/** A line with `matches` of its numbers drawn pays `multiplierX100` hundredths of the stake per line. */
export type PayTier = { matches: number; multiplierX100: number }

/**
 * How a kind's lines are formed and paid (settle.ts):
 * - `single`: 1 Sure, one line that wins when the drawn ball is the pick or in the picked group;
 * - `matches`: one line of all the picks, paid by how many were drawn (Perfect Guess, Nap, Jackpot);
 * - `perm`: every `lineSize` of the picks is a line, each paid as a Nap `lineSize` line;
 * - `against`: every top number with every bottom number is a Nap 2 line;
 * - `banker`: the banker with every other ball is a Nap 2 line.
 */
export type LineShape = 'single' | 'matches' | 'perm' | 'against' | 'banker'

export type BetKindRules = {
  kind: NumberBetKind
  /** English name, as the slip and the rules show it: "Perm 3". */
  label: string
  /** One sentence of the rules in plain English. */
  summary: string
  shape: LineShape
  /** How many numbers the ticket picks (Against: its top numbers). */
  minPicks: number
  maxPicks: number
  /** The values a pick may take (1 Sure's range: 1..3; otherwise the balls). */
  pickValues: { min: number; max: number }
  /** Against only: how many bottom numbers. */
  againstPicks?: { min: number; max: number }
  /** Numbers in one line: what the paytable's `matches` count out of. */
  lineSize: number
  /** How many lines the ticket plays (for a valid ticket): the bet's stake is this times the stake per line. */
  lines(picks: readonly number[], against?: readonly number[] | null): number
  /** The paying tiers, best first; a line with fewer matches than any tier loses. */
  paytable: PayTier[]
  /** Jackpot Game: a line matching all `matches` wins a share of the pool, fed by `shareBp` of every stake. */
  jackpot?: { matches: number; shareBp: number }
  /** Return to player in basis points, rounded down from the exact figure (9000 = 90%). */
  rtpBp: number
}

export type NumberGameRules = {
  slug: NumberGameSlug
  title: string
  /** Balls numbered 1..balls. */
  balls: number
  /** Distinct balls drawn each draw. */
  drawn: number
  betKinds: BetKindRules[]
}

const tiers = (table: Record<number, number>): PayTier[] =>
  Object.entries(table)
    .map(([matches, multiplierX100]) => ({ matches: Number(matches), multiplierX100 }))
    .sort((a, b) => b.matches - a.matches)

const oneLine = () => 1

// 1 Sure: one ball of 90; every kind returns exactly 90%.
const ONE_SURE_BALLS = 90
const oneSure = (
  kind: (typeof ONE_SURE_KINDS)[number],
  label: string,
  summary: string,
  pickValues: { min: number; max: number },
  multiplierX100: number,
): BetKindRules => ({
  kind,
  label,
  summary,
  shape: 'single',
  minPicks: 1,
  maxPicks: 1,
  pickValues,
  lineSize: 1,
  lines: oneLine,
  paytable: [{ matches: 1, multiplierX100 }],
  rtpBp: 9000,
})

/** Perfect Guess (Keno, 20 of 80): pick size -> matches -> multiplier x100. */
export const PERFECT_GUESS_PAYTABLES: Record<number, Record<number, number>> = {
  1: { 1: 360 },
  2: { 2: 1500 },
  3: { 3: 4500, 2: 200 },
  4: { 4: 12000, 3: 750, 2: 100 },
  5: { 5: 70000, 4: 2000, 3: 250 },
  6: { 6: 180000, 5: 10000, 4: 800, 3: 100 },
  7: { 7: 500000, 6: 40000, 5: 2000, 4: 300, 3: 100 },
  8: { 8: 3000000, 7: 150000, 6: 10000, 5: 1200, 4: 100 },
  9: { 9: 6000000, 8: 500000, 7: 40000, 6: 4000, 5: 400, 4: 100 },
  10: { 10: 10000000, 9: 1000000, 8: 100000, 7: 10000, 6: 2000, 5: 300, 4: 100 },
}
const PERFECT_GUESS_RTP_BP: Record<number, number> = {
  1: 9000,
  2: 9018,
  3: 9018,
  4: 9046,
  5: 9031,
  6: 8998,
  7: 9191,
  8: 9088,
  9: 9163,
  10: 9001,
}

/**
 * Millionaire Kendo (Lotto 5/90): Nap r -> matches -> multiplier x100. Nap 4 and Nap 5 also pay
 * for one (and Nap 5 two) fewer matches: an all-or-nothing Nap 5 at 90% would pay some 40,000,000x.
 * Nap 5's 100,000x makes ₦10 a millionaire.
 */
export const KENDO_NAP_PAYTABLES: Record<number, Record<number, number>> = {
  1: { 1: 1620 },
  2: { 2: 36000 },
  3: { 3: 1050000 },
  4: { 4: 5000000, 3: 240000 },
  5: { 5: 10000000, 4: 2000000, 3: 86000 },
}
const KENDO_NAP_RTP_BP: Record<number, number> = { 1: 9000, 2: 8988, 3: 8937, 4: 8962, 5: 8942 }
const KENDO_BALLS = 90
export const PERM_MAX_PICKS = 15
export const AGAINST_MAX_PICKS = 10

/** Jackpot Game: 5 of 45. Fixed prizes for 4, 3 and 2 matches; 5 matches share the pool. */
export const JACKPOT_BALLS = 45
export const JACKPOT_PICKS = 5
export const JACKPOT_PAYTABLE: Record<number, number> = { 4: 100000, 3: 5000, 2: 250 }
/** The default share of every stake that feeds the pool (a setting may change it within JACKPOT_SHARE_BP_RANGE). */
export const JACKPOT_SHARE_BP = 2000
/** The fixed prizes' exact expectation, rounded down: the stated RTP is this plus the share. */
export const JACKPOT_FIXED_RTP_BP = 6850

const napKind = (size: number): BetKindRules => ({
  kind: `nap-${size}` as NumberBetKind,
  label: `Nap ${size}`,
  summary:
    size === 1
      ? 'Pick 1 number; it wins when it is one of the 5 drawn.'
      : `Pick ${size} numbers; they win when all ${size} are among the 5 drawn${size >= 4 ? ` (${size === 4 ? '3' : '4 or 3'} of them drawn win a smaller prize)` : ''}.`,
  shape: 'matches',
  minPicks: size,
  maxPicks: size,
  pickValues: { min: 1, max: KENDO_BALLS },
  lineSize: size,
  lines: oneLine,
  paytable: tiers(KENDO_NAP_PAYTABLES[size]!),
  rtpBp: KENDO_NAP_RTP_BP[size]!,
})

const permKind = (size: number): BetKindRules => ({
  kind: `perm-${size}` as NumberBetKind,
  label: `Perm ${size}`,
  summary: `Pick ${size + 1} to ${PERM_MAX_PICKS} numbers; every ${size} of them is a line paid as a Nap ${size}.`,
  shape: 'perm',
  minPicks: size + 1,
  maxPicks: PERM_MAX_PICKS,
  pickValues: { min: 1, max: KENDO_BALLS },
  lineSize: size,
  lines: (picks) => chooseCount(picks.length, size),
  paytable: tiers(KENDO_NAP_PAYTABLES[size]!),
  rtpBp: KENDO_NAP_RTP_BP[size]!,
})

const pickKind = (size: number): BetKindRules => ({
  kind: `pick-${size}` as NumberBetKind,
  label: `Pick ${size}`,
  summary: `Pick ${size} number${size > 1 ? 's' : ''} from 1 to 80; 20 are drawn and you are paid by how many of yours come up.`,
  shape: 'matches',
  minPicks: size,
  maxPicks: size,
  pickValues: { min: 1, max: 80 },
  lineSize: size,
  lines: oneLine,
  paytable: tiers(PERFECT_GUESS_PAYTABLES[size]!),
  rtpBp: PERFECT_GUESS_RTP_BP[size]!,
})

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index)

export const NUMBER_GAME_RULES: Record<NumberGameSlug, NumberGameRules> = {
  'one-sure': {
    slug: 'one-sure',
    title: '1 Sure',
    balls: ONE_SURE_BALLS,
    drawn: 1,
    betKinds: [
      oneSure(
        'exact',
        'Exact number',
        'Pick one number from 1 to 90; it wins 81x when it is the ball drawn.',
        { min: 1, max: ONE_SURE_BALLS },
        8100,
      ),
      oneSure('range', 'Range', 'Pick 1-30, 31-60 or 61-90; it wins 2.7x when the ball is in it.', { min: 1, max: 3 }, 270),
      oneSure('odd-even', 'Odd or even', 'Pick odd or even; it wins 1.8x when the ball is.', { min: 0, max: 1 }, 180),
      oneSure('high-low', 'High or low', 'Pick low (1-45) or high (46-90); it wins 1.8x when the ball is.', { min: 0, max: 1 }, 180),
    ],
  },
  'perfect-guess': {
    slug: 'perfect-guess',
    title: 'Perfect Guess',
    balls: 80,
    drawn: 20,
    betKinds: range(1, 10).map(pickKind),
  },
  'millionaire-kendo': {
    slug: 'millionaire-kendo',
    title: 'Millionaire Kendo',
    balls: KENDO_BALLS,
    drawn: 5,
    betKinds: [
      ...range(1, 5).map(napKind),
      ...range(2, 5).map(permKind),
      {
        kind: 'against',
        label: 'Against',
        summary: `Pick 1 to ${AGAINST_MAX_PICKS} top numbers and 1 to ${AGAINST_MAX_PICKS} other bottom numbers; every top number with every bottom number is a line paid as a Nap 2.`,
        shape: 'against',
        minPicks: 1,
        maxPicks: AGAINST_MAX_PICKS,
        pickValues: { min: 1, max: KENDO_BALLS },
        againstPicks: { min: 1, max: AGAINST_MAX_PICKS },
        lineSize: 2,
        lines: (picks, against) => picks.length * (against?.length ?? 0),
        paytable: tiers(KENDO_NAP_PAYTABLES[2]!),
        rtpBp: KENDO_NAP_RTP_BP[2]!,
      },
      {
        kind: 'banker',
        label: '1 Banker',
        summary: `Pick one banker; it is paired with each of the other ${KENDO_BALLS - 1} numbers, ${KENDO_BALLS - 1} lines each paid as a Nap 2: a drawn banker wins 4 lines.`,
        shape: 'banker',
        minPicks: 1,
        maxPicks: 1,
        pickValues: { min: 1, max: KENDO_BALLS },
        lineSize: 2,
        lines: () => KENDO_BALLS - 1,
        paytable: tiers(KENDO_NAP_PAYTABLES[2]!),
        rtpBp: KENDO_NAP_RTP_BP[2]!,
      },
    ],
  },
  'jackpot-game': {
    slug: 'jackpot-game',
    title: 'Jackpot Game',
    balls: JACKPOT_BALLS,
    drawn: JACKPOT_PICKS,
    betKinds: [
      {
        kind: 'jackpot',
        label: 'Jackpot',
        summary: `Pick ${JACKPOT_PICKS} numbers from 1 to ${JACKPOT_BALLS}; all ${JACKPOT_PICKS} drawn share the jackpot, 4, 3 or 2 win fixed prizes.`,
        shape: 'matches',
        minPicks: JACKPOT_PICKS,
        maxPicks: JACKPOT_PICKS,
        pickValues: { min: 1, max: JACKPOT_BALLS },
        lineSize: JACKPOT_PICKS,
        lines: oneLine,
        paytable: tiers(JACKPOT_PAYTABLE),
        jackpot: { matches: JACKPOT_PICKS, shareBp: JACKPOT_SHARE_BP },
        rtpBp: JACKPOT_FIXED_RTP_BP + JACKPOT_SHARE_BP,
      },
    ],
  },
}

/** The jackpot shares that keep the Jackpot Game's stated RTP (fixed prizes + share) within 85%..95%. */
export const JACKPOT_SHARE_BP_RANGE = { min: 8500 - JACKPOT_FIXED_RTP_BP, max: 9500 - JACKPOT_FIXED_RTP_BP - 1 }

export function isNumberGameSlug(value: string): value is NumberGameSlug {
  return (NUMBER_GAME_SLUGS as readonly string[]).includes(value)
}

/** A game's bet kind by name, or undefined when the game has no such kind. */
export function betKindRules(slug: NumberGameSlug, kind: string): BetKindRules | undefined {
  return NUMBER_GAME_RULES[slug].betKinds.find((rules) => rules.kind === kind)
}
