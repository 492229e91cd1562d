import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { STAFF_HEADERS, staffCallSignature } from '@9ja/contract/staff-signature'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type * as StaffApiModuleType from '../src/back-office/staffApi'

type StaffApiModule = typeof StaffApiModuleType

/**
 * The CMS's staff API client against a stand-in wallet-service that checks each call the way the real
 * one does (@9ja/contract's staffCallSignature over the call as received) and answers what a test says.
 */

const SECRET = 'cms-test-staff-api-secret-0123456789abcdef'
// Long enough for a first call on a loaded machine; the slow answer below takes longer still.
const TIMEOUT_MS = 2_000

type Received = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string; signatureValid: boolean }
type Answer = { status: number; body: unknown; delayMs?: number }

let received: Received[] = []
let answer: Answer = { status: 200, body: {} }
let server: http.Server
let staffApiModule: StaffApiModule

const header = (headers: http.IncomingHttpHeaders, name: string) => String(headers[name] ?? '')

beforeAll(async () => {
  server = http.createServer(async (request, response) => {
    let body = ''
    for await (const chunk of request) body += chunk
    const { headers } = request
    const expected = staffCallSignature(SECRET, {
      method: request.method!,
      pathWithQuery: request.url!,
      timestampMs: Number(header(headers, STAFF_HEADERS.timestamp)),
      nonce: header(headers, STAFF_HEADERS.nonce),
      staff: {
        id: header(headers, STAFF_HEADERS.id),
        email: header(headers, STAFF_HEADERS.email),
        roles: header(headers, STAFF_HEADERS.roles).split(',').filter(Boolean) as never,
      },
      body,
    })
    received.push({
      method: request.method!,
      url: request.url!,
      headers,
      body,
      signatureValid: expected === header(headers, STAFF_HEADERS.signature),
    })
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs))
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body))
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  Object.assign(process.env, {
    CMS_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/unused',
    PAYLOAD_SECRET: 'test-secret-that-is-at-least-32-characters',
    STAFF_API_SECRET: SECRET,
    WALLET_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    STAFF_API_TIMEOUT_MS: String(TIMEOUT_MS),
  })
  staffApiModule = await import('../src/back-office/staffApi')
})

afterAll(async () => {
  server?.closeAllConnections()
  server?.close()
})

beforeEach(() => {
  received = []
})

const finance = { id: 7, email: 'finance@example.ng', roles: ['finance' as const] }
const me = { staff: { id: '7', email: 'finance@example.ng', roles: ['finance'] }, actions: ['adjustments.read'] }
const decision = {
  id: '12',
  kind: 'adjustment',
  subjectId: '8a3c2d9e-0b4f-4c55-9a8e-1f2d3c4b5a69',
  payload: {
    userId: '3',
    playerId: '8a3c2d9e-0b4f-4c55-9a8e-1f2d3c4b5a69',
    direction: 'credit',
    amountKobo: '250000',
    reasonCode: 'goodwill',
  },
  reason: 'Game froze mid-round',
  approvalsNeeded: 1,
  requestedBy: { id: '7', email: 'finance@example.ng' },
  requestedAt: '2026-12-06T10:00:00.000Z',
  status: 'pending',
  decidedAt: null,
  outcome: null,
  approvals: [],
}

