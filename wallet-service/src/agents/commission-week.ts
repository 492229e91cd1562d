import type { Queryable } from '../db/queryable.ts'
import { lagosWeekStretch } from '../time/lagos.ts'
import type { NumberTicket, PlayerWeek, SportsTicket } from './commission.ts'
import { maskedPlayerName } from './masked-name.ts'

/**
 * What a Lagos week brought an agent, read from the bets themselves (docs/decisions/021-agents.md):
 * the agent's own virtual sports and number tickets placed in the week and not void, and the referred
 * players' instant rounds played and crash bets settled in the week.
 */
export type WeekLines = { sportsTickets: SportsTicket[]; numberTickets: NumberTicket[]; players: PlayerWeek[] }

// A multiple across games is the family's; a leg voided by its event's cancellation bets nothing and is not a selection.
const SPORTS_TICKETS_SQL = `select b.code, b.placed_at, b.stake_kobo::text,
       case when count(distinct e.game) = 1 then min(e.game) else 'virtual-sports' end as game,
       count(*) filter (where l.status <> 'void')::int as selections
  from sports_bets b
  join sports_bet_legs l on l.bet_id = b.id
  join sports_events e on e.id = l.event_id
 where b.user_id = $1 and b.placed_at >= $2 and b.placed_at < $3 and b.status <> 'void'
 group by b.id
 order by b.placed_at, b.id`

const NUMBER_TICKETS_SQL = `select code, game, placed_at, stake_kobo::text
  from number_bets
 where user_id = $1 and placed_at >= $2 and placed_at < $3 and status <> 'void'
 order by placed_at, id`

// Free rounds stake nothing; a crash bet counts once settled (won or lost), a cancelled one never.
const PLAYERS_SQL = `with player as (
  select id, full_name from users where referred_by = $1
), played as (
  select r.user_id, r.stake_kobo, r.payout_kobo from game_rounds r join player on player.id = r.user_id
   where r.created_at >= $2 and r.created_at < $3
  union all
  select c.user_id, c.stake_kobo, c.payout_kobo from crash_bets c join player on player.id = c.user_id
   where c.status in ('cashed-out', 'lost') and c.settled_at >= $2 and c.settled_at < $3
)
select player.id, player.full_name, sum(played.stake_kobo)::text as stakes_kobo, sum(played.payout_kobo)::text as wins_kobo
  from played join player on player.id = played.user_id
 group by player.id, player.full_name
 order by player.id`

export async function readWeekLines(db: Queryable, agentId: string, week: string): Promise<WeekLines> {
  const { from, to } = lagosWeekStretch(week)
  // One after another: the run reads them on its transaction's one connection.
  const sports = await db.query<{ code: string; placed_at: Date; stake_kobo: string; game: string; selections: number }>(
    SPORTS_TICKETS_SQL,
    [agentId, from, to],
  )
  const numbers = await db.query<{ code: string; game: string; placed_at: Date; stake_kobo: string }>(NUMBER_TICKETS_SQL, [
    agentId,
    from,
    to,
  ])
  const players = await db.query<{ id: string; full_name: string; stakes_kobo: string; wins_kobo: string }>(PLAYERS_SQL, [
    agentId,
    from,
    to,
  ])
  return {
    sportsTickets: sports.rows.map((row) => ({
      betId: row.code,
      game: row.game,
      placedAt: row.placed_at,
      selections: row.selections,
      stakeKobo: BigInt(row.stake_kobo),
    })),
    numberTickets: numbers.rows.map((row) => ({
      betId: row.code,
      game: row.game,
      placedAt: row.placed_at,
      stakeKobo: BigInt(row.stake_kobo),
    })),
    players: players.rows.map((row) => ({
      playerId: row.id,
      name: maskedPlayerName(row.full_name),
      stakesKobo: BigInt(row.stakes_kobo),
      winsKobo: BigInt(row.wins_kobo),
    })),
  }
}
