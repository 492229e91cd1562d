import { randomBytes } from 'node:crypto'
import { formatKobo, koboToNaira } from '@9ja/money'
import type { Queryable } from '../db/queryable.ts'
import { withTransaction } from '../db/pool.ts'
import { postEntry, walletAccountId } from '../ledger/ledger.ts'
import { findStoredResponse, requestHash, storeResponse, type StoredResponse } from '../ledger/idempotency.ts'
import { DomainError } from '../domain-error.ts'
import { countDeposit } from '../protection/protection.ts'
import { assertDepositAllowed } from '../protection/refusals.ts'
import type { PaymentsContext } from './payments-context.ts'
import type { PaymentEvent } from './providers/types.ts'
import { assertDepositWithinCap, heldOverCap, recordHeldDeposit } from '../kyc/deposit-cap.ts'
import { description, type Description } from '../ledger/descriptions.ts'

export function newReference(prefix: string): string {
  return `${prefix}-${randomBytes(10).toString('hex')}`
}

type Holder = { userId: string }

async function loadHolder(db: Queryable, userId: string) {
  const { rows } = await db.query<{ full_name: string; email: string; phone_number: string; deposit_code: string }>(
    'select full_name, email, phone_number, deposit_code from users where id = $1',
    [userId],
  )
  const row = rows[0]!
  return { userId, fullName: row.full_name, email: row.email, phoneNumber: row.phone_number, depositCode: row.deposit_code }
}

/**
 * fund-wallet: a deposit intent. Nothing moves yet; the answer tells the user which account to
 * transfer to (their deposit code at the provider) and the reference to quote. The money arrives
 * by the provider's webhook. A retry with the same idempotency key returns the first answer. A
 * player on a break, or whose deposit limit the amount would pass, is refused.
 */
export async function createBankDepositIntent(
  ctx: PaymentsContext,
  holder: Holder,
  amountKobo: bigint,
  idempotencyKey: string | null,
): Promise<StoredResponse> {
  const now = new Date(ctx.clock.now())
  await assertDepositAllowed(ctx.pool, holder.userId, amountKobo, now)
  await assertDepositWithinCap(ctx.pool, ctx.config, holder.userId, amountKobo, now)
  const account = await ctx.bank.depositAccount(await loadHolder(ctx.pool, holder.userId))
  return withTransaction(ctx.pool, async (client) => {
    const scope = `fund-wallet:${holder.userId}`
    const hash = requestHash({ amountKobo: amountKobo.toString() })
    if (idempotencyKey) {
      const stored = await findStoredResponse(client, scope, idempotencyKey, hash)
      if (stored) return stored
    }
    const reference = newReference('dep')
    await client.query(
      `insert into deposits (user_id, provider, channel, reference, amount_kobo) values ($1, $2, 'bank_transfer', $3, $4)`,
      [holder.userId, ctx.bank.name, reference, amountKobo.toString()],
    )
    const response: StoredResponse = {
      status: 200,
      body: {
        status: 200,
        message: `Transfer ${formatKobo(amountKobo)} to the account below. Your wallet is credited as soon as the bank confirms the transfer.`,
        data: {
          transfer_account: {
            accountNumber: account.accountNumber,
            bankName: account.bankName,
            accountName: account.accountName,
            amount: koboToNaira(amountKobo).toFixed(2),
            reference,
          },
        },
      },
    }
    if (idempotencyKey) await storeResponse(client, scope, idempotencyKey, hash, response)
    return response
  })
}

/**
 * A card deposit through Stripe: a pending deposit row and a PaymentIntent whose client secret the
 * browser confirms; refused, as a transfer is, to a player on a break or at a deposit limit.
 */
