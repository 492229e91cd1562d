import {
  agentLine,
  agentPage,
  accountLocked,
  accountUnlocked,
  adjustment,
  amlReport,
  auditChainCheck,
  auditLogPage,
  bank,
  closure,
  closureDecided,
  codeResent,
  dataOf,
  gameDaysReport,
  kycException,
  kycRerun,
  largestWin,
  liability,
  parkedTransfer,
  parkedTransferDecided,
  paymentsReport,
  payoutRetried,
  playerFound,
  playerPage,
  queuedWithdrawal,
  reconciliationReport,
  refusal,
  rtpRow,
  selfExclusion,
  sessionsEnded,
  staffMe,
  stuckPayout,
  unusualPatterns,
  withdrawalDecided,
} from '@9ja/contract'
import { staffCallHeaders, type StaffMember } from '@9ja/contract/staff-signature'
import { z } from 'zod'

import type { Role } from '../access/roles'
import { roles } from '../access/roles'
import { env } from '../env'

/**
 * The one client of the wallet-service's staff API (decision 020), server side only: staff browsers talk
 * to the CMS, never to the wallet-service. Each call is signed for the logged-in staff member with
 * STAFF_API_SECRET, and each answer is read with @9ja/contract's schema for it.
 */

/**
 * A staff call that did not give what was asked: the service refused it (its status, code and message,
 * which the staff member is shown), or there was no usable answer, or the back office is not configured.
 */
export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'StaffApiError'
  }
}

const NOT_CONFIGURED = 'The back office is not configured: the CMS has no STAFF_API_SECRET (README, Back office).'

/** The Payload user as the staff API knows them: their id, email and the roles the contract names. */
export type StaffUser = { id: number | string; email: string; roles?: readonly Role[] | null }

export const staffMemberOf = (user: StaffUser): StaffMember => ({
  id: String(user.id),
  email: user.email,
  roles: (user.roles ?? []).filter((role) => roles.includes(role)),
})

/** The audit log's filters, as the staff API reads them (`before` is the page's `next`). */
export const auditLogFilters = z.object({
  from: z.string().optional(),
  to: z.string().optional(),
  staff: z.string().optional(),
  action: z.string().optional(),
  subject: z.string().optional(),
  before: z.string().optional(),
})
export type AuditLogFilters = z.infer<typeof auditLogFilters>

/** The reports finance and compliance read (GET /staff/reports/<report>), JSON or a CSV download. */
export const REPORTS = ['game-days', 'payments', 'reconciliation'] as const
export type ReportName = (typeof REPORTS)[number]

/**
 * The Reports screen's query: the report, and its own fields: the period of the game days and payments
 * (`from` to `to`, Lagos days, both included) or the day and provider the reconciliation reads (`date`,
 * `provider`). The service checks each field and says what is wrong with it.
 */
export const reportQuery = z.object({
  report: z.enum(REPORTS).catch('game-days'),
  from: z.string().optional(),
  to: z.string().optional(),
  date: z.string().optional(),
  provider: z.string().optional(),
})
export type ReportQuery = z.infer<typeof reportQuery>

/** The period a report covers: Lagos days, YYYY-MM-DD, both included. */
export type ReportPeriod = { from: string; to: string }

/** The staff path of the report `query` names, with that report's own fields only (and `format=csv` for its download). */
export function reportPath({ report, from, to, date, provider }: ReportQuery, format?: 'csv'): string {
  const own = report === 'reconciliation' ? { date, provider } : { from, to }
  return withQuery(`/staff/reports/${report}`, { ...own, format })
}
/** The AML lists of a period: the register (every player's money per Lagos day), and its days of large cash movements. */
export const amlList = z.enum(['register', 'large-cash'])
export type AmlList = z.infer<typeof amlList>
export const AML_LIST_PATHS: Record<AmlList, string> = { register: '/staff/aml/register', 'large-cash': '/staff/aml/large-cash' }

/** The AML screen's query, as its CSV download takes it: the list and its period (the service checks the days). */
export const amlQuery = z.object({ list: amlList, from: z.string().optional(), to: z.string().optional() })

/** A request for an adjustment as the form gives it: the service validates each field and says what is wrong. */
export type AdjustmentRequest = Record<'playerId' | 'direction' | 'amount' | 'reasonCode' | 'reason', string>

export type AdjustmentStatus = 'pending' | 'done' | 'rejected'

export type WithdrawalStatus = z.infer<typeof queuedWithdrawal>['status']

/** Which parked transfers: those waiting for finance, or those resolved. */
export type ParkedTransferStatus = 'open' | 'resolved'

/**
 * What finance asks for a parked transfer, as the form gives it: return it to its sender, credit the
 * wallet of the player named, or (a payment event that moves no money) acknowledge it. The service
 * validates each field and says what is wrong.
 */
export type ParkedTransferResolution = { action: string; reason: string; playerId?: string }

/** The account a closed account's refund goes to, as the form gives it (the service checks it by name enquiry). */
export type ClosureRefundRequest = Record<'bankCode' | 'accountNumber' | 'reason', string>

