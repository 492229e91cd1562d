import { formatKobo } from '@9ja/money'
import type { PoolClient } from '../db/pool.ts'
import type { Queryable } from '../db/queryable.ts'
import { withTransaction } from '../db/pool.ts'
import { InsufficientFundsError, postEntry } from '../ledger/ledger.ts'
import { replayOf, requestHash } from '../ledger/idempotency.ts'
import { DomainError } from '../domain-error.ts'
import { findBank } from './banks.ts'
import { newReference } from './deposits.ts'
import { namesMatch } from '../kyc/name-match.ts'
import type { PaymentsContext } from './payments-context.ts'
import type { PayoutOutcome } from './providers/types.ts'
import { requireVerifiedIdentity } from '../kyc/status.ts'
import { claimNameEnquiry } from '../accounts/send-limits.ts'
import { description, type Description } from '../ledger/descriptions.ts'
import { recordNameMismatch, reviewFacts, reviewReasons } from './withdrawal-review.ts'

export type WithdrawalRequest = { amountKobo: bigint | null; bankCode: string; accountNumber: string }

type WithdrawalRow = {
  id: string
  user_id: string | null
  request_hash: string
  reference: string
  amount_kobo: string
  bank_code: string
  account_number: string
  account_name: string
  status: 'review' | 'held' | 'sent' | 'succeeded' | 'reversed'
  hold_entry_id: string
  failure_reason: string | null
  parked_event_id: string | null
}

const SPENT_TODAY = `select coalesce(sum(amount_kobo), 0)::text as spent from withdrawals
  where user_id = $1 and status <> 'reversed'
    and created_at >= (date_trunc('day', $2::timestamptz at time zone 'Africa/Lagos') at time zone 'Africa/Lagos')`

export const WITHDRAWAL_MESSAGES = {
  invalidAmount: 'Please enter a valid withdraw amount.',
  belowMinimum: (minimumKobo: bigint) => `The minimum withdrawal is ${formatKobo(minimumKobo)}.`,
  invalidAccountNumber: 'Account number is not valid',
  tooMuch: (balanceKobo: bigint) => `Amount cannot be greater than ${formatKobo(balanceKobo)}`,
  unknownBank: 'Please select a valid bank.',
  accountNotFound: 'We could not find this account number at the selected bank. Please check it and try again.',
  nameMismatch: (bankName: string) =>
    `This account is in the name ${bankName}, which does not match your registered name. Withdrawals can only be made to an account in your own name.`,
  dailyLimit: (limitKobo: bigint, leftKobo: bigint) =>
    `The daily withdrawal limit is ${formatKobo(limitKobo)}. You can withdraw up to ${formatKobo(leftKobo)} more today.`,
  succeeded: 'Withdrawal successful',
  processing: 'Your withdrawal is being processed.',
  underReview: (hours: number) =>
    `Your withdrawal is under review. We aim to finish within ${hours} hours; the amount stays held until then and is paid to your account once approved.`,
  notApproved: 'not approved after review',
  rejected: 'This withdrawal was not approved after review. The amount has been returned to your wallet.',
  reversed: (reason: string) => `The bank could not complete this withdrawal (${reason}). The amount has been returned to your wallet.`,
} as const

/**
 * The bank's name for the account, by name enquiry; refused unless it is the player's own (withdrawals
 * go only to an account in the player's registered name) or when the bank knows no such account.
 */
async function ownAccountName(
  ctx: PaymentsContext,
  user: { userId: string; fullName: string },
  bankCode: string,
  accountNumber: string,
): Promise<string> {
  const accountName = await ctx.bank.resolveAccountName(bankCode, accountNumber)
  if (!accountName) throw new DomainError('ACCOUNT_NOT_FOUND', WITHDRAWAL_MESSAGES.accountNotFound)
  if (!namesMatch(user.fullName, accountName)) {
    // Nothing moves, but the attempt is kept: a risk rule reviews this player's next withdrawals.
    await recordNameMismatch(ctx.pool, user.userId, { bankCode, accountNumber, accountName }, new Date(ctx.clock.now()))
    throw new DomainError('ACCOUNT_NAME_MISMATCH', WITHDRAWAL_MESSAGES.nameMismatch(accountName))
  }
  return accountName
}

