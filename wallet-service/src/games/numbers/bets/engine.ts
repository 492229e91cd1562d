import { randomUUID } from 'node:crypto'
import type { Logger } from 'pino'
import { formatKobo, koboToNaira } from '@9ja/money'
import { sessionInvalid } from '../../../accounts/session-auth.ts'
import { BatchQueue, BatchQueueBusyError, type BatchQueueBounds, type BatchQueueLimits } from '../../../db/batch-queue.ts'
import type { Queryable } from '../../../db/queryable.ts'
import { DomainError, insufficientBalance } from '../../../domain-error.ts'
import { replayOf, requestHash } from '../../../ledger/idempotency.ts'
import { protectionRefusal } from '../../../protection/refusals.ts'
import { loadGameHouseIds, type HouseIds } from '../../house.ts'
import type { Clock } from '../../../time/clock.ts'
import { newBetCode } from '../../virtual-sports/bets/codes.ts'
import { placeNumberSlips, type NumberSlipRequest, type NumberSlipResult, type SlipTicket } from './store.ts'
import { jackpotContributionKobo } from '@9ja/number-games'
import { checkedTicket, gameTitle, isNumberGame, payoutByNumber, ticketMaxPayoutKobo, ticketText, type GameTicket } from './tickets.ts'
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
  limitsOf: (game: GameTicket['game']) => NumberBetLimits
  /** Most tickets on one slip (BET_MAX_SELECTIONS, as a sports slip's selections). */
  maxTickets: number
}

type CheckedTicket = { ticket: GameTicket; drawId: number; lines: number; limits: NumberBetLimits }

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
    const { game, kind, drawId } = selection
    if (!isNumberGame(game)) throw new DomainError('GAME_NOT_FOUND', `There is no number game called "${game}"`)
    const valid = checkedTicket(game, selection)
    if (!valid.ok) throw new DomainError('INVALID_TICKET', valid.message, { data: { game, kind } })
    return { ticket: valid.ticket, drawId, lines: valid.lines, limits: settings.limitsOf(game) }
  })
  for (const { ticket, limits } of checked) checkStake(input.stakePerLineKobo, ticket.game, limits)
  const keys = checked.map(({ ticket, drawId }) => JSON.stringify([drawId, ticket.game, ticket.kind, ticket.picks, ticket.against]))
  if (new Set(keys).size !== keys.length) throw new DomainError('INVALID_INPUT', 'A ticket is on the slip twice')
  return checked
}

