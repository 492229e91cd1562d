import { formatKobo } from '@9ja/money'
import type { Queryable } from '../db/queryable.ts'
import { DomainError } from '../domain-error.ts'
import { stakeNeedsVerification } from '../kyc/status.ts'
import { blockMessage, lagosTime } from './messages.ts'
import { loadProtection, type LimitKind, type Period } from './protection.ts'
import type { ProtectionCode } from './sql.ts'

const PERIOD_WORDS: Record<Period, { adjective: string; current: string }> = {
  day: { adjective: 'daily', current: 'today' },
  week: { adjective: 'weekly', current: 'this week' },
  month: { adjective: 'monthly', current: 'this month' },
}

const LIMIT_OF_CODE: Record<
  Exclude<ProtectionCode, 'SELF_EXCLUDED' | 'TIMED_OUT' | 'KYC_REQUIRED'>,
  { kind: LimitKind; period: Period }
> = {
  LOSS_LIMIT_DAY: { kind: 'loss', period: 'day' },
  LOSS_LIMIT_WEEK: { kind: 'loss', period: 'week' },
  LOSS_LIMIT_MONTH: { kind: 'loss', period: 'month' },
  DEPOSIT_LIMIT_DAY: { kind: 'deposit', period: 'day' },
  DEPOSIT_LIMIT_WEEK: { kind: 'deposit', period: 'week' },
  DEPOSIT_LIMIT_MONTH: { kind: 'deposit', period: 'month' },
}

/**
 * The refusal for a stake or deposit a statement refused with `code` at `at`: 403, the code, a
 * message naming the limit or break and when it lifts, and `until` (ISO). Read after the refusal,
 * off the hot path.
 */
export async function protectionRefusal(db: Queryable, userId: string, code: ProtectionCode, at: Date): Promise<DomainError> {
  if (code === 'KYC_REQUIRED') return stakeNeedsVerification(db, userId)
  const protection = await loadProtection(db, userId, at)
  if (code === 'SELF_EXCLUDED' || code === 'TIMED_OUT') {
    const block = protection.block ?? { kind: code === 'SELF_EXCLUDED' ? 'self-exclusion' : 'time-out', until: at }
    return new DomainError(code, blockMessage(block), { until: block.until.toISOString() })
  }
  const { kind, period } = LIMIT_OF_CODE[code]
  const state = protection.limits[kind][period]
  const limitKobo = state.limitKobo ?? 0n
  const left = limitKobo - state.usedKobo
  const words = PERIOD_WORDS[period]
  const limitText = `your ${words.adjective} ${kind} limit of ${formatKobo(limitKobo)}`
  const what = kind === 'loss' ? 'This stake would take your losses past' : 'This deposit would take you past'
  const verb = kind === 'loss' ? 'stake' : 'deposit'
  const resets = lagosTime(state.resetsAt)
  // With part of the limit left, the player is told what they may still do now, not only when it resets.
  const message =
    left > 0n
      ? `${what} ${limitText} (${formatKobo(left)} left ${words.current}). You can ${verb} up to ${formatKobo(left)} more ${words.current}; the whole limit is yours again from ${resets}, when it resets.`
      : `You have reached ${limitText}. You can ${verb} again from ${resets}, when it resets.`
  return new DomainError(code, message, { until: state.resetsAt.toISOString() })
}

/**
 * Refuses a deposit request (a bank transfer's account details, a card payment) that a break or a
 * deposit limit forbids at `at`. Money that arrives anyway is credited: see README.md.
 */
export async function assertDepositAllowed(db: Queryable, userId: string, amountKobo: bigint, at: Date): Promise<void> {
  const { rows } = await db.query<{ refusal: ProtectionCode | null }>(
    `select protection_refusal(p, 'deposit', $2, $2, $3) as refusal from player_protection p where p.user_id = $1`,
    [userId, amountKobo.toString(), at],
  )
  const refusal = rows[0]?.refusal
  if (refusal) throw await protectionRefusal(db, userId, refusal, at)
}
