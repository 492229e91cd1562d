import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../context.ts'
import type { Queryable } from '../db/queryable.ts'
import { DomainError } from '../domain-error.ts'
import { parseInput } from '../http/errors.ts'
import { betByCode, playerBets, type ScheduledBets } from '../games/scheduled/bets.ts'
import { BET_CODE_LENGTH, normaliseCode } from '../games/scheduled/codes.ts'
import { payTicket } from './ticket-payments.ts'
import { SHOP_NAME_SQL } from './shop-name.ts'

const betIdInput = z.string({ error: "Enter the ticket's bet ID" }).trim().min(1, "Enter the ticket's bet ID").max(200)
const ticketRequest = z.object({ betId: betIdInput })
const ticketsRequest = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  before: z.string().max(200).optional(),
})

/** How a sold ticket was paid: when, by which shop (this one, or another under cross payment). */
type TicketPayment = { paidAt: string; paidBy: string; byThisShop: boolean }

/** The payments of some bets (by their public ids), for the agent `agentId` reading them. */
async function paymentsOf(db: Queryable, agentId: string, codes: string[]): Promise<Map<string, TicketPayment>> {
  const { rows } = await db.query<{ bet_code: string; paid_at: Date; shop: string; by_this_shop: boolean }>(
    `select p.bet_code, p.paid_at, ${SHOP_NAME_SQL('u')} as shop, p.paid_by = $1 as by_this_shop
       from agent_ticket_payments p join users u on u.id = p.paid_by
      where p.bet_code = any ($2::text[])`,
    [agentId, codes],
  )
  return new Map(rows.map((row) => [row.bet_code, { paidAt: row.paid_at.toISOString(), paidBy: row.shop, byThisShop: row.by_this_shop }]))
}

/** The bet ID a person typed or a scanner read (any case, spaces around), or the refusal Check Bet gives an unknown one. */
function ticketCode(typed: string): string {
  const code = normaliseCode(typed, BET_CODE_LENGTH)
  if (code === null) throw new DomainError('BET_NOT_FOUND', 'No bet has this ID. Please check it and try again.')
  return code
}

/**
 * Tickets over the counter (issue 24): the bets an agent placed from the float with the bet slip are
 * the shop's tickets. `POST /agent/tickets` lists them newest first with whether each was paid,
 * `POST /agent/tickets/ticket` is one of them as printed (with the shop), and `POST /agent/tickets/pay`
 * pays a winning ticket of any shop once (ticket-payments.ts).
 */
export function ticketRoutes(context: AppContext, families: readonly ScheduledBets[]): FastifyPluginAsync {
  const { pool, clock } = context
  const betTables = families.map((family) => family.table)

  return async (app) => {
    app.post('/agent/tickets', { preHandler: app.requireAgent() }, async (request) => {
      const { limit, before } = parseInput(ticketsRequest, request.body)
      const agentId = request.user.userId
      const bets = (await playerBets(families, pool, agentId, { status: null, limit, before: before ?? null })) as { betId: string }[]
      const payments = await paymentsOf(
        pool,
        agentId,
        bets.map((bet) => bet.betId),
      )
      const data = bets.map((ticket) => ({ ticket, payment: payments.get(ticket.betId) ?? null }))
      return { status: 200, message: 'Success', data }
    })

    app.post('/agent/tickets/ticket', { preHandler: app.requireAgent() }, async (request) => {
      const code = ticketCode(parseInput(ticketRequest, request.body).betId)
      const agentId = request.user.userId
      // Only the shop that sold a ticket prints it: another shop's tickets are as unknown to it as any bet ID.
      const { rows } = await pool.query<{ shop: string; address: string | null }>(
        `select ${SHOP_NAME_SQL('u')} as shop, u.address from users u
          where u.id = $1 and exists (${betTables.map((table) => `select 1 from ${table} b where b.code = $2 and b.user_id = u.id`).join(' union all ')})`,
        [agentId, code],
      )
      const ticket = rows[0] ? await betByCode(families, pool, code) : null
      if (!rows[0] || !ticket)
        throw new DomainError('BET_NOT_FOUND', 'No ticket of this shop has this bet ID. Please check it and try again.')
      const payment = (await paymentsOf(pool, agentId, [code])).get(code) ?? null
      return { status: 200, message: 'Success', data: { ticket, shop: { name: rows[0].shop, address: rows[0].address }, payment } }
    })

    app.post('/agent/tickets/pay', { preHandler: app.requireAgent() }, async (request) => {
      const code = ticketCode(parseInput(ticketRequest, request.body).betId)
      const data = await payTicket(pool, betTables, request.user.userId, code, new Date(clock.now()))
      return { status: 200, message: 'Ticket paid', data }
    })
  }
}
