import { createHash, createHmac, randomBytes } from 'node:crypto'
import type { StaffRole } from './roles.ts'

/**
 * How the CMS signs a staff call to the wallet-service, and what the wallet-service checks (node only:
 * `@9ja/contract/staff-signature`). The CMS names the staff member and their roles; the HMAC over the
 * method, the path with its query, the time, a one-use nonce, the staff member and the body's digest
 * with the secret both hold (STAFF_API_SECRET) proves the call comes from the CMS and was not changed.
 * The wallet-service refuses a stale time and a nonce it has seen (a replay).
 */
export const STAFF_HEADERS = {
  id: 'x-staff-id',
  email: 'x-staff-email',
  roles: 'x-staff-roles',
  timestamp: 'x-staff-timestamp',
  nonce: 'x-staff-nonce',
  signature: 'x-staff-signature',
} as const

export type StaffMember = { id: string; email: string; roles: readonly StaffRole[] }

export type SignedStaffCall = {
  method: string
  /** The path with its query string, exactly as sent. */
  pathWithQuery: string
  timestampMs: number
  nonce: string
  staff: StaffMember
  /** The exact body sent ('' for none). */
  body: string
}

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

/** The text both sides sign: one field a line, so no field can run into the next. */
export function canonicalStaffCall(call: SignedStaffCall): string {
  return [
    call.method.toUpperCase(),
    call.pathWithQuery,
    String(call.timestampMs),
    call.nonce,
    call.staff.id,
    call.staff.email,
    call.staff.roles.join(','),
    sha256Hex(call.body),
  ].join('\n')
}

export const staffCallSignature = (secret: string, call: SignedStaffCall): string =>
  createHmac('sha256', secret).update(canonicalStaffCall(call)).digest('hex')

/** The headers of a signed staff call, made now with a fresh nonce. */
export function staffCallHeaders(
  secret: string,
  call: Omit<SignedStaffCall, 'timestampMs' | 'nonce'>,
  nowMs: number = Date.now(),
): Record<string, string> {
  const signed: SignedStaffCall = { ...call, timestampMs: nowMs, nonce: randomBytes(16).toString('hex') }
  return {
    [STAFF_HEADERS.id]: call.staff.id,
    [STAFF_HEADERS.email]: call.staff.email,
    [STAFF_HEADERS.roles]: call.staff.roles.join(','),
    [STAFF_HEADERS.timestamp]: String(signed.timestampMs),
    [STAFF_HEADERS.nonce]: signed.nonce,
    [STAFF_HEADERS.signature]: staffCallSignature(secret, signed),
  }
}
