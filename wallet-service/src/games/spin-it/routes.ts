import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { formatKobo } from '@9ja/money'
import { tokenFromRequest } from '../../accounts/session-auth.ts'
import type { AppContext } from '../../context.ts'
import { DomainError } from '../../domain-error.ts'
import { parseInput } from '../../http/errors.ts'
import { requestAmountKobo } from '../../ledger/amounts.ts'
import { idempotencyKeyFrom } from '../../ledger/idempotency.ts'
import type { GameDefinition } from '../definition.ts'
import type { GameRounds } from '../rounds.ts'
import { SPIN_IT_MIN_BET_KOBO } from './paytable.ts'
import { spinIt } from './spin-it.ts'

const LEAST_AMOUNT = 'The least amount is N100'
const spinRequest = z.object({
  betAmount: z.union([z.string(), z.number()], { error: LEAST_AMOUNT }),
})

export function spinItRoutes({ config }: AppContext, rounds: GameRounds, game: GameDefinition): FastifyPluginAsync {
  const maxBetKobo = BigInt(config.SPIN_IT_MAX_BET_NAIRA) * 100n
  return async (app) => {
    app.post('/agent/spin-multiplier', { preHandler: app.noteSessionActivity() }, async (request) => {
      const sessionToken = tokenFromRequest(request)
      if (!sessionToken) throw new DomainError('UNAUTHENTICATED', 'Please login to continue')
      const body = parseInput(spinRequest, request.body)
      const stakeKobo = requestAmountKobo(body.betAmount)
      if (stakeKobo === null || stakeKobo < SPIN_IT_MIN_BET_KOBO) throw new DomainError('BET_TOO_SMALL', LEAST_AMOUNT)
      if (stakeKobo > maxBetKobo)
        throw new DomainError('BET_TOO_LARGE', `The highest amount is ${formatKobo(maxBetKobo).replace('₦', 'N')}`)
      // The session is resolved inside the spin's first statement: one round trip fewer per spin.
      const data = await spinIt(rounds, game, {
        sessionToken,
        stakeKobo,
        clientKey: idempotencyKeyFrom(request.headers, request.body),
      })
      return { status: 200, message: 'Success', data }
    })
  }
}
