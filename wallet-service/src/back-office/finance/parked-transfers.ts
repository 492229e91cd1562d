import { z } from 'zod'
import { formatKobo } from '@9ja/money'
import type { PoolClient } from '../../db/pool.ts'
import type { Queryable } from '../../db/queryable.ts'
import { DomainError } from '../../domain-error.ts'
import { description } from '../../ledger/descriptions.ts'
import { postEntry } from '../../ledger/ledger.ts'
import { creditArrivedDeposit } from '../../payments/deposits.ts'
import type { PaymentsContext } from '../../payments/payments-context.ts'
import { holdPayout } from '../../payments/withdrawals.ts'
import { findDecision, type Decision, type DecisionKind } from '../staff/decisions.ts'
import { reasonField } from '../staff/fields.ts'

/**
 * Payment events the service would not act on by itself (parked_payment_events, src/payments/): a bank
 * transfer to an account number no wallet owns or to one of an account closed under 18, a card payment
 * for no known deposit, a payout webhook that contradicts its payout. Finance resolves a bank transfer
 * by a two-person decision: credit a player's wallet, or return it to the account it came from. The
 * others move no money here: one finance member acknowledges them, saying what was done about them.
 */
export type ParkedTransfer = {
  id: string
  eventId: string
  kind: 'bank-transfer' | 'card-payment' | 'payout'
  provider: string
  eventType: string
  reference: string
  amountKobo: string | null
  /** The account number the transfer was sent to (a deposit code, or a provider's virtual account). */
  accountNumber: string | null
  /** The sender as the bank's notification names them; the bank code is known when the bank's name is. */
  sender: { name: string | null; bank: string | null; bankCode: string | null; accountNumber: string | null }
  /** The player whose closed account the transfer was sent to. */
  closedAccount: { playerId: string; fullName: string } | null
  reason: string
  parkedAt: Date
  resolvedAt: Date | null
  resolution: string | null
  /** A return to the sender that the bank did not pay: the money waits in house:returned_transfers, for another return only. */
  bookedForReturn: boolean
  pendingDecision: Decision<ParkedTransferPayload> | null
}

export type ParkedTransferPayload = {
  parkedTransferId: string
  action: 'credit-wallet' | 'refund-to-sender'
  provider: string
  reference: string
  amountKobo: string
  senderName: string
  player: { userId: string; playerId: string } | null
  refundTo: { bankCode: string; bankName: string; accountNumber: string; accountName: string } | null
}

export const parkedTransfersQuery = z.object({
  status: z.enum(['open', 'resolved'], { error: 'status is open or resolved.' }).default('open'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
})

export const resolution = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('credit-wallet'),
      playerId: z.uuid({ error: 'Name the player by their player ID.' }),
      reason: reasonField,
    }),
    z.object({ action: z.literal('refund-to-sender'), reason: reasonField }),
    z.object({ action: z.literal('acknowledge'), reason: reasonField }),
  ],
  { error: 'Choose credit-wallet (with a playerId), refund-to-sender or acknowledge.' },
)
export type Resolution = z.infer<typeof resolution>

const PARKED_TRANSFER_KIND = 'parked-transfer'

type ParkedRow = Omit<ParkedTransfer, 'pendingDecision'> & { decisionId: string | null; holderUserId: string | null }

const AUTHORIZATION = `e.payload #> '{data,authorization}'`

/** Parked events with what their payloads say; the holder is the closed account's owner, if any. */
const SELECT_PARKED = `
  select p.id::text, e.id::text as "eventId",
         case when e.provider = 'stripe' then 'card-payment' when e.event_type like 'transfer.%' then 'payout' else 'bank-transfer' end as kind,
         e.provider, e.event_type as "eventType", e.reference,
         (select amount from (values (e.payload #>> '{data,amount}'), (e.payload #>> '{data,object,amount}')) a(amount)
           where amount ~ '^[0-9]{1,18}$' limit 1) as "amountKobo",
         ${AUTHORIZATION} ->> 'receiver_bank_account_number' as "accountNumber",
         json_build_object('name', ${AUTHORIZATION} ->> 'sender_name', 'bank', ${AUTHORIZATION} ->> 'sender_bank',
                           'bankCode', (select b.code from banks b where lower(b.name) = lower(${AUTHORIZATION} ->> 'sender_bank') limit 1),
                           'accountNumber', ${AUTHORIZATION} ->> 'sender_bank_account_number') as sender,
         case when closed.user_id is null then null
              else json_build_object('playerId', closed.public_id, 'fullName', closed.full_name) end as "closedAccount",
         closed.user_id::text as "holderUserId",
         p.reason, p.parked_at as "parkedAt", p.resolved_at as "resolvedAt", p.resolution,
         exists (select 1 from journal_entries r where r.idempotency_key = 'deposit:' || e.provider || ':' || e.reference
                   and e.event_type = 'charge.success') as "bookedForReturn",
         (select d.id::text from staff_decisions d where d.kind = '${PARKED_TRANSFER_KIND}' and d.subject_id = p.id::text and d.status = 'pending') as "decisionId"
    from parked_payment_events p
    join payment_events e on e.id = p.event_id
    left join lateral (
      select u.id as user_id, u.public_id, u.full_name from users u join account_closures c on c.user_id = u.id
       where u.id = coalesce(
         (select v.user_id from provider_virtual_accounts v where v.provider = e.provider and v.account_number = ${AUTHORIZATION} ->> 'receiver_bank_account_number'),
         (select s.id from users s where s.deposit_code = ${AUTHORIZATION} ->> 'receiver_bank_account_number' and e.provider = 'sandbox'))
    ) closed on true`

