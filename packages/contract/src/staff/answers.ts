import { z } from 'zod'
import { shopSummary } from '../agents-summary.ts'
import { limits } from '../protection.ts'
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

/** A report whose rows the contract states one by one. */
const staffReportOf = <Row extends z.core.$ZodType>(row: Row) => staffReport.extend({ rows: z.array(row) })

/** Per game and Lagos day: stakes, wins and GGR (stakes less wins) in naira, the bets placed and the players who placed them. */
export const gameDaysReport = staffReportOf(
  z.object({
    day: z.string(),
    family: z.enum(['instant', 'crash', 'virtual-sports', 'number-games']),
    /** Null for virtual sports multiples whose legs are on several games (one row of their own). */
    gameId: z.number().int().nullable(),
    slug: z.string().nullable(),
    title: z.string(),
    stakes: z.number(),
    wins: z.number(),
    ggr: z.number(),
    bets: z.number().int(),
    players: z.number().int(),
  }),
)

const paymentStatus = z.enum(['paid', 'failed', 'pending'])

/** Deposits and withdrawals per Lagos day, provider and status: how many and how much (naira). */
export const paymentsReport = staffReportOf(
  z.object({
    day: z.string(),
    provider: z.string(),
    direction: z.enum(['deposit', 'withdrawal']),
    status: paymentStatus,
    count: z.number().int(),
    amount: z.number(),
  }),
)

/** Every mismatch between the ledger and a provider's settlement report of a Lagos day (none on a clean day). */
export const reconciliationReport = staffReportOf(
  z.object({
    mismatch: z.enum(['missing_from_report', 'missing_from_ledger', 'amount_differs', 'status_differs']),
    reference: z.string(),
    /** in: money received for a wallet; out: a payout to a bank account. */
    type: z.enum(['in', 'out']),
    ledgerDay: z.string().nullable(),
    ledgerAmount: z.number().nullable(),
    ledgerStatus: paymentStatus.nullable(),
    reportAmount: z.number().nullable(),
    reportStatus: paymentStatus.nullable(),
    reportSettledOn: z.string().nullable(),
  }),
)

const kycStatus = z.enum(['unverified', 'pending', 'verified', 'rejected'])

/**
 * A line of the AML register and of the large cash movements: a player's money on one Lagos day (naira),
 * with the identity KYC keeps for them (the ID number itself is never stored, only its last 4 digits shown).
 */
export const amlRow = z.object({
  day: z.string(),
  playerId: z.string(),
  fullName: z.string(),
  kycStatus,
  idType: z.enum(['BVN', 'NIN']).nullable(),
  idLast4: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  deposits: z.number(),
  withdrawals: z.number(),
  /** Deposits plus withdrawals: the cash that crossed the platform's edge that day. */
  cashMovement: z.number(),
  stakes: z.number(),
  wins: z.number(),
})

/** The AML register or the large cash movements of a period, as JSON. */
export const amlReport = staffReportOf(amlRow)

const playerLine = z.object({ id: z.string(), fullName: z.string(), phoneNumber: z.string(), email: z.string() })

export const kycException = z.object({
  player: playerLine,
  kind: z.enum(['rejected', 'stuck-pending', 'provider-unavailable', 'closed-under-18']),
  kycStatus,
  kycReason: z.string().nullable(),
  since: z.string().nullable(),
  checks: z.number().int(),
  lastOutcome: z.string().nullable(),
  closure: z.object({ refundKobo: z.string(), forfeitedKobo: z.string(), refundStatus: z.string().nullable() }).nullable(),
})

export const kycRerun = z.object({ kycStatus: z.literal('unverified'), kycReason: z.null() })

export const selfExclusion = z.object({ player: playerLine, from: z.string(), until: z.string(), inForce: z.boolean() })

const gameName = { family: z.enum(['instant', 'crash', 'virtual-sports', 'numbers']), game: z.string().nullable(), gameTitle: z.string() }

