import type { Config } from '../config.ts'
import type { Queryable } from '../db/queryable.ts'
import { DomainError } from '../domain-error.ts'
import { postEntry, walletAccountId } from '../ledger/ledger.ts'
import { KYC_MESSAGES } from './messages.ts'
import { description } from '../ledger/descriptions.ts'

/**
 * The daily deposit cap of unverified wallets (CBN tier 1: KYC_UNVERIFIED_DEPOSIT_DAILY_NAIRA a
 * calendar day, Africa/Lagos). Money is never refused at the bank's door: a transfer that arrives over
 * the cap is credited up to it and the rest held in house:kyc_held_deposits, released to the wallet
 * when the player is verified (or returned with the deposits if the account is closed). What the
 * platform can refuse, it refuses before any money moves: a deposit request (fund-wallet, a card
 * payment) over what is left of the day's cap.
 */
export const capKobo = (config: Pick<Config, 'KYC_UNVERIFIED_DEPOSIT_DAILY_NAIRA'>) =>
  BigInt(config.KYC_UNVERIFIED_DEPOSIT_DAILY_NAIRA) * 100n

/** What an unverified player's wallet may still receive in the day of `at` under the cap; null for a verified player (no cap). */
export async function depositCapLeftKobo(db: Queryable, config: Config, userId: string, at: Date): Promise<bigint | null> {
  const { rows } = await db.query<{ verified: boolean; received: string }>(
    `select u.kyc_status = 'verified' as verified,
            coalesce((select received_kobo from kyc_deposit_caps c
                       where c.user_id = u.id and not c.lifted and c.day = ($2::timestamptz at time zone 'Africa/Lagos')::date), 0)::text as received
       from users u where u.id = $1`,
    [userId, at],
  )
  const row = rows[0]!
  if (row.verified) return null
  const cap = capKobo(config)
  const received = BigInt(row.received)
  return cap > received ? cap - received : 0n
}

/** Refuses a deposit request of an unverified player that the cap of the day at `at` cannot take (403 KYC_DEPOSIT_CAP). */
export async function assertDepositWithinCap(db: Queryable, config: Config, userId: string, amountKobo: bigint, at: Date): Promise<void> {
  const left = await depositCapLeftKobo(db, config, userId, at)
  if (left !== null && amountKobo > left) throw new DomainError('KYC_DEPOSIT_CAP', KYC_MESSAGES.depositCap(capKobo(config), left))
}

/**
 * The part of an arriving deposit to hold, counted into the player's day at `at` (zero for a verified
 * player). The caller holds the wallet's lock first: wallet, then cap row, the order every deposit
 * path and verification take, so they never deadlock.
 */
export async function heldOverCap(db: Queryable, config: Config, userId: string, amountKobo: bigint, at: Date): Promise<bigint> {
  const { rows } = await db.query<{ held: string | null }>(
    `select case when kyc_status = 'verified' then null else (kyc_hold_over_cap(id, array[$2::bigint], $3::bigint, $4::timestamptz))[1] end::text as held
       from users where id = $1`,
    [userId, amountKobo.toString(), capKobo(config).toString(), at],
  )
  return BigInt(rows[0]!.held ?? 0)
}

/** Records the held part of a deposit's journal entry, for its release or refund. */
export async function recordHeldDeposit(db: Queryable, userId: string, entryId: string, heldKobo: bigint): Promise<void> {
  if (heldKobo > 0n) {
    await db.query('insert into kyc_held_deposits (user_id, entry_id, amount_kobo) values ($1, $2, $3)', [
      userId,
      entryId,
      heldKobo.toString(),
    ])
  }
}

/**
 * At verification, inside its transaction: the cap stops applying (deposits racing with this wait on
 * the cap row, then see it lifted) and everything held goes to the wallet. Returns what was released.
 */
export async function liftCapAndRelease(db: Queryable, heldAccountId: string, userId: string, at: Date): Promise<bigint> {
  const wallet = await walletAccountId(db, userId)
  await db.query('select 1 from ledger_accounts where id = $1 for no key update', [wallet])
  await db.query(
    `insert into kyc_deposit_caps (user_id, day, received_kobo, lifted) values ($1, ($2::timestamptz at time zone 'Africa/Lagos')::date, 0, true)
     on conflict (user_id) do update set lifted = true`,
    [userId, at],
  )
  const held = await takeHeldDeposits(db, userId)
  if (held.totalKobo === 0n) return 0n
  const entry = await postEntry(db, {
    kind: 'kyc_release',
    idempotencyKey: `kyc:release:${held.ids[0]}`,
    userId,
    description: description('heldDepositsReleased'),
    postings: [
      { accountId: wallet, amountKobo: held.totalKobo },
      { accountId: heldAccountId, amountKobo: -held.totalKobo },
    ],
  })
  await markReleased(db, held.ids, entry.entryId, at)
  return held.totalKobo
}

/** The player's held deposits not yet released, locked until the caller's transaction ends. */
export async function takeHeldDeposits(db: Queryable, userId: string): Promise<{ ids: string[]; totalKobo: bigint }> {
  const { rows } = await db.query<{ id: string; amount_kobo: string }>(
    'select id, amount_kobo from kyc_held_deposits where user_id = $1 and released_at is null order by id for update',
    [userId],
  )
  return { ids: rows.map((row) => row.id), totalKobo: rows.reduce((sum, row) => sum + BigInt(row.amount_kobo), 0n) }
}

export async function markReleased(db: Queryable, ids: string[], entryId: string, at: Date): Promise<void> {
  if (ids.length === 0) return
  await db.query('update kyc_held_deposits set released_at = $3, released_entry_id = $2 where id = any($1::bigint[])', [ids, entryId, at])
}
