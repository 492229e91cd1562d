import type { RiskContext, RiskFamily } from './games.ts'
import { SPORTS_GAMES } from '../../games/virtual-sports/games.ts'
import type { Stretch } from './lagos-day.ts'

/** The one kind of bet of a game that has no kinds (an instant game, a crash game). */
export const EVERY_BET = 'all'
/** The kind a virtual sports multiple is measured as, beside its games' markets. */
export const MULTIPLE = 'multiple'

/**
 * Every settled bet played in the stretch [$1, $2), of every family, one row each with the same columns:
 * its family, game and kind (a sports single's market, `multiple`, a number bet's kind, else `all`), its
 * player, its reference (what it is, its id, its public code, its round or draw), its stake and what it paid
 * (a number bet's jackpot share apart), a crash cash-out's multiplier, when it was played and when settled.
 * Void bets (stakes given back) are left out. A bet is played when its round, event or draw is: a crash
 * round's start, an instant round's own time, a draw's time, a sports event's start (a multiple's last
 * leg's event; its game is its legs' game when they are all one, else none). $3, $4 and $5 are the crash,
 * sports and number games: each family is reached through its games' indexes on play time (crash rounds by
 * start, finished and void events and draws by time, the instant rounds' BRIN index of migration 0032),
 * never through its whole history.
 */
export const PLAYED_BETS_SQL = `select 'instant' as family, r.game, '${EVERY_BET}' as kind, r.user_id, 'instant-round' as bet_kind, r.id as bet_id,
         null::text as bet_code, null::bigint as round_id, r.stake_kobo, r.payout_kobo, 0::bigint as jackpot_won_kobo,
         null::integer as cashed_x100, r.created_at as played_at, r.created_at as settled_at
    from game_rounds r where r.created_at >= $1 and r.created_at < $2
  union all
  select 'crash', r.game, '${EVERY_BET}', b.user_id, 'crash-bet', b.id, null, r.id, b.stake_kobo, b.payout_kobo, 0, b.cashed_x100,
         r.started_at, b.settled_at
    from unnest($3::text[]) g(slug)
    join crash_rounds r on r.game = g.slug and r.started_at >= $1 and r.started_at < $2
    join crash_bets b on b.round_id = r.id and b.status in ('cashed-out', 'lost')
  union all
  select 'virtual-sports', case when min(e.game) = max(e.game) then min(e.game) end,
         case when b.kind = 'single' then split_part(min(l.code), ':', 1) else '${MULTIPLE}' end,
         b.user_id, 'sports-bet', b.id, b.code, null, b.stake_kobo, b.payout_kobo, 0, null, max(e.starts_at), b.settled_at
    from (select distinct l.bet_id from unnest($4::text[]) g(slug)
            join sports_events e on e.game = g.slug and e.status in ('finished', 'void') and e.starts_at >= $1 and e.starts_at < $2
            join sports_bet_legs l on l.event_id = e.id) touched
    join sports_bets b on b.id = touched.bet_id and b.status in ('won', 'lost')
    join sports_bet_legs l on l.bet_id = b.id
    join sports_events e on e.id = l.event_id
   group by b.id
  having max(e.starts_at) >= $1 and max(e.starts_at) < $2
  union all
  select 'numbers', d.game, n.kind, n.user_id, 'number-bet', n.id, n.code, d.id, n.stake_kobo, n.payout_kobo, n.jackpot_won_kobo, null,
         d.draws_at, n.settled_at
    from unnest($5::text[]) g(slug)
    join number_draws d on d.game = g.slug and d.status in ('finished', 'void') and d.draws_at >= $1 and d.draws_at < $2
    join number_bets n on n.draw_id = d.id and n.status in ('won', 'lost')`

/** PLAYED_BETS_SQL's parameters $1 to $5 for a stretch and the games in force. */
export const playedBetsParameters = (stretch: Stretch, context: RiskContext) => [
  stretch.from,
  stretch.to,
  context.registry.crash.map((game) => game.slug),
  SPORTS_GAMES.map((game) => game.slug),
  context.registry.numbers.all.map((game) => game.slug),
]

/** A row of PLAYED_BETS_SQL as node-postgres reads it (bigints as text). */
export type PlayedBet = {
  family: RiskFamily
  game: string | null
  kind: string
  user_id: string
  bet_kind: 'instant-round' | 'crash-bet' | 'sports-bet' | 'number-bet'
  bet_id: string
  bet_code: string | null
  round_id: string | null
  stake_kobo: string
  payout_kobo: string
  jackpot_won_kobo: string
  cashed_x100: number | null
  played_at: Date
  settled_at: Date
}