/**
 * The account a withdrawal would go to, for the player to see its name before confirming: the same
 * checks as withdraw-fund's (verified identity, the account number's form, a known bank, the name
 * enquiry and the name match), and nothing held or written but the enquiry's count. Each enquiry
 * reads a name at a bank, so a player has NAME_ENQUIRY_MAX_PER_HOUR of them an hour (429 past it).
 */
export async function enquireWithdrawalAccount(
  ctx: PaymentsContext,
  user: { userId: string; fullName: string },
  input: { bankCode: string; accountNumber: string },
): Promise<{ bankName: string; accountNumber: string; accountName: string }> {
  await requireVerifiedIdentity(ctx.pool, user.userId)
  if (!/^\d{10}$/.test(input.accountNumber)) throw new DomainError('INVALID_INPUT', WITHDRAWAL_MESSAGES.invalidAccountNumber)
  const bank = await findBank(ctx.pool, input.bankCode)
  if (!bank) throw new DomainError('INVALID_INPUT', WITHDRAWAL_MESSAGES.unknownBank)
  await withTransaction(ctx.pool, (client) =>
    claimNameEnquiry(client, user.userId, ctx.config.NAME_ENQUIRY_MAX_PER_HOUR, new Date(ctx.clock.now())),
  )
  const accountName = await ownAccountName(ctx, user, bank.code, input.accountNumber)
  return { bankName: bank.name, accountNumber: input.accountNumber, accountName }
}

/**
 * withdraw-fund. Only a verified identity may withdraw (CBN: the wallet is tied to a BVN or NIN).
 * The rules of spec section 5 are checked here too; the account must resolve at
 * the bank to the user's registered name. Then, in one transaction under the wallet's row lock
 * (which also makes the daily limit exact), the amount is held (wallet -> payouts in flight) and
 * the withdrawal row written; only after that commit is the provider called. A crash at any point
 * leaves either nothing or a 'held' row that the recovery loop resumes.
 */
export async function requestWithdrawal(
  ctx: PaymentsContext,
  user: { userId: string; fullName: string },
  input: WithdrawalRequest,
  idempotencyKey: string | null,
): Promise<{ status: number; body: Record<string, unknown> }> {
  await requireVerifiedIdentity(ctx.pool, user.userId)
  const amountKobo = input.amountKobo
  if (amountKobo === null || amountKobo <= 0n) throw new DomainError('INVALID_INPUT', WITHDRAWAL_MESSAGES.invalidAmount)
  const minimumKobo = BigInt(ctx.config.WITHDRAWAL_MIN_NAIRA) * 100n
  if (amountKobo < minimumKobo) throw new DomainError('BELOW_MINIMUM_WITHDRAWAL', WITHDRAWAL_MESSAGES.belowMinimum(minimumKobo))
  if (!/^\d{10}$/.test(input.accountNumber)) throw new DomainError('INVALID_INPUT', WITHDRAWAL_MESSAGES.invalidAccountNumber)
  const hash = requestHash({ amountKobo: amountKobo.toString(), bankCode: input.bankCode, accountNumber: input.accountNumber })
  if (idempotencyKey) {
    const earlier = await findByKey(ctx, user.userId, idempotencyKey)
    if (earlier) return answerFor(await resumeIfHeld(ctx, earlier, hash), hash, ctx.config.WITHDRAWAL_REVIEW_EXPECTED_HOURS)
  }
  const bank = await findBank(ctx.pool, input.bankCode)
  if (!bank) throw new DomainError('INVALID_INPUT', WITHDRAWAL_MESSAGES.unknownBank)
  await checkFunds(ctx, user.userId, amountKobo)

  // Name enquiry before any money is held, and outside any transaction (a bank call holds no lock).
  const accountName = await ownAccountName(ctx, user, bank.code, input.accountNumber)

  const held = await withTransaction(ctx.pool, async (client) => {
    const wallet = await client.query<{ id: string; balance_kobo: string }>(
      'select id, balance_kobo from ledger_accounts where user_id = $1 for update',
      [user.userId],
    )
    if (idempotencyKey) {
      const earlier = await selectWithdrawal(client, 'user_id = $1 and idempotency_key = $2', [user.userId, idempotencyKey])
      if (earlier) return earlier
    }
    const balance = BigInt(wallet.rows[0]!.balance_kobo)
    if (amountKobo > balance) throw new DomainError('AMOUNT_ABOVE_BALANCE', WITHDRAWAL_MESSAGES.tooMuch(balance))
    await checkDailyLimit(ctx, client, user.userId, amountKobo)
    const now = new Date(ctx.clock.now())
    const reasons = reviewReasons(amountKobo, await reviewFacts(client, user.userId, now, ctx.config), ctx.config)
    const reference = newReference('wd')
    const hold = await postEntry(client, {
      kind: 'withdrawal',
      idempotencyKey: `withdrawal:hold:${reference}`,
      userId: user.userId,
      description: description('withdrawal', { bank: bank.name, account: maskAccount(input.accountNumber) }),
      postings: [
        { accountId: wallet.rows[0]!.id, amountKobo: -amountKobo },
        { accountId: ctx.house['house:payouts_in_flight'], amountKobo },
      ],
    }).catch((error: unknown) => {
      if (error instanceof InsufficientFundsError) throw new DomainError('AMOUNT_ABOVE_BALANCE', WITHDRAWAL_MESSAGES.tooMuch(balance))
      throw error
    })
    // Stamped by the clock: the daily limit (SPENT_TODAY) and the recovery loop judge these times by it.
    const inserted = await client.query<WithdrawalRow>(
      `insert into withdrawals (user_id, idempotency_key, request_hash, provider, reference, amount_kobo, bank_code,
                                account_number, account_name, status, review_reasons, hold_entry_id, created_at, updated_at, released_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $12, $13, $10, $11, $11, case when $12 = 'held' then $11::timestamptz end)
       returning ${WITHDRAWAL_COLUMNS}`,
      [
        user.userId,
        idempotencyKey,
        hash,
        ctx.bank.name,
        reference,
        amountKobo.toString(),
        bank.code,
        input.accountNumber,
        accountName,
        hold.entryId,
        now,
        reasons.length > 0 ? 'review' : 'held',
        reasons.length > 0 ? reasons : null,
      ],
    )
    return inserted.rows[0]!
  })
  return answerFor(await resumeIfHeld(ctx, held, hash), hash, ctx.config.WITHDRAWAL_REVIEW_EXPECTED_HOURS)
}

