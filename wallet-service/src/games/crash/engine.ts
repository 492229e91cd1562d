import { randomUUID } from 'node:crypto'
import type { Logger } from 'pino'
import { formatMultiplier, multiplierX100At } from '@9ja/fairness/node'
import { crashChannel, MAX_LIST_PER_EVENT, type CrashEvent, type PublicBet } from '@9ja/live'
import type { EventBus } from '@9ja/live/node'
import { formatKobo, koboToNaira } from '@9ja/money'
import { sessionInvalid } from '../../accounts/session-auth.ts'
import { BatchQueue, BatchQueueBusyError, type BatchQueueBounds, type BatchQueueLimits } from '../../db/batch-queue.ts'
import type { Queryable } from '../../db/queryable.ts'
import { DomainError, insufficientBalance } from '../../domain-error.ts'
import { replayOf, requestHash } from '../../ledger/idempotency.ts'
import { InsufficientFundsError } from '../../ledger/ledger.ts'
import { protectionRefusal } from '../../protection/refusals.ts'
import type { Clock } from '../../time/clock.ts'
import { loadGameHouseIds } from '../house.ts'
import { gameBusy } from '../rounds.ts'
import type { CrashGameDefinition } from './definition-type.ts'
import { exitOf, MAX_STORED_X100, type Exit } from './judge.ts'
import { maskedName, x100ToMultiplier } from './public.ts'
import type { CrashGameSettings } from './game-settings.ts'
import { description } from '../../ledger/descriptions.ts'
import {
  findPlayerBet,
  lookupCashOuts,
  placeBets,
  settleCashOuts,
  voidBet,
  type BetForCashOut,
  type BetRequest,
  type BetResult,
  type CashOutLookup,
  type CashOutLookupRequest,
  type CashOutSettlement,
  type HouseIds,
  type RoundTotals,
} from './store.ts'

export type CrashGame = CrashGameDefinition & { settings: CrashGameSettings }

export type PlaceBetInput = {
  sessionToken: string
  game: CrashGame
  stakeKobo: bigint
  /** The player's auto cash-out target in hundredths, already checked against the game's bounds. */
  autoX100: number | null
  slot: number | null
  clientKey: string | null
}

const roundEnded = () => new DomainError('ROUND_ENDED', 'The round has ended')

/** A bet's effective auto cash-out: the player's target, lowered to where its win reaches the game's max win per bet. */
export function effectiveAutoCashOut(stakeKobo: bigint, targetX100: number | null, maxWinPerBetNaira: number) {
  const exact = (BigInt(maxWinPerBetNaira) * 100n * 100n) / stakeKobo
  // Bounded so it fits the column: a bet that high up pays less than its max win, never more.
  const maxWinX100 = Number(exact < MAX_STORED_X100 ? exact : MAX_STORED_X100)
  if (targetX100 !== null && targetX100 <= maxWinX100) return { autoX100: targetX100, autoReason: 'auto' as const }
  return { autoX100: maxWinX100, autoReason: 'max-win' as const }
}

function refuseWhenBusy(error: unknown): never {
  throw error instanceof BatchQueueBusyError ? gameBusy() : error
}

/**
 * Bets, cash-outs and cancels of every crash game, and the events they publish (after commit).
 * Any process can answer them: a cash-out is judged by this process's clock against the round's
 * committed start and crash point, never against the runner's memory, so it works while the runner
 * is being replaced.
 */
export class CrashEngine {
  private readonly bets: BatchQueue<BetRequest, BetResult>
  private readonly lookups: BatchQueue<CashOutLookupRequest, CashOutLookup>
  private readonly cashOuts: BatchQueue<CashOutSettlement, boolean>
  private houseIds: Promise<HouseIds> | null = null

  constructor(
    private readonly db: Queryable,
    private readonly batchDb: Queryable,
    private readonly events: EventBus,
    private readonly logger: Logger,
    readonly clock: Clock,
    private readonly limits: BatchQueueLimits & Required<BatchQueueBounds>,
    private readonly games: readonly CrashGame[],
  ) {
    const onBatchFailed = (statement: string) => (error: unknown, items: number) =>
      logger.warn({ err: error, items }, `a batch of crash ${statement} failed; its items are run one by one`)
    this.bets = new BatchQueue(
      async (requests) => {
        const results = await placeBets(batchDb, (await this.house()).betsInPlay, new Date(clock.now()), requests)
        this.publishPlaced(requests, results)
        return results
      },
      {
        ...limits,
        // Answers that depended on the other bets in the batch (the player's stakes and slots, the round's stakes): alone it is exact.
        retryAlone: (result) =>
          result.kind === 'uncovered' || result.kind === 'refused' || result.kind === 'slots-full' || result.kind === 'round-full',
        onBatchFailed: onBatchFailed('bets'),
      },
    )
    this.lookups = new BatchQueue((requests) => lookupCashOuts(batchDb, requests, new Date(clock.now())), {
      ...limits,
      onBatchFailed: onBatchFailed('lookups'),
    })
    this.cashOuts = new BatchQueue(async (settlements) => this.settleCashOuts(settlements), {
      ...limits,
      onBatchFailed: onBatchFailed('cash-outs'),
    })
  }

