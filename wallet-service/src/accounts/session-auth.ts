import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import type { Queryable } from '../db/queryable.ts'
import { DomainError } from '../http/errors.ts'

export type SessionUser = {
  userId: string
  publicId: string
  userType: 'individual' | 'agent' | 'admin'
  fullName: string
}

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest()
}

/** The spec sends the token in the JSON body; `Authorization: Bearer` is accepted too. */
export function tokenFromRequest(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || null
  const body = request.body as { token?: unknown } | undefined
  return typeof body?.token === 'string' && body.token.length > 0 ? body.token : null
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler that resolves the request's token to its live session's user (`request.user`),
     * or refuses with 401 before the handler runs. A route may word the refusal for a missing token.
     */
    requireSession: (missingTokenMessage?: string) => preHandlerAsyncHookHandler
  }
  interface FastifyRequest {
    /** The logged-in user: set by the `requireSession()` preHandler, only on the routes that use it. */
    user: SessionUser
  }
}

/** Gives every domain `app.requireSession()`, so none of them needs the accounts' session SQL. */
export function registerSessionAuthentication(app: FastifyInstance, db: Queryable): void {
  app.decorateRequest('user', null as unknown as SessionUser)
  app.decorate('requireSession', (missingTokenMessage = 'Please login to continue') => async (request: FastifyRequest) => {
    request.user = await requireUser(db, request, missingTokenMessage)
  })
}

/** Resolves the request's token to a live session's user, or refuses with 401. */
async function requireUser(db: Queryable, request: FastifyRequest, missingTokenMessage: string): Promise<SessionUser> {
  const token = tokenFromRequest(request)
  if (!token) throw new DomainError('UNAUTHENTICATED', missingTokenMessage)
  const { rows } = await db.query<{ id: string; public_id: string; user_type: SessionUser['userType']; full_name: string }>(
    `select u.id, u.public_id, u.user_type, u.full_name
       from sessions s join users u on u.id = s.user_id
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now()`,
    [hashToken(token)],
  )
  const row = rows[0]
  if (!row) throw sessionInvalid()
  return { userId: row.id, publicId: row.public_id, userType: row.user_type, fullName: row.full_name }
}

/** The refusal for a token without a live session, shared by routes that resolve the token inside a larger statement. */
export function sessionInvalid() {
  return new DomainError('SESSION_INVALID', 'Your session has expired. Please login to continue')
}

/**
 * The user id of the live session whose token hash is `tokenHashParam` (a query placeholder), as
 * requireUser resolves it, for a hot path that folds the session lookup into its own statement.
 */
export function liveSessionUserIdSql(tokenHashParam: string): string {
  return `select user_id from sessions where token_hash = ${tokenHashParam} and revoked_at is null and expires_at > now()`
}
