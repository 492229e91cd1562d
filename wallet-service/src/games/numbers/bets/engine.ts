import { randomUUID } from 'node:crypto'
import { formatKobo, koboToNaira } from '@9ja/money'
import type { AppContext } from '../../../context.ts'
import type { Queryable } from '../../../db/queryable.ts'
import { DomainError } from '../../../domain-error.ts'
import { requestHash } from '../../../ledger/idempotency.ts'
import { newBetCode } from '../../scheduled/codes.ts'
import { ScheduledSlipQueue } from '../../scheduled/slip-queue.ts'
import { NUMBER_PLACEMENT, type NumberRefusal, type NumberSlipRequest, type SlipTicket } from './store.ts'
import { jackpotContributionKobo } from '@9ja/number-games'
import type { NumberGame, NumberGames } from '../definition-type.ts'
import { checkedTicket, payoutByNumber, ticketMaxPayoutKobo, ticketText, type GameTicket } from './tickets.ts'
import { description, type Description } from '../../../ledger/descriptions.ts'

/** A ticket as the player sends it (a selection of `POST /agent/bets`), already read by zod. */
export type TicketInput = { game: string; drawId: number; kind: string; picks: number[]; against?: number[] | null }

/** A slip of number tickets: each ticket is its own bet, every line of every ticket at `stakePerLineKobo`. */
export type NumberSlipInput = {
  sessionToken: string
  stakePerLineKobo: bigint
  tickets: TicketInput[]
  clientKey: string | null
}

export type PlacedNumberSlip = { betIds: string[]; totalStake: number; potentialWin: number }

/** What a game's draws take, from its settings in force (NUMBER_GAME_SETTINGS). */
export type NumberBetLimits = {
  minStakeKobo: bigint
  maxStakeKobo: bigint
  /** The most one draw may owe: the sum of its bets' max payouts (1 Sure: for the worst number). */
  maxLiabilityKobo: bigint
  /** Jackpot Game: the share of every stake that feeds the pool, in basis points. */
  jackpotShareBp: number
}

export type NumberBetSettings = {
  /** The number games in force (the registry's): their rules, titles and settings. */
  games: NumberGames
  limitsOf: (game: NumberGame) => NumberBetLimits
  /** Most tickets on one slip (BET_MAX_SELECTIONS, as a sports slip's selections). */
  maxTickets: number
}

type CheckedTicket = { game: NumberGame; ticket: GameTicket; drawId: number; lines: number; limits: NumberBetLimits }

/**
 * Checks a slip against the games' rules and stake limits, everything that needs no database (every
 * refusal moves nothing). Answers each ticket with its lines.
 */
function slipTickets(input: NumberSlipInput, settings: NumberBetSettings): CheckedTicket[] {
  const { tickets } = input
  if (tickets.length === 0) throw new DomainError('INVALID_INPUT', 'Add at least one selection to the bet slip')
  if (tickets.length > settings.maxTickets) {
    throw new DomainError('TOO_MANY_SELECTIONS', `A bet slip takes at most ${settings.maxTickets} selections`)
  }
  const checked = tickets.map((selection): CheckedTicket => {
    const { kind, drawId } = selection
    const game = settings.games.find(selection.game)
    if (!game) throw new DomainError('GAME_NOT_FOUND', `There is no number game called "${selection.game}"`)
    const valid = checkedTicket(game, selection)
    if (!valid.ok) throw new DomainError('INVALID_TICKET', valid.message, { data: { game: game.slug, kind } })
    return { game, ticket: valid.ticket, drawId, lines: valid.lines, limits: settings.limitsOf(game) }
  })
  for (const { game, limits } of checked) checkStake(input.stakePerLineKobo, game.title, limits)
  const keys = checked.map(({ ticket, drawId }) => JSON.stringify([drawId, ticket.game, ticket.kind, ticket.picks, ticket.against]))
  if (new Set(keys).size !== keys.length) throw new DomainError('INVALID_INPUT', 'A ticket is on the slip twice')
  return checked
}

