/**
 * The pieces every statement that takes a stake or credits a deposit puts into its own SQL, so that
 * limits and breaks are judged and counted in the same statement that moves the money (README.md,
 * "Adding a stake path"). A player without a protection row costs one index lookup that finds nothing.
 */

/**
 * Why a stake or a deposit is refused, as the API's `code` names it: a break, a limit, or (stakes
 * only) an identity not verified yet: every stake needs a verified identity (issue 21, item 3), so
 * nobody under 18 or self-excluded under another account's name can play while deposits stay open.
 */
export const PROTECTION_CODES = [
  'SELF_EXCLUDED',
  'TIMED_OUT',
  'LOSS_LIMIT_DAY',
  'LOSS_LIMIT_WEEK',
  'LOSS_LIMIT_MONTH',
  'DEPOSIT_LIMIT_DAY',
  'DEPOSIT_LIMIT_WEEK',
  'DEPOSIT_LIMIT_MONTH',
  'KYC_REQUIRED',
] as const
export type ProtectionCode = (typeof PROTECTION_CODES)[number]

export const isProtectionCode = (code: unknown): code is ProtectionCode => PROTECTION_CODES.includes(code as ProtectionCode)

/**
 * A CTE body that locks the protection rows of the players in `players` (a CTE with a `user_id`
 * column whose wallets the statement already locked), in user id order, answering `user_id` and
 * `protection` (the whole row, for protectionRefusalSql). Naming the wallets' CTE makes the statement
 * lock them first: every statement takes a player's wallet, then the protection row, so none deadlock.
 */
export function protectionGuardSql(players: string): string {
  return `select p.user_id, p as protection from player_protection p
   where p.user_id = any (array(select user_id from ${players}))
   order by p.user_id for no key update`
}

/**
 * An expression naming why an item is refused (a ProtectionCode), or null when it may go ahead:
 * `guard` is the guard CTE's alias left-joined to the items (null for a player without a row),
 * `running` the amount with the player's earlier items in the statement, `amount` the item's own.
 * A stake is judged on the items' `user_id` too: a break or limit first (the player is told of their
 * break), then the identity.
 */
export function protectionRefusalSql(guard: string, kind: 'stake' | 'deposit', running: string, amount: string, at: string): string {
  const protection = `protection_refusal(${guard}.protection, '${kind}', (${running})::bigint, (${amount})::bigint, ${at})`
  if (kind === 'deposit') return protection
  return `coalesce(${protection}, (select 'KYC_REQUIRED' from users unverified where unverified.id = user_id and unverified.kyc_status <> 'verified'))`
}

/**
 * A data-modifying CTE body that counts what a statement moved into its players' totals: `flows` is a
 * CTE of one row per player with `user_id`, `deposited_kobo` (money in) and `lost_kobo` (stakes less
 * wins and refunds, negative when the player is ahead), as of `at`. A new day, week or month starts
 * its total afresh. Players without a row are looked up by index and left alone.
 */
export function protectionTallySql(flows: string, at: string): string {
  return `update player_protection p
     set (day_tally, week_tally, month_tally) = (
       select protection_tally_add(p.day_tally, 'day', ${at}, f.deposited_kobo, f.lost_kobo),
              protection_tally_add(p.week_tally, 'week', ${at}, f.deposited_kobo, f.lost_kobo),
              protection_tally_add(p.month_tally, 'month', ${at}, f.deposited_kobo, f.lost_kobo)
         from ${flows} f where f.user_id = p.user_id)
   where p.user_id = any (array(select user_id from ${flows}))`
}
