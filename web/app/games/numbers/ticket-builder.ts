/**
 * The ticket builder's rules, pure so the page (as the player ticks numbers), its loader (a GET of
 * the builder's form: no JavaScript, Lucky dip) and the slip's action (adding the ticket) read and
 * check a ticket the same way, with the package's own validation and payouts.
 */
import type { DrawLimitsView } from '@9ja/contract'
import { payoutKobo } from '@9ja/fairness'
import { nairaToKobo } from '@9ja/money'
import {
  drawDistinct,
  maxPayoutX100,
  NUMBER_GAME_RULES,
  validateTicket,
  type BetKindRules,
  type NumberGameSlug,
  type NumberTicket,
} from '@9ja/number-games'
import { mostWonKobo } from './most-won.ts'

/**
 * What the builder offers to choose: a bet kind, or Nap / Pick, whose size is how many numbers are
 * ticked (Nap 3 is Nap with three numbers).
 */
export type BetType = { type: string; kinds: BetKindRules[] }

const SIZED_KIND = /^(nap|pick)-(\d+)$/

/** The bet type a kind is chosen by: "nap" for nap-3, the kind itself otherwise. */
export function typeOfKind(kind: string): string {
  return SIZED_KIND.exec(kind)?.[1] ?? kind
}

/** The game's bet types in the order of its kinds. */
export function betTypesOf(rules: NumberGameSlug): BetType[] {
  const types: BetType[] = []
  for (const kind of NUMBER_GAME_RULES[rules].betKinds) {
    const type = typeOfKind(kind.kind)
    const known = types.find((entry) => entry.type === type)
    if (known) known.kinds.push(kind)
    else types.push({ type, kinds: [kind] })
  }
  return types
}

/** The kind a type plays with `count` numbers ticked; null when it has none of that size. */
export function kindOfType(rules: NumberGameSlug, type: string, count: number): string | null {
  const kinds = betTypesOf(rules).find((entry) => entry.type === type)?.kinds ?? []
  if (kinds.length === 1 && kinds[0]!.kind === type) return type
  return kinds.find((kind) => kind.minPicks === count && kind.maxPicks === count)?.kind ?? null
}

/** Whether the type can take `count` numbers (every type can while none is ticked yet). */
export function typeTakes(type: BetType, count: number): boolean {
  return count === 0 || type.kinds.some((rules) => rules.shape === 'single' || (count >= rules.minPicks && count <= rules.maxPicks))
}

/** How the player picks for a kind: numbers on the grid (and a bottom grid for Against), or one of a few options (1 Sure). */
export type PickInput = { kind: 'grid'; balls: number; against: boolean } | { kind: 'options'; values: number[] }

export function pickInputOf(rules: NumberGameSlug, type: string): PickInput {
  const kind = betTypesOf(rules).find((entry) => entry.type === type)?.kinds[0]
  const balls = NUMBER_GAME_RULES[rules].balls
  if (!kind || (kind.shape === 'single' && kind.kind !== 'exact')) {
    const { min, max } = kind?.pickValues ?? { min: 0, max: 1 }
    return { kind: 'options', values: Array.from({ length: max - min + 1 }, (_, index) => min + index) }
  }
  return { kind: 'grid', balls, against: kind.againstPicks !== undefined }
}

/** The builder as the player left it: a bet type, the numbers ticked (top and bottom for Against), the stake per line as typed. */
export type BuilderState = { type: string; picks: number[]; against: number[]; stake: string }

/** Most numbers a side of a ticket may carry (a Perm's 15); more in a request is not a ticket. */
const MOST_NUMBERS = 15

function numbersOf(values: readonly FormDataEntryValue[], balls: number): number[] {
  const numbers: number[] = []
  for (const value of values) {
    const number = typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : NaN
    if (Number.isInteger(number) && number >= 0 && number <= balls && !numbers.includes(number)) numbers.push(number)
  }
  return numbers.slice(0, MOST_NUMBERS)
}

type FormFields = { get(name: string): FormDataEntryValue | null; getAll(name: string): FormDataEntryValue[] }

/**
 * The builder read from its form's fields (`type`, `pick` and `against` repeated, `stake`), from the
 * page's address or a post: an unknown type is the game's first, numbers out of the game are
 * dropped. A type button pressed without JavaScript (`switchType`) moves to that type.
 */
