import { mostWonKobo } from '#app/games/numbers/most-won.ts'
import { formatNaira } from '#app/i18n/format.ts'

/**
 * The bet slip's rules, pure so the server (the slip action, the loaders) and the browser (the
 * panel's optimistic state) apply the same ones. Amounts are naira numbers at the edges and integer
 * kobo (bigint) inside the sums, as everywhere else; odds are decimals with two places.
 */

export type SlipKind = 'single' | 'multiple'
export const SLIP_KINDS = ['single', 'multiple'] as const satisfies readonly SlipKind[]

/** One selection as the slip cookie keeps it: which game's event it belongs to and the odds the player took. */
export type StoredSelection = { selectionId: string; game: string; odds: number }

/** A number game's ticket as the slip cookie keeps it (Against's bottom numbers in `against`), on the draw it goes to. */
export type StoredTicket = { game: string; kind: string; picks: number[]; against?: number[]; drawId: number }

/**
 * What the slip cookie holds. `stake` is per bet, in naira, and per line for the number tickets
 * (always singles, never in a multiple); null until the player types one.
 */
export type StoredSlip = { selections: StoredSelection[]; tickets: StoredTicket[]; kind: SlipKind; stake: number | null }

export const EMPTY_SLIP: StoredSlip = { selections: [], tickets: [], kind: 'single', stake: null }

/** A selection as the panel shows it, re-read against its event. `addedOdds` differs from `odds` when the price moved. */
export type SlipLine = {
  selectionId: string
  game: string
  eventId: number
  eventName: string
  market: string
  pick: string
  odds: number
  addedOdds: number
  bettingClosesAt: string
}

/**
 * A number ticket as the panel shows it, re-read against its game's draws: its booking form (`code`,
 * which also names it on the slip), its lines, the draw it goes to, what it can win per unit of
 * stake and the stake per line its game takes (Jackpot Game: one fixed stake).
 */
export type SlipTicketLine = {
  code: string
  game: string
  gameTitle: string
  kind: string
  picks: number[]
  against: number[] | null
  lines: number
  drawId: number
  /** The draw as players read it ("Draw 12"): its place among the game's own draws. */
  drawNumber: number
  closesAt: string
  /** The most the ticket wins, in hundredths of the stake per line (@9ja/number-games maxPayoutX100). */
  maxPayoutX100: number
  minStake: number
  maxStake: number
  /** The stake every line costs whatever the slip's stake (Jackpot Game); null when the slip's stake is the line's. */
  fixedStake: number | null
  /** Jackpot Game's pool (naira) as the slip was read, when the ticket plays for it (its most, if more than its fixed prizes); else null. */
  jackpotPool: number | null
}

/** Why a selection left the slip (when it was re-read, or was left out of a booking code as it loaded). */
export type DropReason = 'started' | 'closed' | 'unavailable'
export type DroppedSelection = { selectionId: string; eventName: string | null; pick: string | null; reason: DropReason }

/** A dropped selection named for the player ("Lagos Lions v Kano Camels: Draw has started…"), not silently gone. */
export function droppedText(entry: DroppedSelection, t: (key: string, values?: Record<string, unknown>) => string): string {
  const what = [entry.eventName, entry.pick].filter(Boolean).join(': ') || t('betSlip.aSelection')
  return t(`betSlip.dropped.${entry.reason}`, { what })
}

/** The staking limits of the sports games (`GET /games/{slug}` limits); a limit the service does not state is not applied here. */
export type SlipLimits = { minStake?: number; maxStake?: number; maxPayout?: number; maxSelections?: number }

/** What placing the slip (or a part of it) booked: the bets' ids, the stake taken and the most they can win. */
export type PlacedBets = { betIds: string[]; totalStake: number; potentialWin: number }

export type SlipNotice = { tone: 'error' | 'info'; text: string }
/** What a change to the slip tells the player: messages, the bets just placed, the code just booked. */
export type SlipOutcome = { notices: SlipNotice[]; placed: PlacedBets | null; booked: { code: string; shareUrl: string } | null }
export const NO_OUTCOME: SlipOutcome = { notices: [], placed: null, booked: null }

/** Selection ids are `${eventId}:${code}` (the shared contract). */
export function eventIdOf(selectionId: string): number | null {
  const match = /^(\d{1,15}):[a-z0-9.:-]{1,32}$/i.exec(selectionId)
  return match ? Number(match[1]) : null
}

export const oddsChanged = (line: Pick<SlipLine, 'odds' | 'addedOdds'>) => line.odds !== line.addedOdds

