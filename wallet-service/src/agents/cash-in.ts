import { koboToNaira } from '@9ja/money'
import type { SessionUser } from '../accounts/session-auth.ts'
import { withTransaction } from '../db/pool.ts'
import type { Queryable } from '../db/queryable.ts'
import { DomainError } from '../domain-error.ts'
import { heldOverCap } from '../kyc/deposit-cap.ts'
import { description } from '../ledger/descriptions.ts'
import { replayOf, requestHash } from '../ledger/idempotency.ts'
import { InsufficientFundsError, postEntry } from '../ledger/ledger.ts'
import type { PaymentsContext } from '../payments/payments-context.ts'
import { countDeposit } from '../protection/protection.ts'
import { customerPhoneNumber, findCustomer, notifyCustomer, type Customer } from './cash-customers.ts'
import { shopName } from './shop-name.ts'
import { assertCustomerMayDeposit, assertWithinCashLimit } from './cash-limits.ts'
import { CASH_MESSAGES, CASH_NOTICES } from './cash-messages.ts'
import { maskedPlayerName } from './masked-name.ts'

/** A cash-in as the agent's page shows it: the amount now in the customer's wallet, and the float left. */
export type CashIn = { reference: string; amount: number; customer: string; floatBalance: number; at: string }

type CashInRow = { id: string; player_id: string; amount_kobo: string; request_hash: string; created_at: Date }

/**
 * Cash a walk-in customer handed the agent goes from the agent's float into the customer's wallet: one
 * journal entry, and a row of agent_cash_ins beside it. It is a deposit (the customer's breaks, deposit
 * limits and the unverified wallet's cap refuse it; it counts towards them) and cash (the AML limit). Under
 * both wallets' locks, in id order: a retry with the same key waits for the first and is answered by its
 * row (replayOf), so a cash-in moves money once however often it is sent.
 */
export async function cashIn(
  ctx: PaymentsContext,
  agent: SessionUser,
  input: { phoneNumber: string; amountKobo: bigint | null },
  idempotencyKey: string | null,
): Promise<CashIn> {
  const phoneNumber = customerPhoneNumber(input.phoneNumber)
  const amountKobo = input.amountKobo
  if (amountKobo === null || amountKobo <= 0n) throw new DomainError('INVALID_INPUT', CASH_MESSAGES.invalidAmount)
  const hash = requestHash({ phoneNumber, amountKobo: amountKobo.toString() })
  if (idempotencyKey) {
    const earlier = await earlierCashIn(ctx.pool, agent.userId, idempotencyKey)
    if (earlier) return answerOf(ctx.pool, agent, replayOf(earlier, earlier.request_hash, hash))
  }
  const row = await withTransaction(ctx.pool, async (client) => {
    const customer = await findCustomer(client, agent, phoneNumber)
    const wallets = await client.query<{ id: string; user_id: string; balance_kobo: string }>(
      'select id, user_id, balance_kobo from ledger_accounts where user_id = any ($1::bigint[]) order by id for no key update',
      [[agent.userId, customer.userId]],
    )
    if (idempotencyKey) {
      const earlier = await earlierCashIn(client, agent.userId, idempotencyKey)
      if (earlier) return replayOf(earlier, earlier.request_hash, hash)
    }
    const float = wallets.rows.find((wallet) => wallet.user_id === agent.userId)!
    const customerWallet = wallets.rows.find((wallet) => wallet.user_id === customer.userId)!
    const floatKobo = BigInt(float.balance_kobo)
    if (floatKobo < amountKobo) throw new DomainError('FLOAT_TOO_LOW', CASH_MESSAGES.floatTooLow(floatKobo))
    const at = new Date(ctx.clock.now())
    await assertCustomerMayDeposit(client, ctx.config, customer.userId, amountKobo, at)
    await assertWithinCashLimit(client, ctx.config, customer.userId, amountKobo, at, 'customer')
    const shop = await shopName(client, agent.userId)
    const entry = await postEntry(client, {
      kind: 'agent_cash_in',
      idempotencyKey: idempotencyKey ? `agent-cash-in:${agent.userId}:${idempotencyKey}` : undefined,
      userId: customer.userId,
      description: description('agentCashIn', { shop, customer: customer.maskedName }),
      postings: [
        { accountId: float.id, amountKobo: -amountKobo },
        { accountId: customerWallet.id, amountKobo },
      ],
    }).catch((error: unknown) => {
      throw error instanceof InsufficientFundsError ? new DomainError('FLOAT_TOO_LOW', CASH_MESSAGES.floatTooLow(floatKobo)) : error
    })
    await countAsDeposit(ctx, client, customer, amountKobo, at)
    const inserted = await client.query<CashInRow>(
      `insert into agent_cash_ins (agent_id, player_id, amount_kobo, idempotency_key, request_hash, entry_id, created_at)
       values ($1, $2, $3, $4, $5, $6, $7) returning id, player_id, amount_kobo, request_hash, created_at`,
      [agent.userId, customer.userId, amountKobo.toString(), idempotencyKey, hash, entry.entryId, at],
    )
    await notifyCustomer(client, customer, CASH_NOTICES.cashIn(amountKobo, shop, at), at)
    return inserted.rows[0]!
  })
  return answerOf(ctx.pool, agent, row)
}

/**
 * Counts the cash-in into the customer's deposit totals (their limits) and, while unverified, into the
 * day's cap: nothing is held, as the cap was checked under the same wallet lock.
 */
async function countAsDeposit(ctx: PaymentsContext, db: Queryable, customer: Customer, amountKobo: bigint, at: Date): Promise<void> {
  const held = await heldOverCap(db, ctx.config, customer.userId, amountKobo, at)
  if (held > 0n) throw new Error(`a cash-in passed the unverified cap it was checked against (${held} kobo over)`)
  await countDeposit(db, customer.userId, amountKobo, at)
}

async function earlierCashIn(db: Queryable, agentId: string, idempotencyKey: string): Promise<CashInRow | null> {
  const { rows } = await db.query<CashInRow>(
    'select id, player_id, amount_kobo, request_hash, created_at from agent_cash_ins where agent_id = $1 and idempotency_key = $2',
    [agentId, idempotencyKey],
  )
  return rows[0] ?? null
}

async function answerOf(db: Queryable, agent: SessionUser, row: CashInRow): Promise<CashIn> {
  const { rows } = await db.query<{ full_name: string; float_kobo: string }>(
    `select u.full_name, (select balance_kobo from ledger_accounts where user_id = $2)::text as float_kobo from users u where u.id = $1`,
    [row.player_id, agent.userId],
  )
  return {
    reference: `CI${row.id}`,
    amount: koboToNaira(BigInt(row.amount_kobo)),
    customer: maskedPlayerName(rows[0]!.full_name),
    floatBalance: koboToNaira(BigInt(rows[0]!.float_kobo)),
    at: row.created_at.toISOString(),
  }
}