/**
 * A retry that finds its withdrawal still 'held' (the first request is between the hold and the
 * bank's answer, or died there) moves it on itself: the provider call is idempotent by reference,
 * so both end on the same outcome and every answer to the key agrees.
 */
async function resumeIfHeld(ctx: PaymentsContext, row: WithdrawalRow, hash: string): Promise<WithdrawalRow> {
  if (row.request_hash !== hash || row.status !== 'held') return row
  return advancePayout(ctx, row.id)
}

function maskAccount(accountNumber: string): string {
  return `****${accountNumber.slice(-4)}`
}

async function checkFunds(ctx: PaymentsContext, userId: string, amountKobo: bigint) {
  const { rows } = await ctx.pool.query<{ balance_kobo: string }>('select balance_kobo from ledger_accounts where user_id = $1', [userId])
  const balance = BigInt(rows[0]!.balance_kobo)
  if (amountKobo > balance) throw new DomainError('AMOUNT_ABOVE_BALANCE', WITHDRAWAL_MESSAGES.tooMuch(balance))
  await checkDailyLimit(ctx, ctx.pool, userId, amountKobo)
}

async function checkDailyLimit(ctx: PaymentsContext, db: Pick<PoolClient, 'query'>, userId: string, amountKobo: bigint) {
  const limit = BigInt(ctx.config.WITHDRAWAL_DAILY_LIMIT_NAIRA) * 100n
  const { rows } = await db.query<{ spent: string }>(SPENT_TODAY, [userId, new Date(ctx.clock.now())])
  const spent = BigInt(rows[0]!.spent)
  if (spent + amountKobo > limit) {
    const left = limit > spent ? limit - spent : 0n
    throw new DomainError('DAILY_LIMIT_REACHED', WITHDRAWAL_MESSAGES.dailyLimit(limit, left))
  }
}

const WITHDRAWAL_COLUMNS = `id, user_id, request_hash, reference, amount_kobo, bank_code, account_number, account_name, status,
  hold_entry_id, failure_reason, parked_event_id`

async function selectWithdrawal(
  db: Pick<PoolClient, 'query'>,
  where: string,
  params: unknown[],
  lock = false,
): Promise<WithdrawalRow | null> {
  const { rows } = await db.query<WithdrawalRow>(
    `select ${WITHDRAWAL_COLUMNS} from withdrawals where ${where}${lock ? ' for update' : ''}`,
    params,
  )
  return rows[0] ?? null
}