/** Adds the selection, or takes it off when it is already on the slip. Refuses an add past the selection limit. */
export function toggleSelection(
  slip: StoredSlip,
  selection: StoredSelection,
  maxSelections: number | undefined,
): { slip: StoredSlip; refused: 'too-many' | null } {
  if (slip.selections.some((entry) => entry.selectionId === selection.selectionId)) {
    return { slip: removeSelection(slip, selection.selectionId), refused: null }
  }
  if (maxSelections !== undefined && slip.selections.length >= maxSelections) return { slip, refused: 'too-many' }
  return { slip: { ...slip, selections: [...slip.selections, selection] }, refused: null }
}

export function removeSelection(slip: StoredSlip, selectionId: string): StoredSlip {
  return { ...slip, selections: slip.selections.filter((entry) => entry.selectionId !== selectionId) }
}

/** Why the selections cannot go together as one multiple, or null when they can. */
export function multipleBlocker(selectionIds: readonly string[]): 'too-few' | 'same-event' | null {
  if (selectionIds.length < 2) return 'too-few'
  const events = new Set(selectionIds.map(eventIdOf))
  return events.size < selectionIds.length ? 'same-event' : null
}

const toOddsX100 = (odds: number) => BigInt(Math.round(odds * 100))

/** Stake times the odds, to the kobo below, capped at the maximum payout. */
function payoutKobo(stakeKobo: bigint, odds: readonly number[], maxPayoutKobo: bigint | null): { kobo: bigint; capped: boolean } {
  let numerator = stakeKobo
  let denominator = 1n
  for (const price of odds) {
    numerator *= toOddsX100(price)
    denominator *= 100n
  }
  const kobo = numerator / denominator
  if (maxPayoutKobo !== null && kobo > maxPayoutKobo) return { kobo: maxPayoutKobo, capped: true }
  return { kobo, capped: false }
}

const toKobo = (naira: number) => BigInt(Math.round(naira * 100))
const toNaira = (kobo: bigint) => Number(kobo) / 100

/** Two naira amounts added to the kobo (no floating-point drift in a sum shown to the player). */
export const addNaira = (a: number, b: number) => toNaira(toKobo(a) + toKobo(b))

/** The combined odds of a multiple: the legs' product, to two places. */
export function combinedOdds(odds: readonly number[]): number {
  return toNaira(payoutKobo(100n, odds, null).kobo)
}

/** The kind placing uses: a multiple only when the selections can be combined, singles otherwise. */
export function effectiveKind(kind: SlipKind, selectionIds: readonly string[]): SlipKind {
  return kind === 'multiple' && multipleBlocker(selectionIds) === null ? 'multiple' : 'single'
}

export type SlipProblem = 'empty' | 'no-stake' | 'stake-too-low' | 'stake-too-high' | 'too-many' | 'odds-changed' | 'ticket-stake'

/** What is wrong with the stake typed: without JavaScript only the server, which reads it, can say so. */
const STAKE_PROBLEMS: readonly SlipProblem[] = ['no-stake', 'stake-too-low', 'stake-too-high', 'ticket-stake']

/** Whether Place Bet waits: for any problem once hydrated; without JavaScript the server judges the stake typed. */
export function placeBlocked(problems: readonly SlipProblem[], hydrated: boolean): boolean {
  return problems.some((problem) => hydrated || !STAKE_PROBLEMS.includes(problem))
}

/** What the stake is of: each bet, each line of the number tickets, or both. */
export function stakeLabel(sports: boolean, tickets: boolean, kind: SlipKind, t: (key: string) => string): string {
  if (!sports) return t('betSlip.stakePerLine')
  const sportsLabel = kind === 'single' ? t('betSlip.stakePerBet') : t('betSlip.stake')
  return tickets ? `${sportsLabel} ${t('betSlip.andPerLine')}` : sportsLabel
}

/** A number game whose stake per line the slip's stake is outside of. */
export type TicketStakeProblem = { gameTitle: string; problem: 'stake-too-low' | 'stake-too-high'; minStake: number; maxStake: number }

export type SlipSummary = {
  kind: SlipKind
  /** How many bets placing makes: one per selection as singles, one for a multiple. */
  bets: number
  totalStake: number
  potentialWin: number
  /** Some bet's win was cut to the maximum payout. */
  capped: boolean
  /** What stops placing, first the most useful to fix. */
  problems: SlipProblem[]
  /** The number games the stake per line does not suit ('ticket-stake'). */
  ticketStakes: TicketStakeProblem[]
}

