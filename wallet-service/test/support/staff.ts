import type { FastifyInstance } from 'fastify'
import type { StaffRole } from '@9ja/contract'
import { staffCallHeaders, type StaffMember } from '@9ja/contract/staff-signature'

/** The secret the test apps share with their pretend CMS. */
export const TEST_STAFF_API_SECRET = 'test-staff-api-secret-0123456789abcdef012345'

let nextStaffId = 1
/** A staff member of the pretend CMS, with a fresh id. */
export const staffMember = (...roles: StaffRole[]): StaffMember => {
  const id = String(nextStaffId++)
  return { id, email: `${roles.join('-') || 'none'}-${id}@staff.example.ng`, roles }
}

type CallOptions = { secret?: string; nowMs?: number }

/** The headers the CMS sends with a call, signed now with a fresh nonce (`secret` and `nowMs` to forge or age one). */
export function signedHeaders(staff: StaffMember, method: 'GET' | 'POST', url: string, body?: unknown, options: CallOptions = {}) {
  const payload = body === undefined ? '' : JSON.stringify(body)
  const headers = staffCallHeaders(
    options.secret ?? TEST_STAFF_API_SECRET,
    { method, pathWithQuery: url, staff, body: payload },
    options.nowMs,
  )
  return body === undefined ? headers : { ...headers, 'content-type': 'application/json' }
}

/** A staff call as the CMS makes it. */
export function staffCall(
  app: FastifyInstance,
  staff: StaffMember,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  options: CallOptions = {},
) {
  const headers = signedHeaders(staff, method, url, body, options)
  return app.inject({
    method,
    url,
    headers,
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  })
}
