import { formatKobo, koboToNaira } from '@9ja/money'
import type { Pool, PoolClient } from '../db/pool.ts'
import { withTransaction } from '../db/pool.ts'
import { DomainError } from '../domain-error.ts'
import { SHOP_NAME_SQL, shopName } from './shop-name.ts'
import { description } from '../ledger/descriptions.ts'
import { InsufficientFundsError, postEntry, walletAccountId } from '../ledger/ledger.ts'
import { lagosTime } from '../protection/messages.ts'

/** A winning shop ticket handed over: the cash to give the customer, the shop that sold it, when. */
export type TicketPaid = { betId: string; amount: number; sellerShop: string; crossPayment: boolean; paidAt: string }

/** A shop's name as its customers know it: the business name it signed up with. */

type TicketRow = {
  code: string
  status: 'open' | 'won' | 'lost' | 'void'
  payout_kobo: string
  seller_id: string
  seller_type: string
  seller_shop: string
}

const NOT_WON: Record<Exclude<TicketRow['status'], 'won'>, string> = {
  open: 'This ticket is not settled yet: its events are still to be played. Pay it once it has won.',
  lost: 'This ticket lost: there is no win to pay.',
  void: 'This ticket was void (its stake went back to the shop that sold it): there is no win to pay.',
}

/**
 * The bet `code` of one of the scheduled families' tables (codes are unique across them), with its seller,
 * locked: two shops paying it at once take turns, and the second sees the first's payment.
 */
async function lockedTicket(db: PoolClient, betTables: readonly string[], code: string): Promise<TicketRow | null> {
  for (const table of betTables) {
    const { rows } = await db.query<TicketRow>(
      `select b.code, b.status, b.payout_kobo, u.id as seller_id, u.user_type as seller_type, ${SHOP_NAME_SQL('u')} as seller_shop
         from ${table} b join users u on u.id = b.user_id
        where b.code = $1
          for update of b`,
      [code],
    )
    if (rows[0]) return rows[0]
  }
  return null
}

/**
 * Pays a winning shop ticket over the counter of the agent `payerId`, once. The win reached the seller's
 * float when the ticket was settled; the seller paying it moves nothing. Another shop paying it (cross
 * payment: the seller keeps the commission, as it sold the ticket) takes the win from the seller's float
 * into its own in one entry, refused, with nothing moved, when the seller's float cannot cover it.
 */
export async function payTicket(pool: Pool, betTables: readonly string[], payerId: string, code: string, at: Date): Promise<TicketPaid> {
  return withTransaction(pool, async (db) => {
    const ticket = await lockedTicket(db, betTables, code)
    if (!ticket) throw new DomainError('BET_NOT_FOUND', 'No bet has this ID. Please check it and try again.')
    if (ticket.seller_type !== 'agent') {
      throw new DomainError(
        'NOT_A_SHOP_TICKET',
        'This bet was placed online by a player, not sold in a shop: its winnings are in their wallet.',
      )
    }
    if (ticket.status !== 'won') throw new DomainError('TICKET_NOT_WON', NOT_WON[ticket.status], { ticketStatus: ticket.status })

    const { rows: earlier } = await db.query<{ paid_at: Date; shop: string }>(
      `select p.paid_at, ${SHOP_NAME_SQL('u')} as shop from agent_ticket_payments p join users u on u.id = p.paid_by where p.bet_code = $1`,
      [ticket.code],
    )
    if (earlier[0]) {
      const { shop, paid_at: paidAt } = earlier[0]
      throw new DomainError('TICKET_ALREADY_PAID', `This ticket was already paid by ${shop} on ${lagosTime(paidAt)}.`, {
        paidBy: shop,
        paidAt: paidAt.toISOString(),
      })
    }

    const amountKobo = BigInt(ticket.payout_kobo)
    const crossPayment = ticket.seller_id !== payerId
    let entryId: string | null = null
    if (crossPayment) entryId = await moveWinToPayer(db, ticket, payerId, amountKobo)
    await db.query(
      `insert into agent_ticket_payments (bet_code, seller_id, paid_by, amount_kobo, entry_id, paid_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [ticket.code, ticket.seller_id, payerId, amountKobo, entryId, at],
    )
    return { betId: ticket.code, amount: koboToNaira(amountKobo), sellerShop: ticket.seller_shop, crossPayment, paidAt: at.toISOString() }
  })
}

/** The cross payment's entry: the win from the seller's float to the paying shop's, keyed by the bet so it is written once. */
async function moveWinToPayer(db: PoolClient, ticket: TicketRow, payerId: string, amountKobo: bigint): Promise<string> {
  const payerShop = await shopName(db, payerId)
  try {
    const { entryId } = await postEntry(db, {
      kind: 'agent_ticket_cross_payment',
      idempotencyKey: `agent-ticket-paid:${ticket.code}`,
      userId: payerId,
      description: description('agentTicketCrossPaid', {
        bet: ticket.code,
        won: formatKobo(amountKobo),
        seller: ticket.seller_shop,
        payer: payerShop,
      }),
      postings: [
        { accountId: await walletAccountId(db, ticket.seller_id), amountKobo: -amountKobo },
        { accountId: await walletAccountId(db, payerId), amountKobo },
      ],
    })
    return entryId
  } catch (error) {
    if (!(error instanceof InsufficientFundsError)) throw error
    throw new DomainError(
      'SELLER_FLOAT_SHORT',
      `The shop that sold this ticket (${ticket.seller_shop}) does not have the ${formatKobo(amountKobo)} it won in its float. Ask that shop to pay it, or try again later.`,
      { sellerShop: ticket.seller_shop },
    )
  }
}