async function findByKey(ctx: PaymentsContext, userId: string, key: string) {
  return selectWithdrawal(ctx.pool, 'user_id = $1 and idempotency_key = $2', [userId, key])
}

/** The answer for a withdrawal in its current state; a retry with the same key gets it too. */
function answerFor(earlier: WithdrawalRow, hash: string, reviewHours: number) {
  const row = replayOf(earlier, earlier.request_hash, hash)
  const data = { reference: row.reference, state: row.status, amount: (Number(row.amount_kobo) / 100).toFixed(2) }
  if (row.status === 'succeeded') return { status: 200, body: { status: 200, message: WITHDRAWAL_MESSAGES.succeeded, data } }
  if (row.status === 'review') return { status: 200, body: { status: 200, message: WITHDRAWAL_MESSAGES.underReview(reviewHours), data } }
  if (row.status === 'reversed' && row.failure_reason === WITHDRAWAL_MESSAGES.notApproved) {
    throw new DomainError('WITHDRAWAL_NOT_APPROVED', WITHDRAWAL_MESSAGES.rejected, { data })
  }
  if (row.status === 'reversed') {
    throw new DomainError('PAYOUT_FAILED', WITHDRAWAL_MESSAGES.reversed(row.failure_reason ?? 'declined'), { data })
  }
  return { status: 200, body: { status: 200, message: WITHDRAWAL_MESSAGES.processing, data } }
}

/**
 * Moves one payout forward: a 'held' payout is sent (or, if the provider already has it under
 * our reference, looked up); a 'sent' one is asked about. The outcome is applied by
 * applyPayoutOutcome. A provider outage leaves the state unchanged for the recovery loop.
 */
export async function advancePayout(ctx: PaymentsContext, withdrawalId: string): Promise<WithdrawalRow> {
  const row = (await selectWithdrawal(ctx.pool, 'id = $1', [withdrawalId]))!
  if (row.status !== 'held' && row.status !== 'sent') return row
  let outcome: PayoutOutcome
  try {
    await ctx.pool.query('update withdrawals set attempts = attempts + 1, updated_at = $2 where id = $1', [
      row.id,
      new Date(ctx.clock.now()),
    ])
    outcome =
      row.status === 'held'
        ? await ctx.bank.sendPayout({
            reference: row.reference,
            amountKobo: BigInt(row.amount_kobo),
            bankCode: row.bank_code,
            accountNumber: row.account_number,
            accountName: row.account_name,
            narration: 'Wallet withdrawal',
          })
        : await ctx.bank.payoutStatus(row.reference)
  } catch (error) {
    ctx.logger.warn({ err: error, reference: row.reference }, 'payout provider call failed; will retry')
    return row
  }
  if (outcome.outcome === 'unknown') {
    // Sent but unknown to the provider cannot happen with an idempotent provider; resend next round.
    if (row.status === 'sent')
      await ctx.pool.query(`update withdrawals set status = 'held', updated_at = $2 where id = $1 and status = 'sent'`, [
        row.id,
        new Date(ctx.clock.now()),
      ])
    return row
  }
  const known = outcome.outcome
  await withTransaction(ctx.pool, (client) => applyPayoutOutcome(ctx, client, row.reference, known, outcome.reason))
  return (await selectWithdrawal(ctx.pool, 'id = $1', [withdrawalId]))!
}

export type PayoutApplication = 'applied' | 'unchanged' | 'unknown' | 'conflict'

/**
 * Applies a provider's word on a payout, inside the caller's transaction, with the withdrawal row
 * locked. States only move forward, so events may arrive in any order or many times:
 * succeeded settles (payouts in flight -> settled); failed reverses (in flight -> wallet, a
 * visible 'reversed' line); reversed after success returns the money from settled; pending marks
 * it sent. A contradiction (failed after succeeded, succeeded after reversed) is 'conflict' for review.
 */