export function readBuilder(rules: NumberGameSlug, fields: FormFields): BuilderState {
  const balls = NUMBER_GAME_RULES[rules].balls
  const stake = fields.get('stake')
  const read: BuilderState = {
    type: knownType(rules, fields.get('type')),
    picks: numbersOf(fields.getAll('pick'), balls),
    against: numbersOf(fields.getAll('against'), balls),
    stake: typeof stake === 'string' ? stake.slice(0, 20) : '',
  }
  const switchTo = fields.get('switchType')
  return withType(rules, read, switchTo === null ? read.type : knownType(rules, switchTo))
}

function knownType(rules: NumberGameSlug, asked: FormDataEntryValue | null): string {
  const types = betTypesOf(rules)
  return types.find((entry) => entry.type === asked)?.type ?? types[0]!.type
}

/**
 * The builder moved to another bet type: the numbers stay when both pick on the grid (Nap to Perm),
 * not between the grid and options (1 Sure's exact number and its range); bottom numbers only for Against.
 */
export function withType(rules: NumberGameSlug, builder: BuilderState, type: string): BuilderState {
  const from = pickInputOf(rules, builder.type)
  const to = pickInputOf(rules, type)
  const keepsPicks = from.kind === to.kind
  return {
    ...builder,
    type,
    picks: keepsPicks ? builder.picks : [],
    against: keepsPicks && to.kind === 'grid' && to.against ? builder.against : [],
  }
}

/** The ticket the builder makes (its kind resolved from the count for Nap and Pick), and whether the game takes it. */
export function ticketOf(rules: NumberGameSlug, builder: BuilderState): { ticket: NumberTicket; check: ReturnType<typeof validateTicket> } {
  const kind = kindOfType(rules, builder.type, builder.picks.length) ?? builder.type
  const ticket: NumberTicket =
    builder.against.length > 0 ? { kind, picks: builder.picks, against: builder.against } : { kind, picks: builder.picks }
  if (builder.picks.length === 0) return { ticket, check: { ok: false, message: '' } }
  return { ticket, check: validateTicket(rules, ticket) }
}

/**
 * A ticket's sums at a stake per line: its lines, what it costs and the most it can win. A jackpot
 * ticket can win the whole pool (`jackpotPoolKobo`, as it stands: it is shared only when other lines
 * match all the numbers too), which is more than its fixed prizes, so that is its most
 * (`withJackpot`); the fixed prizes alone would understate it.
 */
export type TicketSums = { lines: number; totalStakeKobo: bigint; maxWinKobo: bigint; withJackpot: boolean }

export function ticketSums(
  rules: NumberGameSlug,
  ticket: NumberTicket,
  lines: number,
  stakePerLineKobo: bigint,
  jackpotPoolKobo: bigint | null,
): TicketSums {
  const most = mostWonKobo(
    payoutKobo(stakePerLineKobo, maxPayoutX100(rules, ticket)),
    playsForJackpot(rules, ticket) ? jackpotPoolKobo : null,
  )
  return { lines, totalStakeKobo: stakePerLineKobo * BigInt(lines), maxWinKobo: most.kobo, withJackpot: most.withJackpot }
}

/** What is wrong with a stake per line, as the builder tells the player. */
export type StakeProblem = 'invalid' | 'low' | 'high'

/** What the builder says is wrong with the stake typed, if anything. */
export function stakeProblem(stakeKobo: bigint | null, limits: Pick<DrawLimitsView, 'minStake' | 'maxStake'>): StakeProblem | null {
  if (stakeKobo === null || stakeKobo <= 0n) return 'invalid'
  if (stakeKobo < nairaToKobo(limits.minStake)!) return 'low'
  if (stakeKobo > nairaToKobo(limits.maxStake)!) return 'high'
  return null
}

/** What the builder shows of its ticket: the ticket and the game's check of it, what is wrong with the stake, the sums once both are right. */
export type TicketFigures = {
  ticket: NumberTicket
  check: ReturnType<typeof validateTicket>
  stakeIssue: StakeProblem | null
  sums: TicketSums | null
  /** A ticket the game takes, at a stake it takes: ready for the slip (when a draw takes bets). */
  ready: boolean
}

