import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { formatKobo, koboToNaira } from '@9ja/money'
import type { SessionUser } from '../accounts/session-auth.ts'
import type { Config } from '../config.ts'
import { withTransaction } from '../db/pool.ts'
import type { Queryable } from '../db/queryable.ts'
import { DomainError } from '../domain-error.ts'
import { requireVerifiedIdentity } from '../kyc/status.ts'
import { description } from '../ledger/descriptions.ts'
import { replayOf, requestHash } from '../ledger/idempotency.ts'
import { postEntry } from '../ledger/ledger.ts'
import type { PaymentsContext } from '../payments/payments-context.ts'
import { WITHDRAWAL_MESSAGES } from '../payments/withdrawals.ts'
import { cashOutCustomer, notifyCustomer } from './cash-customers.ts'
import { shopName } from './shop-name.ts'
import { assertWithinCashLimit } from './cash-limits.ts'
import { CASH_MESSAGES, CASH_NOTICES } from './cash-messages.ts'

export type CashOutStatus = 'open' | 'paid' | 'voided' | 'expired'

type CashOutRow = {
  id: string
  reference: string
  player_id: string
  amount_kobo: string
  code_hash: Buffer
  request_hash: string
  status: CashOutStatus
  wrong_codes: number
  created_at: Date
  expires_at: Date
  agent_id: string | null
  settled_at: Date | null
}
const CASH_OUT_COLUMNS = `id, reference, player_id, amount_kobo, code_hash, request_hash, status, wrong_codes, created_at, expires_at, agent_id, settled_at`

/** What the player takes to the shop: the reference and code, until when, and the amount held. */
export type CashOutRequested = { reference: string; code: string; expiresAt: string; amount: number; status: CashOutStatus }
/** What the paying agent is told: hand over `amount` to the customer; the float now holds it. */
export type CashOutPaid = { reference: string; amount: number; customer: string; floatBalance: number; paidAt: string }

/** References an agent types from a phone's screen: no 0/O or 1/I to misread. */
const REFERENCE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const REFERENCE_LENGTH = 8

/** A reference as the agent may type it (lower case, spaces or dashes) in the form it is kept. */
export const typedReference = (typed: string) => typed.toUpperCase().replace(/[\s-]/g, '')

function newReference(): string {
  return Array.from({ length: REFERENCE_LENGTH }, () => REFERENCE_LETTERS[randomInt(REFERENCE_LETTERS.length)]).join('')
}

/**
 * The 6-digit code of a reference, made by the HMAC of AGENT_CASH_OUT_CODE_KEY: a retry of the request
 * is answered the same code, and the database never holds it, only codeHash's HMAC of it.
 */
function codeOf(config: Pick<Config, 'AGENT_CASH_OUT_CODE_KEY'>, reference: string): string {
  const digest = createHmac('sha256', config.AGENT_CASH_OUT_CODE_KEY).update(`code:${reference}`).digest()
  return String(digest.readUInt32BE(0) % 1_000_000).padStart(6, '0')
}

function codeHash(config: Pick<Config, 'AGENT_CASH_OUT_CODE_KEY'>, reference: string, code: string): Buffer {
  return createHmac('sha256', config.AGENT_CASH_OUT_CODE_KEY).update(`hash:${reference}:${code}`).digest()
}

/**
 * A verified player asks for cash at an agent: the amount is held (wallet -> house:agent_cash_out_holds)
 * and a reference and code issued, valid AGENT_CASH_OUT_CODE_MINUTES. A withdrawal's rules apply (a
 * verified identity, the minimum, the balance; a break does not stop it) and the AML cash limit. A retry
 * with the same key, under the wallet's lock, is answered by the first request's row.
 */