export async function applyPayoutOutcome(
  ctx: PaymentsContext,
  client: PoolClient,
  reference: string,
  outcome: 'succeeded' | 'failed' | 'reversed' | 'pending',
  reason?: string,
): Promise<PayoutApplication> {
  const row = await selectWithdrawal(client, 'reference = $1', [reference], true)
  if (!row) return 'unknown'
  const amount = BigInt(row.amount_kobo)
  const open = row.status === 'held' || row.status === 'sent'
  if (outcome === 'pending') {
    if (row.status !== 'held') return 'unchanged'
    await client.query(`update withdrawals set status = 'sent', updated_at = $2 where id = $1`, [row.id, new Date(ctx.clock.now())])
    return 'applied'
  }
  if (outcome === 'succeeded') {
    if (row.status === 'succeeded') return 'unchanged'
    if (!open) return 'conflict'
    const entry = await postEntry(client, {
      kind: 'withdrawal_settlement',
      idempotencyKey: `withdrawal:settle:${row.reference}`,
      description: description('payoutConfirmed', { reference: row.reference }),
      postings: [
        { accountId: ctx.house['house:payouts_in_flight'], amountKobo: -amount },
        { accountId: ctx.house['house:payouts_settled'], amountKobo: amount },
      ],
    })
    await client.query(`update withdrawals set status = 'succeeded', settle_entry_id = $2, updated_at = $3 where id = $1`, [
      row.id,
      entry.entryId,
      new Date(ctx.clock.now()),
    ])
    return 'applied'
  }
  if (row.status === 'reversed') return 'unchanged'
  // A bank may announce 'failed' for a payout it already confirmed; only 'reversed' takes money back from settled.
  if (row.status === 'succeeded' && outcome === 'failed') return 'conflict'
  const from = row.status === 'succeeded' ? ctx.house['house:payouts_settled'] : ctx.house['house:payouts_in_flight']
  const why = reason ?? (outcome === 'reversed' ? 'reversed by the bank' : 'declined by the bank')
  const line = reason
    ? description('withdrawalReversed', { reason })
    : description(outcome === 'reversed' ? 'withdrawalReversedByBank' : 'withdrawalDeclinedByBank')
  await returnToWallet(ctx, client, row, from, line, why)
  return 'applied'
}

/**
 * Gives a withdrawal's amount back from `from` and closes it as reversed: to its wallet (a visible
 * line, `line`, in its history), or, for the return of a parked transfer that no wallet ever held, to
 * house:returned_transfers, the transfer parked again for a person to decide anew.
 */
async function returnToWallet(ctx: PaymentsContext, client: PoolClient, row: WithdrawalRow, from: string, line: Description, why: string) {
  const amount = BigInt(row.amount_kobo)
  const parked = row.parked_event_id !== null
  const to = parked
    ? ctx.house['house:returned_transfers']
    : (await client.query<{ id: string }>('select id from ledger_accounts where user_id = $1', [row.user_id])).rows[0]!.id
  const entry = await postEntry(client, {
    kind: 'withdrawal_reversal',
    idempotencyKey: `withdrawal:reverse:${row.reference}`,
    ...(parked ? {} : { userId: row.user_id! }),
    description: parked ? description('parkedTransferNotReturned', { reference: row.reference, reason: why }) : line,
    reversesEntryId: row.hold_entry_id,
    postings: [
      { accountId: from, amountKobo: -amount },
      { accountId: to, amountKobo: amount },
    ],
  })
  await client.query(
    `update withdrawals set status = 'reversed', reverse_entry_id = $2, failure_reason = $3, updated_at = $4 where id = $1`,
    [row.id, entry.entryId, why, new Date(ctx.clock.now())],
  )
  if (parked) {
    await client.query(
      `with reopened as (update parked_payment_events set resolved_at = null, resolution = null where id = $1 returning event_id)
       update payment_events set status = 'parked' where id = (select event_id from reopened)`,
      [row.parked_event_id],
    )
  }
}

/** Where a payout goes and what it is for (the payout machine sends it once the caller's transaction commits). */
export type HeldPayout = {
  /** The player it is paid for; null for the return of a transfer no wallet owned. */
  userId: string | null
  parkedEventId: string | null
  idempotencyKey: string
  amountKobo: bigint
  /** The account the money is held from (a wallet, or house:returned_transfers). */
  fromAccountId: string
  destination: { bankCode: string; bankName: string; accountNumber: string; accountName: string }
  description: (to: { bank: string; account: string; reference: string }) => Description
}

/**
 * Holds a payout in the caller's transaction: the amount moves to payouts in flight by an entry keyed
 * `withdrawal:hold:<reference>` (as every payout's, so the reports and the reconciliation see it), and
 * a 'held' withdrawal row is written, for advancePayout to send after commit (the recovery loop resumes
 * it should this process stop first).
 */
