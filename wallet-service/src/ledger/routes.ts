import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { koboToNaira } from '@9ja/money'
import type { AppContext } from '../context.ts'
import { parseInput } from '../http/errors.ts'
import { HISTORY_FILTERS, walletHistory } from './history.ts'
import { walletBalanceKobo } from './ledger.ts'

const historyInput = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  filter: z.enum(HISTORY_FILTERS).default('all'),
})

/** Spec section 7: the wallet's balance and its transaction history (the path is spelled as the spec spells it). */
export function ledgerRoutes({ pool }: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.post('/agent/wallet-balance', { preHandler: app.requireSession() }, async (request) => {
      const user = request.user
      return { status: 200, balance: koboToNaira(await walletBalanceKobo(pool, user.userId)) }
    })

    app.post('/agent/trasaction-history', { preHandler: app.requireSession() }, async (request) => {
      const user = request.user
      const { page, pageSize, filter } = parseInput(historyInput, request.body)
      return { status: 200, ...(await walletHistory(pool, user.userId, page, pageSize, filter)) }
    })
  }
}