export async function createCardDeposit(
  ctx: PaymentsContext,
  holder: Holder,
  amountKobo: bigint,
  idempotencyKey: string | null,
): Promise<StoredResponse> {
  const cards = ctx.cards
  if (!cards) throw new DomainError('CARDS_UNAVAILABLE', 'Card deposits are not available.')
  const now = new Date(ctx.clock.now())
  await assertDepositAllowed(ctx.pool, holder.userId, amountKobo, now)
  await assertDepositWithinCap(ctx.pool, ctx.config, holder.userId, amountKobo, now)
  const scope = `card-deposit:${holder.userId}`
  const hash = requestHash({ amountKobo: amountKobo.toString() })
  const reference = await withTransaction(ctx.pool, async (client) => {
    if (idempotencyKey) {
      const stored = await findStoredResponse(client, scope, idempotencyKey, hash)
      if (stored) return stored
    }
    const fresh = newReference('card')
    await client.query(`insert into deposits (user_id, provider, channel, reference, amount_kobo) values ($1, 'stripe', 'card', $2, $3)`, [
      holder.userId,
      fresh,
      amountKobo.toString(),
    ])
    // The key is claimed now, with the reference, so a retry reuses this deposit and Stripe's own
    // idempotency (keyed by the reference) returns the same PaymentIntent.
    if (idempotencyKey) {
      await storeResponse(client, scope, idempotencyKey, hash, { status: 202, body: { reference: fresh } })
    }
    return fresh
  })
  const ref = typeof reference === 'string' ? reference : String((reference.body as { reference: string }).reference)
  const intent = await cards.createPaymentIntent({ reference: ref, amountKobo, userId: holder.userId })
  await ctx.pool.query(
    `update deposits set provider_payment_id = $2, updated_at = $3 where reference = $1 and provider_payment_id is null`,
    [ref, intent.paymentIntentId, new Date(ctx.clock.now())],
  )
  return {
    status: 200,
    body: {
      status: 200,
      message: 'Complete the card payment to fund your wallet.',
      data: {
        reference: ref,
        paymentIntentId: intent.paymentIntentId,
        clientSecret: intent.clientSecret,
        amount: koboToNaira(amountKobo).toFixed(2),
      },
    },
  }
}

/**
 * A Stripe PaymentIntent outcome. Succeeded credits the deposit once (keyed by the intent id) and
 * counts it towards the player's deposit limits (the card was charged: it is credited even past them);
 * a late `processing` or `failed` after success changes nothing; an intent we never created is parked.
 */
export async function applyCardPayment(
  ctx: PaymentsContext,
  event: Extract<PaymentEvent, { kind: 'card_payment' }>,
  payload: unknown,
): Promise<'credited' | 'duplicate' | 'parked' | 'ignored'> {
  return withTransaction(ctx.pool, async (client) => {
    const inbox = await client.query<{ id: string }>(
      `insert into payment_events (provider, event_key, event_type, reference, payload, status)
       values ('stripe', $1, $2, $3, $4, 'processed') on conflict (provider, event_key) do nothing returning id`,
      [event.eventKey, event.eventType, event.reference, JSON.stringify(payload)],
    )
    const eventId = inbox.rows[0]?.id
    if (!eventId) return 'duplicate'
    const { rows } = await client.query<{
      id: string
      user_id: string
      amount_kobo: string
      status: string
      provider_payment_id: string | null
    }>(
      `select id, user_id, amount_kobo, status, provider_payment_id from deposits
        where provider = 'stripe' and (reference = $1 or provider_payment_id = $2) for update`,
      [event.reference, event.paymentId],
    )
    const deposit = rows[0]
    const park = async (reason: string) => {
      await client.query(`update payment_events set status = 'parked' where id = $1`, [eventId])
      await client.query('insert into parked_payment_events (event_id, reason) values ($1, $2)', [eventId, reason])
      return 'parked' as const
    }
    if (!deposit) return park(`No card deposit has reference ${event.reference || '(none)'} or intent ${event.paymentId}`)
    if (event.outcome !== 'succeeded' || deposit.status !== 'pending') {
      if (event.outcome === 'failed' && deposit.status === 'pending') {
        await client.query(`update deposits set status = 'failed', updated_at = $2 where id = $1`, [deposit.id, new Date(ctx.clock.now())])
      }
      await client.query(`update payment_events set status = 'ignored' where id = $1`, [eventId])
      return deposit.status === 'credited' && event.outcome === 'succeeded' ? 'duplicate' : 'ignored'
    }
    if (event.amountKobo !== BigInt(deposit.amount_kobo)) {
      return park(`Card payment of ${event.amountKobo} kobo for a deposit of ${deposit.amount_kobo} kobo`)
    }
    const now = new Date(ctx.clock.now())
    const entry = await creditArrivedDeposit(ctx, client, {
      userId: deposit.user_id,
      amountKobo: event.amountKobo,
      clearingAccountId: ctx.house['house:card_clearing'],
      idempotencyKey: `deposit:stripe:${event.paymentId}`,
      description: (held) => (held > 0n ? description('depositByCardHeld', { held: formatKobo(held) }) : description('depositByCard')),
      at: now,
    })
    await client.query(`update deposits set status = 'credited', entry_id = $2, provider_payment_id = $3, updated_at = $4 where id = $1`, [
      deposit.id,
      entry.entryId,
      event.paymentId,
      now,
    ])
    return 'credited'
  })
}

