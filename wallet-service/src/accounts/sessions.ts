import { randomBytes } from 'node:crypto'
import type { Queryable } from '../db/queryable.ts'
import { hashToken } from './session-auth.ts'

/** A new login token: 32 random bytes, only its SHA-256 is stored; and when the session began. */
export async function createSession(db: Queryable, userId: string, ttlHours: number): Promise<{ token: string; createdAt: Date }> {
  const token = randomBytes(32).toString('base64url')
  const { rows } = await db.query<{ created_at: Date }>(
    `insert into sessions (token_hash, user_id, expires_at) values ($1, $2, now() + make_interval(hours => $3)) returning created_at`,
    [hashToken(token), userId, ttlHours],
  )
  return { token, createdAt: rows[0]!.created_at }
}

export async function revokeSession(db: Queryable, token: string): Promise<void> {
  await db.query(`update sessions set revoked_at = now() where token_hash = $1 and revoked_at is null`, [hashToken(token)])
}

/** Ends every live session of a user except, when given, the one making the request. */
export async function revokeUserSessions(db: Queryable, userId: string, keepToken?: string): Promise<void> {
  await db.query(
    `update sessions set revoked_at = now() where user_id = $1 and revoked_at is null and ($2::bytea is null or token_hash <> $2)`,
    [userId, keepToken ? hashToken(keepToken) : null],
  )
}