export async function holdPayout(
  ctx: PaymentsContext,
  db: Queryable,
  payout: HeldPayout,
): Promise<{ withdrawalId: string; reference: string }> {
  const reference = newReference('rf')
  const now = new Date(ctx.clock.now())
  const { destination } = payout
  const hold = await postEntry(db, {
    kind: 'withdrawal',
    idempotencyKey: `withdrawal:hold:${reference}`,
    ...(payout.userId ? { userId: payout.userId } : {}),
    description: payout.description({ bank: destination.bankName, account: maskAccount(destination.accountNumber), reference }),
    postings: [
      { accountId: payout.fromAccountId, amountKobo: -payout.amountKobo },
      { accountId: ctx.house['house:payouts_in_flight'], amountKobo: payout.amountKobo },
    ],
  })
  const { rows } = await db.query<{ id: string }>(
    `insert into withdrawals (user_id, parked_event_id, idempotency_key, request_hash, provider, reference, amount_kobo, bank_code,
                              account_number, account_name, status, hold_entry_id, created_at, updated_at, released_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'held', $11, $12, $12, $12) returning id`,
    [
      payout.userId,
      payout.parkedEventId,
      payout.idempotencyKey,
      requestHash({ amountKobo: payout.amountKobo.toString(), bankCode: destination.bankCode, accountNumber: destination.accountNumber }),
      ctx.bank.name,
      reference,
      payout.amountKobo.toString(),
      destination.bankCode,
      destination.accountNumber,
      destination.accountName,
      hold.entryId,
      now,
    ],
  )
  return { withdrawalId: rows[0]!.id, reference }
}

/** A withdrawal waiting for review, locked for the caller's transaction; refused when it no longer waits. */
export async function lockInReview(client: PoolClient, withdrawalId: string): Promise<WithdrawalRow> {
  const row = await selectWithdrawal(client, 'id = $1', [withdrawalId], true)
  if (!row || row.status !== 'review') throw new DomainError('WITHDRAWAL_NOT_IN_REVIEW', 'This withdrawal is not waiting for review.')
  return row
}

/**
 * A reviewed withdrawal approved: from here it is paid as any other. The caller sends it with
 * advancePayout once this transaction commits (the recovery loop does, should the service stop first).
 */
export async function releaseReviewedWithdrawal(ctx: PaymentsContext, client: PoolClient, withdrawalId: string): Promise<void> {
  await lockInReview(client, withdrawalId)
  await client.query(`update withdrawals set status = 'held', updated_at = $2, released_at = $2 where id = $1`, [
    withdrawalId,
    new Date(ctx.clock.now()),
  ])
}

/** A reviewed withdrawal not approved: its held amount goes back to the wallet. */
export async function rejectReviewedWithdrawal(ctx: PaymentsContext, client: PoolClient, withdrawalId: string): Promise<void> {
  const row = await lockInReview(client, withdrawalId)
  await returnToWallet(
    ctx,
    client,
    row,
    ctx.house['house:payouts_in_flight'],
    description('withdrawalNotApproved'),
    WITHDRAWAL_MESSAGES.notApproved,
  )
}

export const findWithdrawal = (db: Queryable, id: string) => selectWithdrawal(db, 'id = $1', [id])

/**
 * Payouts released to the bank longer than `olderThanMs` ago and still unfinished: sent and unconfirmed,
 * or not sent. Counted from the release, not from the last attempt, so one the recovery loop keeps
 * asking about stays listed.
 */
export async function stuckPayouts(db: Queryable, now: Date, olderThanMs: number) {
  const { rows } = await db.query<{ id: string; reference: string; status: string; amountKobo: string; attempts: number; updatedAt: Date }>(
    `select id::text, reference, status, amount_kobo::text as "amountKobo", attempts, updated_at as "updatedAt"
       from withdrawals where status in ('held', 'sent') and released_at <= $1::timestamptz - $2 * interval '1 millisecond'
      order by released_at`,
    [now, olderThanMs],
  )
  return rows
}

/** Resumes every payout left unfinished for longer than `olderThanMs` (all of them at start-up). */
export async function recoverPayouts(ctx: PaymentsContext, olderThanMs: number): Promise<number> {
  const { rows } = await ctx.pool.query<{ id: string }>(
    `select id from withdrawals where status in ('held', 'sent') and updated_at <= $2::timestamptz - $1 * interval '1 millisecond' order by id`,
    [olderThanMs, new Date(ctx.clock.now())],
  )
  for (const row of rows) await advancePayout(ctx, row.id)
  return rows.length
}
