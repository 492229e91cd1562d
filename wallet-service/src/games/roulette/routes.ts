import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { DomainError } from '../../domain-error.ts'
import { parseInput } from '../../http/errors.ts'
import { requestAmountKobo } from '../../ledger/amounts.ts'
import { idempotencyKeyFrom } from '../../ledger/idempotency.ts'
import type { GameDefinition } from '../definition.ts'
import type { GameRounds } from '../rounds.ts'
import { spinRoulette, type PlacedBet } from './roulette.ts'
import { SECTORS, type SectorName } from './wheel.ts'

const amount = z.union([z.string(), z.number()], { error: 'Enter a stake for every bet' })
const betSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('straight'), selection: z.coerce.number().int().min(0).max(36), amount }),
    z.object({ type: z.literal('colour'), selection: z.enum(['red', 'black']), amount }),
    z.object({ type: z.literal('parity'), selection: z.enum(['odd', 'even']), amount }),
    z.object({ type: z.literal('range'), selection: z.enum(['low', 'high']), amount }),
    z.object({ type: z.literal('dozen'), selection: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(3)])), amount }),
    z.object({ type: z.literal('sector'), selection: z.enum(Object.keys(SECTORS) as [SectorName, ...SectorName[]]), amount }),
  ],
  { error: 'Unknown bet type' },
)
const spinRequest = z.object({ bets: z.array(betSchema, { error: 'Place a bet first' }) })

export function rouletteRoutes({ config }: AppContext, rounds: GameRounds, game: GameDefinition): FastifyPluginAsync {
  const limits = {
    minStakeKobo: BigInt(config.ROULETTE_MIN_STAKE_NAIRA) * 100n,
    maxStakeKobo: BigInt(config.ROULETTE_MAX_STAKE_NAIRA) * 100n,
    maxPayoutPerMarketKobo: BigInt(config.ROULETTE_MAX_PAYOUT_PER_MARKET_NAIRA) * 100n,
    maxBets: config.ROULETTE_MAX_BETS_PER_SPIN,
  }
  return async (app) => {
    app.post('/games/roulette/spin', { preHandler: app.requireSession() }, async (request) => {
      const user = request.user
      const body = parseInput(spinRequest, request.body)
      const bets: PlacedBet[] = body.bets.map(({ amount: raw, ...bet }) => {
        const amountKobo = requestAmountKobo(raw)
        if (amountKobo === null || amountKobo <= 0n) throw new DomainError('INVALID_INPUT', 'Enter a stake for every bet')
        return { ...bet, amountKobo } as PlacedBet
      })
      const data = await spinRoulette(rounds, game, {
        userId: user.userId,
        bets,
        clientKey: idempotencyKeyFrom(request.headers, request.body),
        limits,
      })
      return { status: 200, message: 'Success', data }
    })
  }
}
