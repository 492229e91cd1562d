import type { Logger } from 'pino'
import { formatKobo } from '@9ja/money'
import { sessionInvalid } from '../../accounts/session-auth.ts'
import { BatchQueue, BatchQueueBusyError, type BatchQueueBounds, type BatchQueueLimits } from '../../db/batch-queue.ts'
import type { Queryable } from '../../db/queryable.ts'
import { DomainError, insufficientBalance } from '../../domain-error.ts'
import { replayOf } from '../../ledger/idempotency.ts'
import { protectionRefusal } from '../../protection/refusals.ts'
import type { Clock } from '../../time/clock.ts'
import { loadGameHouseIds, type HouseIds } from '../house.ts'
import type { PlacementResult, ScheduledSlip, SlipTotals } from './place-bets.ts'

/** A scheduled family's slips as the queue places them. */
export type SlipFamily<Request extends ScheduledSlip, Refusal> = {
  /** "sports", "number": the log's words for its bets. */
  words: string
  /** Places a batch in one statement (its family's placeScheduledSlips), at `now`. */
  placeBatch: (db: Queryable, house: HouseIds, now: Date, requests: Request[]) => Promise<PlacementResult<Refusal>[]>
  /** The bets table's unique constraint on bet codes. */
  betCodeConstraint: string
  /** The family's refusals that may come from the batch's other slips (a draw's cap): alone, the answer is exact. */
  dependsOnBatch?: (refusal: Refusal) => boolean
}

/** One slip to place: its request (built again, with fresh bet codes, for every attempt), its hash, and how to answer. */
export type SlipToPlace<Request, Refusal, Answer> = {
  request: () => Request
  requestHash: string
  /** The answer for the slip's bets, placed now or written before under its key. */
  answer: (betCodes: string[], totals: SlipTotals) => Answer
  /** The error for one of the family's own refusals. */
  refusal: (refusal: Refusal) => DomainError
  /** All the slip's stakes, for the message when the wallet does not cover them. */
  totalStakeKobo: bigint
}

const betsBusy = () => new DomainError('GAME_BUSY', 'Too many bets at once. Please try again in a moment.', { retryable: true })

/**
 * Placing a scheduled family's slips: each request is batched with the others arriving meanwhile into
 * one statement (place-bets.ts). Any process answers them; the betting windows are judged by this
 * process's clock inside the statement. A slip is tried again with fresh codes when a new bet code took
 * one already given (about one in 10^15 a pair), and answered as a replay when a concurrent slip with
 * its key was being written; past the queue's wait it is refused as busy.
 */
export class ScheduledSlipQueue<Request extends ScheduledSlip, Refusal> {
  private readonly slips: BatchQueue<Request, PlacementResult<Refusal>>
  private houseIds: Promise<HouseIds> | null = null

  constructor(
    private readonly db: Queryable,
    batchDb: Queryable,
    logger: Logger,
    private readonly clock: Clock,
    private readonly limits: BatchQueueLimits & Required<BatchQueueBounds>,
    private readonly family: SlipFamily<Request, Refusal>,
  ) {
    const dependsOnBatch = family.dependsOnBatch ?? (() => false)
    this.slips = new BatchQueue(async (requests) => family.placeBatch(batchDb, await this.house(), new Date(clock.now()), requests), {
      ...limits,
      // Covered, within the loss limits (or the family's own bounds) depended on the player's other slips in the batch: alone it is exact.
      retryAlone: (result) =>
        result.kind === 'uncovered' || result.kind === 'refused' || (result.kind === 'family' && dependsOnBatch(result.refusal)),
      onBatchFailed: (error, items) =>
        logger.warn({ err: error, items }, `a batch of ${family.words} bets failed; its slips are run one by one`),
    })
  }

  private house(): Promise<HouseIds> {
    this.houseIds ??= loadGameHouseIds(this.db)
    return this.houseIds
  }

  /** Places a slip: all its bets, or none (every refusal is a DomainError and moves nothing). */
  async place<Answer>(slip: SlipToPlace<Request, Refusal, Answer>): Promise<Answer> {
    const giveUpAt = performance.now() + this.limits.maxWaitMs
    do {
      let result: PlacementResult<Refusal>
      try {
        result = await this.slips.run(slip.request())
      } catch (error) {
        if ((error as { constraint?: string }).constraint === this.family.betCodeConstraint) continue
        throw error instanceof BatchQueueBusyError ? betsBusy() : error
      }
      switch (result.kind) {
        case 'placed':
          return slip.answer(result.betCodes, result.totals)
        case 'replay': {
          const earlier = replayOf(result, result.requestHash, slip.requestHash)
          return slip.answer(earlier.betCodes, earlier.totals)
        }
        case 'no-session':
          throw sessionInvalid()
        case 'family':
          throw slip.refusal(result.refusal)
        case 'refused':
          throw await protectionRefusal(this.db, result.userId, result.code, new Date(this.clock.now()))
        case 'uncovered':
          throw insufficientBalance(`Your balance does not cover the total stake of ${formatKobo(slip.totalStakeKobo)}`)
        case 'not-written':
          // A concurrent slip with the same key was being written: the next attempt answers it as a replay.
          continue
      }
    } while (performance.now() < giveUpAt)
    throw betsBusy()
  }
}
