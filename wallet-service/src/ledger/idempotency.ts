import { hash } from 'node:crypto'
import type { PoolClient } from '../db/pool.ts'
import { DomainError } from '../domain-error.ts'

export type StoredResponse = { status: number; body: unknown }

/** The fingerprint of a request's parts, stored with its answer and compared when its key comes again. */
export function requestHash(parts: unknown): string {
  return hash('sha256', JSON.stringify(parts), 'hex')
}

/**
 * The fingerprint of parts read back from jsonb, which returns object keys in its own order: keys
 * are sorted first, so the same request always has the same fingerprint.
 */
export function canonicalRequestHash(parts: unknown): string {
  return requestHash(
    JSON.parse(
      JSON.stringify(parts, (_key, item: unknown) =>
        item && typeof item === 'object' && !Array.isArray(item)
          ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
          : item,
      ),
    ),
  )
}

/**
 * The one rule of every idempotency key, whatever stores the earlier request (the stored answers
 * table, a withdrawal row, a game round): same key and same request, the earlier outcome stands;
 * same key and a different request, refused.
 */
export function replayOf<T>(earlier: T, earlierHash: string, hash: string): T {
  if (earlierHash !== hash) {
    throw new DomainError('IDEMPOTENCY_KEY_REUSED', 'This idempotency key was already used for a different request')
  }
  return earlier
}

/**
 * Looks for an earlier answer to the same (scope, key) inside the caller's transaction, after
 * taking a transaction-scoped advisory lock on it so two concurrent retries cannot both run.
 */
export async function findStoredResponse(client: PoolClient, scope: string, key: string, hash: string): Promise<StoredResponse | null> {
  await client.query('select pg_advisory_xact_lock(hashtext($1), hashtext($2))', [scope, key])
  const { rows } = await client.query<{ request_hash: string; response_status: number; response_body: unknown }>(
    'select request_hash, response_status, response_body from idempotent_requests where scope = $1 and key = $2',
    [scope, key],
  )
  const row = rows[0]
  return row ? replayOf({ status: row.response_status, body: row.response_body }, row.request_hash, hash) : null
}

export async function storeResponse(client: PoolClient, scope: string, key: string, hash: string, response: StoredResponse): Promise<void> {
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