/** Risk: the most the house can pay on what is open (naira). */
export const liability = z.object({
  games: z.array(
    z.object({
      ...gameName,
      subjects: z.number().int(),
      openBets: z.number().int(),
      stakesHeld: z.number(),
      worstPayout: z.number(),
      exact: z.boolean(),
      jackpotPool: z.number().nullable(),
    }),
  ),
  subjects: z.array(
    z.object({
      ...gameName,
      subject: z.object({
        kind: z.enum(['crash-round', 'sports-event', 'number-draw', 'sports-multiples']),
        id: z.number().int().nullable(),
        name: z.string(),
        status: z.string(),
        playsAt: z.string().nullable(),
      }),
      openBets: z.number().int(),
      stakesHeld: z.number(),
      worstPayout: z.number(),
      exact: z.boolean(),
    }),
  ),
})

const rtpPeriod = z.object({
  from: z.string(),
  to: z.string(),
  bets: z.number().int(),
  stakes: z.number(),
  wins: z.number(),
  statedRtp: z.number().nullable(),
  measuredRtp: z.number().nullable(),
  interval: z.object({ low: z.number(), high: z.number() }).nullable(),
  fewBets: z.boolean(),
  outsideInterval: z.boolean(),
})
export const rtpRow = z.object({ ...gameName, kind: z.string(), day: rtpPeriod, thirtyDays: rtpPeriod })

export const largestWin = z.object({
  ...gameName,
  player: z.object({ publicId: z.string(), fullName: z.string() }),
  stake: z.number(),
  win: z.number(),
  multiplier: z.number().nullable(),
  at: z.string(),
  bet: z.object({ kind: z.string(), id: z.number().int(), code: z.string().nullable(), roundOrDrawId: z.number().int().nullable() }),
})

const patternAccount = z.object({
  publicId: z.string(),
  fullName: z.string(),
  userType: z.string(),
  times: z.number().int(),
  amount: z.number().nullable(),
  first: z.string(),
  last: z.string(),
})
const sharedBankAccount = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountNames: z.array(z.string()),
  accounts: z.array(patternAccount),
})
export const unusualPatterns = z.object({
  from: z.string(),
  to: z.string(),
  sharedAddresses: z.array(z.object({ clientAddress: z.string(), accounts: z.array(patternAccount) })),
  sharedPayoutAccounts: z.array(sharedBankAccount),
  sharedFundingAccounts: z.array(sharedBankAccount),
})

const koboText = z.string().regex(/^-?\d+$/)
const betFamily = z.enum(['instant', 'crash', 'sports', 'numbers'])

/** A player support's search found, and each way the query matched them. */
export const playerFound = z.object({
  id: z.string(),
  fullName: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  type: z.enum(['individual', 'agent', 'admin']),
  matches: z.array(
    z.object({
      by: z.enum(['phone', 'email', 'name', 'deposit-code', 'bet']),
      bet: z.object({ family: betFamily, id: z.string(), game: z.string().nullable() }).nullable(),
    }),
  ),
})

/** One bet of any family on support's player page: the ID the player sees, its outcome and what verifies it. */
export const staffPlayerBet = z.object({
  family: betFamily,
  id: z.string(),
  game: z.string(),
  placedAt: z.string(),
  stakeKobo: koboText,
  payoutKobo: koboText,
  status: z.string(),
  outcome: z.record(z.string(), z.unknown()),
  fairness: z.record(z.string(), z.unknown()),
})

