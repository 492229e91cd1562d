import { z } from 'zod'
import { dataAnswer, refusableAnswer, refusal } from './envelope.ts'
import * as accounts from './accounts.ts'
import * as agentsCash from './agents-cash.ts'
import * as agentsCommission from './agents-commission.ts'
import * as agentsSummary from './agents-summary.ts'
import * as agentsTickets from './agents-tickets.ts'
import * as bets from './bets.ts'
import * as games from './games.ts'
import * as numbers from './numbers.ts'
import * as protection from './protection.ts'
import * as sports from './sports.ts'
import * as wallet from './wallet.ts'
import * as staff from './staff/answers.ts'

/** One route of the wallet-service and what it answers when it succeeds (200). */
export type RouteContract = { method: 'GET' | 'POST'; path: string; answer: z.core.$ZodType }

/** The routes whose answers the contract states, as the wallet-service registers them (`:name` a path parameter). */
export const ROUTES: readonly RouteContract[] = [
  { method: 'GET', path: '/xpress/live/game-list', answer: games.gameList },
  { method: 'POST', path: '/xpress/live/launcher-url', answer: games.launcherUrl },
  { method: 'POST', path: '/games/launch/redeem', answer: dataAnswer(games.redeemedLaunch) },
  { method: 'POST', path: '/agent/spin-multiplier', answer: dataAnswer(games.spinItData) },
  { method: 'POST', path: '/games/roulette/spin', answer: dataAnswer(games.rouletteData) },
  { method: 'GET', path: '/games/:slug', answer: dataAnswer(games.gameInfo) },
  { method: 'POST', path: '/games/fairness/seed', answer: dataAnswer(games.seedView) },
  { method: 'POST', path: '/games/fairness/client-seed', answer: dataAnswer(games.seedView) },
  { method: 'POST', path: '/games/fairness/rotate', answer: dataAnswer(games.rotatedSeed) },
  { method: 'POST', path: '/games/fairness/rounds', answer: dataAnswer(z.array(games.roundView)) },
  { method: 'GET', path: '/games/crash/:slug', answer: dataAnswer(games.crashGameInfo) },
  { method: 'GET', path: '/games/crash/:slug/rounds', answer: dataAnswer(z.array(games.crashRoundSummary)) },
  { method: 'GET', path: '/games/crash/:slug/rounds/:roundId', answer: dataAnswer(games.crashRoundProof) },
  { method: 'GET', path: '/games/crash/:slug/top-wins', answer: dataAnswer(games.crashTopWins) },
  { method: 'POST', path: '/agent/crash/bet', answer: refusableAnswer(games.crashBetPlaced) },
  { method: 'POST', path: '/agent/crash/cashout', answer: refusableAnswer(games.crashCashedOut) },
  { method: 'POST', path: '/agent/crash/cancel', answer: refusableAnswer(games.crashCancelled) },
  { method: 'POST', path: '/agent/crash/my-bets', answer: refusableAnswer(z.array(games.crashPlayerBet)) },
  { method: 'GET', path: '/games/wins/recent', answer: dataAnswer(games.recentWins) },
  { method: 'GET', path: '/games/sports/:slug/events', answer: dataAnswer(z.array(sports.sportsEvent)) },
  { method: 'GET', path: '/games/sports/:slug/events/:eventId', answer: dataAnswer(sports.eventDetails) },
  { method: 'GET', path: '/games/sports/:slug/results', answer: dataAnswer(z.array(sports.finishedEvent)) },
  { method: 'GET', path: '/games/sports/virtual-football/table', answer: dataAnswer(sports.leagueTable) },
  { method: 'GET', path: '/games/numbers/:slug/draws', answer: dataAnswer(numbers.numberDraws) },
  { method: 'GET', path: '/games/numbers/:slug/draws/:drawId', answer: dataAnswer(numbers.numberDrawDetails) },
  { method: 'GET', path: '/games/numbers/:slug/results', answer: dataAnswer(z.array(numbers.numberDraw)) },
  { method: 'GET', path: '/games/numbers/:slug/frequency', answer: dataAnswer(numbers.numberFrequency) },
  { method: 'POST', path: '/agent/bets', answer: refusableAnswer(z.union([bets.ticketsPlaced, bets.betsPlaced, bets.oddsNow])) },
  { method: 'POST', path: '/booking-codes', answer: refusableAnswer(bets.bookedCode) },
  { method: 'GET', path: '/booking-codes/:code', answer: refusableAnswer(bets.booking) },
  { method: 'GET', path: '/bets/:betId', answer: refusableAnswer(bets.placedBet) },
  { method: 'POST', path: '/agent/my-bets', answer: refusableAnswer(z.array(bets.placedBet)) },
  { method: 'POST', path: '/agent/wallet-balance', answer: wallet.walletBalance },
  { method: 'POST', path: '/agent/trasaction-history', answer: wallet.walletHistory },
  { method: 'GET', path: '/payments/limits', answer: dataAnswer(wallet.moneyLimits) },
  { method: 'POST', path: '/agent/get-banks', answer: dataAnswer(z.array(wallet.bank)) },
  { method: 'POST', path: '/agent/fund-wallet', answer: wallet.fundWallet },
  { method: 'POST', path: '/agent/withdrawal-account', answer: dataAnswer(wallet.withdrawalAccount) },
  { method: 'POST', path: '/agent/limits', answer: dataAnswer(protection.limits) },
  { method: 'POST', path: '/agent/time-out', answer: protection.restrictionStarted },
  { method: 'POST', path: '/agent/self-exclude', answer: protection.restrictionStarted },
  { method: 'POST', path: '/agent/activity-statement', answer: dataAnswer(protection.activityStatement) },
  { method: 'POST', path: '/agent/reality-check', answer: protection.realityCheck },
  { method: 'POST', path: '/agent/login', answer: dataAnswer(accounts.login) },
  { method: 'POST', path: '/agent/kyc/verify', answer: accounts.kycVerified },
  { method: 'POST', path: '/agent/get-user-profile', answer: dataAnswer(accounts.profile) },
  { method: 'POST', path: '/agent/oidc/start', answer: dataAnswer(accounts.oidcStarted) },
  { method: 'POST', path: '/agent/oidc/callback', answer: dataAnswer(accounts.oidcFinished) },
  { method: 'POST', path: '/agent/oidc/finish-signup', answer: dataAnswer(accounts.login) },
  { method: 'POST', path: '/agent/float/customer', answer: dataAnswer(agentsCash.cashInCustomer) },
  { method: 'POST', path: '/agent/float/cash-in', answer: dataAnswer(agentsCash.cashInDone) },
  { method: 'POST', path: '/agent/cash-out/request', answer: dataAnswer(agentsCash.cashOutRequested) },
  { method: 'POST', path: '/agent/float/cash-out', answer: dataAnswer(agentsCash.cashOutPaid) },
  { method: 'POST', path: '/agent/commission', answer: dataAnswer(agentsCommission.commissionStatement) },
  { method: 'POST', path: '/agent/summary', answer: dataAnswer(agentsSummary.shopSummary) },
  { method: 'POST', path: '/agent/players', answer: dataAnswer(agentsTickets.referredPlayers) },
  { method: 'POST', path: '/agent/tickets', answer: dataAnswer(agentsTickets.shopTickets) },
  { method: 'POST', path: '/agent/tickets/ticket', answer: dataAnswer(agentsTickets.printedTicket) },
  { method: 'POST', path: '/agent/tickets/pay', answer: dataAnswer(agentsTickets.ticketPaid) },
  { method: 'GET', path: '/staff/me', answer: dataAnswer(staff.staffMe) },
  { method: 'GET', path: '/staff/agents', answer: dataAnswer(z.array(staff.agentLine)) },
  { method: 'GET', path: '/staff/agents/:id', answer: dataAnswer(staff.agentPage) },
  { method: 'GET', path: '/staff/audit-log', answer: dataAnswer(staff.auditLogPage) },
  { method: 'GET', path: '/staff/audit-log/check', answer: dataAnswer(staff.auditChainCheck) },
  { method: 'GET', path: '/staff/adjustments', answer: dataAnswer(z.array(staff.adjustment)) },
  { method: 'POST', path: '/staff/adjustments', answer: dataAnswer(staff.adjustment) },
  { method: 'POST', path: '/staff/adjustments/:id/approve', answer: dataAnswer(staff.adjustment) },
  { method: 'POST', path: '/staff/adjustments/:id/reject', answer: dataAnswer(staff.adjustment) },
  { method: 'GET', path: '/staff/withdrawals', answer: dataAnswer(z.array(staff.queuedWithdrawal)) },
  { method: 'POST', path: '/staff/withdrawals/:id/approve', answer: dataAnswer(staff.withdrawalDecided) },
  { method: 'POST', path: '/staff/withdrawals/:id/reject', answer: dataAnswer(staff.withdrawalDecided) },
  { method: 'GET', path: '/staff/payouts/stuck', answer: dataAnswer(z.array(staff.stuckPayout)) },
  { method: 'POST', path: '/staff/payouts/:id/retry', answer: dataAnswer(staff.payoutRetried) },
  { method: 'GET', path: '/staff/players', answer: dataAnswer(z.array(staff.playerFound)) },
  { method: 'GET', path: '/staff/players/:id', answer: dataAnswer(staff.playerPage) },
  { method: 'POST', path: '/staff/players/:id/end-sessions', answer: dataAnswer(staff.sessionsEnded) },
  { method: 'POST', path: '/staff/players/:id/lock', answer: dataAnswer(staff.accountLocked) },
  { method: 'POST', path: '/staff/players/:id/unlock', answer: dataAnswer(staff.accountUnlocked) },
  { method: 'POST', path: '/staff/players/:id/resend-code', answer: dataAnswer(staff.codeResent) },
  { method: 'GET', path: '/staff/risk/liability', answer: dataAnswer(staff.liability) },
  { method: 'GET', path: '/staff/risk/rtp', answer: dataAnswer(z.array(staff.rtpRow)) },
  { method: 'GET', path: '/staff/risk/largest-wins', answer: dataAnswer(z.array(staff.largestWin)) },
  { method: 'GET', path: '/staff/risk/patterns', answer: dataAnswer(staff.unusualPatterns) },
  { method: 'GET', path: '/staff/parked-transfers', answer: dataAnswer(z.array(staff.parkedTransfer)) },
  ...['resolve', 'approve', 'reject'].map((step) => ({
    method: 'POST' as const,
    path: `/staff/parked-transfers/:id/${step}`,
    answer: dataAnswer(staff.parkedTransferDecided),
  })),
  { method: 'GET', path: '/staff/closures', answer: dataAnswer(z.array(staff.closure)) },
  ...['refund', 'approve', 'reject'].map((step) => ({
    method: 'POST' as const,
    path: `/staff/closures/:playerId/${step}`,
    answer: dataAnswer(staff.closureDecided),
  })),
  { method: 'GET', path: '/staff/banks', answer: dataAnswer(z.array(wallet.bank)) },
  { method: 'GET', path: '/staff/reports/game-days', answer: dataAnswer(staff.gameDaysReport) },
  { method: 'GET', path: '/staff/reports/payments', answer: dataAnswer(staff.paymentsReport) },
  { method: 'GET', path: '/staff/reports/reconciliation', answer: dataAnswer(staff.reconciliationReport) },
  { method: 'GET', path: '/staff/aml/register', answer: dataAnswer(staff.amlReport) },
  { method: 'GET', path: '/staff/aml/large-cash', answer: dataAnswer(staff.amlReport) },
  { method: 'GET', path: '/staff/kyc/exceptions', answer: dataAnswer(z.array(staff.kycException)) },
  { method: 'POST', path: '/staff/kyc/:playerId/rerun', answer: dataAnswer(staff.kycRerun) },
  { method: 'GET', path: '/staff/self-exclusions', answer: dataAnswer(z.array(staff.selfExclusion)) },
]

