import { randomBytes } from 'node:crypto'
import type { Queryable } from '../db/queryable.ts'
import { hashToken } from './session-auth.ts'

/**
 * A new login token, opened `at` (the clock's instant): 32 random bytes, only its SHA-256 is
 * stored; and when the session began. Its start (the reality check's) and expiry are the clock's,
 * as every later judgement of the session is. It ends after `ttlHours`, or earlier once it makes no
 * request for `idleTimeoutMs` (session-auth.ts); its first request is its opening. The client address
 * it was opened from is kept for the back office, which looks for many accounts on one address.
 */
export async function createSession(
  db: Queryable,
  userId: string,
  { ttlHours, idleTimeoutMs }: { ttlHours: number; idleTimeoutMs: number },
  clientAddress: string,
  at: Date,
): Promise<{ token: string; createdAt: Date }> {
  const token = randomBytes(32).toString('base64url')
  const { rows } = await db.query<{ created_at: Date }>(
    `insert into sessions (token_hash, user_id, created_at, expires_at, last_seen_at, idle_timeout, client_address)
     values ($1, $2, $4, $4::timestamptz + make_interval(hours => $3), $4, make_interval(secs => $5::double precision / 1000), $6)
     returning created_at`,
    [hashToken(token), userId, ttlHours, at, idleTimeoutMs, clientAddress],
  )
  return { token, createdAt: rows[0]!.created_at }
}

export async function revokeSession(db: Queryable, token: string, at: Date): Promise<void> {
  await db.query(`update sessions set revoked_at = $2 where token_hash = $1 and revoked_at is null`, [hashToken(token), at])
}

/** Ends, `at`, every live session of a user except, when given, the one making the request. */
export async function revokeUserSessions(db: Queryable, userId: string, at: Date, keepToken?: string): Promise<void> {
  await db.query(
    `update sessions set revoked_at = $3 where user_id = $1 and revoked_at is null and ($2::bytea is null or token_hash <> $2)`,
    [userId, keepToken ? hashToken(keepToken) : null, at],
  )
}