  game(slug: string): CrashGame | undefined {
    return this.games.find((game) => game.slug === slug)
  }

  house(): Promise<HouseIds> {
    this.houseIds ??= loadGameHouseIds(this.db)
    return this.houseIds
  }

  /** Publishes one event on the game's channel; the state is already committed, so a failed publish is only logged. */
  async publish(event: CrashEvent): Promise<void> {
    try {
      await this.events.publish(crashChannel(event.game), JSON.stringify(event))
    } catch (error) {
      this.logger.warn({ err: error, type: event.type, game: event.game }, 'a crash event could not be published')
    }
  }

  /** Publishes cash-outs of one round, in chunks that fit one message. */
  publishCashOuts(game: string, roundId: number, paid: { betId: number; exit: Exit }[]): void {
    for (let at = 0; at < paid.length; at += MAX_LIST_PER_EVENT) {
      void this.publish({
        type: 'cashed-out',
        game,
        roundId,
        at: new Date(this.clock.now()).toISOString(),
        cashouts: paid.slice(at, at + MAX_LIST_PER_EVENT).map(({ betId, exit }) => ({
          betId,
          multiplier: x100ToMultiplier(exit.x100),
          win: koboToNaira(exit.payoutKobo),
          reason: exit.reason,
        })),
      })
    }
  }

  /** One bets-placed event per game and round of a batch statement (with the round's totals after it), in chunks that fit one message. */
  private publishPlaced(requests: BetRequest[], results: BetResult[]): void {
    const byRound = new Map<string, { game: string; roundId: number; totals: RoundTotals; bets: PublicBet[] }>()
    results.forEach((result, index) => {
      if (result.kind !== 'placed') return
      const request = requests[index]!
      const key = `${request.game}:${result.roundId}`
      let group = byRound.get(key)
      if (!group) byRound.set(key, (group = { game: request.game, roundId: result.roundId, totals: result.roundTotals, bets: [] }))
      group.bets.push({
        betId: result.betId,
        player: maskedName(result.fullName),
        amount: koboToNaira(request.stakeKobo),
        autoCashOut: request.targetX100 === null ? null : x100ToMultiplier(request.targetX100),
        cashedOutAt: null,
        win: null,
      })
    })
    const at = new Date(this.clock.now()).toISOString()
    for (const { game, roundId, totals, bets } of byRound.values()) {
      for (let from = 0; from < bets.length; from += MAX_LIST_PER_EVENT) {
        void this.publish({
          type: 'bets-placed',
          game,
          roundId,
          at,
          bets: bets.slice(from, from + MAX_LIST_PER_EVENT),
          ...liveTotals(totals),
        })
      }
    }
  }

  /** Places a bet in the game's round now taking bets. */
  async placeBet(input: PlaceBetInput): Promise<{ betId: number; roundId: number; slot: number }> {
    const { game, stakeKobo } = input
    const auto = effectiveAutoCashOut(stakeKobo, input.autoX100, game.settings.maxWinPerBet)
    const hash = requestHash({ game: game.slug, stakeKobo: stakeKobo.toString(), autoX100: input.autoX100, slot: input.slot })
    const request: BetRequest = {
      sessionToken: input.sessionToken,
      game: game.slug,
      stakeKobo,
      autoX100: auto.autoX100,
      autoReason: auto.autoReason,
      targetX100: input.autoX100,
      slot: input.slot,
      clientKey: input.clientKey ?? randomUUID(),
      requestHash: hash,
      description: description('crashBet', { game: game.title, stake: formatKobo(stakeKobo) }),
    }
    const giveUpAt = performance.now() + this.limits.maxWaitMs
    do {
      const result = await this.bets.run(request).catch(refuseWhenBusy)
      switch (result.kind) {
        case 'placed':
          return { betId: result.betId, roundId: result.roundId, slot: result.slot }
        case 'replay': {
          const { betId, roundId, slot } = replayOf(result, result.requestHash, hash)
          return { betId, roundId, slot }
        }
        case 'no-session':
          throw sessionInvalid()
        case 'not-running':
          throw new DomainError('GAME_NOT_RUNNING', 'The game is starting. Please try again in a moment.', { retryable: true })
        case 'closed':
          throw new DomainError('BETS_CLOSED', 'Bets are closed for this round. Your bet goes in the next round.')
        case 'slots-full':
          throw new DomainError('BET_SLOTS_FULL', 'You already have two bets in this round')
        case 'refused':
          throw await protectionRefusal(this.db, result.userId, result.code, new Date(this.clock.now()))
        case 'uncovered':
          throw insufficientBalance()
        case 'round-full':
          throw new DomainError('ROUND_FULL', `This round is full: bets are closed at ${formatKobo(result.stakesLimitKobo)} of stakes`)
        case 'not-written':
          // A concurrent bet of the player took the slot or the key: the next attempt sees it.
          continue
      }
    } while (performance.now() < giveUpAt)
    throw gameBusy()
  }

