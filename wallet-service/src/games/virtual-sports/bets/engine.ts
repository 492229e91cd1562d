import { randomUUID } from 'node:crypto'
import type { Logger } from 'pino'
import { parseSelectionId } from '@9ja/virtual-sports'
import { formatKobo, formatNaira, koboToNaira } from '@9ja/money'
import { sessionInvalid } from '../../../accounts/session-auth.ts'
import { BatchQueue, BatchQueueBusyError, type BatchQueueBounds, type BatchQueueLimits } from '../../../db/batch-queue.ts'
import type { Queryable } from '../../../db/queryable.ts'
import { DomainError, insufficientBalance } from '../../../domain-error.ts'
import { replayOf, requestHash } from '../../../ledger/idempotency.ts'
import { protectionRefusal } from '../../../protection/refusals.ts'
import { loadGameHouseIds, type HouseIds } from '../../house.ts'
import type { Clock } from '../../../time/clock.ts'
import { newBetCode } from './codes.ts'
import type { BetSettings } from './settings.ts'
import { placeSlips, type SlipLeg, type SlipRequest, type SlipResult } from './store.ts'

/** A slip as the player sends it, already read by zod (the route). */
export type SlipInput = {
  sessionToken: string
  kind: 'single' | 'multiple'
  stakeKobo: bigint
  selections: string[]
  /** The odds the player saw, in the selections' order (decimal, 2 places), when the slip sends them. */
  odds: number[] | null
  clientKey: string | null
}

export type PlacedSlip = { betIds: string[]; potentialWin: number }

const oddsFromX100 = (x100: number) => x100 / 100

/** Odds a person saw (e.g. 2.35) in hundredths; null when it is not a price with at most 2 decimals. */
function oddsX100(odds: number): number | null {
  const x100 = Math.round(odds * 100)
  return Number.isFinite(odds) && Math.abs(x100 - odds * 100) < 1e-6 && x100 >= 100 ? x100 : null
}

/**
 * Checks a slip against the bet settings and the rules that need no database (every refusal moves
 * nothing): stake limits, number of selections, selection ids, one selection per event in a
 * multiple, odds in step with the selections. Answers the legs to place.
 */
export function slipLegs(input: SlipInput, settings: BetSettings): SlipLeg[] {
  if (input.stakeKobo < BigInt(settings.BET_MIN_STAKE) * 100n) {
    throw new DomainError('STAKE_TOO_LOW', `Minimum stake is ${formatNaira(settings.BET_MIN_STAKE)}`)
  }
  if (input.stakeKobo > BigInt(settings.BET_MAX_STAKE) * 100n) {
    throw new DomainError('STAKE_TOO_HIGH', `Maximum stake is ${formatNaira(settings.BET_MAX_STAKE)}`)
  }
  const { selections } = input
  if (selections.length === 0) throw new DomainError('INVALID_INPUT', 'Add at least one selection to the bet slip')
  if (selections.length > settings.BET_MAX_SELECTIONS) {
    throw new DomainError('TOO_MANY_SELECTIONS', `A bet slip takes at most ${settings.BET_MAX_SELECTIONS} selections`)
  }
  if (input.kind === 'multiple' && selections.length < 2) throw new DomainError('INVALID_INPUT', 'A multiple takes at least 2 selections')
  if (input.odds !== null && input.odds.length !== selections.length) {
    throw new DomainError('INVALID_INPUT', 'odds must give one price per selection')
  }
  const legs = selections.map((selectionId, index): SlipLeg => {
    const parsed = parseSelectionId(selectionId)
    if (!parsed) throw new DomainError('SELECTION_UNKNOWN', 'This selection is no longer offered', { data: { selectionId } })
    let seenOddsX100: number | null = null
    if (input.odds !== null) {
      seenOddsX100 = oddsX100(input.odds[index]!)
      if (seenOddsX100 === null) throw new DomainError('INVALID_INPUT', 'odds must be prices with at most 2 decimals')
    }
    return { eventId: parsed.eventId, code: parsed.code, seenOddsX100 }
  })
  if (new Set(selections).size !== selections.length) throw new DomainError('INVALID_INPUT', 'A selection is on the slip twice')
  if (input.kind === 'multiple' && new Set(legs.map((leg) => leg.eventId)).size !== legs.length) {
    throw new DomainError('SAME_EVENT', 'Selections from the same event cannot be combined')
  }
  return legs
}

