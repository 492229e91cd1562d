import type { Config } from '../config.ts'
import type { Queryable } from '../db/queryable.ts'

/**
 * Which withdrawals wait for a person before they are paid (issue 23): every one above
 * WITHDRAWAL_REVIEW_ABOVE_NAIRA, and above WITHDRAWAL_REVIEW_FLAGS_ABOVE_NAIRA those a risk rule flags:
 * the player's first withdrawal, money deposited and withdrawn with little play (the wallet used to pass
 * money through), or a player who recently tried to withdraw to accounts in other names.
 */
export type ReviewReason = 'large' | 'first-withdrawal' | 'little-play' | 'name-mismatch-history'

export type ReviewFacts = {
  /** Withdrawals of the player's paid before this one. */
  paidWithdrawals: number
  /** Deposited and staked over the last WITHDRAWAL_REVIEW_LOOKBACK_DAYS. */
  depositedKobo: bigint
  stakedKobo: bigint
  /** Withdrawals refused for a name mismatch over the last WITHDRAWAL_REVIEW_NAME_MISMATCH_DAYS. */
  nameMismatches: number
}

type ReviewSettings = Pick<
  Config,
  | 'WITHDRAWAL_REVIEW_ABOVE_NAIRA'
  | 'WITHDRAWAL_REVIEW_FLAGS_ABOVE_NAIRA'
  | 'WITHDRAWAL_REVIEW_MIN_TURNOVER_PERCENT'
  | 'WITHDRAWAL_REVIEW_LOOKBACK_DAYS'
  | 'WITHDRAWAL_REVIEW_NAME_MISMATCH_DAYS'
>

const naira = (amount: number) => BigInt(amount) * 100n

/** Why a withdrawal of `amountKobo` must be reviewed; none means it is paid at once. */
export function reviewReasons(amountKobo: bigint, facts: ReviewFacts, settings: ReviewSettings): ReviewReason[] {
  const reasons: ReviewReason[] = []
  if (amountKobo > naira(settings.WITHDRAWAL_REVIEW_ABOVE_NAIRA)) reasons.push('large')
  if (amountKobo <= naira(settings.WITHDRAWAL_REVIEW_FLAGS_ABOVE_NAIRA)) return reasons
  if (facts.paidWithdrawals === 0) reasons.push('first-withdrawal')
  const turnover = BigInt(settings.WITHDRAWAL_REVIEW_MIN_TURNOVER_PERCENT)
  if (turnover > 0n && facts.depositedKobo > 0n && facts.stakedKobo * 100n < facts.depositedKobo * turnover) reasons.push('little-play')
  if (facts.nameMismatches > 0) reasons.push('name-mismatch-history')
  return reasons
}

/** The facts the rules judge, as of `now`, read in the withdrawal's transaction. */
export async function reviewFacts(db: Queryable, userId: string, now: Date, settings: ReviewSettings): Promise<ReviewFacts> {
  const { rows } = await db.query<{ paid: string; deposited_kobo: string; staked_kobo: string; mismatches: string }>(
    `select (select count(*) from withdrawals where user_id = $1 and status = 'succeeded') as paid,
            coalesce(sum(a.deposited_kobo), 0)::text as deposited_kobo,
            coalesce(sum(a.staked_kobo), 0)::text as staked_kobo,
            (select count(*) from withdrawal_name_mismatches
              where user_id = $1 and at > $2::timestamptz - $4 * interval '1 day') as mismatches
       from wallet_activity($1, $2::timestamptz - $3 * interval '1 day', $2::timestamptz) a`,
    [userId, now, settings.WITHDRAWAL_REVIEW_LOOKBACK_DAYS, settings.WITHDRAWAL_REVIEW_NAME_MISMATCH_DAYS],
  )
  const row = rows[0]!
  return {
    paidWithdrawals: Number(row.paid),
    depositedKobo: BigInt(row.deposited_kobo),
    stakedKobo: BigInt(row.staked_kobo),
    nameMismatches: Number(row.mismatches),
  }
}

/** Keeps a refused name match as history for the rule above. */
export async function recordNameMismatch(
  db: Queryable,
  userId: string,
  account: { bankCode: string; accountNumber: string; accountName: string },
  at: Date,
): Promise<void> {
  await db.query(
    'insert into withdrawal_name_mismatches (user_id, at, bank_code, account_number, account_name) values ($1, $2, $3, $4, $5)',
    [userId, at, account.bankCode, account.accountNumber, account.accountName],
  )
}