const segmentsOf = (path: string) => path.split('?')[0]!.split('/').filter(Boolean)

/** Whether a route's path (`/games/:slug`) matches an address's path, and how many of its segments are literal. */
function literalMatches(route: RouteContract, segments: string[]): number | null {
  const pattern = segmentsOf(route.path)
  if (pattern.length !== segments.length) return null
  let literal = 0
  for (const [index, part] of pattern.entries()) {
    if (part.startsWith(':')) continue
    if (part !== segments[index]) return null
    literal += 1
  }
  return literal
}

/** The route an address is answered by, as the service's router picks it: the most literal match. */
export function routeOf(method: string, url: string): RouteContract | null {
  const segments = segmentsOf(url)
  let best: { route: RouteContract; literal: number } | null = null
  for (const route of ROUTES) {
    if (route.method !== method.toUpperCase()) continue
    const literal = literalMatches(route, segments)
    if (literal !== null && (best === null || literal > best.literal)) best = { route, literal }
  }
  return best?.route ?? null
}

/**
 * What is wrong with an answer of a stated route, or null when it keeps the contract (or the route is
 * not stated): a 200 must parse as the route's answer, and a 4xx or 5xx as a refusal.
 */
export function contractBreach(method: string, url: string, status: number, body: unknown): string | null {
  const route = routeOf(method, url)
  if (!route) return null
  const schema = status === 200 ? route.answer : status >= 400 ? refusal : null
  if (!schema) return null
  const parsed = z.safeParse(schema, body)
  if (parsed.success) return null
  const { issues } = parsed.error
  const listed = issues.slice(0, 3).map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`)
  if (issues.length > 3) listed.push(`and ${issues.length - 3} more`)
  return `${method.toUpperCase()} ${url} answered ${status} outside the contract of ${route.method} ${route.path}: ${listed.join('; ')}`
}
