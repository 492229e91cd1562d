import {
  activityStatement as activityStatementAnswer,
  dataOf,
  limits as limitsAnswer,
  realityCheck as realityCheckAnswer,
  restrictionStarted,
  type ActivityStatement,
  type Limits,
} from '@9ja/contract'
import { walletApiAsUser } from '#app/accounts/session-guard.server.ts'
import { commitSessionUser, type SessionUser } from '#app/accounts/session.server.ts'
import { walletMessage } from '#app/utils/wallet-api.server.ts'
import { lagosMonth } from './lagos-time.server.ts'
import { statementMonth } from './schemas.ts'

/**
 * The wallet-service's player protection API (wallet-service/src/protection/README.md), answers
 * checked at the edge. Amounts are naira; times ISO.
 */
export const PERIODS = ['day', 'week', 'month'] as const
export type Period = (typeof PERIODS)[number]
export const LIMIT_KINDS = ['deposit', 'loss'] as const
export type LimitKind = (typeof LIMIT_KINDS)[number]

export type { ActivityStatement, LimitState, Limits, RealityCheck, Restriction } from '@9ja/contract'

/** A refusal (or an answer the service could not give): its message, for the toast. */
export type Refused = { ok: false; message: string | null }

export async function readLimits(request: Request, user: SessionUser): Promise<Limits> {
  const answer = await walletApiAsUser(request, user, '/agent/limits')
  return dataOf(limitsAnswer, answer.data)
}

/** Which limits change: an amount in naira, or null to remove it; the others are left as they are. */
export type LimitChanges = Partial<Record<LimitKind, Partial<Record<Period, number | null>>>>

export async function changeLimits(request: Request, user: SessionUser, changes: LimitChanges) {
  const answer = await walletApiAsUser(request, user, '/agent/limits', changes)
  if (answer.status !== 200) return { ok: false, message: walletMessage(answer) ?? null } satisfies Refused
  return { ok: true as const, message: walletMessage(answer) ?? '', limits: dataOf(limitsAnswer, answer.data) }
}

/** A time-out of `days` or a self-exclusion of `months`: the break in force afterwards, or the refusal. */
export async function startBreak(request: Request, user: SessionUser, length: { days: number } | { months: number }) {
  const path = 'days' in length ? '/agent/time-out' : '/agent/self-exclude'
  const answer = await walletApiAsUser(request, user, path, length)
  if (answer.status !== 200) return { ok: false, message: walletMessage(answer) ?? null } satisfies Refused
  const parsed = restrictionStarted.parse(answer.data)
  return { ok: true as const, message: parsed.message, restriction: parsed.data.restriction }
}

/** The statement month asked for in the address (`?month=YYYY-MM`), else the current one in Lagos time. */
export function statementMonthAsked(request: Request): string {
  const asked = statementMonth.safeParse(new URL(request.url).searchParams.get('month'))
  return asked.success ? asked.data : lagosMonth(new Date())
}

export async function activityStatement(request: Request, user: SessionUser, month: string): Promise<ActivityStatement> {
  const answer = await walletApiAsUser(request, user, '/agent/activity-statement', { month })
  return dataOf(activityStatementAnswer, answer.data)
}

/** The session so far and the reality check's interval; with `minutes`, the interval is changed first. */
export async function realityCheck(request: Request, user: SessionUser, minutes?: number) {
  const answer = await walletApiAsUser(request, user, '/agent/reality-check', minutes === undefined ? {} : { minutes })
  if (answer.status !== 200) return { ok: false, message: walletMessage(answer) ?? null } satisfies Refused
  const parsed = realityCheckAnswer.parse(answer.data)
  return { ok: true as const, message: parsed.message, realityCheck: parsed.data }
}

/**
 * The Set-Cookie that keeps the web session's copy of the player's protection current after a
 * change here (the banner and the reality check read it). A session opened before it was kept
 * starts its reality check now.
 */
export function sessionWithProtection(request: Request, user: SessionUser, change: Partial<NonNullable<SessionUser['protection']>>) {
  const protection = {
    restriction: null,
    realityCheckMinutes: 60,
    sessionStartedAt: new Date().toISOString(),
    ...user.protection,
    ...change,
  }
  return commitSessionUser(request, { ...user, protection })
}
