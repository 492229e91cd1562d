import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { koboToNaira } from '@9ja/money'
import { parseInput } from '../http/errors.ts'
import { requestAmountKobo } from '../ledger/amounts.ts'
import { idempotencyKeyFrom } from '../ledger/idempotency.ts'
import { listBanks } from './banks.ts'
import { createBankDepositIntent, createCardDeposit, MIN_DEPOSIT_KOBO, parseDepositAmount } from './deposits.ts'
import type { PaymentsContext } from './payments-context.ts'
import { SandboxBank } from './providers/sandbox.ts'
import { sandboxRoutes } from './sandbox-routes.ts'
import { receiveBankWebhook, receiveStripeWebhook } from './webhooks.ts'
import { enquireWithdrawalAccount, requestWithdrawal } from './withdrawals.ts'

const amountField = z.union([z.string(), z.number()]).optional()
const fundInput = z.object({ amount: amountField })
const accountInput = z.object({
  bankCode: z.string().trim().default(''),
  accountNumber: z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .default(''),
})
const withdrawInput = accountInput.extend({ amount: amountField })

/**
 * Money in and out: spec section 7's fund-wallet, get-banks and withdraw-fund, card deposits,
 * provider webhooks and the sandbox bank (never in production).
 */
export function paymentsRoutes(ctx: PaymentsContext): FastifyPluginAsync {
  return async (server) => {
    server.post('/agent/fund-wallet', { preHandler: server.requireSession() }, async (request, reply) => {
      const user = request.user
      const amountKobo = parseDepositAmount(requestAmountKobo(parseInput(fundInput, request.body).amount))
      const answer = await createBankDepositIntent(ctx, user, amountKobo, idempotencyKeyFrom(request.headers, request.body))
      return reply.status(answer.status).send(answer.body)
    })

    server.post('/payments/card-deposits', { preHandler: server.requireSession() }, async (request, reply) => {
      const user = request.user
      const amountKobo = parseDepositAmount(requestAmountKobo(parseInput(fundInput, request.body).amount))
      const answer = await createCardDeposit(ctx, user, amountKobo, idempotencyKeyFrom(request.headers, request.body))
      return reply.status(answer.status).send(answer.body)
    })

    // Public: the form shows these before anyone types an amount.
    server.get('/payments/limits', async () => ({
      status: 200,
      data: {
        minWithdrawal: ctx.config.WITHDRAWAL_MIN_NAIRA,
        maxWithdrawalPerDay: ctx.config.WITHDRAWAL_DAILY_LIMIT_NAIRA,
        minDeposit: koboToNaira(MIN_DEPOSIT_KOBO),
        unverifiedDepositPerDay: ctx.config.KYC_UNVERIFIED_DEPOSIT_DAILY_NAIRA,
      },
    }))

    server.post('/agent/get-banks', { preHandler: server.requireSession() }, async () => {
      return { status: 200, data: await listBanks(ctx.pool) }
    })

    server.post('/agent/withdraw-fund', { preHandler: server.requireSession() }, async (request, reply) => {
      const user = request.user
      const input = parseInput(withdrawInput, request.body)
      const answer = await requestWithdrawal(
        ctx,
        user,
        { amountKobo: requestAmountKobo(input.amount), bankCode: input.bankCode, accountNumber: input.accountNumber },
        idempotencyKeyFrom(request.headers, request.body),
      )
      return reply.status(answer.status).send(answer.body)
    })

    // The account a withdrawal would go to, named by the bank, for the player to see before confirming.
    server.post('/agent/withdrawal-account', { preHandler: server.requireSession() }, async (request) => {
      return { status: 200, data: await enquireWithdrawalAccount(ctx, request.user, parseInput(accountInput, request.body)) }
    })

    await server.register(webhookRoutes(ctx))
    if (ctx.bank instanceof SandboxBank && ctx.config.NODE_ENV !== 'production') {
      await server.register(sandboxRoutes(ctx, ctx.bank))
    }
  }
}

/** Webhooks need the raw body for their signatures, so this scope reads JSON as a string. */
function webhookRoutes(ctx: PaymentsContext): FastifyPluginAsync {
  return async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body))
    const provider = z.object({ provider: z.enum(['sandbox', 'paystack', 'stripe']) })
    scope.post('/payments/webhooks/:provider', async (request, reply) => {
      const { provider: name } = parseInput(provider, request.params)
      const rawBody = typeof request.body === 'string' ? request.body : ''
      const outcome =
        name === 'stripe'
          ? await receiveStripeWebhook(ctx, rawBody, request.headers)
          : await receiveBankWebhook(ctx, name, rawBody, request.headers)
      if (outcome.httpStatus !== 200) request.log.warn({ provider: name, result: outcome.result }, 'webhook refused')
      return reply.status(outcome.httpStatus).send({ status: outcome.httpStatus, result: outcome.result })
    })
  }
}
