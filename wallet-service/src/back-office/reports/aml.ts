import type { Config } from '../../config.ts'
import type { Queryable } from '../../db/queryable.ts'
import { STAKED_KOBO_SQL, WON_KOBO_SQL } from './ledger-figures.ts'
import { lagosDaySql, periodInstants, periodQuery, type Period, type Report } from './report.ts'

/**
 * A player's money on one Lagos day, with the identity they verified. Per player and day rather than
 * per movement: the large cash threshold is judged per person and day, a register line per spin would
 * bury the money under the bets, and every movement stays in the player's ledger history. The ID
 * number itself is never stored (only its keyed hash, never shown), nor the date of birth typed for
 * the check (the provider confirmed it; KYC keeps no more than that).
 */
export type AmlRow = {
  day: string
  userId: string
  playerId: string
  fullName: string
  /** unverified, pending, verified or rejected. */
  kycStatus: string
  idType: string | null
  idLast4: string | null
  verifiedAt: string | null
  deposits: bigint
  withdrawals: bigint
  /** Deposits plus withdrawals: the cash that crossed the platform's edge that day. */
  cashMovement: bigint
  stakes: bigint
  wins: bigint
}

/**
 * Every player's deposits, withdrawals, stakes and wins per Lagos day of `period` (those with none
 * are not listed), the same figures as the player's activity statement (wallet_activity, migration
 * 0020, 0038): a deposit counts whole when it arrives (a part held over an unverified wallet's cap
 * included), a withdrawal when its money is held, less one the bank sent back; cash paid in at an agent's
 * shop is a deposit, and cash asked for at one a withdrawal (less a hold released unpaid). With
 * `overKobo`, only the days whose cash movement is above it.
 */
export async function amlRows(db: Queryable, period: Period, overKobo: bigint | null = null): Promise<AmlRow[]> {
  const { fromAt, untilAt } = periodInstants(period)
  const { rows } = await db.query<{
    day: string
    user_id: string
    public_id: string
    full_name: string
    kyc_status: string
    kyc_id_type: string | null
    kyc_id_last4: string | null
    kyc_verified_at: Date | null
    deposited_kobo: string
    withdrawn_kobo: string
    staked_kobo: string
    won_kobo: string
  }>(
    `with daily as (
       select e.user_id, ${lagosDaySql('e.created_at')} as day,
              coalesce(sum(p.amount_kobo) filter (where e.kind in ('deposit', 'agent_cash_in')), 0) as deposited_kobo,
              coalesce(-sum(p.amount_kobo) filter (where e.kind in ('withdrawal', 'withdrawal_reversal', 'agent_cash_out_hold', 'agent_cash_out_release')), 0)
                as withdrawn_kobo,
              ${STAKED_KOBO_SQL} as staked_kobo, ${WON_KOBO_SQL} as won_kobo
         from journal_entries e
         join ledger_accounts wallet on wallet.user_id = e.user_id
         join postings p on p.entry_id = e.id
                        and (p.account_id = wallet.id or (e.kind = 'deposit' and p.amount_kobo > 0))
        where e.created_at >= $1 and e.created_at < $2
        group by 1, 2
     )
     select d.day, d.user_id::text, u.public_id::text, u.full_name, u.kyc_status, u.kyc_id_type, u.kyc_id_last4, u.kyc_verified_at,
            d.deposited_kobo::text, d.withdrawn_kobo::text, d.staked_kobo::text, d.won_kobo::text
       from daily d join users u on u.id = d.user_id
      where (d.deposited_kobo, d.withdrawn_kobo, d.staked_kobo, d.won_kobo) <> (0, 0, 0, 0)
        and ($3::bigint is null or d.deposited_kobo + d.withdrawn_kobo > $3::bigint)
      order by d.day, u.full_name, d.user_id`,
    [fromAt, untilAt, overKobo?.toString() ?? null],
  )
  return rows.map((row) => {
    const deposits = BigInt(row.deposited_kobo)
    const withdrawals = BigInt(row.withdrawn_kobo)
    return {
      day: row.day,
      userId: row.user_id,
      playerId: row.public_id,
      fullName: row.full_name,
      kycStatus: row.kyc_status,
      idType: row.kyc_id_type,
      idLast4: row.kyc_id_last4,
      verifiedAt: row.kyc_verified_at?.toISOString() ?? null,
      deposits,
      withdrawals,
      cashMovement: deposits + withdrawals,
      stakes: BigInt(row.staked_kobo),
      wins: BigInt(row.won_kobo),
    }
  })
}

const amlColumns: Report<Period, AmlRow>['columns'] = [
  { heading: 'Day (Lagos)', value: (row) => row.day },
  { heading: 'Player id', value: (row) => row.playerId },
  { heading: 'Name', value: (row) => row.fullName },
  { heading: 'Identity', value: (row) => row.kycStatus },
  { heading: 'ID type', value: (row) => row.idType },
  { heading: 'ID last 4', value: (row) => row.idLast4 },
  { heading: 'Verified at', value: (row) => row.verifiedAt },
  { heading: 'Deposits (NGN)', value: (row) => row.deposits },
  { heading: 'Withdrawals (NGN)', value: (row) => row.withdrawals },
  { heading: 'Cash movement (NGN)', value: (row) => row.cashMovement },
  { heading: 'Stakes (NGN)', value: (row) => row.stakes },
  { heading: 'Wins (NGN)', value: (row) => row.wins },
]

/** The AML register of a period: every player's money per Lagos day, with their verified identity. */
export const amlRegisterReport: Report<Period, AmlRow> = {
  name: 'aml-register',
  query: periodQuery,
  rows: (db, period) => amlRows(db, period),
  columns: amlColumns,
}

/** Large cash movements: the register's days whose deposits plus withdrawals exceed AML_LARGE_CASH_ALERT_NAIRA. */
export function largeCashReport(settings: Pick<Config, 'AML_LARGE_CASH_ALERT_NAIRA'>): Report<Period, AmlRow> {
  const overKobo = BigInt(settings.AML_LARGE_CASH_ALERT_NAIRA) * 100n
  return { name: 'large-cash-movements', query: periodQuery, rows: (db, period) => amlRows(db, period, overKobo), columns: amlColumns }
}