describe('the staff API client', () => {
  it('signs each call for the logged-in staff member, query and body included, as the wallet-service checks it', async () => {
    answer = { status: 200, body: { data: { rows: [], next: null } } }
    await staffApiModule.staffApi(finance).auditLog({ from: '2026-12-01', staff: 'a b@x.ng', action: '', before: '40' })
    answer = { status: 200, body: { data: decision } }
    const asked = { playerId: decision.payload.playerId, direction: 'credit', amount: '2500', reasonCode: 'goodwill', reason: 'Game froze' }
    await staffApiModule.staffApi(finance).requestAdjustment(asked)

    expect(received.map(({ method, url, signatureValid }) => ({ method, url, signatureValid }))).toEqual([
      { method: 'GET', url: '/staff/audit-log?from=2026-12-01&staff=a+b%40x.ng&before=40', signatureValid: true },
      { method: 'POST', url: '/staff/adjustments', signatureValid: true },
    ])
    expect(JSON.parse(received[1]!.body)).toEqual(asked)
    const headers = received[1]!.headers
    expect([header(headers, STAFF_HEADERS.id), header(headers, STAFF_HEADERS.email), header(headers, STAFF_HEADERS.roles)]).toEqual([
      '7',
      'finance@example.ng',
      'finance',
    ])
    // A fresh nonce and the time of each call, so the service can refuse a replayed or stale one.
    expect(header(received[0]!.headers, STAFF_HEADERS.nonce)).not.toBe(header(headers, STAFF_HEADERS.nonce))
    expect(Math.abs(Number(header(headers, STAFF_HEADERS.timestamp)) - Date.now())).toBeLessThan(5_000)
  })

  it('reads answers with the contract and names a breach of it', async () => {
    answer = { status: 200, body: { data: me } }
    expect(await staffApiModule.staffApi(finance).me()).toEqual(me)
    answer = { status: 200, body: { data: { ...me, actions: ['adjustments.anything'] } } }
    await expect(staffApiModule.staffApi(finance).me()).rejects.toMatchObject({
      status: 502,
      code: 'STAFF_API_BREACH',
      message: "The wallet-service's answer to GET /staff/me is not what the contract states.",
    })
  })

  it("turns a refusal into a StaffApiError carrying the service's message", async () => {
    const message = 'You asked for this: another staff member must approve it.'
    answer = { status: 409, body: { status: 409, code: 'MAKER_CANNOT_APPROVE', message } }
    const refused = staffApiModule.staffApi(finance).approveAdjustment('12')
    await expect(refused).rejects.toBeInstanceOf(staffApiModule.StaffApiError)
    await expect(refused).rejects.toMatchObject({ status: 409, code: 'MAKER_CANNOT_APPROVE', message })
    expect(received.at(-1)).toMatchObject({ method: 'POST', url: '/staff/adjustments/12/approve', signatureValid: true })
  })

  it("calls compliance's routes: a re-run names the player in its path and gives its reason, an AML list its period", async () => {
    const compliance = { id: 9, email: 'compliance@example.ng', roles: ['compliance' as const] }
    const playerId = decision.payload.playerId
    answer = { status: 200, body: { data: { kycStatus: 'unverified', kycReason: null } } }
    await staffApiModule.staffApi(compliance).rerunKyc(playerId, 'Registered name corrected')
    const row = {
      day: '2026-12-06',
      playerId,
      fullName: 'Ngozi Eze',
      kycStatus: 'verified',
      idType: 'BVN',
      idLast4: '4821',
      verifiedAt: '2026-12-06T09:00:00.000Z',
      deposits: 1234.5,
      withdrawals: 0,
      cashMovement: 1234.5,
      stakes: 0,
      wins: 0,
    }
    answer = { status: 200, body: { data: { database: 'primary', replayedAt: null, rows: [row] } } }
    const largeCash = await staffApiModule.staffApi(compliance).amlList('large-cash', { from: '2026-12-01', to: '2026-12-06' })
    expect(largeCash.rows).toEqual([row])

    expect(received.map(({ method, url, signatureValid }) => ({ method, url, signatureValid }))).toEqual([
      { method: 'POST', url: `/staff/kyc/${playerId}/rerun`, signatureValid: true },
      { method: 'GET', url: '/staff/aml/large-cash?from=2026-12-01&to=2026-12-06', signatureValid: true },
    ])
    expect(JSON.parse(received[0]!.body)).toEqual({ reason: 'Registered name corrected' })
  })

  it('gives up on a service that does not answer in time', async () => {
    answer = { status: 200, body: { data: me }, delayMs: TIMEOUT_MS + 1_500 }
    await expect(staffApiModule.staffApi(finance).me()).rejects.toMatchObject({
      status: 504,
      code: 'STAFF_API_UNAVAILABLE',
      message: `The wallet-service did not answer within ${TIMEOUT_MS} ms (/staff/me).`,
    })
  })

  it('names only the roles the staff API knows', () => {
    expect(staffApiModule.staffMemberOf({ id: 3, email: 'x@example.ng', roles: ['support', 'auditor' as never] })).toEqual({
      id: '3',
      email: 'x@example.ng',
      roles: ['support'],
    })
  })

  it('says the back office is not configured when the CMS has no STAFF_API_SECRET, and calls nothing', async () => {
    vi.resetModules()
    delete process.env.STAFF_API_SECRET
    const unconfigured = await import('../src/back-office/staffApi')
    await expect(unconfigured.staffApi(finance).me()).rejects.toMatchObject({
      status: 503,
      code: 'BACK_OFFICE_NOT_CONFIGURED',
      message: 'The back office is not configured: the CMS has no STAFF_API_SECRET (README, Back office).',
    })
    expect(received).toEqual([])
  })
})
