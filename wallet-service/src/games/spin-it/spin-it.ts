import { randomUUID } from 'node:crypto'
import { formatKobo, koboToNaira } from '@9ja/money'
import { insufficientBalance } from '../../domain-error.ts'
import { description, type Description } from '../../ledger/descriptions.ts'
import { replayOf, requestHash } from '../../ledger/idempotency.ts'
import { InsufficientFundsError } from '../../ledger/ledger.ts'
import type { CatalogEntry } from '../definition.ts'
import type { GameRounds, StoredRound } from '../rounds.ts'
import { spinOutcome } from './paytable.ts'

export type SpinItAnswer = { index: number; result: string; amountWon: number; freeSpin: boolean; roundId: number }

/**
 * One Spin It spin for the player of a session: two statements on the hot path (session and
 * nonce, then the settlement), each shared with concurrent rounds. A held free spin is consumed
 * first and costs nothing; its stake is the one it was won with.
 */
export async function spinIt(
  rounds: GameRounds,
  game: CatalogEntry,
  input: { sessionToken: string; stakeKobo: bigint; clientKey: string | null },
): Promise<SpinItAnswer> {
  const request = {
    player: { sessionToken: input.sessionToken },
    game: game.slug,
    clientKey: input.clientKey ?? randomUUID(),
    withFreeRound: true,
  }
  return rounds.untilSettled(async (): Promise<SpinItAnswer | null> => {
    const start = await rounds.start(request)
    const { userId, idempotencyKey } = start
    if (start.kind === 'replay') return answerFromRound(sameRequest(start.round, input.stakeKobo))
    const stakeKobo = start.freeRound?.stakeKobo ?? input.stakeKobo
    const outcome = spinOutcome(start.seed, stakeKobo)
    const inputs = { betAmount: koboToNaira(input.stakeKobo), stake: koboToNaira(stakeKobo), freeSpin: start.freeRound !== null }
    const roundOutcome = { index: outcome.index, result: outcome.result }
    let roundId: number | null
    try {
      roundId = await rounds.settle({
        userId,
        game: game.slug,
        seed: start.seed,
        inputs,
        outcome: roundOutcome,
        stakeKobo: start.freeRound ? 0n : stakeKobo,
        payoutKobo: outcome.payoutKobo,
        idempotencyKey,
        entryKind: `game:${game.slug}`,
        description: describe(game, stakeKobo, outcome.payoutKobo, start.freeRound !== null),
        ...(start.freeRound ? { consumesFreeRoundId: start.freeRound.id } : {}),
        ...(outcome.grantsFreeSpin ? { grantsFreeRoundKobo: stakeKobo } : {}),
      })
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw insufficientBalance()
      throw error
    }
    if (roundId !== null) {
      return {
        index: outcome.index,
        result: outcome.result,
        amountWon: koboToNaira(outcome.payoutKobo),
        freeSpin: start.freeRound !== null,
        roundId,
      }
    }
    // Nothing written: a concurrent retry of this request settled it, or took the free spin.
    const settled = await rounds.findByKey(idempotencyKey)
    return settled ? answerFromRound(sameRequest(settled, input.stakeKobo)) : null
  })
}

/** The round a key already settled, if it was the same bet (see replayOf). */
function sameRequest(round: StoredRound, stakeKobo: bigint): StoredRound {
  const betAmount = (round.inputs as { betAmount?: number }).betAmount
  return replayOf(round, requestHash({ betAmount }), requestHash({ betAmount: koboToNaira(stakeKobo) }))
}

function answerFromRound(round: StoredRound): SpinItAnswer {
  const outcome = round.outcome as { index: number; result: string }
  return {
    index: outcome.index,
    result: outcome.result,
    amountWon: Number(round.payout_kobo) / 100,
    freeSpin: round.free_round,
    roundId: Number(round.id),
  }
}

function describe(game: CatalogEntry, stakeKobo: bigint, payoutKobo: bigint, freeSpin: boolean): Description {
  const params = { game: game.title, stake: formatKobo(stakeKobo), won: formatKobo(payoutKobo) }
  if (freeSpin) return description(payoutKobo > 0n ? 'spinFreeWon' : 'spinFree', params)
  return description(payoutKobo > 0n ? 'spinStakeWon' : 'spinStake', params)
}
