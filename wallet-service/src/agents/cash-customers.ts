import type { SessionUser } from '../accounts/session-auth.ts'
import { normalizeIdentifier } from '../accounts/validation.ts'
import type { Queryable } from '../db/queryable.ts'
import { DomainError } from '../domain-error.ts'
import { enqueueMessage } from '../messaging/outbox.ts'
import { CASH_MESSAGES } from './cash-messages.ts'
import { maskedPlayerName } from './masked-name.ts'

/** A player at an agent's counter: who they are to the ledger and the outbox, and the name the agent is shown. */
export type Customer = { userId: string; phoneNumber: string; email: string; maskedName: string }

/** The 11-digit number a phone number typed any usual way stands for (+234..., spaces), or a refusal. */
export function customerPhoneNumber(typed: string): string {
  const identifier = normalizeIdentifier(typed)
  if (identifier.kind !== 'phone') throw new DomainError('INVALID_INPUT', CASH_MESSAGES.invalidPhone)
  return identifier.value
}

type CustomerRow = {
  id: string
  user_type: SessionUser['userType']
  phone_number: string
  email: string
  full_name: string
  closed: boolean
  locked: boolean
}

const CUSTOMER_SQL = `select u.id, u.user_type, u.phone_number, u.email, u.full_name,
       exists (select 1 from account_closures c where c.user_id = u.id) as closed,
       exists (select 1 from account_locks l where l.user_id = u.id) as locked
  from users u`

/**
 * The player whose phone number the agent typed, if cash may move through their wallet at this agent's
 * counter: refused for a number nobody signed up with, the agent's own, another agent's, and an account
 * closed or locked.
 */
export async function findCustomer(db: Queryable, agent: SessionUser, phoneNumber: string): Promise<Customer> {
  // An account whose signup code was never entered is nobody's yet.
  const { rows } = await db.query<CustomerRow>(`${CUSTOMER_SQL} where u.phone_number = $1 and u.verified_at is not null`, [phoneNumber])
  if (!rows[0]) throw new DomainError('CUSTOMER_NOT_FOUND', CASH_MESSAGES.customerNotFound(phoneNumber))
  return customerAtCounter(rows[0], agent, { playersOnly: true })
}

/**
 * Who asked for a cash-out (`userId`), to be paid at this agent's counter: anyone with a wallet, another
 * agent too, but never the agent paying, nor an account closed or locked since.
 */
export async function cashOutCustomer(db: Queryable, agent: SessionUser, userId: string): Promise<Customer> {
  const { rows } = await db.query<CustomerRow>(`${CUSTOMER_SQL} where u.id = $1`, [userId])
  return customerAtCounter(rows[0]!, agent, { playersOnly: false })
}

function customerAtCounter(row: CustomerRow, agent: SessionUser, { playersOnly }: { playersOnly: boolean }): Customer {
  if (row.id === agent.userId) throw new DomainError('AGENT_OWN_ACCOUNT', CASH_MESSAGES.ownAccount)
  if (playersOnly && row.user_type !== 'individual') throw new DomainError('CUSTOMER_IS_AGENT', CASH_MESSAGES.customerIsAgent)
  if (row.closed) throw new DomainError('ACCOUNT_CLOSED', CASH_MESSAGES.customerClosed)
  if (row.locked) throw new DomainError('ACCOUNT_LOCKED', CASH_MESSAGES.customerLocked)
  return { userId: row.id, phoneNumber: row.phone_number, email: row.email, maskedName: maskedPlayerName(row.full_name) }
}

/** Tells the customer by SMS and email, in the caller's transaction (sent only if it commits). */
export async function notifyCustomer(
  db: Queryable,
  customer: Customer,
  notice: { subject: string; body: string },
  at: Date,
): Promise<void> {
  for (const recipient of [customer.phoneNumber, customer.email]) {
    await enqueueMessage(db, { userId: customer.userId, recipient, subject: notice.subject, body: notice.body, devOtp: null }, at)
  }
}