/** Which code support sends a player again. */
export type ResendCodeKind = 'signup' | 'password-reset'

/** `path` with the filters that are set as its query, in a fixed order (the signature covers the query as sent). */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const set = Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim()))
  return set.length === 0 ? path : `${path}?${new URLSearchParams(set).toString()}`
}

/**
 * Sends one signed call. The signal bounds the wait for the answer's headers; a refusal (any status but
 * 200) is read as the service's `{status, code, message}` and thrown as a StaffApiError.
 */
async function send(
  staff: StaffMember,
  method: 'GET' | 'POST',
  pathWithQuery: string,
  body: unknown,
  signal: AbortSignal,
): Promise<Response> {
  const secret = env.STAFF_API_SECRET
  if (!secret) throw new StaffApiError(503, 'BACK_OFFICE_NOT_CONFIGURED', NOT_CONFIGURED)
  const text = body === undefined ? '' : JSON.stringify(body)
  const headers: Record<string, string> = staffCallHeaders(secret, { method, pathWithQuery, staff, body: text })
  if (body !== undefined) headers['content-type'] = 'application/json'
  let response: Response
  try {
    response = await fetch(`${env.WALLET_URL}${pathWithQuery}`, { method, headers, body: body === undefined ? undefined : text, signal })
  } catch (error) {
    throw unavailable(pathWithQuery, signal, error)
  }
  if (response.status === 200) return response
  const answer = refusal.safeParse(await response.json().catch(() => null))
  if (!answer.success) {
    throw new StaffApiError(502, 'STAFF_API_UNAVAILABLE', `The wallet-service answered ${response.status} without saying why.`)
  }
  throw new StaffApiError(answer.data.status, answer.data.code, answer.data.message)
}

function unavailable(pathWithQuery: string, signal: AbortSignal, cause: unknown): StaffApiError {
  const why = signal.aborted ? `did not answer within ${env.STAFF_API_TIMEOUT_MS} ms` : 'could not be reached'
  return new StaffApiError(504, 'STAFF_API_UNAVAILABLE', `The wallet-service ${why} (${pathWithQuery.split('?')[0]}).`, { cause })
}

/** A call whose answer is JSON: the timeout covers the whole answer, which is read with `schema`. */
async function call<T extends z.core.$ZodType>(
  staff: StaffMember,
  schema: T,
  method: 'GET' | 'POST',
  pathWithQuery: string,
  body?: unknown,
): Promise<z.output<T>> {
  const signal = AbortSignal.timeout(env.STAFF_API_TIMEOUT_MS)
  const response = await send(staff, method, pathWithQuery, body, signal)
  try {
    return dataOf(schema, await response.json())
  } catch (error) {
    if (signal.aborted) throw unavailable(pathWithQuery, signal, error)
    const path = pathWithQuery.split('?')[0]
    throw new StaffApiError(502, 'STAFF_API_BREACH', `The wallet-service's answer to ${method} ${path} is not what the contract states.`, {
      cause: error,
    })
  }
}

