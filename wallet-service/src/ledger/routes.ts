import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../context.ts'
import { requireUser } from '../accounts/session-auth.ts'
import { parseInput } from '../http/errors.ts'
import { walletHistory } from './history.ts'
import { koboToNaira } from '@9ja/money'
import { walletBalanceKobo } from './ledger.ts'

const historyInput = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
})

/** Spec section 7: the wallet's balance and its transaction history (the path is spelled as the spec spells it). */
export function ledgerRoutes({ pool }: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.post('/agent/wallet-balance', async (request) => {
      const user = await requireUser(pool, request)
      return { status: 200, balance: koboToNaira(await walletBalanceKobo(pool, user.userId)) }
    })

    app.post('/agent/trasaction-history', async (request) => {
      const user = await requireUser(pool, request)
      const { page, pageSize } = parseInput(historyInput, request.body)
      return { status: 200, ...(await walletHistory(pool, user.userId, page, pageSize)) }
    })
  }
}