async function withDecisions(db: Queryable, kind: DecisionKind<ParkedTransferPayload>, rows: ParkedRow[]): Promise<ParkedTransfer[]> {
  return Promise.all(
    rows.map(async ({ decisionId, holderUserId: _holder, ...row }) => ({
      ...row,
      pendingDecision: decisionId ? await findDecision(db, kind, decisionId) : null,
    })),
  )
}

/** Open (not resolved) or resolved parked events, oldest first for open ones (the queue's order), newest first for resolved. */
export async function listParkedTransfers(
  db: Queryable,
  kind: DecisionKind<ParkedTransferPayload>,
  query: z.infer<typeof parkedTransfersQuery>,
): Promise<ParkedTransfer[]> {
  const open = query.status === 'open'
  const { rows } = await db.query<ParkedRow>(
    `${SELECT_PARKED} where (p.resolved_at is null) = $1 order by ${open ? 'p.parked_at, p.id' : 'p.resolved_at desc, p.id desc'} limit $2`,
    [open, query.limit],
  )
  return withDecisions(db, kind, rows)
}

async function findParked(db: Queryable, id: string, lock: boolean): Promise<ParkedRow> {
  if (!/^\d{1,18}$/.test(id)) throw new DomainError('PARKED_TRANSFER_NOT_FOUND', 'No parked transfer has that id.')
  if (lock) await db.query('select 1 from parked_payment_events where id = $1 for update', [id])
  const { rows } = await db.query<ParkedRow>(`${SELECT_PARKED} where p.id = $1`, [id])
  if (!rows[0]) throw new DomainError('PARKED_TRANSFER_NOT_FOUND', 'No parked transfer has that id.')
  return rows[0]
}

export async function findParkedTransfer(db: Queryable, kind: DecisionKind<ParkedTransferPayload>, id: string): Promise<ParkedTransfer> {
  return (await withDecisions(db, kind, [await findParked(db, id, false)]))[0]!
}

/** The parked event, locked for the caller's transaction; refused once resolved. */
export async function lockOpenParked(db: Queryable, id: string): Promise<ParkedRow> {
  const row = await findParked(db, id, true)
  if (row.resolvedAt) throw new DomainError('PARKED_TRANSFER_RESOLVED', `This was already resolved: ${row.resolution}.`)
  return row
}

const refused = (message: string) => new DomainError('PARKED_TRANSFER_CANNOT', message)

/**
 * What a staff member asks for a parked bank transfer, checked against what it is; a return to the
 * sender is checked at the sender's bank too (name enquiry: a provider call, made before any transaction).
 */
export async function askedResolution(
  payments: PaymentsContext,
  row: ParkedTransfer,
  asked: Exclude<Resolution, { action: 'acknowledge' }>,
): Promise<ParkedTransferPayload> {
  if (row.resolvedAt) throw new DomainError('PARKED_TRANSFER_RESOLVED', `This was already resolved: ${row.resolution}.`)
  if (row.kind !== 'bank-transfer') {
    throw refused(
      row.kind === 'payout'
        ? 'A payout webhook moves no money here: acknowledge it once the payout is checked.'
        : 'A card payment is refunded in the card provider’s dashboard: acknowledge it here once that is done.',
    )
  }
  if (row.amountKobo === null) throw refused('The bank’s notification gives no amount for this transfer.')
  const base = {
    parkedTransferId: row.id,
    provider: row.provider,
    reference: row.reference,
    amountKobo: row.amountKobo,
    senderName: row.sender.name ?? 'Bank transfer',
  }
  if (asked.action === 'credit-wallet') {
    if (row.bookedForReturn) {
      throw refused('This transfer is booked for return to its sender (an earlier return was not paid): return it again.')
    }
    const { rows } = await payments.pool.query<{ id: string; closed: boolean }>(
      'select u.id, exists (select 1 from account_closures c where c.user_id = u.id) as closed from users u where u.public_id = $1',
      [asked.playerId],
    )
    if (!rows[0]) throw new DomainError('PLAYER_NOT_FOUND', 'No player has that player ID.')
    if (rows[0].closed) throw new DomainError('ACCOUNT_CLOSED', 'This player’s account is closed: return the transfer to its sender.')
    return { ...base, action: 'credit-wallet', player: { userId: rows[0].id, playerId: asked.playerId }, refundTo: null }
  }
  const { bankCode, accountNumber, bank } = row.sender
  if (!bankCode || !bank || !accountNumber || !/^\d{10}$/.test(accountNumber)) {
    throw refused('The bank’s notification does not name the sender’s bank and full account number, so it cannot be returned from here.')
  }
  if (row.provider !== payments.bank.name) {
    throw refused(`This transfer came through ${row.provider}; payouts now go through ${payments.bank.name}, which cannot return it.`)
  }
  const accountName = await payments.bank.resolveAccountName(bankCode, accountNumber)
  if (!accountName)
    throw new DomainError('ACCOUNT_NOT_FOUND', `${bank} knows no account ${accountNumber}: the transfer cannot be returned to it.`)
  return { ...base, action: 'refund-to-sender', player: null, refundTo: { bankCode, bankName: bank, accountNumber, accountName } }
}