/** Support's one page of a player. Amounts in kobo as text, but the limits (naira, as the player's own settings show them). */
export const playerPage = z.object({
  profile: z.object({
    id: z.string(),
    type: z.enum(['individual', 'agent', 'admin']),
    fullName: z.string(),
    phoneNumber: z.string(),
    email: z.string(),
    businessName: z.string().nullable(),
    address: z.string().nullable(),
    referralCode: z.string(),
    depositCode: z.string(),
    referredBy: z.string().nullable(),
    signedUpAt: z.string(),
    signupFinishedAt: z.string().nullable(),
    passwordSet: z.boolean(),
    termsVersion: z.string().nullable(),
    termsAcceptedAt: z.string().nullable(),
    adultConfirmedAt: z.string().nullable(),
    realityCheckMinutes: z.number().int(),
  }),
  account: z.object({
    lock: z.object({ lockedAt: z.string(), staffId: z.string(), staffEmail: z.string(), reason: z.string() }).nullable(),
    closure: z.object({ closedAt: z.string(), reason: z.literal('under_18') }).nullable(),
  }),
  kyc: z.object({
    status: z.enum(['unverified', 'pending', 'verified', 'rejected']),
    reason: z.string().nullable(),
    idType: z.enum(['BVN', 'NIN']).nullable(),
    idLast4: z.string().nullable(),
    statusAt: z.string().nullable(),
    verifiedAt: z.string().nullable(),
    checks: z.array(
      z.object({
        id: z.string(),
        at: z.string(),
        idType: z.enum(['BVN', 'NIN']),
        idLast4: z.string(),
        provider: z.string(),
        outcome: z.string(),
        consentedAt: z.string().nullable(),
      }),
    ),
  }),
  protection: limits,
  wallet: z.object({ balanceKobo: koboText }),
  held: z.object({
    kycHeldDeposits: z.array(z.object({ id: z.string(), amountKobo: koboText, entryId: z.string(), at: z.string() })),
    withdrawals: z.array(
      z.object({
        id: z.string(),
        reference: z.string(),
        status: z.enum(['review', 'held', 'sent']),
        amountKobo: koboText,
        bankCode: z.string(),
        accountNumber: z.string(),
        accountName: z.string(),
        reviewReasons: z.array(z.string()),
        createdAt: z.string(),
      }),
    ),
  }),
  ledger: z.object({
    entries: z.array(z.object({ id: z.string(), kind: z.string(), description: z.string(), at: z.string(), amountKobo: koboText })),
    next: z.string().nullable(),
  }),
  bets: z.object({ bets: z.array(staffPlayerBet), next: z.string().nullable() }),
  sessions: z.array(
    z.object({ createdAt: z.string(), lastSeenAt: z.string(), expiresAt: z.string(), clientAddress: z.string().nullable() }),
  ),
  logins: z.array(z.object({ at: z.string(), lastSeenAt: z.string(), open: z.boolean(), endedAt: z.string().nullable() })),
  failedLogins: z.object({ failures: z.number().int(), lastFailureAt: z.string(), lockedUntil: z.string().nullable() }).nullable(),
})

export const sessionsEnded = z.object({ endedSessions: z.number().int() })
export const accountLocked = z.object({ locked: z.literal(true), lockedAt: z.string(), endedSessions: z.number().int() })
export const accountUnlocked = z.object({ locked: z.literal(false) })
export const codeResent = z.object({ kind: z.enum(['signup', 'password-reset']), sentTo: z.array(z.string()) })

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

/** An agent as the Agents screen lists them: the shop, who recruited it (an agent or the operator), its float and network. */
export const agentLine = z.object({
  id: z.string(),
  shop: z.string(),
  fullName: z.string(),
  phoneNumber: z.string(),
  referralCode: z.string(),
  recruitedBy: z.object({ id: z.string(), shop: z.string(), type: z.enum(['agent', 'admin']) }).nullable(),
  float: z.number(),
  players: z.number().int(),
  agents: z.number().int(),
  joinedAt: z.string(),
})

/** One agent's page: the shop's day and week, its players, the agents it recruited, its cash movements and commission. */
export const agentPage = z.object({
  agent: agentLine.extend({ email: z.string(), address: z.string().nullable(), kycStatus: z.string() }),
  summary: shopSummary,
  players: z.array(z.object({ id: z.string(), fullName: z.string(), joinedAt: z.string(), stakesThisWeek: z.number() })),
  recruited: z.array(z.object({ id: z.string(), shop: z.string(), joinedAt: z.string() })),
  cash: z.array(
    z.object({
      kind: z.enum(['cash-in', 'cash-out']),
      at: z.string(),
      amount: z.number(),
      player: z.object({ id: z.string(), fullName: z.string() }),
    }),
  ),
  commission: z.array(z.object({ week: z.string(), paid: z.number(), carriedOut: z.number() })),
})
