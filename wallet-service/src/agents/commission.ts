import type { SelectionRate } from './commission-settings.ts'

/*
 * The agents' weekly commission as a pure function of the week's lines (docs/decisions/021-agents.md,
 * "Commission"). Every amount is integer kobo; every share is rounded down to the kobo, line by line,
 * so each line of a statement can be recomputed from its ticket with the rate shown.
 */

export type CommissionRates = {
  /** A virtual sports ticket's rate by its number of selections, ascending from 1 selection. */
  selectionRates: readonly SelectionRate[]
  numbersBasisPoints: number
  ngrBasisPoints: number
  capBasisPoints: number
}

/** A virtual sports bet the agent placed in the week, not void; its selections are its legs not voided. */
export type SportsTicket = { betId: string; game: string; placedAt: Date; selections: number; stakeKobo: bigint }
/** A number-game ticket the agent sold in the week, not void. */
export type NumberTicket = { betId: string; game: string; placedAt: Date; stakeKobo: bigint }
/** One of the agent's referred players' week on the instant and crash games. */
export type PlayerWeek = { playerId: string; name: string; stakesKobo: bigint; winsKobo: bigint }

export type WeekActivity = {
  sportsTickets: readonly SportsTicket[]
  numberTickets: readonly NumberTicket[]
  players: readonly PlayerWeek[]
  /** The players' negative result the weeks before left to recover (0 or less). */
  carriedInKobo: bigint
}

export type SportsTicketLine = SportsTicket & { rateBasisPoints: number; commissionKobo: bigint }
export type NumberTicketLine = NumberTicket & { rateBasisPoints: number; commissionKobo: bigint }
export type PlayerLine = PlayerWeek & { ngrKobo: bigint }

export type CommissionFigures = {
  ticketsKobo: bigint
  numbersKobo: bigint
  /** The players' net gaming revenue this week (stakes less wins), before what was carried in. */
  playersNgrKobo: bigint
  carriedInKobo: bigint
  /** The players' share: NGR_PERCENT of this week's NGR plus what was carried in, when that is positive. */
  playersKobo: bigint
  /** What the players' part leaves to the next week: its negative result, else 0. */
  carriedOutKobo: bigint
  /** The week's stakes the cap is judged on: tickets, number sales and the players' instant and crash stakes. */
  stakesKobo: bigint
  capKobo: bigint
  /** Whether the cap cut the sum of the three parts. */
  capped: boolean
  /** What the week pays: the three parts, at most the cap. */
  totalKobo: bigint
}

export type CommissionStatement = CommissionFigures & {
  sportsLines: SportsTicketLine[]
  numberLines: NumberTicketLine[]
  playerLines: PlayerLine[]
}

/** `basisPoints` hundredths of a percent of `amountKobo` (0 or more), rounded down to the kobo. */
export const shareOf = (amountKobo: bigint, basisPoints: number): bigint => (amountKobo * BigInt(basisPoints)) / 10_000n

/** The rate of a ticket of `selections` selections: the table's last row it reaches. */
export function selectionRate(rates: readonly SelectionRate[], selections: number): number {
  let rate = 0
  for (const row of rates) if (selections >= row.fromSelections) rate = row.basisPoints
  return rate
}

const sum = <T>(items: readonly T[], pick: (item: T) => bigint) => items.reduce((total, item) => total + pick(item), 0n)

/** The week's statement: every line with its commission, the three parts, the carry-forward and the cap. */
export function weeklyCommission(week: WeekActivity, rates: CommissionRates): CommissionStatement {
  if (week.carriedInKobo > 0n) throw new RangeError('only a negative result is carried forward')
  const sportsLines = week.sportsTickets.map((ticket) => {
    const rateBasisPoints = selectionRate(rates.selectionRates, ticket.selections)
    return { ...ticket, rateBasisPoints, commissionKobo: shareOf(ticket.stakeKobo, rateBasisPoints) }
  })
  const numberLines = week.numberTickets.map((ticket) => ({
    ...ticket,
    rateBasisPoints: rates.numbersBasisPoints,
    commissionKobo: shareOf(ticket.stakeKobo, rates.numbersBasisPoints),
  }))
  const playerLines = week.players.map((player) => ({ ...player, ngrKobo: player.stakesKobo - player.winsKobo }))

  const ticketsKobo = sum(sportsLines, (line) => line.commissionKobo)
  const numbersKobo = sum(numberLines, (line) => line.commissionKobo)
  const playersNgrKobo = sum(playerLines, (line) => line.ngrKobo)
  const ngrDue = playersNgrKobo + week.carriedInKobo
  const playersKobo = ngrDue > 0n ? shareOf(ngrDue, rates.ngrBasisPoints) : 0n
  const stakesKobo =
    sum(week.sportsTickets, (ticket) => ticket.stakeKobo) +
    sum(week.numberTickets, (ticket) => ticket.stakeKobo) +
    sum(week.players, (player) => player.stakesKobo)
  const capKobo = shareOf(stakesKobo, rates.capBasisPoints)
  const uncapped = ticketsKobo + numbersKobo + playersKobo
  return {
    sportsLines,
    numberLines,
    playerLines,
    ticketsKobo,
    numbersKobo,
    playersNgrKobo,
    carriedInKobo: week.carriedInKobo,
    playersKobo,
    carriedOutKobo: ngrDue < 0n ? ngrDue : 0n,
    stakesKobo,
    capKobo,
    capped: uncapped > capKobo,
    totalKobo: uncapped > capKobo ? capKobo : uncapped,
  }
}

/** The rates in force, from the service's settings. */
export function commissionRates(settings: {
  AGENT_COMMISSION_SELECTION_RATES: readonly SelectionRate[]
  AGENT_COMMISSION_NUMBERS_PERCENT: number
  AGENT_COMMISSION_NGR_PERCENT: number
  AGENT_COMMISSION_CAP_PERCENT: number
}): CommissionRates {
  return {
    selectionRates: settings.AGENT_COMMISSION_SELECTION_RATES,
    numbersBasisPoints: settings.AGENT_COMMISSION_NUMBERS_PERCENT,
    ngrBasisPoints: settings.AGENT_COMMISSION_NGR_PERCENT,
    capBasisPoints: settings.AGENT_COMMISSION_CAP_PERCENT,
  }
}
