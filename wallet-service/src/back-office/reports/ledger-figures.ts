/**
 * What a player staked and won, summed over wallet postings `p` of journal entries `e`: the same
 * rules as the activity statement and the loss limits (wallet_activity, migration 0020). Every game
 * writes its entries with a kind starting 'game:'. Staked: the wallet's debits of game entries (an
 * instant round's stake, a crash, sports or number bet's placement), less the stakes a void gives
 * back (kinds ending '-void'), on the day they are given back. Won: the wallet's other credits from
 * game entries. A free round stakes nothing (the house pays its stake): only its win shows.
 */
export const STAKED_KOBO_SQL = `coalesce(-sum(p.amount_kobo) filter (where e.kind like 'game:%' and (p.amount_kobo < 0 or e.kind like '%-void')), 0)`
export const WON_KOBO_SQL = `coalesce(sum(p.amount_kobo) filter (where e.kind like 'game:%' and p.amount_kobo > 0 and e.kind not like '%-void'), 0)`
