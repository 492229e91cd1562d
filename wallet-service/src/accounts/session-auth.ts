import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import type { Queryable } from '../db/queryable.ts'
import { DomainError } from '../http/errors.ts'
import type { Clock } from '../time/clock.ts'

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

/**
 * Gives every domain `app.requireSession()`, so none of them needs the accounts' session SQL. A
 * session's expiry is judged by `clock`, the app's.
 */
export function registerSessionAuthentication(app: FastifyInstance, db: Queryable, clock: Clock): void {
  app.decorateRequest('user', null as unknown as SessionUser)
  app.decorate('requireSession', (missingTokenMessage = 'Please login to continue') => async (request: FastifyRequest) => {
    request.user = await requireUser(db, request, missingTokenMessage, new Date(clock.now()))
  })
}

/** Resolves the request's token to a session live `at`, and its user, or refuses with 401. */
async function requireUser(db: Queryable, request: FastifyRequest, missingTokenMessage: string, at: Date): Promise<SessionUser> {
  const token = tokenFromRequest(request)
  if (!token) throw new DomainError('UNAUTHENTICATED', missingTokenMessage)
  const { rows } = await db.query<{ id: string; public_id: string; user_type: SessionUser['userType']; full_name: string }>(
    `select u.id, u.public_id, u.user_type, u.full_name
       from sessions s join users u on u.id = s.user_id
      where ${liveSessionWhere('s', '$1', '$2::timestamptz')}`,
    [hashToken(token), at],
  )
  const row = rows[0]
  if (!row) throw sessionInvalid()
  return { userId: row.id, publicId: row.public_id, userType: row.user_type, fullName: row.full_name }
}

/** The refusal for a token without a live session, shared by routes that resolve the token inside a larger statement. */
export function sessionInvalid() {
  return new DomainError('SESSION_INVALID', 'Your session has expired. Please login to continue')
}

/** The condition of a live session (`alias` a row of sessions): its token's hash, not revoked, not expired at `atParam`. */
function liveSessionWhere(alias: string, tokenHashParam: string, atParam: string): string {
  return `${alias}.token_hash = ${tokenHashParam} and ${alias}.revoked_at is null and ${alias}.expires_at > ${atParam}`
}

/**
 * The user id of the session live at `atParam` whose token hash is `tokenHashParam` (query
 * expressions: a placeholder, a column), as requireUser resolves it, for a hot path that folds the
 * session lookup into its own statement. `atParam` is the statement's instant from the clock
 * (e.g. `$10::timestamptz`), so the session is judged at the same instant as the rest of it.
 */
export function liveSessionUserIdSql(tokenHashParam: string, atParam: string): string {
  // An alias of its own: the statement around it may have an `s` of its own.
  return `select live_session.user_id from sessions live_session where ${liveSessionWhere('live_session', tokenHashParam, atParam)}`
}
