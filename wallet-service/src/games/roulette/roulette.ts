import { randomUUID } from 'node:crypto'
import { formatKobo, koboToNaira } from '@9ja/money'
import { DomainError, insufficientBalance } from '../../domain-error.ts'
import { canonicalRequestHash, replayOf } from '../../ledger/idempotency.ts'
import { InsufficientFundsError } from '../../ledger/ledger.ts'
import type { CatalogEntry } from '../definition.ts'
import type { GameRounds, StoredRound } from '../rounds.ts'
import { betReturnKobo, colourOf, drawPocket, maxReturnKobo, oddsLabel, totalStakeKobo, type Bet, type Colour } from './wheel.ts'
import { description } from '../../ledger/descriptions.ts'

export type PlacedBet = Bet & { amountKobo: bigint }
export type RouletteLimits = { minStakeKobo: bigint; maxStakeKobo: bigint; maxPayoutPerMarketKobo: bigint; maxBets: number }
export type RouletteAnswer = {
  roundId: number
  number: number
  colour: Colour
  bets: { type: Bet['type']; selection: Bet['selection']; amount: number; stake: number; odds: string; won: number }[]
  totalStake: number
  totalWon: number
}

const marketOf = (bet: Bet) => `${bet.type} ${bet.selection}`

/** Refuses a table that breaks a limit, naming the bet and the limit. */
export function checkLimits(bets: PlacedBet[], limits: RouletteLimits): void {
  if (bets.length === 0) throw new DomainError('NO_BETS', 'Place a bet first')
  if (bets.length > limits.maxBets) throw new DomainError('TOO_MANY_BETS', `At most ${limits.maxBets} bets per spin`)
  const returnByMarket = new Map<string, bigint>()
  for (const bet of bets) {
    if (bet.amountKobo < limits.minStakeKobo) {
      throw new DomainError('STAKE_TOO_SMALL', `The least stake is ${formatKobo(limits.minStakeKobo)} (${marketOf(bet)})`)
    }
    if (bet.amountKobo > limits.maxStakeKobo) {
      throw new DomainError('STAKE_TOO_LARGE', `The highest stake is ${formatKobo(limits.maxStakeKobo)} (${marketOf(bet)})`)
    }
    const market = marketOf(bet)
    const total = (returnByMarket.get(market) ?? 0n) + maxReturnKobo(bet, bet.amountKobo)
    if (total > limits.maxPayoutPerMarketKobo) {
      throw new DomainError('MARKET_PAYOUT_LIMIT', `The highest payout on ${market} is ${formatKobo(limits.maxPayoutPerMarketKobo)}`)
    }
    returnByMarket.set(market, total)
  }
}

/** One spin of the table: every bet settled in one ledger entry (total stake out, total return in). */
export async function spinRoulette(
  rounds: GameRounds,
  game: CatalogEntry,
  input: { userId: string; bets: PlacedBet[]; clientKey: string | null; limits: RouletteLimits },
): Promise<RouletteAnswer> {
  checkLimits(input.bets, input.limits)
  const inputs = { bets: input.bets.map((bet) => ({ type: bet.type, selection: bet.selection, amount: koboToNaira(bet.amountKobo) })) }
  const request = { player: { userId: input.userId }, game: game.slug, clientKey: input.clientKey ?? randomUUID(), withFreeRound: false }
  return rounds.untilSettled(async (): Promise<RouletteAnswer | null> => {
    const start = await rounds.start(request)
    const { idempotencyKey } = start
    if (start.kind === 'replay') return answerFromRound(sameRequest(start.round, inputs))
    const pocket = drawPocket(start.seed)
    const settledBets = input.bets.map((bet) => {
      const stakeKobo = totalStakeKobo(bet, bet.amountKobo)
      const wonKobo = betReturnKobo(bet, bet.amountKobo, pocket)
      return {
        type: bet.type,
        selection: bet.selection,
        amount: koboToNaira(bet.amountKobo),
        stake: koboToNaira(stakeKobo),
        odds: oddsLabel(bet),
        won: koboToNaira(wonKobo),
        stakeKobo,
        wonKobo,
      }
    })
    const stakeKobo = settledBets.reduce((sum, bet) => sum + bet.stakeKobo, 0n)
    const payoutKobo = settledBets.reduce((sum, bet) => sum + bet.wonKobo, 0n)
    const bets = settledBets.map(({ stakeKobo: _s, wonKobo: _w, ...bet }) => bet)
    const outcome = { number: pocket, colour: colourOf(pocket), bets }
    let roundId: number | null
    try {
      roundId = await rounds.settle({
        userId: input.userId,
        game: game.slug,
        seed: start.seed,
        inputs,
        outcome,
        stakeKobo,
        payoutKobo,
        idempotencyKey,
        entryKind: `game:${game.slug}`,
        description: description(payoutKobo > 0n ? 'rouletteSpinWon' : 'rouletteSpin', {
          game: game.title,
          stake: formatKobo(stakeKobo),
          pocket: String(pocket),
          won: formatKobo(payoutKobo),
        }),
      })
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw insufficientBalance()
      throw error
    }
    if (roundId !== null) {
      return { roundId, ...outcome, totalStake: koboToNaira(stakeKobo), totalWon: koboToNaira(payoutKobo) }
    }
    const settled = await rounds.findByKey(idempotencyKey)
    return settled ? answerFromRound(sameRequest(settled, inputs)) : null
  })
}

/** The round a key already settled, if it was the same table of bets (see replayOf). */
function sameRequest(round: StoredRound, inputs: unknown): StoredRound {
  return replayOf(round, canonicalRequestHash(round.inputs), canonicalRequestHash(inputs))
}

function answerFromRound(round: StoredRound): RouletteAnswer {
  const outcome = round.outcome as Omit<RouletteAnswer, 'roundId' | 'totalStake' | 'totalWon'>
  return {
    roundId: Number(round.id),
    ...outcome,
    totalStake: Number(round.stake_kobo) / 100,
    totalWon: Number(round.payout_kobo) / 100,
  }
}
