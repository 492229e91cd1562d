import { hash } from 'node:crypto'
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import type { Logger } from 'pino'
import type { AppContext } from '../context.ts'
import { BatchQueue } from '../db/batch-queue.ts'
import type { Queryable } from '../db/queryable.ts'
import { DomainError } from '../domain-error.ts'
import { sessionIdleTimeoutMs } from './settings.ts'

export type SessionUser = {
  userId: string
  publicId: string
  userType: 'individual' | 'agent' | 'admin'
  fullName: string
}

export function hashToken(token: string): Buffer {
  return hash('sha256', token, 'buffer')
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
     * The request counts as the session's activity.
     */
    requireSession: (missingTokenMessage?: string) => preHandlerAsyncHookHandler
    /** `requireSession()` for the agents' routes: a player's (or admin's) session is refused with 403 `AGENT_ONLY`. */
    requireAgent: () => preHandlerAsyncHookHandler
    /**
     * A preHandler for the hot routes that resolve the token inside their own statements (spins, bets,
     * cash-outs): counts the request as the session's activity, without making the request wait for it.
     */
    noteSessionActivity: () => preHandlerAsyncHookHandler
  }
  interface FastifyRequest {
    /** The logged-in user: set by the `requireSession()` preHandler, only on the routes that use it. */
    user: SessionUser
  }
}

/**
 * Gives every domain `app.requireSession()` and `app.noteSessionActivity()`, so none of them needs the
 * accounts' session SQL. A session's expiry and idle time are judged by the app's clock.
 */
export function registerSessionAuthentication(app: FastifyInstance, { pool, clock, config, logger }: AppContext): void {
  const activity = new SessionActivity(pool, seenRefreshMs(sessionIdleTimeoutMs(config)), logger)
  app.addHook('onClose', async () => activity.settled())
  app.decorateRequest('user', null as unknown as SessionUser)
  app.decorate('requireSession', (missingTokenMessage = 'Please login to continue') => async (request: FastifyRequest) => {
    request.user = await requireUser(pool, request, missingTokenMessage, new Date(clock.now()))
  })
  app.decorate('requireAgent', () => async (request: FastifyRequest) => {
    request.user = await requireUser(pool, request, 'Please login to continue', new Date(clock.now()))
    if (request.user.userType !== 'agent') throw new DomainError('AGENT_ONLY', 'This is for agents only.')
  })
  app.decorate('noteSessionActivity', () => async (request: FastifyRequest) => {
    const token = tokenFromRequest(request)
    // No token: the route refuses it itself. A token without a live session is refused by the route's statement.
    if (token) activity.note(hashToken(token), clock.now())
  })
}

/** The user of the request's live session, refused as requireSession refuses: for a route that needs a session only sometimes. */
export function userOfSession(db: Queryable, request: FastifyRequest, at: Date): Promise<SessionUser> {
  return requireUser(db, request, 'Please login to continue', at)
}

/**
 * Resolves the request's token to a session live `at`, and its user, or refuses with 401 (ending a
 * session refused for its idle time). Its last request becomes `at` when the one before is older than
 * the refresh interval, in the same statement.
 */
async function requireUser(db: Queryable, request: FastifyRequest, missingTokenMessage: string, at: Date): Promise<SessionUser> {
  const token = tokenFromRequest(request)
  if (!token) throw new DomainError('UNAUTHENTICATED', missingTokenMessage)
  const tokenHash = hashToken(token)
  const { rows } = await db.query<{ id: string; public_id: string; user_type: SessionUser['userType']; full_name: string }>(
    `with live as (
       select s.token_hash, s.user_id from sessions s where ${liveSessionWhere('s', '$1', '$2::timestamptz')}
     ), seen as (
       update sessions s set last_seen_at = $2
         from live where s.token_hash = live.token_hash and ${seenRefreshDueSql('s', '$2::timestamptz')}
     )
     select u.id, u.public_id, u.user_type, u.full_name from live join users u on u.id = live.user_id`,
    [tokenHash, at],
  )
  const row = rows[0]
  if (!row) throw await refusal(db, tokenHash, at)
  return { userId: row.id, publicId: row.public_id, userType: row.user_type, fullName: row.full_name }
}

/**
 * The web's keepalive (`POST /agent/session/keepalive`): the player is active on the site, so the
 * session's last request becomes `at` (whatever the refresh interval) if it is live then; else the
 * same refusal as requireSession's.
 */
export async function keepSessionAlive(db: Queryable, token: string, at: Date): Promise<void> {
  const tokenHash = hashToken(token)
  const { rowCount } = await db.query(
    `update sessions s set last_seen_at = greatest(s.last_seen_at, $2) where ${liveSessionWhere('s', '$1', '$2::timestamptz')}`,
    [tokenHash, at],
  )
  if (!rowCount) throw await refusal(db, tokenHash, at)
}

/**
 * The refusal of a token without a live session `at`. A session refused because it idled out is ended
 * there, as of the moment it idled out: nothing brings it back, and it no longer counts as open.
 */
async function refusal(db: Queryable, tokenHash: Buffer, at: Date): Promise<DomainError> {
  await db.query(
    `update sessions set revoked_at = last_seen_at + idle_timeout
      where token_hash = $1 and revoked_at is null and last_seen_at + idle_timeout <= $2`,
    [tokenHash, at],
  )
  return sessionInvalid()
}

