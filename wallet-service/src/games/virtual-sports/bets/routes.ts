import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { tokenFromRequest } from '../../../accounts/session-auth.ts'
import type { AppContext } from '../../../context.ts'
import type { Queryable } from '../../../db/queryable.ts'
import { DomainError } from '../../../domain-error.ts'
import { parseInput } from '../../../http/errors.ts'
import { withinRequestWindow } from '../../../http/request-windows.ts'
import { requestAmountKobo } from '../../../ledger/amounts.ts'
import { idempotencyKeyFrom } from '../../../ledger/idempotency.ts'
import { isNumberSlip, numberSlips } from '../../numbers/bets/routes.ts'
import { createBookingCode, loadBooking } from './booking.ts'
import { BET_CODE_LENGTH, BOOKING_CODE_LENGTH, normaliseCode } from '../../scheduled/codes.ts'
import { SportsBets } from './engine.ts'
import { slipBatchLimits } from './settings.ts'
import { betByCode, playerBets } from './views.ts'

const selectionList = z.array(z.string({ error: 'selections must be selection ids' }), { error: 'selections is required' }).max(1000)
const slipRequest = z.object({
  stake: z.union([z.string(), z.number()], { error: 'stake is required' }),
  selections: selectionList,
  kind: z.enum(['single', 'multiple'], { error: "kind is 'single' or 'multiple'" }),
  odds: z
    .array(z.number({ error: 'odds must be numbers' }))
    .max(1000)
    .optional(),
})
const bookingRequest = z.object({
  selections: selectionList,
  kind: z.enum(['single', 'multiple'], { error: "kind is 'single' or 'multiple'" }).default('single'),
  stake: z.union([z.string(), z.number()]).optional(),
})
const codeParams = z.object({ code: z.string() })
const betParams = z.object({ betId: z.string() })
const myBetsRequest = z.object({
  status: z.enum(['open', 'settled'], { error: "status is 'open' or 'settled'" }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  before: z.string().optional(),
})

const RATE_WINDOW_SECONDS = 60

/**
 * The bet slip's endpoints: placing a slip (`POST /agent/bets`: sports selections here, number
 * tickets by ../../numbers/bets/), Check Bet (`GET /bets/{betId}`, public, limited per client
 * address), booking codes (`POST /booking-codes`, `GET /booking-codes/{code}`, no login) and a
 * player's bets (`POST /agent/my-bets`), sports and number bets alike. Settlement is called by the
 * events and draws runners (settlement.ts, ../../numbers/bets/settlement.ts).
 */
export function sportsBetsRoutes(context: AppContext, batchDb: Queryable): FastifyPluginAsync {
  const clock = context.clock
  const { config, pool, logger } = context
  const bets = new SportsBets(pool, batchDb, logger, clock, slipBatchLimits(config), config)
  const placeNumberSlip = numberSlips(context, batchDb, clock)
  const now = () => new Date(clock.now())

  return async (app) => {
    app.post('/agent/bets', { preHandler: app.noteSessionActivity() }, async (request) => {
      const sessionToken = tokenFromRequest(request)
      if (!sessionToken) throw new DomainError('UNAUTHENTICATED', 'Please login to continue')
      if (isNumberSlip(request.body)) return { status: 200, message: 'Success', data: await placeNumberSlip(sessionToken, request) }
      const body = parseInput(slipRequest, request.body)
      const stakeKobo = requestAmountKobo(body.stake)
      if (stakeKobo === null) throw new DomainError('INVALID_INPUT', 'Enter a stake in naira')
      const data = await bets.place({
        sessionToken,
        kind: body.kind,
        stakeKobo,
        selections: body.selections,
        odds: body.odds ?? null,
        clientKey: idempotencyKeyFrom(request.headers, request.body),
      })
      return { status: 200, message: 'Success', data }
    })

    app.get('/bets/:betId', async (request) => {
      const { betId } = parseInput(betParams, request.params)
      if (
        !(await withinRequestWindow(pool, `check-bet:${request.clientAddress}`, config.CHECK_BET_RATE_LIMIT, RATE_WINDOW_SECONDS, now()))
      ) {
        throw new DomainError('CHECK_BET_RATE_LIMITED', 'Too many bet checks from this network. Please try again in a minute.')
      }
      const code = normaliseCode(betId, BET_CODE_LENGTH)
      const bet = code === null ? null : await betByCode(pool, code)
      if (!bet) throw new DomainError('BET_NOT_FOUND', 'No bet has this ID. Please check it and try again.')
      return { status: 200, message: 'Success', data: bet }
    })

    app.post('/booking-codes', async (request) => {
      const { selections, kind, stake } = parseInput(bookingRequest, request.body)
      const stakeKobo = stake === undefined ? null : requestAmountKobo(stake)
      if (stake !== undefined && (stakeKobo === null || stakeKobo <= 0n)) throw new DomainError('INVALID_INPUT', 'Enter a stake in naira')
      if (
        !(await withinRequestWindow(
          pool,
          `booking-code:${request.clientAddress}`,
          config.BOOKING_CODE_RATE_LIMIT,
          RATE_WINDOW_SECONDS,
          now(),
        ))
      ) {
        throw new DomainError('BOOKING_CODE_RATE_LIMITED', 'Too many booking codes from this network. Please try again in a minute.')
      }
      return {
        status: 200,
        message: 'Success',
        data: { code: await createBookingCode(pool, { selectionIds: selections, kind, stakeKobo }, config, now()) },
      }
    })

    app.get('/booking-codes/:code', async (request) => {
      const params = parseInput(codeParams, request.params)
      const code = normaliseCode(params.code, BOOKING_CODE_LENGTH)
      const booking = code === null ? null : await loadBooking(pool, code, now())
      if (!booking) throw new DomainError('BOOKING_CODE_NOT_FOUND', 'This booking code does not exist or has expired')
      return { status: 200, message: 'Success', data: booking }
    })

    app.post('/agent/my-bets', { preHandler: app.requireSession() }, async (request) => {
      const body = parseInput(myBetsRequest, request.body)
      const data = await playerBets(pool, request.user.userId, {
        status: body.status ?? null,
        limit: body.limit,
        before: body.before ?? null,
      })
      return { status: 200, message: 'Success', data }
    })
  }
}
