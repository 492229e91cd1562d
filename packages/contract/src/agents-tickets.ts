import { z } from 'zod'
import { placedBet } from './bets.ts'

/*
 * An agent's shop (issue 24): tickets sold over the counter (the agent's own bets, placed from the float
 * with the bet slip), paying a winning ticket, and the players the agent referred.
 */

/** How a sold ticket was paid: when, by which shop (`byThisShop` false: another shop paid it, cross payment). */
export const ticketPayment = z.object({ paidAt: z.string(), paidBy: z.string(), byThisShop: z.boolean() })
export type TicketPayment = z.infer<typeof ticketPayment>

/** The shop's tickets, newest first (`POST /agent/tickets`). */
export const shopTickets = z.array(z.object({ ticket: placedBet, payment: ticketPayment.nullable() }))
export type ShopTickets = z.infer<typeof shopTickets>

/** One of the shop's tickets as printed (`POST /agent/tickets/ticket`): the bet, the shop, whether it was paid. */
export const printedTicket = z.object({
  ticket: placedBet,
  shop: z.object({ name: z.string(), address: z.string().nullable() }),
  payment: ticketPayment.nullable(),
})
export type PrintedTicket = z.infer<typeof printedTicket>

/** A winning ticket paid (`POST /agent/tickets/pay`): the cash to hand over, the shop that sold it, when. */
export const ticketPaid = z.object({
  betId: z.string(),
  amount: z.number(),
  sellerShop: z.string(),
  crossPayment: z.boolean(),
  paidAt: z.string(),
})
export type TicketPaid = z.infer<typeof ticketPaid>

/** The agent's referred players (`POST /agent/players`): the counts, and each player with a masked name. */
export const referredPlayers = z.object({
  referred: z.number().int(),
  playedThisWeek: z.number().int(),
  players: z.array(z.object({ name: z.string(), joinedAt: z.string(), playedThisWeek: z.boolean(), stakesThisWeek: z.number() })),
})
export type ReferredPlayers = z.infer<typeof referredPlayers>
