import { koboToNaira } from '@9ja/money'
import type { Queryable } from '../../db/queryable.ts'
import { jackpotPoolCode } from '../numbers/bets/jackpot.ts'
import { hasJackpot } from '../numbers/games.ts'
import type { GameRegistry } from '../registry.ts'
import { LARGE_DEBIT_FLOOR_NAIRA } from './settings.ts'

/** How many wins the list holds at the most. */
export const RECENT_WINS_LIMIT = 10

/** A win as every visitor may see it: never the player's phone, email or ids. */
export type RecentWin = {
  /** First name and the initial of the last: "Emeka U.". */
  name: string
  /** The payout, in naira. */
  amount: number
  /** The game's display name ("Virtual Sports" for a multiple across its games). */
  game: string
  /** The game's slug; null for a sports multiple. */
  gameSlug: string | null
  /** When it was won, on the service's clock (ISO). */
  at: string
}

/** "Emeka U." from "emeka  Uche-Obi"; a single name stays alone. */
export function maskedName(fullName: string): string {
  const words = fullName.trim().split(/\s+/)
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)
  const first = capital(words[0] ?? '')
  return words.length > 1 ? `${first} ${words.at(-1)!.charAt(0).toUpperCase()}.` : first
}

/**
 * The newest wins of at least $1 kobo, from the ledger. Every game pays a win from house:game_wins
 * (the Jackpot Game's jackpot from its pool): the newest debits of those accounts of at least $1 are a
 * short backward scan of the index of large debits (migration 0024; its predicate is stated here so
 * the planner always uses it), each account's newest $2 with a player (a jackpot's top-up from the
 * house has none). A win's payout is the sum of its entry's debits of those accounts; its game and
 * the instant it was won (the clock's, stamped by its settlement) come from the round or bet the
 * entry's key names. A jackpot win is listed when one of its two parts (the fixed prize, the share
 * of the pool) reaches $1.
 */
const RECENT_WINS_SQL = `with paid as (
  select distinct newest.entry_id
    from unnest($3::bigint[]) as payer(id)
   cross join lateral (
     select p.entry_id from postings p join journal_entries e on e.id = p.entry_id
      where p.account_id = payer.id and p.amount_kobo <= -${LARGE_DEBIT_FLOOR_NAIRA * 100} and p.amount_kobo <= -$1::bigint
        and e.user_id is not null
      order by p.id desc
      limit $2
   ) newest
), win as (
  select e.id, e.kind, e.idempotency_key, e.user_id,
         case when e.kind in ('game:crash-win', 'game:sports-win', 'game:number-win')
              then split_part(e.idempotency_key, ':', 2)::bigint end as bet_id,
         -(select sum(q.amount_kobo) from postings q where q.entry_id = e.id and q.account_id = any ($3::bigint[]))::bigint as payout_kobo
    from paid join journal_entries e on e.id = paid.entry_id
)
select u.full_name, w.payout_kobo::text as payout_kobo, sb.kind as sports_kind,
       coalesce(r.game, cr.game, nb.game,
                (select ev.game from sports_bet_legs l join sports_events ev on ev.id = l.event_id where l.bet_id = sb.id limit 1)) as game,
       coalesce(r.created_at, cb.settled_at, sb.settled_at, nb.settled_at) as won_at
  from win w
  join users u on u.id = w.user_id
  left join game_rounds r on w.bet_id is null and r.idempotency_key = w.idempotency_key
  left join crash_bets cb on w.kind = 'game:crash-win' and cb.id = w.bet_id
  left join crash_rounds cr on cr.id = cb.round_id
  left join sports_bets sb on w.kind = 'game:sports-win' and sb.id = w.bet_id
  left join number_bets nb on w.kind = 'game:number-win' and nb.id = w.bet_id
 order by won_at desc nulls last, w.id desc
 limit $2`

type Row = { full_name: string; payout_kobo: string; sports_kind: string | null; game: string | null; won_at: Date | null }

/** The accounts games pay wins from: house:game_wins and every jackpot game's pool. They never change once migrated. */
async function payerAccountIds(db: Queryable, registry: GameRegistry): Promise<string[]> {
  const pools = registry.numbers.all.filter((game) => hasJackpot(game.rules)).map((game) => jackpotPoolCode(game.slug))
  const codes: string[] = ['house:game_wins', ...pools]
  const { rows } = await db.query<{ id: string }>(`select id from ledger_accounts where code = any ($1::text[]) and kind = 'house'`, [
    codes,
  ])
  if (rows.length !== codes.length) throw new Error(`the house accounts ${codes.join(', ')} are not all there`)
  return rows.map((row) => row.id)
}

/** Reads the newest wins of at least `minKobo` (at most RECENT_WINS_LIMIT), newest first, each with its game's title. */
export function recentWinsReader(db: Queryable, registry: GameRegistry) {
  let payers: Promise<string[]> | undefined
  return async (minKobo: bigint): Promise<RecentWin[]> => {
    payers ??= payerAccountIds(db, registry).catch((error: unknown) => {
      payers = undefined
      throw error
    })
    const { rows } = await db.query<Row>(RECENT_WINS_SQL, [minKobo.toString(), RECENT_WINS_LIMIT, await payers])
    return rows.flatMap((row): RecentWin[] => {
      const multiple = row.sports_kind === 'multiple'
      const title = multiple ? 'Virtual Sports' : row.game && registry.findDefinition(row.game)?.title
      if (!title || !row.won_at) return []
      return [
        {
          name: maskedName(row.full_name),
          amount: koboToNaira(BigInt(row.payout_kobo)),
          game: title,
          gameSlug: multiple ? null : row.game,
          at: row.won_at.toISOString(),
        },
      ]
    })
  }
}
