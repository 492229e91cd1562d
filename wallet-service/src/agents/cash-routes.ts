import { z } from 'zod'
import { parseInput } from '../http/errors.ts'
import { requestAmountKobo } from '../ledger/amounts.ts'
import { idempotencyKeyFrom } from '../ledger/idempotency.ts'
import type { PaymentsContext } from '../payments/payments-context.ts'
import type { RoutesAndLoops } from '../service-loops.ts'
import { customerPhoneNumber, findCustomer } from './cash-customers.ts'
import { cashIn } from './cash-in.ts'
import { CASH_MESSAGES } from './cash-messages.ts'
import { cashOutReleaseLoop } from './cash-out-release.ts'
import { payCashOut, requestCashOut } from './cash-out.ts'
import { DEVELOPMENT_CASH_OUT_CODE_KEY } from './cash-settings.ts'

const amountField = z.union([z.string(), z.number()]).optional()
const phoneField = z
  .string({ error: CASH_MESSAGES.invalidPhone })
  .trim()
  .min(1, CASH_MESSAGES.invalidPhone)
  .max(40, CASH_MESSAGES.invalidPhone)
const customerInput = z.object({ phoneNumber: phoneField })
const cashInInput = z.object({ phoneNumber: phoneField, amount: amountField })
const cashOutRequestInput = z.object({ amount: amountField })
const cashOutInput = z.object({
  reference: z
    .string({ error: CASH_MESSAGES.invalidReference })
    .trim()
    .min(1, CASH_MESSAGES.invalidReference)
    .max(40, CASH_MESSAGES.invalidReference),
  code: z
    .union([z.string(), z.number()], { error: CASH_MESSAGES.invalidCode })
    .transform((code) => String(code).trim())
    .pipe(z.string().regex(/^\d{6}$/, CASH_MESSAGES.invalidCode)),
})

/**
 * Agents' cash for walk-in customers (issue 24): the customer's masked name before a cash-in, the
 * cash-in from the float, a player's cash-out request (any logged-in player) and its payout by an agent;
 * the loop that releases expired cash-outs' holds.
 */
export function agentCashRoutes(ctx: PaymentsContext): RoutesAndLoops {
  const codeKey = ctx.config.AGENT_CASH_OUT_CODE_KEY
  // The development key makes codes anyone can compute from a reference.
  if (ctx.config.NODE_ENV === 'production' && (codeKey === DEVELOPMENT_CASH_OUT_CODE_KEY || codeKey.length < 32)) {
    throw new Error('wallet-service: AGENT_CASH_OUT_CODE_KEY (at least 32 characters, not the development key) is required in production')
  }
  return {
    routes: async (server) => {
      server.post('/agent/float/customer', { preHandler: server.requireAgent() }, async (request) => {
        const { phoneNumber } = parseInput(customerInput, request.body)
        const customer = await findCustomer(ctx.pool, request.user, customerPhoneNumber(phoneNumber))
        return { status: 200, data: { phoneNumber: customer.phoneNumber, customer: customer.maskedName } }
      })

      server.post('/agent/float/cash-in', { preHandler: server.requireAgent() }, async (request) => {
        const input = parseInput(cashInInput, request.body)
        const done = await cashIn(
          ctx,
          request.user,
          { phoneNumber: input.phoneNumber, amountKobo: requestAmountKobo(input.amount) },
          idempotencyKeyFrom(request.headers, request.body),
        )
        return { status: 200, message: CASH_MESSAGES.cashedIn(done.amount, done.customer), data: done }
      })

      server.post('/agent/cash-out/request', { preHandler: server.requireSession() }, async (request) => {
        const input = parseInput(cashOutRequestInput, request.body)
        const requested = await requestCashOut(
          ctx,
          request.user,
          requestAmountKobo(input.amount),
          idempotencyKeyFrom(request.headers, request.body),
        )
        return { status: 200, message: CASH_MESSAGES.cashOutRequested(ctx.config.AGENT_CASH_OUT_CODE_MINUTES), data: requested }
      })

      server.post('/agent/float/cash-out', { preHandler: server.requireAgent() }, async (request) => {
        const paid = await payCashOut(ctx, request.user, parseInput(cashOutInput, request.body))
        return { status: 200, message: CASH_MESSAGES.paidOut(paid.amount, paid.customer), data: paid }
      })
    },
    loops: [cashOutReleaseLoop(ctx)],
  }
}