/** What the player is told of a number game whose stake per line the slip's stake does not suit. */
export function ticketStakeText(problem: TicketStakeProblem, t: (key: string, values?: Record<string, unknown>) => string): string {
  return problem.problem === 'stake-too-low'
    ? t('betSlip.ticketStakeTooLow', { game: problem.gameTitle, amount: formatNaira(problem.minStake) })
    : t('betSlip.ticketStakeTooHigh', { game: problem.gameTitle, amount: formatNaira(problem.maxStake) })
}

/** A ticket's stake per line: its game's fixed one, else the slip's. */
export const ticketStake = (ticket: Pick<SlipTicketLine, 'fixedStake'>, stake: number | null) => ticket.fixedStake ?? stake

/** Every number game on the slip whose stake per line the slip's stake is outside of, each named once. */
function ticketStakeProblems(tickets: readonly SlipTicketLine[], stake: number): TicketStakeProblem[] {
  const problems = new Map<string, TicketStakeProblem>()
  for (const ticket of tickets) {
    if (ticket.fixedStake !== null || problems.has(ticket.game)) continue
    const problem = stake < ticket.minStake ? 'stake-too-low' : stake > ticket.maxStake ? 'stake-too-high' : null
    if (problem) problems.set(ticket.game, { gameTitle: ticket.gameTitle, problem, minStake: ticket.minStake, maxStake: ticket.maxStake })
  }
  return [...problems.values()]
}

/**
 * Bets, total stake, potential win (each sports bet capped at the maximum payout, each ticket its
 * most) and what stops placing, for the kind placing would use (`effectiveKind`). Number tickets
 * are singles whatever the kind, at the stake per line (`stake`, or their game's fixed one).
 */
export function summarise(
  lines: readonly SlipLine[],
  requestedKind: SlipKind,
  stake: number | null,
  limits: SlipLimits,
  tickets: readonly SlipTicketLine[] = [],
): SlipSummary {
  const kind = effectiveKind(
    requestedKind,
    lines.map((line) => line.selectionId),
  )
  const problems: SlipProblem[] = []
  if (lines.length === 0 && tickets.length === 0) problems.push('empty')
  if (limits.maxSelections !== undefined && lines.length + tickets.length > limits.maxSelections) problems.push('too-many')
  if (lines.some(oddsChanged)) problems.push('odds-changed')
  // A slip of fixed-stake tickets only (Jackpot Game) needs no stake typed.
  const staked = lines.length > 0 || tickets.some((ticket) => ticket.fixedStake === null)
  const ticketStakes = staked && stake !== null && stake > 0 ? ticketStakeProblems(tickets, stake) : []
  if (staked && (stake === null || stake <= 0)) problems.push('no-stake')
  else if (staked && lines.length > 0 && limits.minStake !== undefined && stake! < limits.minStake) problems.push('stake-too-low')
  else if (staked && lines.length > 0 && limits.maxStake !== undefined && stake! > limits.maxStake) problems.push('stake-too-high')
  if (ticketStakes.length > 0) problems.push('ticket-stake')

  const bets = kind === 'single' ? lines.length : lines.length > 0 ? 1 : 0
  const stakeKobo = stake !== null && stake > 0 ? toKobo(stake) : 0n
  const cap = limits.maxPayout === undefined ? null : toKobo(limits.maxPayout)
  const payouts =
    kind === 'single'
      ? lines.map((line) => payoutKobo(stakeKobo, [line.odds], cap))
      : lines.length > 0
        ? [
            payoutKobo(
              stakeKobo,
              lines.map((line) => line.odds),
              cap,
            ),
          ]
        : []
  const ticketTotals = tickets.map((ticket) => {
    const perLine = ticketStake(ticket, stake)
    const perLineKobo = perLine !== null && perLine > 0 ? toKobo(perLine) : 0n
    // The most a ticket wins as its game's page states it: the jackpot pool when it plays for it and the pool is more.
    const fixedKobo = payoutKobo(perLineKobo, [ticket.maxPayoutX100 / 100], null).kobo
    const most = mostWonKobo(fixedKobo, ticket.jackpotPool === null ? null : toKobo(ticket.jackpotPool))
    return { stakeKobo: perLineKobo * BigInt(ticket.lines), winKobo: perLineKobo > 0n ? most.kobo : 0n }
  })
  return {
    kind,
    bets: bets + tickets.length,
    totalStake: toNaira(stakeKobo * BigInt(bets) + ticketTotals.reduce((sum, ticket) => sum + ticket.stakeKobo, 0n)),
    potentialWin: toNaira(
      payouts.reduce((sum, payout) => sum + payout.kobo, 0n) + ticketTotals.reduce((sum, ticket) => sum + ticket.winKobo, 0n),
    ),
    capped: payouts.some((payout) => payout.capped),
    problems,
    ticketStakes,
  }
}