  /** Cashes a bet out at the multiplier the flight had reached when the request was received (`receivedAtMs`). */
  async cashOut(sessionToken: string, betId: number, receivedAtMs: number): Promise<{ multiplier: number; amountWon: number }> {
    const found = await this.lookups.run({ sessionToken, betId }).catch(refuseWhenBusy)
    if (found.kind === 'no-session') throw sessionInvalid()
    if (found.kind === 'not-found') throw betNotFound()
    const bet = found.bet
    if (bet.status !== 'open') throw settledRefusal(bet)
    if (bet.startedAtMs === null || receivedAtMs < bet.startedAtMs) {
      throw new DomainError('ROUND_NOT_STARTED', 'The round has not started yet')
    }
    const reached = multiplierX100At(receivedAtMs - bet.startedAtMs, bet.growthPerMs)
    // Too late for the player; an auto cash-out or the round cap below the crash is still owed.
    const exit = reached < bet.crashX100 ? exitOf(bet, reached, bet.capX100, true) : exitOf(bet, bet.crashX100 - 1, bet.capX100, false)
    if (!exit) throw roundEnded()
    const paid = await this.cashOuts.run(this.cashOutSettlement(bet, exit)).catch(refuseWhenBusy)
    if (!paid) {
      const now = await findPlayerBet(this.db, bet.userId, bet.betId)
      throw now && now.status !== 'open' ? settledRefusal(now) : roundEnded()
    }
    this.publishCashOuts(bet.game, bet.roundId, [{ betId: bet.betId, exit }])
    if (exit.reason !== 'player') throw settledRefusal({ ...bet, status: 'cashed-out', cashedX100: exit.x100, payoutKobo: exit.payoutKobo })
    return { multiplier: x100ToMultiplier(exit.x100), amountWon: koboToNaira(exit.payoutKobo) }
  }

  /** The ledger line of a cash-out: "Jet Crash: cashed out at 2.35x, won ₦235 (round 123)". */
  cashOutSettlement(bet: Pick<BetForCashOut, 'betId' | 'game' | 'roundId'>, exit: Exit): CashOutSettlement {
    const title = this.game(bet.game)?.title ?? bet.game
    return {
      betId: bet.betId,
      x100: exit.x100,
      payoutKobo: exit.payoutKobo,
      reason: exit.reason,
      description: description('crashCashedOut', {
        game: title,
        multiplier: formatMultiplier(exit.x100),
        won: formatKobo(exit.payoutKobo),
        round: String(bet.roundId),
      }),
    }
  }

  /** Pays cash-outs in one statement (see SETTLE_CASH_OUTS_SQL): true for each bet paid by it. */
  async settleCashOuts(settlements: CashOutSettlement[]): Promise<boolean[]> {
    return settleCashOuts(this.batchDb, await this.house(), settlements, new Date(this.clock.now()))
  }

  /** Cancels a bet of the player while its round takes bets: the stake goes back to the wallet. */
  async cancel(userId: string, betId: number): Promise<{ betId: number; refunded: number }> {
    const bet = await findPlayerBet(this.db, userId, betId)
    if (!bet) throw betNotFound()
    const answer = { betId, refunded: koboToNaira(bet.stakeKobo) }
    if (bet.status === 'void') return answer
    const title = this.game(bet.game)?.title ?? bet.game
    const cancelled = description('crashBetCancelled', { game: title, stake: formatKobo(bet.stakeKobo), round: String(bet.roundId) })
    let totals: RoundTotals | null
    try {
      totals = await voidBet(this.db, await this.house(), { betId, userId }, new Date(this.clock.now()), cancelled)
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw insufficientBalance()
      throw error
    }
    if (!totals) {
      const now = await findPlayerBet(this.db, userId, betId)
      if (now?.status === 'void') return answer
      throw new DomainError('ROUND_STARTED', 'The round has started')
    }
    void this.publish({
      type: 'bets-cancelled',
      game: bet.game,
      roundId: bet.roundId,
      at: new Date(this.clock.now()).toISOString(),
      betIds: [betId],
      ...liveTotals(totals),
    })
    return answer
  }
}

/** A round's totals as the live events carry them. */
const liveTotals = (totals: RoundTotals) => ({
  betCount: totals.betCount,
  totalStake: koboToNaira(totals.stakedKobo),
  totalsVersion: totals.version,
})

const betNotFound = () => new DomainError('BET_NOT_FOUND', 'Bet not found')

/** The refusal for a cash-out of a bet that is no longer open. */
function settledRefusal(bet: Pick<BetForCashOut, 'status' | 'cashedX100' | 'payoutKobo'>): DomainError {
  if (bet.status === 'cashed-out') {
    return new DomainError('ALREADY_CASHED_OUT', 'This bet was already cashed out', {
      data: { multiplier: x100ToMultiplier(bet.cashedX100!), amountWon: koboToNaira(bet.payoutKobo) },
    })
  }
  return roundEnded()
}