export async function requestCashOut(
  ctx: PaymentsContext,
  player: SessionUser,
  amountKobo: bigint | null,
  idempotencyKey: string | null,
): Promise<CashOutRequested> {
  await requireVerifiedIdentity(ctx.pool, player.userId)
  if (amountKobo === null || amountKobo <= 0n) throw new DomainError('INVALID_INPUT', WITHDRAWAL_MESSAGES.invalidAmount)
  const minimumKobo = BigInt(ctx.config.WITHDRAWAL_MIN_NAIRA) * 100n
  if (amountKobo < minimumKobo) throw new DomainError('BELOW_MINIMUM_WITHDRAWAL', WITHDRAWAL_MESSAGES.belowMinimum(minimumKobo))
  const hash = requestHash({ amountKobo: amountKobo.toString() })
  const earlierByKey = (db: Queryable) => selectCashOut(db, 'player_id = $1 and idempotency_key = $2', [player.userId, idempotencyKey])
  if (idempotencyKey) {
    const earlier = await earlierByKey(ctx.pool)
    if (earlier) return requestedAnswer(ctx.config, replayOf(earlier, earlier.request_hash, hash))
  }
  const row = await withTransaction(ctx.pool, async (client) => {
    const wallet = await client.query<{ id: string; balance_kobo: string }>(
      'select id, balance_kobo from ledger_accounts where user_id = $1 for no key update',
      [player.userId],
    )
    if (idempotencyKey) {
      const earlier = await earlierByKey(client)
      if (earlier) return replayOf(earlier, earlier.request_hash, hash)
    }
    const balanceKobo = BigInt(wallet.rows[0]!.balance_kobo)
    if (amountKobo > balanceKobo) throw new DomainError('AMOUNT_ABOVE_BALANCE', WITHDRAWAL_MESSAGES.tooMuch(balanceKobo))
    const at = new Date(ctx.clock.now())
    await assertWithinCashLimit(client, ctx.config, player.userId, amountKobo, at, 'player')
    const reference = newReference()
    const hold = await postEntry(client, {
      kind: 'agent_cash_out_hold',
      idempotencyKey: `agent-cash-out:hold:${reference}`,
      userId: player.userId,
      description: description('agentCashOutHeld', { amount: formatKobo(amountKobo), reference }),
      postings: [
        { accountId: wallet.rows[0]!.id, amountKobo: -amountKobo },
        { accountId: ctx.house['house:agent_cash_out_holds'], amountKobo },
      ],
    })
    const inserted = await client.query<CashOutRow>(
      `insert into agent_cash_outs (reference, player_id, amount_kobo, code_hash, idempotency_key, request_hash, hold_entry_id, created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $8::timestamptz + make_interval(mins => $9))
       returning ${CASH_OUT_COLUMNS}`,
      [
        reference,
        player.userId,
        amountKobo.toString(),
        codeHash(ctx.config, reference, codeOf(ctx.config, reference)),
        idempotencyKey,
        hash,
        hold.entryId,
        at,
        ctx.config.AGENT_CASH_OUT_CODE_MINUTES,
      ],
    )
    return inserted.rows[0]!
  })
  return requestedAnswer(ctx.config, row)
}

function requestedAnswer(config: Config, row: CashOutRow): CashOutRequested {
  return {
    reference: row.reference,
    code: codeOf(config, row.reference),
    expiresAt: row.expires_at.toISOString(),
    amount: koboToNaira(BigInt(row.amount_kobo)),
    status: row.status,
  }
}

async function selectCashOut(db: Queryable, where: string, params: unknown[], lock = false): Promise<CashOutRow | null> {
  const { rows } = await db.query<CashOutRow>(
    `select ${CASH_OUT_COLUMNS} from agent_cash_outs where ${where}${lock ? ' for update' : ''}`,
    params,
  )
  return rows[0] ?? null
}

type Attempt = { kind: 'paid'; row: CashOutRow; customer: string } | { kind: 'refused'; refusal: DomainError }

/**
 * An agent pays a customer's cash-out: with the right code, the hold moves to the agent's float (the
 * agent hands the cash over), once. The request's row is locked first, so of two agents presenting a code
 * at once one pays and the other is told it was used; the same agent sending the payment again is
 * answered as the first time. A wrong code counts, and the AGENT_CASH_OUT_MAX_WRONG_CODES-th voids the
 * request; an expired one is released. Those refusals commit what they changed before they are answered.
 */
