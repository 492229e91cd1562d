import type { Queryable } from '../../db/queryable.ts'
import { STAKED_KOBO_SQL, WON_KOBO_SQL } from './ledger-figures.ts'
import { lagosDaySql, periodInstants, periodQuery, type Period, type Report } from './report.ts'

/** The four families of the catalog, as the reports name them. */
export type ReportFamily = 'instant' | 'crash' | 'virtual-sports' | 'number-games'

export type GameDayRow = {
  day: string
  family: ReportFamily
  /** The catalog's id, slug and title; null id and slug for a virtual sports multiple whose legs are of several games. */
  gameId: number | null
  slug: string | null
  title: string
  stakes: bigint
  wins: bigint
  /** Gross gaming revenue: stakes less wins. */
  ggr: bigint
  /** Bets placed (stakes taken) that day; free rounds are not counted. */
  bets: number
  /** Players who placed them. */
  players: number
}

/** A multiple's legs may be on several virtual sports: its money belongs to none of them. */
export const SEVERAL_GAMES_TITLE = 'Virtual sports multiples over several games'

/**
 * The family and game of a game entry `e`, from its kind and key: an instant round's kind is
 * `game:<slug>`; crash, sports and number entries are keyed `<kind>:<bet id>` and their bet names the game.
 */
const GAME_OF_ENTRY_SQL = `select
  case when e.kind like 'game:crash-%' then 'crash' when e.kind like 'game:sports-%' then 'virtual-sports'
       when e.kind like 'game:number-%' then 'number-games' else 'instant' end as family,
  case
    when e.kind like 'game:crash-%' then
      (select r.game from crash_bets b join crash_rounds r on r.id = b.round_id where b.id = split_part(e.idempotency_key, ':', 2)::bigint)
    when e.kind like 'game:sports-%' then
      (select min(ev.game) from sports_bet_legs l join sports_events ev on ev.id = l.event_id
        where l.bet_id = split_part(e.idempotency_key, ':', 2)::bigint having count(distinct ev.game) = 1)
    when e.kind like 'game:number-%' then
      (select nb.game from number_bets nb where nb.id = split_part(e.idempotency_key, ':', 2)::bigint)
    else substr(e.kind, 6)
  end as slug`

/**
 * Per game and Lagos day: stakes, wins, GGR, bets and players, from the ledger's wallet postings of
 * game entries (so the totals are the players' money by construction), by the entries' time.
 */
export async function gameDayRows(db: Queryable, period: Period): Promise<GameDayRow[]> {
  const { fromAt, untilAt } = periodInstants(period)
  const { rows } = await db.query<{
    day: string
    family: ReportFamily
    game_id: number | null
    slug: string | null
    title: string | null
    staked_kobo: string
    won_kobo: string
    bets: number
    players: number
  }>(
    `select ${lagosDaySql('e.created_at')} as day, g.family, games.id as game_id, g.slug, games.title,
            ${STAKED_KOBO_SQL}::text as staked_kobo, ${WON_KOBO_SQL}::text as won_kobo,
            count(distinct e.id) filter (where p.amount_kobo < 0)::int as bets,
            count(distinct e.user_id) filter (where p.amount_kobo < 0)::int as players
       from journal_entries e
       join postings p on p.entry_id = e.id
       join ledger_accounts wallet on wallet.id = p.account_id and wallet.kind = 'wallet'
      cross join lateral (${GAME_OF_ENTRY_SQL}) g
       left join games on games.slug = g.slug
      where e.kind like 'game:%' and e.created_at >= $1 and e.created_at < $2
      group by 1, 2, 3, 4, 5, games.sort_order
      order by 1, games.sort_order nulls last, 2`,
    [fromAt, untilAt],
  )
  return rows.map((row) => {
    const stakes = BigInt(row.staked_kobo)
    const wins = BigInt(row.won_kobo)
    return {
      day: row.day,
      family: row.family,
      gameId: row.game_id,
      slug: row.slug,
      title: row.title ?? SEVERAL_GAMES_TITLE,
      stakes,
      wins,
      ggr: stakes - wins,
      bets: row.bets,
      players: row.players,
    }
  })
}

export const gameDayReport: Report<Period, GameDayRow> = {
  name: 'game-days',
  query: periodQuery,
  rows: gameDayRows,
  columns: [
    { heading: 'Day (Lagos)', value: (row) => row.day },
    { heading: 'Family', value: (row) => row.family },
    { heading: 'Game id', value: (row) => row.gameId },
    { heading: 'Game', value: (row) => row.title },
    { heading: 'Stakes (NGN)', value: (row) => row.stakes },
    { heading: 'Wins (NGN)', value: (row) => row.wins },
    { heading: 'GGR (NGN)', value: (row) => row.ggr },
    { heading: 'Bets', value: (row) => row.bets },
    { heading: 'Players', value: (row) => row.players },
  ],
}
