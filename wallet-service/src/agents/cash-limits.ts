import type { Config } from '../config.ts'
import type { Queryable } from '../db/queryable.ts'
import { DomainError } from '../domain-error.ts'
import { capKobo, depositCapLeftKobo } from '../kyc/deposit-cap.ts'
import type { Period } from '../protection/protection.ts'
import { assertDepositAllowed } from '../protection/refusals.ts'
import { nextLagosDay, startOfLagosDay } from '../time/lagos.ts'
import { CASH_MESSAGES } from './cash-messages.ts'

/**
 * The anti-money-laundering cash limit (AGENT_CASH_LIMIT_NAIRA): what one person moved in cash through
 * agents in the Lagos day of `at`, cash-ins and cash-out requests not voided or expired, plus `amountKobo`,
 * may not pass it. The caller holds the person's wallet lock, which every cash-in and cash-out request
 * takes first, so two at once are judged one after the other.
 */
export async function assertWithinCashLimit(
  db: Queryable,
  config: Pick<Config, 'AGENT_CASH_LIMIT_NAIRA'>,
  playerId: string,
  amountKobo: bigint,
  at: Date,
  who: 'customer' | 'player',
): Promise<void> {
  const dayStart = startOfLagosDay(at)
  const { rows } = await db.query<{ moved: string }>(
    `select (coalesce((select sum(amount_kobo) from agent_cash_ins where player_id = $1 and created_at >= $2 and created_at < $3), 0)
           + coalesce((select sum(amount_kobo) from agent_cash_outs
                        where player_id = $1 and status in ('open', 'paid') and created_at >= $2 and created_at < $3), 0))::text as moved`,
    [playerId, dayStart, nextLagosDay(dayStart)],
  )
  const limitKobo = BigInt(config.AGENT_CASH_LIMIT_NAIRA) * 100n
  const movedKobo = BigInt(rows[0]!.moved)
  if (movedKobo + amountKobo > limitKobo) {
    const leftKobo = limitKobo > movedKobo ? limitKobo - movedKobo : 0n
    throw new DomainError('AML_CASH_LIMIT', CASH_MESSAGES.amlLimit(limitKobo, leftKobo, who))
  }
}

const PERIOD_OF_CODE: Partial<Record<string, Period>> = {
  DEPOSIT_LIMIT_DAY: 'day',
  DEPOSIT_LIMIT_WEEK: 'week',
  DEPOSIT_LIMIT_MONTH: 'month',
}
const PERIOD_WORD: Record<Period, string> = { day: 'daily', week: 'weekly', month: 'monthly' }

/**
 * A cash-in is a deposit: refused, as a deposit request is, for a customer on a time-out or self-excluded,
 * past one of their own deposit limits, or past an unverified wallet's daily cap, with the refusal's code
 * and a message the agent can read out. The caller holds the customer's wallet lock, which every deposit
 * path and limit change takes first.
 */
export async function assertCustomerMayDeposit(
  db: Queryable,
  config: Config,
  playerId: string,
  amountKobo: bigint,
  at: Date,
): Promise<void> {
  try {
    await assertDepositAllowed(db, playerId, amountKobo, at)
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    throw forTheAgent(error, at)
  }
  const capLeftKobo = await depositCapLeftKobo(db, config, playerId, at)
  if (capLeftKobo !== null && amountKobo > capLeftKobo) {
    throw new DomainError('KYC_DEPOSIT_CAP', CASH_MESSAGES.customerUnverifiedCap(capKobo(config), capLeftKobo))
  }
}

/** A break's or deposit limit's refusal, with its code and `until`, worded for the agent at the counter. */
function forTheAgent(refusal: DomainError, at: Date): DomainError {
  const until = typeof refusal.extra.until === 'string' ? new Date(refusal.extra.until) : at
  if (refusal.code === 'SELF_EXCLUDED' || refusal.code === 'TIMED_OUT') {
    const kind = refusal.code === 'SELF_EXCLUDED' ? 'self-exclusion' : 'time-out'
    return new DomainError(refusal.code, CASH_MESSAGES.customerOnBreak(kind, until), refusal.extra)
  }
  const period = PERIOD_OF_CODE[refusal.code]
  return period ? new DomainError(refusal.code, CASH_MESSAGES.customerDepositLimit(PERIOD_WORD[period], until), refusal.extra) : refusal
}
