import { formatKobo } from '@9ja/money'
import { sessionInvalid } from '../../accounts/session-auth.ts'
import type { AppContext } from '../../context.ts'
import { BatchQueue, BatchQueueBusyError } from '../../db/batch-queue.ts'
import type { Queryable } from '../../db/queryable.ts'
import { DomainError, insufficientBalance } from '../../domain-error.ts'
import { replayOf } from '../../ledger/idempotency.ts'
import { protectionRefusal } from '../../protection/refusals.ts'
import { loadGameHouseIds, type HouseIds } from '../house.ts'
import { slipBatchLimits } from './bet-settings.ts'
import { placeScheduledSlips, type PlacementResult, type ScheduledPlacement, type ScheduledSlip, type SlipTotals } from './place-bets.ts'

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
  private readonly maxWaitMs: number
  private houseIds: Promise<HouseIds> | null = null

  /** Batches `family`'s slips (slipBatchLimits) into its statements on `batchDb`; the context's pool reads the house and the refusals. */
  constructor(
    private readonly context: Pick<AppContext, 'config' | 'pool' | 'logger' | 'clock'>,
    batchDb: Queryable,
    private readonly family: ScheduledPlacement<Request, Refusal>,
  ) {
    const limits = slipBatchLimits(context.config)
    const dependsOnBatch = family.dependsOnBatch ?? (() => false)
    this.maxWaitMs = limits.maxWaitMs
    this.slips = new BatchQueue(
      async (requests) => placeScheduledSlips(batchDb, family, await this.house(), new Date(context.clock.now()), requests),
      {
        ...limits,
        // The placement statement's fixed cost (its plan's many nodes, its triggers, the commit) is well above a slip's own: batches as large as the load allows.
        overlapOnlyWhenFull: true,
        // Covered, within the loss limits (or the family's own bounds) depended on the player's other slips in the batch: alone it is exact.
        retryAlone: (result) =>
          result.kind === 'uncovered' || result.kind === 'refused' || (result.kind === 'family' && dependsOnBatch(result.refusal)),
        onBatchFailed: (error, items) =>
          context.logger.warn({ err: error, items }, `a batch of ${family.entryKind} slips failed; its slips are run one by one`),
      },
    )
  }

  private house(): Promise<HouseIds> {
    this.houseIds ??= loadGameHouseIds(this.context.pool)
    return this.houseIds
  }

  /** Places a slip: all its bets, or none (every refusal is a DomainError and moves nothing). */
  async place<Answer>(slip: SlipToPlace<Request, Refusal, Answer>): Promise<Answer> {
    const giveUpAt = performance.now() + this.maxWaitMs
    do {
      let result: PlacementResult<Refusal>
      try {
        result = await this.slips.run(slip.request())
      } catch (error) {
        // A new bet code was taken already (the bets table's unique constraint on codes): the next attempt draws fresh ones.
        if ((error as { constraint?: string }).constraint === `${this.family.table}_code_key`) continue
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
          throw await protectionRefusal(this.context.pool, result.userId, result.code, new Date(this.context.clock.now()))
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
