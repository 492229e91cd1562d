import { dataAnswer, printedTicket, shopTickets, ticketPaid, type PrintedTicket, type ShopTickets, type TicketPaid } from '@9ja/contract'
import { walletApiAsUser } from '#app/accounts/session-guard.server.ts'
import type { SessionUser } from '#app/accounts/session.server.ts'
import { walletMessage } from '#app/utils/wallet-api.server.ts'

/** The shop's tickets shown at once, newest first; older ones are a Check Bet away by their IDs. */
const TICKETS_SHOWN = 50

/** The tickets the agent sold (its own bets, placed from the float), newest first, each with how it was paid. */
export async function shopTicketsOf(request: Request, agent: SessionUser): Promise<ShopTickets> {
  const answer = await walletApiAsUser(request, agent, '/agent/tickets', { limit: TICKETS_SHOWN })
  return dataAnswer(shopTickets).parse(answer.data).data
}

/** One ticket the agent sold, as printed; null when this shop sold no ticket with that ID. */
export async function printedTicketOf(request: Request, agent: SessionUser, betId: string): Promise<PrintedTicket | null> {
  const answer = await walletApiAsUser(request, agent, '/agent/tickets/ticket', { betId })
  if (answer.status === 404) return null
  return dataAnswer(printedTicket).parse(answer.data).data
}

/** Pays a winning ticket of any shop over this agent's counter: what to hand over, or the service's refusal. */
export async function payTicket(
  request: Request,
  agent: SessionUser,
  betId: string,
): Promise<{ ok: true; paid: TicketPaid } | { ok: false; message: string | null }> {
  const answer = await walletApiAsUser(request, agent, '/agent/tickets/pay', { betId })
  const parsed = dataAnswer(ticketPaid).safeParse(answer.data)
  if (answer.status === 200 && parsed.success) return { ok: true, paid: parsed.data.data }
  return { ok: false, message: walletMessage(answer) ?? null }
}
