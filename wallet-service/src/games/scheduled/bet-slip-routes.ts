import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { tokenFromRequest } from '../../accounts/session-auth.ts'
import type { AppContext } from '../../context.ts'
import { DomainError } from '../../domain-error.ts'
import { parseInput } from '../../http/errors.ts'
import { withinRequestWindow } from '../../http/request-windows.ts'
import { requestAmountKobo } from '../../ledger/amounts.ts'
import { betByCode, familyOfSelections, playerBets, type ScheduledBets } from './bets.ts'
import { createBookingCode, loadBooking } from './booking.ts'
import { BET_CODE_LENGTH, BOOKING_CODE_LENGTH, normaliseCode } from './codes.ts'

const bookingRequest = z.object({
  selections: z.array(z.string({ error: 'selections must be selection ids' }), { error: 'selections is required' }).max(1000),
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
 * The bet slip's endpoints, for every scheduled family's bets (`families`, in order: the first answers
 * a slip whose selections no family recognises): placing a slip (`POST /agent/bets`, by the family of
 * its selections), Check Bet (`GET /bets/{betId}`, public, limited per client address), booking codes
 * (`POST /booking-codes`, `GET /booking-codes/{code}`, no login; a code may hold several families'
 * selections) and a player's bets (`POST /agent/my-bets`). Settlement is the families' own, called by
 * their runners.
 */
export function betSlipRoutes(context: AppContext, families: readonly ScheduledBets[]): FastifyPluginAsync {
  const { config, pool, clock } = context
  const now = () => new Date(clock.now())

  return async (app) => {
    app.post('/agent/bets', { preHandler: app.noteSessionActivity() }, async (request) => {
      const sessionToken = tokenFromRequest(request)
      if (!sessionToken) throw new DomainError('UNAUTHENTICATED', 'Please login to continue')
      const selections = (request.body as { selections?: unknown } | null)?.selections
      const family = familyOfSelections(families, Array.isArray(selections) ? selections : [])
      return { status: 200, message: 'Success', data: await family.place(sessionToken, request) }
    })

    app.get('/bets/:betId', async (request) => {
      const { betId } = parseInput(betParams, request.params)
      if (
        !(await withinRequestWindow(pool, `check-bet:${request.clientAddress}`, config.CHECK_BET_RATE_LIMIT, RATE_WINDOW_SECONDS, now()))
      ) {
        throw new DomainError('CHECK_BET_RATE_LIMITED', 'Too many bet checks from this network. Please try again in a minute.')
      }
      const code = normaliseCode(betId, BET_CODE_LENGTH)
      const bet = code === null ? null : await betByCode(families, pool, code)
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
      const code = await createBookingCode(families, pool, { selectionIds: selections, kind, stakeKobo }, config, now())
      return { status: 200, message: 'Success', data: { code } }
    })

    app.get('/booking-codes/:code', async (request) => {
      const params = parseInput(codeParams, request.params)
      const code = normaliseCode(params.code, BOOKING_CODE_LENGTH)
      const booking = code === null ? null : await loadBooking(families, pool, code, now())
      if (!booking) throw new DomainError('BOOKING_CODE_NOT_FOUND', 'This booking code does not exist or has expired')
      return { status: 200, message: 'Success', data: booking }
    })

    app.post('/agent/my-bets', { preHandler: app.requireSession() }, async (request) => {
      const body = parseInput(myBetsRequest, request.body)
      const data = await playerBets(families, pool, request.user.userId, {
        status: body.status ?? null,
        limit: body.limit,
        before: body.before ?? null,
      })
      return { status: 200, message: 'Success', data }
    })
  }
}
