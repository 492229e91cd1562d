import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { STAFF_ROLES, mayDo, type StaffAction, type StaffRole } from '@9ja/contract'
import { STAFF_HEADERS, staffCallSignature, type StaffMember } from '@9ja/contract/staff-signature'
import type { AppContext } from '../../context.ts'
import { withTransaction } from '../../db/pool.ts'
import { DomainError, REFUSAL_KIND_BY_CODE } from '../../domain-error.ts'
import { systemClock } from '../../time/clock.ts'
import { recordStaffAction } from './audit-log.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member a signed staff call names (set on the staff API's routes only). */
    staff: StaffMember
    /** The staff call's body exactly as sent, which its signature covers. */
    rawStaffBody: string
    /** The action the staff member's roles were allowed to attempt (set by `allow`). */
    staffAction?: StaffAction
  }
}

const header = (request: FastifyRequest, name: string): string | null => {
  const value = request.headers[name]
  return typeof value === 'string' ? value : null
}

const sameHex = (given: string, expected: string) => {
  const a = Buffer.from(given, 'hex')
  const b = Buffer.from(expected, 'hex')
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b)
}

const isRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role)

/**
 * Checks a staff call's signature, time and nonce, and names its staff member. Freshness is judged by
 * this machine's system time, not the platform clock: it compares two processes' clocks, and the
 * platform clock runs shifted in test mode, which the CMS does not know.
 */
async function verifyStaffCall(context: AppContext, request: FastifyRequest): Promise<StaffMember> {
  const secret = context.config.STAFF_API_SECRET
  if (!secret) throw new DomainError('STAFF_API_OFF', 'The staff API is not configured (STAFF_API_SECRET).')
  const [id, email, roles, timestamp, nonce, signature] = Object.values(STAFF_HEADERS).map((name) => header(request, name))
  const roleList = !roles ? [] : roles.split(',')
  const unsigned = new DomainError('STAFF_CALL_UNSIGNED', 'This staff call is not signed by the CMS.')
  if (
    !id ||
    !email ||
    roles == null ||
    !timestamp ||
    !/^\d{1,15}$/.test(timestamp) ||
    !nonce ||
    !/^[0-9a-f]{32}$/.test(nonce) ||
    !signature
  ) {
    throw unsigned
  }
  if (!roleList.every(isRole)) throw unsigned
  const staff: StaffMember = { id, email, roles: roleList }
  const expected = staffCallSignature(secret, {
    method: request.method,
    pathWithQuery: request.url,
    timestampMs: Number(timestamp),
    nonce,
    staff,
    body: request.rawStaffBody ?? '',
  })
  if (!sameHex(signature, expected)) throw unsigned
  const nowMs = systemClock.now()
  const maxAgeMs = context.config.STAFF_CALL_MAX_AGE_SECONDS * 1000
  if (Math.abs(nowMs - Number(timestamp)) > maxAgeMs) throw new DomainError('STAFF_CALL_STALE', 'This staff call is too old to be trusted.')
  // Kept for twice the window, so a nonce is remembered for as long as its call could be fresh.
  const { rows } = await context.pool.query<{ nonce: string }>(
    `with forgotten as (delete from staff_call_nonces where seen_at < $3)
     insert into staff_call_nonces (nonce, seen_at) values ($1, $2) on conflict do nothing returning nonce`,
    [nonce, new Date(nowMs), new Date(nowMs - 2 * maxAgeMs)],
  )
  if (rows.length === 0) throw new DomainError('STAFF_CALL_REPLAYED', 'This staff call was already received.')
  return staff
}

/**
 * The staff API's edge, for the routes `register` adds: every call must be signed by the CMS (a forged,
 * stale or replayed one is refused and logged, and reaches no route), and its JSON body is kept as sent
 * so the signature can cover it.
 */
export function staffApi(context: AppContext, register: (app: FastifyInstance) => void) {
  return async (app: FastifyInstance) => {
    app.removeAllContentTypeParsers()
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      request.rawStaffBody = body as string
      try {
        done(null, body === '' ? {} : JSON.parse(body as string))
      } catch {
        done(new DomainError('INVALID_INPUT', 'The body is not valid JSON.'), undefined)
      }
    })
    app.addHook('preValidation', async (request) => {
      try {
        request.staff = await verifyStaffCall(context, request)
      } catch (error) {
        if (error instanceof DomainError) {
          request.log.warn({ code: error.code, staffId: header(request, STAFF_HEADERS.id), url: request.url }, 'staff call refused')
        }
        throw error
      }
    })
    // An action the roles allowed but the service's rules refused (the maker approving their own request,
    // a decision already taken, a balance too low): nothing changed, and the log keeps who tried it and
    // why. A form's mistake (an invalid field) is only answered.
    app.addHook('onError', async (request, _reply, error) => {
      if (request.method !== 'POST' || !request.staffAction || !(error instanceof DomainError)) return
      if (REFUSAL_KIND_BY_CODE[error.code] === 'invalid') return
      const action = request.staffAction
      try {
        await withTransaction(context.pool, (db) =>
          recordStaffAction(db, context.clock, request.staff, {
            action,
            outcome: 'refused',
            after: { refused: error.code, message: error.message, params: request.params },
            requestId: request.id,
          }),
        )
      } catch (failure) {
        request.log.error({ err: failure, action }, 'the audit row of a refused staff action could not be written')
      }
    })
    register(app)
  }
}

/**
 * A staff route's guard: the staff member's roles must allow `action` (@9ja/contract's STAFF_PERMISSIONS).
 * A refusal changes nothing but the audit log, which keeps who tried what.
 */
export function allow(context: AppContext, action: StaffAction) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (mayDo(request.staff.roles, action)) {
      request.staffAction = action
      return
    }
    await withTransaction(context.pool, (db) =>
      recordStaffAction(db, context.clock, request.staff, { action, outcome: 'refused', requestId: request.id }),
    )
    request.log.warn({ staffId: request.staff.id, action }, 'staff action refused: role lacks the right')
    throw new DomainError('STAFF_FORBIDDEN', 'Your role does not allow this.')
  }
}