export async function payCashOut(
  ctx: PaymentsContext,
  agent: SessionUser,
  input: { reference: string; code: string },
): Promise<CashOutPaid> {
  const reference = typedReference(input.reference)
  if (!reference) throw new DomainError('INVALID_INPUT', CASH_MESSAGES.invalidReference)
  const attempt = await withTransaction(ctx.pool, async (client): Promise<Attempt> => {
    const row = await selectCashOut(client, 'reference = $1', [reference], true)
    if (!row) throw new DomainError('CASH_OUT_NOT_FOUND', CASH_MESSAGES.cashOutNotFound)
    const customer = await cashOutCustomer(client, agent, row.player_id)
    const codeRight = timingSafeEqual(codeHash(ctx.config, row.reference, input.code), row.code_hash)
    if (row.status === 'paid') {
      if (row.agent_id === agent.userId && codeRight) return { kind: 'paid', row, customer: customer.maskedName }
      throw new DomainError('CASH_OUT_USED', CASH_MESSAGES.used)
    }
    if (row.status === 'voided') throw new DomainError('CASH_OUT_VOIDED', CASH_MESSAGES.voided)
    if (row.status === 'expired') throw new DomainError('CASH_OUT_EXPIRED', CASH_MESSAGES.expired)
    const at = new Date(ctx.clock.now())
    if (row.expires_at <= at) {
      await releaseCashOut(ctx, client, row, 'expired', at)
      return { kind: 'refused', refusal: new DomainError('CASH_OUT_EXPIRED', CASH_MESSAGES.expired) }
    }
    if (!codeRight) {
      const wrongCodes = row.wrong_codes + 1
      await client.query('update agent_cash_outs set wrong_codes = $2 where id = $1', [row.id, wrongCodes])
      if (wrongCodes >= ctx.config.AGENT_CASH_OUT_MAX_WRONG_CODES) {
        await releaseCashOut(ctx, client, row, 'voided', at)
        return { kind: 'refused', refusal: new DomainError('CASH_OUT_VOIDED', CASH_MESSAGES.voided) }
      }
      const attemptsLeft = ctx.config.AGENT_CASH_OUT_MAX_WRONG_CODES - wrongCodes
      return { kind: 'refused', refusal: new DomainError('CASH_OUT_WRONG_CODE', CASH_MESSAGES.wrongCode(attemptsLeft), { attemptsLeft }) }
    }
    const shop = await shopName(client, agent.userId)
    const amountKobo = BigInt(row.amount_kobo)
    const float = await client.query<{ id: string }>('select id from ledger_accounts where user_id = $1', [agent.userId])
    const entry = await postEntry(client, {
      kind: 'agent_cash_out',
      idempotencyKey: `agent-cash-out:pay:${row.reference}`,
      userId: agent.userId,
      description: description('agentCashOutPaid', { shop, customer: customer.maskedName, reference: row.reference }),
      postings: [
        { accountId: ctx.house['house:agent_cash_out_holds'], amountKobo: -amountKobo },
        { accountId: float.rows[0]!.id, amountKobo },
      ],
    })
    const paid = await client.query<CashOutRow>(
      `update agent_cash_outs set status = 'paid', agent_id = $2, settled_entry_id = $3, settled_at = $4 where id = $1
       returning ${CASH_OUT_COLUMNS}`,
      [row.id, agent.userId, entry.entryId, at],
    )
    await notifyCustomer(client, customer, CASH_NOTICES.cashOut(amountKobo, shop, row.reference, at), at)
    return { kind: 'paid', row: paid.rows[0]!, customer: customer.maskedName }
  })
  if (attempt.kind === 'refused') throw attempt.refusal
  const float = await ctx.pool.query<{ balance_kobo: string }>('select balance_kobo from ledger_accounts where user_id = $1', [
    agent.userId,
  ])
  return {
    reference: attempt.row.reference,
    amount: koboToNaira(BigInt(attempt.row.amount_kobo)),
    customer: attempt.customer,
    floatBalance: koboToNaira(BigInt(float.rows[0]!.balance_kobo)),
    paidAt: attempt.row.settled_at!.toISOString(),
  }
}

/**
 * Gives an open cash-out's hold back to its player's wallet, in the caller's transaction with the row
 * locked: expired (its time passed) or voided (too many wrong codes).
 */
export async function releaseCashOut(
  ctx: PaymentsContext,
  db: Queryable,
  row: Pick<CashOutRow, 'id' | 'reference' | 'player_id' | 'amount_kobo'>,
  status: 'expired' | 'voided',
  at: Date,
): Promise<void> {
  const amountKobo = BigInt(row.amount_kobo)
  const wallet = await db.query<{ id: string }>('select id from ledger_accounts where user_id = $1', [row.player_id])
  const entry = await postEntry(db, {
    kind: 'agent_cash_out_release',
    idempotencyKey: `agent-cash-out:release:${row.reference}`,
    userId: row.player_id,
    description: description(status === 'expired' ? 'agentCashOutExpired' : 'agentCashOutVoided', { reference: row.reference }),
    postings: [
      { accountId: ctx.house['house:agent_cash_out_holds'], amountKobo: -amountKobo },
      { accountId: wallet.rows[0]!.id, amountKobo },
    ],
  })
  await db.query(`update agent_cash_outs set status = $2, settled_entry_id = $3, settled_at = $4 where id = $1 and status = 'open'`, [
    row.id,
    status,
    entry.entryId,
    at,
  ])
}

/** Releases the holds of cash-outs expired by `at` (at most `batch`), each row locked and skipped if another process has it. */
export async function releaseExpiredCashOuts(ctx: PaymentsContext, db: Queryable, at: Date, batch: number): Promise<number> {
  const { rows } = await db.query<CashOutRow>(
    `select ${CASH_OUT_COLUMNS} from agent_cash_outs where status = 'open' and expires_at <= $1 order by expires_at limit $2 for update skip locked`,
    [at, batch],
  )
  for (const row of rows) await releaseCashOut(ctx, db, row, 'expired', at)
  return rows.length
}