/** Acknowledges a parked event that moves no money (one person, a reason), in the caller's transaction. */
export async function acknowledgeParked(db: PoolClient, id: string, reason: string, at: Date): Promise<void> {
  const row = await lockOpenParked(db, id)
  if (row.kind === 'bank-transfer') {
    throw refused('A bank transfer is money the platform holds: credit it to a wallet or return it to its sender.')
  }
  await resolveParked(db, row, `acknowledged: ${reason}`, 'ignored', at)
}

async function resolveParked(db: Queryable, row: ParkedRow, resolution: string, eventStatus: 'processed' | 'ignored', at: Date) {
  await db.query('update parked_payment_events set resolved_at = $2, resolution = $3 where id = $1', [row.id, at, resolution])
  await db.query('update payment_events set status = $2 where id = $1', [row.eventId, eventStatus])
}

export type ParkedTransferOutcome = { entryId: string; heldKobo?: string; withdrawalId?: string; payoutReference?: string }

/**
 * A parked bank transfer resolved, once a second finance member approves. Credit: one entry from bank
 * clearing to the player's wallet keyed `deposit:<provider>:<reference>`, the deposit it always was,
 * under every deposit's rules (kyc cap, deposit limits: creditArrivedDeposit). Return: the transfer is
 * received under the same key into house:returned_transfers (no wallet ever held it) and held from there
 * as a payout to the sender's account, sent after commit; a return the bank does not pay parks it again.
 */
export function parkedTransferDecision(payments: PaymentsContext): DecisionKind<ParkedTransferPayload> {
  return {
    kind: PARKED_TRANSFER_KIND,
    async carryOut(db, decision): Promise<ParkedTransferOutcome> {
      const payload = decision.payload
      const row = await lockOpenParked(db, payload.parkedTransferId)
      const at = new Date(payments.clock.now())
      const amountKobo = BigInt(payload.amountKobo)
      const depositKey = `deposit:${payload.provider}:${payload.reference}`
      if (payload.action === 'credit-wallet') {
        const player = payload.player!
        const closed = await db.query('select 1 from account_closures where user_id = $1', [player.userId])
        if (closed.rowCount)
          throw new DomainError('ACCOUNT_CLOSED', 'This player’s account was closed since: return the transfer to its sender.')
        const entry = await creditArrivedDeposit(payments, db, {
          userId: player.userId,
          amountKobo,
          clearingAccountId: payments.house['house:bank_clearing'],
          idempotencyKey: depositKey,
          description: (held) =>
            held > 0n
              ? description('depositByBankHeld', { sender: payload.senderName, held: formatKobo(held) })
              : description('depositByBank', { sender: payload.senderName }),
          at,
        })
        if (!entry.created) throw refused('This transfer is already in the ledger: it cannot be credited again.')
        await resolveParked(db, row, `credited to player ${player.playerId}`, 'processed', at)
        return { entryId: entry.entryId, heldKobo: entry.heldKobo.toString() }
      }
      const refundTo = payload.refundTo!
      const returned = payments.house['house:returned_transfers']
      // After a return the bank did not pay, the receipt is already booked (same key) and its money waits in returned_transfers.
      const receipt = await postEntry(db, {
        kind: 'deposit',
        idempotencyKey: depositKey,
        description: description('parkedTransferReceived', {
          reference: payload.reference,
          sender: payload.senderName,
          account: row.accountNumber ?? '',
        }),
        postings: [
          { accountId: payments.house['house:bank_clearing'], amountKobo: -amountKobo },
          { accountId: returned, amountKobo },
        ],
      })
      const payout = await holdPayout(payments, db, {
        userId: row.holderUserId,
        parkedEventId: row.id,
        idempotencyKey: `parked-refund:${decision.id}`,
        amountKobo,
        fromAccountId: returned,
        destination: refundTo,
        description: (to) => description('parkedTransferReturned', to),
      })
      await resolveParked(db, row, `returned to its sender (payout ${payout.reference})`, 'processed', at)
      return { entryId: receipt.entryId, withdrawalId: payout.withdrawalId, payoutReference: payout.reference }
    },
  }
}
