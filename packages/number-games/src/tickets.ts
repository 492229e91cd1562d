/**
 * Tickets: whether a ticket is one its game accepts (with a message a player understands when it
 * is not), how it reads on a slip, and its booking-code form.
 */
import { betKindRules, isNumberGameSlug, NUMBER_GAME_RULES, type BetKindRules, type NumberGameSlug, type NumberTicket } from './rules.ts'

export type TicketCheck = { ok: true; lines: number; ticket: NumberTicket } | { ok: false; message: string }

const countText = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`

type Side = 'numbers' | 'top numbers' | 'bottom numbers'

function countMessage(rules: BetKindRules, side: Side, range: { min: number; max: number }): string {
  const noun = side.slice(0, -1)
  return range.min === range.max
    ? `${rules.label} needs exactly ${countText(range.min, noun)}`
    : `${rules.label} needs ${range.min} to ${range.max} ${side}`
}

/** What a 1 Sure kind's pick means, as its error message explains it. */
const ONE_SURE_PICK_HELP: Record<string, string> = {
  exact: 'Pick one number from 1 to 90',
  range: 'Pick a range: 1 for 1-30, 2 for 31-60 or 3 for 61-90',
  'odd-even': 'Pick 1 for odd or 0 for even',
  'high-low': 'Pick 0 for low (1-45) or 1 for high (46-90)',
}

type TicketInput = { kind: string; picks: readonly number[]; against?: readonly number[] | null }

/**
 * Why these numbers cannot be one side of a ticket, or null when they can. `taken` marks the
 * numbers already on the ticket (1: a pick or top number; 2: a bottom number).
 */
function numbersProblem(rules: BetKindRules, numbers: unknown, count: { min: number; max: number }, side: Side, taken: Uint8Array) {
  if (!Array.isArray(numbers) || !numbers.every((value) => Number.isSafeInteger(value))) return 'Numbers must be whole numbers'
  if (rules.shape === 'single') {
    const [pick] = numbers as number[]
    return numbers.length === 1 && pick! >= rules.pickValues.min && pick! <= rules.pickValues.max ? null : ONE_SURE_PICK_HELP[rules.kind]!
  }
  if (numbers.length < count.min || numbers.length > count.max) return countMessage(rules, side, count)
  const mark = side === 'bottom numbers' ? 2 : 1
  for (const value of numbers as number[]) {
    if (value < rules.pickValues.min || value > rules.pickValues.max)
      return `Numbers must be from ${rules.pickValues.min} to ${rules.pickValues.max} (${value} is not)`
    if (taken[value] === mark) return `Pick each number only once (${value} is there twice)`
    if (taken[value]) return `A number cannot be both a top and a bottom number (${value} is both)`
    taken[value] = mark
  }
  return null
}

type CheckedTicket = { ok: true; rules: BetKindRules } | { ok: false; message: string }

function checkTicket(slug: string, ticket: TicketInput): CheckedTicket {
  if (!isNumberGameSlug(slug)) return { ok: false, message: `There is no number game called "${slug}"` }
  const rules = betKindRules(slug, ticket.kind)
  if (!rules) return { ok: false, message: `${NUMBER_GAME_RULES[slug].title} has no bet kind "${ticket.kind}"` }
  const taken = new Uint8Array(rules.pickValues.max + 1)
  const picksCount = { min: rules.minPicks, max: rules.maxPicks }
  const problem =
    numbersProblem(rules, ticket.picks, picksCount, rules.againstPicks ? 'top numbers' : 'numbers', taken) ??
    (rules.againstPicks
      ? numbersProblem(rules, ticket.against ?? [], rules.againstPicks, 'bottom numbers', taken)
      : ticket.against != null && ticket.against.length > 0
        ? `${rules.label} takes no bottom numbers`
        : null)
  return problem ? { ok: false, message: problem } : { ok: true, rules }
}

const ascending = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b)

/**
 * Whether the game takes this ticket: its kind, how many numbers, their range, no repeats, and
 * for Against the bottom numbers (none shared with the top). Answers the lines it plays and the
 * ticket with its numbers in ascending order.
 */
export function validateTicket(slug: string, ticket: TicketInput): TicketCheck {
  const checked = checkTicket(slug, ticket)
  if (!checked.ok) return checked
  const { rules } = checked
  const picks = ascending(ticket.picks)
  if (!rules.againstPicks) return { ok: true, lines: rules.lines(picks), ticket: { kind: rules.kind, picks } }
  const against = ascending(ticket.against!)
  return { ok: true, lines: rules.lines(picks, against), ticket: { kind: rules.kind, picks, against } }
}

/** The rules of the ticket's kind; throws a RangeError with the player's message when the game does not take the ticket. */
export function ticketRules(slug: NumberGameSlug, ticket: NumberTicket): BetKindRules {
  const checked = checkTicket(slug, ticket)
  if (!checked.ok) throw new RangeError(checked.message)
  return checked.rules
}

const ONE_SURE_PICK_TEXT: Record<string, (pick: number) => string> = {
  exact: (pick) => String(pick),
  range: (pick) => ['1-30', '31-60', '61-90'][pick - 1] ?? String(pick),
  'odd-even': (pick) => (pick === 1 ? 'Odd' : 'Even'),
  'high-low': (pick) => (pick === 1 ? 'High (46-90)' : 'Low (1-45)'),
}

/** A ticket as a slip line reads it: "Perm 3 · 7 12 45 80", "Against · 3 9 against 41 77", "Range · 31-60". */
export function describeTicket(slug: NumberGameSlug, ticket: NumberTicket): string {
  const rules = betKindRules(slug, ticket.kind)
  if (!rules) throw new RangeError(`${slug} has no bet kind ${ticket.kind}`)
  const numbers =
    rules.shape === 'single'
      ? ONE_SURE_PICK_TEXT[rules.kind]!(ticket.picks[0]!)
      : ticket.picks.join(' ') + (rules.againstPicks ? ` against ${(ticket.against ?? []).join(' ')}` : '')
  return `${rules.label} · ${numbers}`
}

const SELECTION_CODE = /^n:([a-z-]+):([a-z0-9-]+):(\d{1,2}(?:-\d{1,2}){0,14})(?::(\d{1,2}(?:-\d{1,2}){0,9}))?$/

/** A ticket as a booking code's selection: `n:<slug>:<kind>:<picks dash-joined>[:<against dash-joined>]`. */
export function numberSelectionCode(slug: string, ticket: NumberTicket): string {
  const against = ticket.against?.length ? `:${ticket.against.join('-')}` : ''
  return `n:${slug}:${ticket.kind}:${ticket.picks.join('-')}${against}`
}

/**
 * A booking code's number selection read back (its form only: validateTicket says whether the game's
 * rules take it), or null; `isGame` knows the games (the rules' own by default; the wallet-service's
 * registry may hold more, each playing one of the rule sets).
 */
export function parseNumberSelectionCode(
  code: string,
  isGame: (slug: string) => boolean = isNumberGameSlug,
): { slug: string; ticket: NumberTicket } | null {
  const match = SELECTION_CODE.exec(code)
  if (!match || !isGame(match[1]!)) return null
  const numbers = (text: string) => text.split('-').map(Number)
  const ticket: NumberTicket = { kind: match[2]!, picks: numbers(match[3]!) }
  return { slug: match[1]!, ticket: match[4] ? { ...ticket, against: numbers(match[4]) } : ticket }
}
