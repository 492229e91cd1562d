import type { Config } from '../config.ts'
import type { Queryable } from '../db/queryable.ts'
import { DomainError } from '../domain-error.ts'

/**
 * Every SMS and email costs money, so codes and signups are limited in otp_sends, one row per key
 * per send:
 *   `to:<phone or email>`     the destination: resend cooldown and hourly cap, whichever path
 *                             (signup, resend, forgot-password) sends to it;
 *   `from:<client address>`   codes asked for by one address in an hour;
 *   `signup-from:<address>`   signups from one address in an hour;
 *   `name-enquiry:<user>`     bank account names a player looked up in an hour (each costs a bank
 *                             call and shows a name, so nobody may walk through account numbers).
 * Keying by destination rather than by account also means two identifiers of one account are
 * limited apart, exactly as two accounts would be, so the answers never tell they are linked.
 */
export type SendLimitSettings = Pick<
  Config,
  'OTP_RESEND_COOLDOWN_SECONDS' | 'OTP_MAX_RESENDS_PER_HOUR' | 'OTP_MAX_SENDS_PER_ADDRESS_PER_HOUR' | 'SIGNUP_MAX_PER_ADDRESS_PER_HOUR'
>

/** Where a code goes and who asked for it. */
export type CodeSend = { destinations: string[]; clientAddress: string }

const destinationKey = (destination: string) => `to:${destination}`
const addressKey = (address: string) => `from:${address}`
const signupAddressKey = (address: string) => `signup-from:${address}`

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`

type KeyUsage = { key: string; waitSeconds: number | null; lastHour: number; minutesUntilSlot: number | null }

/**
 * Takes transaction-scoped locks on the keys (in one order, so two requests never deadlock) and
 * reads each key's sends as they stand `at` (the clock's instant): seconds left of the cooldown,
 * sends in the last hour, and minutes until the oldest of those leaves the hour.
 */
async function lockAndCount(db: Queryable, keys: string[], cooldownSeconds: number, at: Date): Promise<Map<string, KeyUsage>> {
  const sorted = [...new Set(keys)].sort()
  await db.query(
    `select count(pg_advisory_xact_lock(hashtext('otp:' || key))) from (select unnest($1::text[]) as key order by 1) ordered`,
    [sorted],
  )
  const { rows } = await db.query<{ key: string; wait_seconds: number | null; last_hour: number; minutes_until_slot: number | null }>(
    `select subject_key as key,
            ceil(extract(epoch from max(sent_at) + make_interval(secs => $2) - $3::timestamptz))::int as wait_seconds,
            count(*) filter (where sent_at > $3::timestamptz - interval '1 hour')::int as last_hour,
            ceil(extract(epoch from min(sent_at) filter (where sent_at > $3::timestamptz - interval '1 hour') + interval '1 hour' - $3::timestamptz)
                 / 60)::int as minutes_until_slot
       from otp_sends where subject_key = any($1) group by subject_key`,
    [sorted, cooldownSeconds, at],
  )
  return new Map(
    rows.map((row) => [
      row.key,
      { key: row.key, waitSeconds: row.wait_seconds, lastHour: row.last_hour, minutesUntilSlot: row.minutes_until_slot },
    ]),
  )
}

/** Records a send to each key `at`: lockAndCount judges these instants by the clock. */
async function record(db: Queryable, keys: string[], at: Date): Promise<void> {
  await db.query(`insert into otp_sends (subject_key, sent_at) select unnest($1::text[]), $2`, [keys, at])
}

/**
 * Refuses a code (429, nothing written) when a destination is in its cooldown or at its hourly cap,
 * or the address has asked for too many codes this hour, all as of `at` (the clock's instant);
 * otherwise records the send. Must run in the transaction that issues the code, so a refusal or a
 * failure later leaves no trace.
 */
export async function claimCodeSend(db: Queryable, send: CodeSend, settings: SendLimitSettings, at: Date): Promise<void> {
  const destinationKeys = send.destinations.map(destinationKey)
  const fromKey = addressKey(send.clientAddress)
  const usage = await lockAndCount(db, [...destinationKeys, fromKey], settings.OTP_RESEND_COOLDOWN_SECONDS, at)
  const destinations = destinationKeys.flatMap((key) => usage.get(key) ?? [])
  const wait = Math.max(0, ...destinations.map((used) => used.waitSeconds ?? 0))
  if (wait > 0) {
    throw new DomainError('OTP_COOLDOWN', `Please wait ${plural(wait, 'second')} before requesting another code.`)
  }
  // The first code plus the allowed resends make a destination's hourly budget.
  if (destinations.some((used) => used.lastHour >= 1 + settings.OTP_MAX_RESENDS_PER_HOUR)) {
    throw new DomainError('OTP_HOURLY_LIMIT', 'Too many codes requested. Please try again in an hour.')
  }
  const fromAddress = usage.get(fromKey)
  if (fromAddress && fromAddress.lastHour >= settings.OTP_MAX_SENDS_PER_ADDRESS_PER_HOUR) {
    const minutes = Math.max(1, fromAddress.minutesUntilSlot ?? 60)
    throw new DomainError(
      'OTP_ADDRESS_LIMIT',
      `Too many codes requested from this network. Please try again in ${plural(minutes, 'minute')}.`,
    )
  }
  await record(db, [...destinationKeys, fromKey], at)
}

/**
 * Refuses a signup (429) when the address has signed up too often in the hour before `at` (the
 * clock's instant); otherwise records it, in the signup's transaction.
 */
export async function claimSignup(db: Queryable, clientAddress: string, settings: SendLimitSettings, at: Date): Promise<void> {
  const key = signupAddressKey(clientAddress)
  const used = (await lockAndCount(db, [key], 0, at)).get(key)
  if (used && used.lastHour >= settings.SIGNUP_MAX_PER_ADDRESS_PER_HOUR) {
    const minutes = Math.max(1, used.minutesUntilSlot ?? 60)
    throw new DomainError('SIGNUP_ADDRESS_LIMIT', `Too many sign-ups from this network. Please try again in ${plural(minutes, 'minute')}.`)
  }
  await record(db, [key], at)
}

/**
 * Refuses a bank account name enquiry (429) when the player has made `maxPerHour` in the hour before
 * `at` (the clock's instant); otherwise records it, in the caller's transaction.
 */
export async function claimNameEnquiry(db: Queryable, userId: string, maxPerHour: number, at: Date): Promise<void> {
  const key = `name-enquiry:${userId}`
  const used = (await lockAndCount(db, [key], 0, at)).get(key)
  if (used && used.lastHour >= maxPerHour) {
    const minutes = Math.max(1, used.minutesUntilSlot ?? 60)
    throw new DomainError('NAME_ENQUIRY_LIMIT', `Too many account checks. Please try again in ${plural(minutes, 'minute')}.`)
  }
  await record(db, [key], at)
}
