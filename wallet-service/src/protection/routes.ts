import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { hashToken, tokenFromRequest } from '../accounts/session-auth.ts'
import type { AppContext } from '../context.ts'
import { DomainError } from '../domain-error.ts'
import { parseInput } from '../http/errors.ts'
import { requestAmountKobo } from '../ledger/amounts.ts'
import { activityStatement, REALITY_CHECK_MINUTES, realityCheckMinutes, sessionSummary, setRealityCheckMinutes } from './activity.ts'
import { blockMessage, restrictionView } from './messages.ts'
import { protectionView } from './views.ts'
import { changeLimits, loadProtection, PERIODS, SELF_EXCLUSION_MONTHS, startBreak, TIME_OUT_DAYS, type LimitChanges } from './protection.ts'

/** The most a limit may be: far above any real stake or deposit, so a typo is refused rather than kept. */
const MAX_LIMIT_KOBO = 1_000_000_000n * 100n

const limitAmount = z.union([z.number(), z.string(), z.null()]).optional()
const periodAmounts = z.object({ day: limitAmount, week: limitAmount, month: limitAmount }).optional()
const limitsInput = z.object({ deposit: periodAmounts, loss: periodAmounts })
/** A choice among whole numbers, as a JSON number or a form's digits: never a boolean, an array or "" coerced into one. */
const oneOf = <T extends readonly number[]>(values: T, message: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d{1,3}$/)
          .transform(Number),
      ],
      { error: message },
    )
    .refine((value) => values.includes(value), { message })
const timeOutInput = z.object({ days: oneOf(TIME_OUT_DAYS, 'days must be 1, 7 or 30') })
const selfExcludeInput = z.object({ months: oneOf(SELF_EXCLUSION_MONTHS, 'months must be 6, 12 or 60') })
const statementInput = z.object({
  month: z.string({ error: 'month is required (YYYY-MM)' }).regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM'),
})
const realityCheckInput = z.object({ minutes: oneOf(REALITY_CHECK_MINUTES, 'minutes must be 15, 30 or 60').optional() })

/** A limit's amount from the request in kobo; null removes the limit. */
function limitKobo(value: string | number | null): bigint | null {
  if (value === null) return null
  const amount = requestAmountKobo(value)
  if (amount === null || amount <= 0n || amount > MAX_LIMIT_KOBO) {
    throw new DomainError('INVALID_INPUT', 'A limit must be an amount in naira above ₦0, or null to remove it.')
  }
  return amount
}

function limitChanges(input: z.infer<typeof limitsInput>): LimitChanges {
  const changes: LimitChanges = {}
  for (const kind of ['deposit', 'loss'] as const) {
    for (const period of PERIODS) {
      const value = input[kind]?.[period]
      if (value !== undefined) (changes[kind] ??= {})[period] = limitKobo(value)
    }
  }
  return changes
}

/**
 * Player protection (issue 14): limits, time-out, self-exclusion, the activity statement and the
 * reality check. Paths follow the spec's `/agent/...` naming; every call needs the session's token.
 */
export function protectionRoutes(context: AppContext): FastifyPluginAsync {
  const { pool } = context
  const clock = context.clock
  const now = () => new Date(clock.now())
  return async (app) => {
    app.post('/agent/limits', { preHandler: app.requireSession() }, async (request) => {
      const changes = limitChanges(parseInput(limitsInput, request.body))
      const changing = Object.keys(changes).length > 0
      const protection = changing
        ? await changeLimits(pool, request.user.userId, changes, now())
        : await loadProtection(pool, request.user.userId, now())
      const message = changing
        ? 'Your limits are saved. A lower limit holds at once; a higher limit or a removal takes effect 24 hours after you asked.'
        : 'Your limits'
      return { status: 200, message, data: protectionView(protection) }
    })

    app.post('/agent/time-out', { preHandler: app.requireSession() }, async (request) => {
      const { days } = parseInput(timeOutInput, request.body)
      const block = await startBreak(pool, request.user.userId, { kind: 'time-out', days }, now())
      return { status: 200, message: blockMessage(block), data: { restriction: restrictionView(block) } }
    })

    app.post('/agent/self-exclude', { preHandler: app.requireSession() }, async (request) => {
      const { months } = parseInput(selfExcludeInput, request.body)
      const block = await startBreak(pool, request.user.userId, { kind: 'self-exclusion', months }, now())
      return { status: 200, message: blockMessage(block), data: { restriction: restrictionView(block) } }
    })

    app.post('/agent/activity-statement', { preHandler: app.requireSession() }, async (request) => {
      const { month } = parseInput(statementInput, request.body)
      return { status: 200, message: 'Activity statement', data: await activityStatement(pool, request.user.userId, month) }
    })

    app.post('/agent/reality-check', { preHandler: app.requireSession() }, async (request) => {
      const { minutes } = parseInput(realityCheckInput, request.body)
      if (minutes !== undefined) await setRealityCheckMinutes(pool, request.user.userId, minutes)
      const session = await sessionSummary(pool, hashToken(tokenFromRequest(request)!))
      return {
        status: 200,
        message: minutes === undefined ? 'Reality check' : `You will be shown your play every ${minutes} minutes.`,
        data: {
          minutes: minutes ?? (await realityCheckMinutes(pool, request.user.userId)),
          session: { ...session, startedAt: session.startedAt.toISOString() },
        },
      }
    })
  }
}