function checkStake(stakeKobo: bigint, game: GameTicket['game'], limits: NumberBetLimits): void {
  const title = gameTitle(game)
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
function placementLine(ticket: GameTicket, lines: number, stakePerLineKobo: bigint, code: string): Description {
  return description(lines > 1 ? 'numbersBetLines' : 'numbersBet', {
    game: gameTitle(ticket.game),
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
    description: placementLine(ticket, lines, stakePerLineKobo, code),
    code,
  }
}

const betsBusy = () => new DomainError('GAME_BUSY', 'Too many bets at once. Please try again in a moment.', { retryable: true })

/** A new bet code took one already given (about one in 10^15 a pair), in either bets table: the slip is tried again with fresh codes. */
const isBetCodeTaken = (error: unknown) => (error as { constraint?: string }).constraint === 'number_bets_code_key'

/** Answers that may come from the batch's other slips (a wallet, a draw's cap, a loss limit): alone, the answer is exact. */
const dependsOnBatch = (result: NumberSlipResult) => result.kind === 'uncovered' || result.kind === 'over-cap' || result.kind === 'refused'

/**
 * Placing number slips: each request becomes a NumberSlipRequest batched with the others arriving
 * meanwhile into one statement (store.ts). Any process answers them; the draws' betting windows are
 * judged by this process's clock inside the statement.
 */
export class NumberBets {
  private readonly slips: BatchQueue<NumberSlipRequest, NumberSlipResult>
  private houseIds: Promise<HouseIds> | null = null

  constructor(
    private readonly db: Queryable,
    batchDb: Queryable,
    logger: Logger,
    private readonly clock: Clock,
    private readonly limits: BatchQueueLimits & Required<BatchQueueBounds>,
    private readonly settings: NumberBetSettings,
  ) {
    this.slips = new BatchQueue(async (requests) => placeNumberSlips(batchDb, await this.house(), new Date(clock.now()), requests), {
      ...limits,
      retryAlone: dependsOnBatch,
      onBatchFailed: (error, items) => logger.warn({ err: error, items }, 'a batch of number bets failed; its slips are run one by one'),
    })
  }

  private house(): Promise<HouseIds> {
    this.houseIds ??= loadGameHouseIds(this.db)
    return this.houseIds
  }

  /** Places a slip: all its bets, or none (every refusal is a DomainError and moves nothing). */
  async place(input: NumberSlipInput): Promise<PlacedNumberSlip> {
    const checked = slipTickets(input, this.settings)
    const hash = requestHash({
      stakePerLineKobo: input.stakePerLineKobo.toString(),
      tickets: checked.map(({ ticket, drawId }) => [drawId, ticket.game, ticket.kind, ticket.picks, ticket.against]),
    })
    const clientKey = input.clientKey ?? randomUUID()
    const answer = (betIds: string[], stakeKobo: bigint, maxPayoutKobo: bigint): PlacedNumberSlip => ({
      betIds,
      totalStake: koboToNaira(stakeKobo),
      potentialWin: koboToNaira(maxPayoutKobo),
    })
    const giveUpAt = performance.now() + this.limits.maxWaitMs
    do {
      const tickets = checked.map((ticket) => slipTicket(ticket, input.stakePerLineKobo, newBetCode()))
      let result: NumberSlipResult
      try {
        result = await this.slips.run({ sessionToken: input.sessionToken, clientKey, requestHash: hash, tickets })
      } catch (error) {
        if (isBetCodeTaken(error)) continue
        throw error instanceof BatchQueueBusyError ? betsBusy() : error
      }
      switch (result.kind) {
        case 'placed':
          return answer(result.betCodes, result.stakeKobo, result.maxPayoutKobo)
        case 'replay': {
          const earlier = replayOf(result, result.requestHash, hash)
          return answer(earlier.betCodes, earlier.stakeKobo, earlier.maxPayoutKobo)
        }
        case 'no-session':
          throw sessionInvalid()
        case 'unknown-draw':
          throw new DomainError('DRAW_NOT_FOUND', `${gameTitle(checked[result.ticket]!.ticket.game)} has no such draw`, {
            data: { drawId: checked[result.ticket]!.drawId },
          })
        case 'closed':
          throw new DomainError('DRAW_CLOSED', 'Betting on this draw has closed', { data: { drawId: checked[result.ticket]!.drawId } })
        case 'over-cap': {
          const { ticket, drawId, limits } = checked[result.ticket]!
          throw new DomainError(
            'LIABILITY_CAP',
            `This draw cannot take this bet: its possible wins would pass the ${formatKobo(limits.maxLiabilityKobo)} one ${gameTitle(ticket.game)} draw can pay. Try a smaller stake or the next draw.`,
            { data: { drawId } },
          )
        }
        case 'refused':
          throw await protectionRefusal(this.db, result.userId, result.code, new Date(this.clock.now()))
        case 'uncovered': {
          const total = checked.reduce((sum, { lines }) => sum + input.stakePerLineKobo * BigInt(lines), 0n)
          throw insufficientBalance(`Your balance does not cover the total stake of ${formatKobo(total)}`)
        }
        case 'not-written':
          // A concurrent slip with the same key was being written: the next attempt answers it as a replay.
          continue
      }
    } while (performance.now() < giveUpAt)
    throw betsBusy()
  }
}