/** Money that reached the platform's account, credited to a player's wallet in the caller's transaction. */
export type ArrivedDeposit = {
  userId: string
  amountKobo: bigint
  /** The house account the money arrived in (bank or card clearing). */
  clearingAccountId: string
  /** `deposit:<provider>:<reference>`: the reports and the reconciliation know a deposit by it. */
  idempotencyKey: string
  description: (heldKobo: bigint) => Description
  at: Date
}

/**
 * Credits money that arrived for a player, one at a time (bank transfers come in batches: see
 * bank-deposit-credits.ts, which applies the same rules in SQL). An unverified player's deposit counts
 * into the day's cap and the part over it is held until verification; the whole amount counts towards
 * the deposit limits, even past them: money that arrived is never sent back unasked.
 */
export async function creditArrivedDeposit(
  ctx: PaymentsContext,
  client: Queryable,
  deposit: ArrivedDeposit,
): Promise<{ entryId: string; created: boolean; heldKobo: bigint }> {
  // The wallet first, then the cap row: the order of every deposit path (see kyc/deposit-cap.ts).
  const wallet = await walletAccountId(client, deposit.userId)
  await client.query('select 1 from ledger_accounts where id = $1 for no key update', [wallet])
  const held = await heldOverCap(client, ctx.config, deposit.userId, deposit.amountKobo, deposit.at)
  const postings = [
    { accountId: wallet, amountKobo: deposit.amountKobo - held },
    { accountId: ctx.house['house:kyc_held_deposits'], amountKobo: held },
    { accountId: deposit.clearingAccountId, amountKobo: -deposit.amountKobo },
  ]
  const entry = await postEntry(client, {
    kind: 'deposit',
    idempotencyKey: deposit.idempotencyKey,
    userId: deposit.userId,
    description: deposit.description(held),
    postings: postings.filter((posting) => posting.amountKobo !== 0n),
  })
  await recordHeldDeposit(client, deposit.userId, entry.entryId, held)
  if (entry.created) await countDeposit(client, deposit.userId, deposit.amountKobo, deposit.at)
  return { ...entry, heldKobo: held }
}

/** The least a deposit may be: any positive amount (the spec sets no floor on deposits). */
export const MIN_DEPOSIT_KOBO = 1n

export function parseDepositAmount(kobo: bigint | null): bigint {
  if (kobo === null || kobo < MIN_DEPOSIT_KOBO) throw new DomainError('INVALID_INPUT', 'Please enter a valid deposit amount.')
  return kobo
}
