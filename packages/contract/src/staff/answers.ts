import { z } from 'zod'
import { STAFF_ACTIONS, STAFF_ROLES } from './roles.ts'

/** The back office's answers (the wallet-service's /staff routes), which the CMS admin reads. */

export const staffMember = z.object({ id: z.string(), email: z.string(), roles: z.array(z.enum(STAFF_ROLES)) })

export const staffMe = z.object({ staff: staffMember, actions: z.array(z.enum(STAFF_ACTIONS)) })

export const auditLogRow = z.object({
  seq: z.string(),
  at: z.string(),
  staffId: z.string(),
  staffEmail: z.string(),
  staffRoles: z.array(z.string()),
  action: z.string(),
  outcome: z.enum(['done', 'refused']),
  subjectKind: z.string().nullable(),
  subjectId: z.string().nullable(),
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string().nullable(),
  hash: z.string(),
})
export const auditLogPage = z.object({ rows: z.array(auditLogRow), next: z.string().nullable() })

export const auditChainCheck = z.object({
  rows: z.number().int(),
  intact: z.boolean(),
  firstBrokenSeq: z.string().nullable(),
  problem: z.string().nullable(),
})

const decisionApproval = z.object({ staffId: z.string(), staffEmail: z.string(), at: z.string() })

/** A decision that needs more than one staff member (the four-eyes rule), with what it will do. */
export const staffDecision = <P extends z.core.$ZodType>(payload: P) =>
  z.object({
    id: z.string(),
    kind: z.string(),
    subjectId: z.string(),
    payload,
    reason: z.string(),
    approvalsNeeded: z.number().int(),
    requestedBy: z.object({ id: z.string(), email: z.string() }).nullable(),
    requestedAt: z.string(),
    status: z.enum(['pending', 'done', 'rejected']),
    decidedAt: z.string().nullable(),
    outcome: z.unknown(),
    approvals: z.array(decisionApproval),
  })

export const adjustment = staffDecision(
  z.object({
    userId: z.string(),
    playerId: z.string(),
    direction: z.enum(['credit', 'debit']),
    amountKobo: z.string().regex(/^\d+$/),
    reasonCode: z.enum(['goodwill', 'correction']),
  }),
)

/** A withdrawal in finance's queue. */
export const queuedWithdrawal = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(['review', 'held', 'sent', 'succeeded', 'reversed']),
  amountKobo: z.string().regex(/^\d+$/),
  bankCode: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  reviewReasons: z.array(z.enum(['large', 'first-withdrawal', 'little-play', 'name-mismatch-history'])),
  failureReason: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  reviewExpectedBy: z.string(),
  approvalsNeeded: z.number().int(),
  approvals: z.array(decisionApproval),
  player: z.object({ id: z.string(), fullName: z.string(), phoneNumber: z.string() }),
})

export const withdrawalDecided = z.object({
  decision: staffDecision(z.object({ withdrawalId: z.string(), reference: z.string(), playerId: z.string(), amountKobo: z.string() })),
  withdrawalStatus: z.enum(['review', 'held', 'sent', 'succeeded', 'reversed']),
})

export const stuckPayout = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(['held', 'sent']),
  amountKobo: z.string(),
  attempts: z.number().int(),
  updatedAt: z.string(),
})

export const payoutRetried = z.object({ withdrawalStatus: z.enum(['held', 'sent', 'succeeded', 'reversed']) })

/** A report of the back office as JSON: its rows (amounts in naira) and the database it was read from. */
export const staffReport = z.object({
  database: z.enum(['replica', 'primary']),
  replayedAt: z.string().nullable(),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
})

const playerLine = z.object({ id: z.string(), fullName: z.string(), phoneNumber: z.string(), email: z.string() })

export const kycException = z.object({
  player: playerLine,
  kind: z.enum(['rejected', 'stuck-pending', 'provider-unavailable', 'closed-under-18']),
  kycStatus: z.enum(['unverified', 'pending', 'verified', 'rejected']),
  kycReason: z.string().nullable(),
  since: z.string().nullable(),
  checks: z.number().int(),
  lastOutcome: z.string().nullable(),
  closure: z.object({ refundKobo: z.string(), forfeitedKobo: z.string(), refundStatus: z.string().nullable() }).nullable(),
})

export const kycRerun = z.object({ kycStatus: z.literal('unverified'), kycReason: z.null() })

export const selfExclusion = z.object({ player: playerLine, from: z.string(), until: z.string(), inForce: z.boolean() })

const kobo = z.string().regex(/^\d+$/)
const withdrawalStatus = z.enum(['review', 'held', 'sent', 'succeeded', 'reversed'])
const payoutAccount = z.object({ bankCode: z.string(), bankName: z.string(), accountNumber: z.string(), accountName: z.string() })

/** A decision on a parked bank transfer: credit a player's wallet, or return it to the sender's account. */
export const parkedTransferDecision = staffDecision(
  z.object({
    parkedTransferId: z.string(),
    action: z.enum(['credit-wallet', 'refund-to-sender']),
    provider: z.string(),
    reference: z.string(),
    amountKobo: kobo,
    senderName: z.string(),
    player: z.object({ userId: z.string(), playerId: z.string() }).nullable(),
    refundTo: payoutAccount.nullable(),
  }),
)

/** A payment event the service would not act on by itself, waiting for finance (open) or resolved. */
export const parkedTransfer = z.object({
  id: z.string(),
  eventId: z.string(),
  kind: z.enum(['bank-transfer', 'card-payment', 'payout']),
  provider: z.string(),
  eventType: z.string(),
  reference: z.string(),
  amountKobo: kobo.nullable(),
  accountNumber: z.string().nullable(),
  sender: z.object({
    name: z.string().nullable(),
    bank: z.string().nullable(),
    bankCode: z.string().nullable(),
    accountNumber: z.string().nullable(),
  }),
  closedAccount: z.object({ playerId: z.string(), fullName: z.string() }).nullable(),
  reason: z.string(),
  parkedAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolution: z.string().nullable(),
  bookedForReturn: z.boolean(),
  pendingDecision: parkedTransferDecision.nullable(),
})

export const parkedTransferDecided = z.object({
  decision: parkedTransferDecision.nullable(),
  transfer: parkedTransfer,
  payoutStatus: withdrawalStatus.nullable(),
})

/** The refund of a closed account's money, to the account a finance member named. */
export const closureRefundDecision = staffDecision(
  z.object({ userId: z.string(), playerId: z.string(), amountKobo: kobo, refundTo: payoutAccount }),
)

/** An account closed under 18: what was refunded and forfeited, its refund payout, and what the closed wallet still holds. */
export const closure = z.object({
  player: playerLine,
  reason: z.literal('under_18'),
  closedAt: z.string(),
  refundKobo: kobo,
  forfeitedKobo: kobo,
  refundPayout: z
    .object({
      id: z.string(),
      reference: z.string(),
      status: withdrawalStatus,
      amountKobo: kobo,
      bankCode: z.string(),
      accountNumber: z.string(),
      accountName: z.string(),
    })
    .nullable(),
  walletKobo: kobo,
  pendingDecision: closureRefundDecision.nullable(),
})

export const closureDecided = z.object({ decision: closureRefundDecision, closure, payoutStatus: withdrawalStatus.nullable() })