/** The refusal for a token without a live session, shared by routes that resolve the token inside a larger statement. */
export function sessionInvalid() {
  return new DomainError('SESSION_INVALID', 'Your session has expired. Please login to continue')
}

/**
 * The condition of a live session (`alias` a row of sessions): its token's hash, not revoked, not
 * expired at `atParam`, and not idle then (a request within its idle limit of the last one).
 */
function liveSessionWhere(alias: string, tokenHashParam: string, atParam: string): string {
  return `${alias}.token_hash = ${tokenHashParam} and ${alias}.revoked_at is null and ${alias}.expires_at > ${atParam}
          and ${alias}.last_seen_at + ${alias}.idle_timeout > ${atParam}`
}

/**
 * The user id of the session live at `atParam` whose token hash is `tokenHashParam` (query
 * expressions: a placeholder, a column), as requireUser resolves it, for a hot path that folds the
 * session lookup into its own statement. `atParam` is the statement's instant from the clock
 * (e.g. `$10::timestamptz`), so the session is judged at the same instant as the rest of it. The
 * statement only reads the session: its route notes the activity (`app.noteSessionActivity()`).
 */
export function liveSessionUserIdSql(tokenHashParam: string, atParam: string): string {
  // An alias of its own: the statement around it may have an `s` of its own.
  return `select live_session.user_id from sessions live_session where ${liveSessionWhere('live_session', tokenHashParam, atParam)}`
}

/** A session's last request is written at most this often: a tenth of its idle limit, and 30 s at the most. */
const MOST_SEEN_REFRESH_MS = 30_000

export function seenRefreshMs(idleTimeoutMs: number): number {
  return Math.min(MOST_SEEN_REFRESH_MS, Math.floor(idleTimeoutMs / 10))
}

/** seenRefreshMs in SQL, of the row's own idle limit: whether its last request is to be rewritten at `atParam`. */
function seenRefreshDueSql(alias: string, atParam: string): string {
  return `${alias}.last_seen_at < ${atParam} - least(${alias}.idle_timeout / 10, interval '${MOST_SEEN_REFRESH_MS / 1000} seconds')`
}

/** How many sessions' notes one process remembers before it starts afresh (a write each, at worst). */
const MOST_NOTED_SESSIONS = 100_000

/** Most sessions whose last request one statement writes. */
const MOST_SEEN_PER_WRITE = 1000
/** How long a note waits for others to be written with it: far below any refresh interval. */
const SEEN_GATHER_MS = 250

type SeenNote = { tokenHash: Buffer; atMs: number }

/**
 * The hot routes' activity: this process writes a session's last request at most every refresh
 * interval, after the request's own work has started (it never waits for it). The notes are batched
 * (BatchQueue): one write at a time, each gathering the notes of up to SEEN_GATHER_MS, so many
 * players betting cost a few statements and commits a second, not one each. The statement skips a
 * session another process refreshed lately, and one no longer live: activity never revives a session.
 */
class SessionActivity {
  private readonly notedAt = new Map<string, number>()
  private readonly writing = new Set<Promise<void>>()
  private readonly writes: BatchQueue<SeenNote, void>

  constructor(
    db: Queryable,
    private readonly refreshMs: number,
    private readonly logger: Logger,
  ) {
    this.writes = new BatchQueue<SeenNote, void>(
      async (notes) => {
        await db.query(
          `update sessions s set last_seen_at = seen.at
             from (select distinct on (token_hash) token_hash, at from unnest($1::bytea[], $2::timestamptz[]) as n(token_hash, at)
                    order by token_hash, at desc) seen
            where ${liveSessionWhere('s', 'seen.token_hash', 'seen.at')} and ${seenRefreshDueSql('s', 'seen.at')}`,
          [notes.map((note) => note.tokenHash), notes.map((note) => new Date(note.atMs))],
        )
        return notes.map(() => undefined)
      },
      { batchesInFlight: 1, maxBatch: MOST_SEEN_PER_WRITE, gatherMs: SEEN_GATHER_MS },
    )
  }

  note(tokenHash: Buffer, atMs: number): void {
    const key = tokenHash.toString('base64')
    const last = this.notedAt.get(key)
    if (last !== undefined && atMs >= last && atMs - last < this.refreshMs) return
    if (this.notedAt.size >= MOST_NOTED_SESSIONS) this.notedAt.clear()
    this.notedAt.set(key, atMs)
    const write: Promise<void> = this.writes
      .run({ tokenHash, atMs })
      .catch((error: unknown) => this.logger.error({ err: error }, "could not write a session's last request"))
      .finally(() => this.writing.delete(write))
    this.writing.add(write)
  }

  /** Waits for the writes under way (the app is closing). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.writing])
  }
}

/**
 * Test mode's clock moves (src/time/control.ts): a move is no player's inactivity, so every open
 * session's last request moves with the clock and its idle time stays real time, as the web's idle
 * logout's does (decision 015). Its expiry (SESSION_TTL_HOURS) stays on the platform clock, as every
 * rule of the platform does.
 */
export async function moveSessionsWithTheClock(db: Queryable, ms: number): Promise<void> {
  await db.query(
    `update sessions set last_seen_at = last_seen_at + make_interval(secs => $1::double precision / 1000) where revoked_at is null`,
    [ms],
  )
}
