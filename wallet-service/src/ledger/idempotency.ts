import { createHash } from 'node:crypto'
import type { PoolClient } from '../db/pool.ts'
import { DomainError } from '../http/errors.ts'

export type StoredResponse = { status: number; body: unknown }

export function requestHash(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex')
}

/**
 * Looks for an earlier answer to the same (scope, key) inside the caller's transaction, after
 * taking a transaction-scoped advisory lock on it so two concurrent retries cannot both run.
 * Same key and same request: the stored answer. Same key, different request: refused.
 */
export async function findStoredResponse(
  client: PoolClient,
  scope: string,
  key: string,
  hash: string,
): Promise<StoredResponse | null> {
  await client.query('select pg_advisory_xact_lock(hashtext($1), hashtext($2))', [scope, key])
  const { rows } = await client.query<{ request_hash: string; response_status: number; response_body: unknown }>(
    'select request_hash, response_status, response_body from idempotent_requests where scope = $1 and key = $2',
    [scope, key],
  )
  const row = rows[0]
  if (!row) return null
  if (row.request_hash !== hash) {
    throw new DomainError('IDEMPOTENCY_KEY_REUSED', 'This idempotency key was already used for a different request')
  }
  return { status: row.response_status, body: row.response_body }
}

export async function storeResponse(
  client: PoolClient,
  scope: string,
  key: string,
  hash: string,
  response: StoredResponse,
): Promise<void> {
  await client.query(
    `insert into idempotent_requests (scope, key, request_hash, response_status, response_body)
     values ($1, $2, $3, $4, $5)`,
    [scope, key, hash, response.status, JSON.stringify(response.body)],
  )
}

/** The client's key for a money-moving request: the `Idempotency-Key` header or `idempotencyKey` in the body. */
export function idempotencyKeyFrom(headers: Record<string, unknown>, body: unknown): string | null {
  const header = headers['idempotency-key']
  if (typeof header === 'string' && header.trim()) return header.trim().slice(0, 200)
  const fromBody = (body as { idempotencyKey?: unknown } | undefined)?.idempotencyKey
  return typeof fromBody === 'string' && fromBody.trim() ? fromBody.trim().slice(0, 200) : null
}