/**
 * The builder's ticket at the stake per line typed, or at the game's own (`fixedLineStake`, Jackpot
 * Game, in naira, whose pool `jackpotPool` a full match can win).
 */
export function ticketFigures(
  rules: NumberGameSlug,
  builder: BuilderState,
  limits: Pick<DrawLimitsView, 'minStake' | 'maxStake'>,
  fixedLineStake: number | null,
  jackpotPool: number | null,
): TicketFigures {
  const { ticket, check } = ticketOf(rules, builder)
  const stakeText = fixedLineStake !== null ? String(fixedLineStake) : builder.stake
  const stakeKobo = nairaToKobo(stakeText.replace(/,/g, '').trim() || '0')
  const stakeIssue = fixedLineStake !== null ? null : stakeProblem(stakeKobo, limits)
  const sums =
    check.ok && stakeKobo !== null && stakeKobo > 0n
      ? ticketSums(rules, check.ticket, check.lines, stakeKobo, jackpotPool === null ? null : nairaToKobo(jackpotPool))
      : null
  return { ticket, check, stakeIssue, sums, ready: check.ok && stakeIssue === null }
}

/** Whether the ticket's kind plays for its game's jackpot pool (Jackpot Game's match-every-number kind). */
export function playsForJackpot(rules: NumberGameSlug, ticket: NumberTicket): boolean {
  return NUMBER_GAME_RULES[rules].betKinds.some((kind) => kind.kind === ticket.kind && kind.jackpot)
}

/** Whether a kind of some rule set plays for a jackpot pool: the only tickets whose game's pool is worth asking for. */
export const mayPlayForJackpot = (kind: string): boolean =>
  Object.values(NUMBER_GAME_RULES).some((rules) => rules.betKinds.some((rule) => rule.kind === kind && rule.jackpot))

/** How many numbers a Lucky dip ticks for the type: as many as are ticked when the type takes them, else its usual size. */
function dipCount(type: BetType, ticked: number): number {
  const sizes = type.kinds.flatMap((rules) => [rules.minPicks, rules.maxPicks])
  const least = Math.min(...sizes)
  const most = Math.max(...sizes)
  if (ticked >= least && ticked <= most) return ticked
  // A Nap 2 ("2 Sure") or a Pick 5 is what most players play; other types start at their least.
  if (type.type === 'nap') return 2
  if (type.type === 'pick') return 5
  return least
}

/** A source of uniform integers below n. */
export type RandomInt = (below: number) => number

/** Uniform integers below n from Web Crypto (the browser's and Node's), without modulo bias. */
export const cryptoRandomInt: RandomInt = (below) => {
  const limit = Math.floor(0x1_0000_0000 / below) * below
  const word = new Uint32Array(1)
  do globalThis.crypto.getRandomValues(word)
  while (word[0]! >= limit)
  return word[0]! % below
}

/**
 * Lucky dip: numbers picked at random for the bet type (distinct, from the game's balls; an
 * option for 1 Sure's range, odd/even and high/low), keeping the type and the stake.
 */
export function luckyDip(rules: NumberGameSlug, builder: BuilderState, randomInt: RandomInt): BuilderState {
  const type = betTypesOf(rules).find((entry) => entry.type === builder.type)!
  const input = pickInputOf(rules, builder.type)
  const random = { int: randomInt }
  if (input.kind === 'options') return { ...builder, picks: [input.values[randomInt(input.values.length)]!], against: [] }
  const kind = type.kinds[0]!
  if (!kind.againstPicks) {
    return { ...builder, picks: sorted(drawDistinct(input.balls, dipCount(type, builder.picks.length), random)), against: [] }
  }
  const top = builder.picks.length >= kind.minPicks && builder.picks.length <= kind.maxPicks ? builder.picks.length : 2
  const bottom =
    builder.against.length >= kind.againstPicks.min && builder.against.length <= kind.againstPicks.max ? builder.against.length : 2
  const numbers = drawDistinct(input.balls, top + bottom, random)
  return { ...builder, picks: sorted(numbers.slice(0, top)), against: sorted(numbers.slice(top)) }
}

const sorted = (numbers: number[]) => [...numbers].sort((a, b) => a - b)