/** The staff API as `user` calls it. */
export function staffApi(user: StaffUser) {
  const staff = staffMemberOf(user)
  const decision = (id: string, verb: 'approve' | 'reject') => `/staff/adjustments/${encodeURIComponent(id)}/${verb}`
  const withdrawal = (id: string, verb: 'approve' | 'reject') => `/staff/withdrawals/${encodeURIComponent(id)}/${verb}`
  const parked = (id: string, verb: 'resolve' | 'approve' | 'reject') => `/staff/parked-transfers/${encodeURIComponent(id)}/${verb}`
  const closed = (playerId: string, verb: 'refund' | 'approve' | 'reject') => `/staff/closures/${encodeURIComponent(playerId)}/${verb}`
  const player = (id: string, verb?: 'end-sessions' | 'lock' | 'unlock' | 'resend-code') =>
    `/staff/players/${encodeURIComponent(id)}${verb ? `/${verb}` : ''}`
  return {
    me: () => call(staff, staffMe, 'GET', '/staff/me'),
    auditLog: (filters: AuditLogFilters) => call(staff, auditLogPage, 'GET', withQuery('/staff/audit-log', filters)),
    auditChainCheck: () => call(staff, auditChainCheck, 'GET', '/staff/audit-log/check'),
    /**
     * A CSV download (`pathWithQuery` answers text/csv), streamed on as it arrives: the timeout covers
     * only the wait for the answer to start, so a long export is not cut off.
     */
    download: async (pathWithQuery: string): Promise<Response> => {
      const controller = new AbortController()
      const timer = setTimeout(() => controller.abort(), env.STAFF_API_TIMEOUT_MS)
      try {
        return await send(staff, 'GET', pathWithQuery, undefined, controller.signal)
      } finally {
        clearTimeout(timer)
      }
    },
    adjustments: (status: AdjustmentStatus) => call(staff, z.array(adjustment), 'GET', withQuery('/staff/adjustments', { status })),
    requestAdjustment: (request: AdjustmentRequest) => call(staff, adjustment, 'POST', '/staff/adjustments', request),
    approveAdjustment: (id: string) => call(staff, adjustment, 'POST', decision(id, 'approve'), {}),
    rejectAdjustment: (id: string, reason: string) => call(staff, adjustment, 'POST', decision(id, 'reject'), { reason }),
    withdrawals: (status: WithdrawalStatus) => call(staff, z.array(queuedWithdrawal), 'GET', withQuery('/staff/withdrawals', { status })),
    approveWithdrawal: (id: string) => call(staff, withdrawalDecided, 'POST', withdrawal(id, 'approve'), {}),
    rejectWithdrawal: (id: string, reason: string) => call(staff, withdrawalDecided, 'POST', withdrawal(id, 'reject'), { reason }),
    stuckPayouts: () => call(staff, z.array(stuckPayout), 'GET', '/staff/payouts/stuck'),
    retryPayout: (id: string) => call(staff, payoutRetried, 'POST', `/staff/payouts/${encodeURIComponent(id)}/retry`, {}),
    parkedTransfers: (status: ParkedTransferStatus) =>
      call(staff, z.array(parkedTransfer), 'GET', withQuery('/staff/parked-transfers', { status })),
    resolveParkedTransfer: (id: string, resolution: ParkedTransferResolution) =>
      call(staff, parkedTransferDecided, 'POST', parked(id, 'resolve'), resolution),
    approveParkedTransfer: (id: string) => call(staff, parkedTransferDecided, 'POST', parked(id, 'approve'), {}),
    rejectParkedTransfer: (id: string, reason: string) => call(staff, parkedTransferDecided, 'POST', parked(id, 'reject'), { reason }),
    closures: () => call(staff, z.array(closure), 'GET', '/staff/closures'),
    banks: () => call(staff, z.array(bank), 'GET', '/staff/banks'),
    requestClosureRefund: (playerId: string, request: ClosureRefundRequest) =>
      call(staff, closureDecided, 'POST', closed(playerId, 'refund'), request),
    approveClosureRefund: (playerId: string) => call(staff, closureDecided, 'POST', closed(playerId, 'approve'), {}),
    rejectClosureRefund: (playerId: string, reason: string) => call(staff, closureDecided, 'POST', closed(playerId, 'reject'), { reason }),
    searchPlayers: (q: string) => call(staff, z.array(playerFound), 'GET', withQuery('/staff/players', { q })),
    player: (id: string) => call(staff, playerPage, 'GET', player(id)),
    endSessions: (id: string, reason: string) => call(staff, sessionsEnded, 'POST', player(id, 'end-sessions'), { reason }),
    lockPlayer: (id: string, reason: string) => call(staff, accountLocked, 'POST', player(id, 'lock'), { reason }),
    unlockPlayer: (id: string, reason: string) => call(staff, accountUnlocked, 'POST', player(id, 'unlock'), { reason }),
    resendCode: (id: string, kind: ResendCodeKind) => call(staff, codeResent, 'POST', player(id, 'resend-code'), { kind }),
    liability: () => call(staff, liability, 'GET', '/staff/risk/liability'),
    rtp: (day?: string) => call(staff, z.array(rtpRow), 'GET', withQuery('/staff/risk/rtp', { day })),
    largestWins: (day?: string) => call(staff, z.array(largestWin), 'GET', withQuery('/staff/risk/largest-wins', { day })),
    unusualPatterns: (days?: string) => call(staff, unusualPatterns, 'GET', withQuery('/staff/risk/patterns', { days })),
    gameDaysReport: (period: ReportPeriod) => call(staff, gameDaysReport, 'GET', reportPath({ ...period, report: 'game-days' })),
    paymentsReport: (period: ReportPeriod) => call(staff, paymentsReport, 'GET', reportPath({ ...period, report: 'payments' })),
    reconciliationReport: (day: { date: string; provider: string }) =>
      call(staff, reconciliationReport, 'GET', reportPath({ ...day, report: 'reconciliation' })),
    kycExceptions: () => call(staff, z.array(kycException), 'GET', '/staff/kyc/exceptions'),
    rerunKyc: (playerId: string, reason: string) =>
      call(staff, kycRerun, 'POST', `/staff/kyc/${encodeURIComponent(playerId)}/rerun`, { reason }),
    selfExclusions: () => call(staff, z.array(selfExclusion), 'GET', '/staff/self-exclusions'),
    agents: (q?: string) => call(staff, z.array(agentLine), 'GET', withQuery('/staff/agents', { q })),
    agent: (id: string) => call(staff, agentPage, 'GET', `/staff/agents/${encodeURIComponent(id)}`),
    amlList: (list: AmlList, period: ReportPeriod) => call(staff, amlReport, 'GET', withQuery(AML_LIST_PATHS[list], period)),
  }
}

export type StaffApi = ReturnType<typeof staffApi>

export type PlayerPage = Awaited<ReturnType<StaffApi['player']>>
export type AgentPage = Awaited<ReturnType<StaffApi['agent']>>