const betsBusy = () => new DomainError('GAME_BUSY', 'Too many bets at once. Please try again in a moment.', { retryable: true })

function refuseWhenBusy(error: unknown): never {
  throw error instanceof BatchQueueBusyError ? betsBusy() : error
}

/** A new bet code took one already given (about one in 10^15 a pair): the slip is tried again with fresh codes. */
const isBetCodeTaken = (error: unknown) => (error as { constraint?: string }).constraint === 'sports_bets_code_key'

/**
 * Placing slips: each request becomes a SlipRequest batched with the others arriving meanwhile into
 * one statement (store.ts). Any process answers them; the events' betting windows are judged by this
 * process's clock inside the statement.
 */
export class SportsBets {
  private readonly slips: BatchQueue<SlipRequest, SlipResult>
  private houseIds: Promise<HouseIds> | null = null

  constructor(
    private readonly db: Queryable,
    batchDb: Queryable,
    logger: Logger,
    private readonly clock: Clock,
    private readonly limits: BatchQueueLimits & Required<BatchQueueBounds>,
    private readonly settings: BetSettings,
  ) {
    const maxPayoutKobo = BigInt(settings.BET_MAX_PAYOUT) * 100n
    this.slips = new BatchQueue(
      async (requests) => placeSlips(batchDb, await this.house(), new Date(clock.now()), maxPayoutKobo, requests),
      {
        ...limits,
        // Covered or within the loss limits depended on the player's other slips in the batch: alone it is exact.
        retryAlone: (result) => result.kind === 'uncovered' || result.kind === 'refused',
        onBatchFailed: (error, items) => logger.warn({ err: error, items }, 'a batch of sports bets failed; its slips are run one by one'),
      },
    )
  }

  house(): Promise<HouseIds> {
    this.houseIds ??= loadGameHouseIds(this.db)
    return this.houseIds
  }

  /** Places a slip: all its bets, or none (every refusal is a DomainError and moves nothing). */
  async place(input: SlipInput): Promise<PlacedSlip> {
    const legs = slipLegs(input, this.settings)
    const hash = requestHash({ kind: input.kind, stakeKobo: input.stakeKobo.toString(), selections: input.selections, odds: input.odds })
    const request: Omit<SlipRequest, 'betCodes'> = {
      sessionToken: input.sessionToken,
      kind: input.kind,
      stakeKobo: input.stakeKobo,
      legs,
      clientKey: input.clientKey ?? randomUUID(),
      requestHash: hash,
      stakeText: formatKobo(input.stakeKobo),
    }
    const bets = input.kind === 'single' ? legs.length : 1
    const giveUpAt = performance.now() + this.limits.maxWaitMs
    do {
      let result: SlipResult
      try {
        result = await this.slips.run({ ...request, betCodes: Array.from({ length: bets }, newBetCode) })
      } catch (error) {
        if (isBetCodeTaken(error)) continue
        refuseWhenBusy(error)
      }
      switch (result.kind) {
        case 'placed':
          return { betIds: result.betCodes, potentialWin: koboToNaira(result.potentialWinKobo) }
        case 'replay': {
          const { betCodes, potentialWinKobo } = replayOf(result, result.requestHash, hash)
          return { betIds: betCodes, potentialWin: koboToNaira(potentialWinKobo) }
        }
        case 'no-session':
          throw sessionInvalid()
        case 'unknown-selection':
          throw new DomainError('SELECTION_UNKNOWN', 'This selection is no longer offered', {
            data: { selectionId: input.selections[result.leg] },
          })
        case 'closed':
          throw new DomainError('EVENT_CLOSED', `Betting has closed for ${result.eventName}`)
        case 'odds-changed':
          throw new DomainError('ODDS_CHANGED', 'The odds have changed. Please check your selections and place the bet again.', {
            data: {
              selections: result.changes.map(({ leg, oddsX100 }) => ({ selectionId: input.selections[leg], odds: oddsFromX100(oddsX100) })),
            },
          })
        case 'refused':
          throw await protectionRefusal(this.db, result.userId, result.code, new Date(this.clock.now()))
        case 'uncovered':
          throw insufficientBalance(`Your balance does not cover the total stake of ${formatKobo(input.stakeKobo * BigInt(bets))}`)
        case 'not-written':
          // A concurrent slip with the same key was being written: the next attempt answers it as a replay.
          continue
      }
    } while (performance.now() < giveUpAt)
    throw betsBusy()
  }
}