function checkStake(stakeKobo: bigint, title: string, limits: NumberBetLimits): void {
  if (limits.minStakeKobo === limits.maxStakeKobo && stakeKobo !== limits.minStakeKobo) {
    throw new DomainError('STAKE_FIXED', `Every line of ${title} costs ${formatKobo(limits.minStakeKobo)}`)
  }
  if (stakeKobo < limits.minStakeKobo) {
    throw new DomainError('STAKE_TOO_LOW', `Minimum stake per line on ${title} is ${formatKobo(limits.minStakeKobo)}`)
  }
  if (stakeKobo > limits.maxStakeKobo) {
    throw new DomainError('STAKE_TOO_HIGH', `Maximum stake per line on ${title} is ${formatKobo(limits.maxStakeKobo)}`)
  }
}

/** The ledger line of a bet: "Millionaire Kendo: Perm 3 · 7 12 45 80, 4 lines of ₦100, bet ₦400 (bet 7KQ2M9XHDP)". */
function placementLine(title: string, ticket: GameTicket, lines: number, stakePerLineKobo: bigint, code: string): Description {
  return description(lines > 1 ? 'numbersBetLines' : 'numbersBet', {
    game: title,
    ticket: ticketText(ticket),
    lines: String(lines),
    perLine: formatKobo(stakePerLineKobo),
    stake: formatKobo(stakePerLineKobo * BigInt(lines)),
    bet: code,
  })
}

function slipTicket(checked: CheckedTicket, stakePerLineKobo: bigint, code: string): SlipTicket {
  const { ticket, lines, limits } = checked
  const stakeKobo = stakePerLineKobo * BigInt(lines)
  return {
    drawId: checked.drawId,
    game: ticket.game,
    kind: ticket.kind,
    picks: ticket.picks,
    against: ticket.against,
    lines,
    stakePerLineKobo,
    maxPayoutKobo: ticketMaxPayoutKobo(ticket, stakePerLineKobo),
    jackpotInKobo: jackpotContributionKobo(stakeKobo, limits.jackpotShareBp),
    capKobo: limits.maxLiabilityKobo,
    payoutByNumber: payoutByNumber(ticket, stakePerLineKobo),
    description: placementLine(checked.game.title, ticket, lines, stakePerLineKobo, code),
    code,
  }
}

/** Placing number slips through the scheduled families' queue (scheduled/slip-queue.ts), with the number games' part of the statement (store.ts). */
export class NumberBets {
  private readonly slips: ScheduledSlipQueue<NumberSlipRequest, NumberRefusal>

  constructor(
    context: AppContext,
    batchDb: Queryable,
    private readonly settings: NumberBetSettings,
  ) {
    this.slips = new ScheduledSlipQueue(context, batchDb, NUMBER_PLACEMENT)
  }

  /** Places a slip: all its bets, or none (every refusal is a DomainError and moves nothing). */
  async place(input: NumberSlipInput): Promise<PlacedNumberSlip> {
    const checked = slipTickets(input, this.settings)
    const hash = requestHash({
      stakePerLineKobo: input.stakePerLineKobo.toString(),
      tickets: checked.map(({ ticket, drawId }) => [drawId, ticket.game, ticket.kind, ticket.picks, ticket.against]),
    })
    const clientKey = input.clientKey ?? randomUUID()
    return this.slips.place({
      request: () => ({
        sessionToken: input.sessionToken,
        clientKey,
        requestHash: hash,
        tickets: checked.map((ticket) => slipTicket(ticket, input.stakePerLineKobo, newBetCode())),
      }),
      requestHash: hash,
      answer: (betIds, totals) => ({
        betIds,
        totalStake: koboToNaira(totals.stake_kobo!),
        potentialWin: koboToNaira(totals.max_payout_kobo!),
      }),
      refusal: (refusal) => numberRefusalError(refusal, checked),
      totalStakeKobo: checked.reduce((sum, { lines }) => sum + input.stakePerLineKobo * BigInt(lines), 0n),
    })
  }
}

function numberRefusalError(refusal: NumberRefusal, checked: CheckedTicket[]): DomainError {
  const { game, drawId, limits } = checked[refusal.ticket]!
  switch (refusal.kind) {
    case 'unknown-draw':
      return new DomainError('DRAW_NOT_FOUND', `${game.title} has no such draw`, { data: { drawId } })
    case 'closed':
      return new DomainError('DRAW_CLOSED', 'Betting on this draw has closed', { data: { drawId } })
    case 'over-cap':
      return new DomainError(
        'LIABILITY_CAP',
        `This draw cannot take this bet: its possible wins would pass the ${formatKobo(limits.maxLiabilityKobo)} one ${game.title} draw can pay. Try a smaller stake or the next draw.`,
        { data: { drawId } },
      )
  }
}
