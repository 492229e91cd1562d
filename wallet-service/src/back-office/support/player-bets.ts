import { z } from 'zod'
import type { Queryable } from '../../db/queryable.ts'
import type { BetFamily } from './search.ts'

export const BETS_PAGE = 50

/**
 * A place in a player's bets of every family, newest first: the bet's time (microseconds since 1970),
 * family and row id, as `betsBefore` carries it (`next` of the page before).
 */
export const betsCursor = z
  .string()
  .regex(/^[0-9]{1,20}\.(instant|crash|sports|numbers)\.[0-9]{1,18}$/, 'This bets page link is not valid.')
  .transform((text) => {
    const [micros, family, id] = text.split('.') as [string, BetFamily, string]
    return { micros, family, id }
  })
export type BetsCursor = z.infer<typeof betsCursor>

/** One bet as support sees it: the ID the player sees (My Bets, Check Bet, the fairness page), its outcome and what verifies it. */
export type StaffBetView = {
  family: BetFamily
  id: string
  game: string
  placedAt: Date
  stakeKobo: string
  payoutKobo: string
  status: string
  outcome: Record<string, unknown>
  fairness: Record<string, unknown>
}

const micros = (column: string) => `(extract(epoch from ${column}) * 1000000)::bigint`

/**
 * Each family's bets (`row` the alias of its bets table, `at` their time) of player $1 below the cursor ($2 micros, $3 family, $4 id; all null for the newest),
 * the newest $5 of each. A secret stays secret here as on the player's pages: an instant round's server
 * seed until the player rotates it, a crash round's link until it crashed, an event's or a draw's link
 * until it finished.
 */
const FAMILY_BETS = {
  instant: {
    row: 'r',
    at: 'r.created_at',
    sql: `select 'instant' as family, r.id as row_id, r.id::text as shown_id, r.game, r.created_at as at,
                 r.stake_kobo::text as stake_kobo, r.payout_kobo::text as payout_kobo, 'settled' as status,
                 jsonb_build_object('inputs', r.inputs, 'result', r.outcome, 'freeRound', r.free_round) as outcome,
                 jsonb_build_object('serverSeedHash', r.server_seed_hash,
                                    'serverSeed', case when s.revealed_at is not null then s.server_seed end,
                                    'clientSeed', r.client_seed, 'nonce', r.nonce) as fairness
            from game_rounds r join fairness_seeds s on s.id = r.seed_id
           where r.user_id = $1`,
  },
  crash: {
    row: 'b',
    at: 'b.placed_at',
    sql: `select 'crash', b.id, b.id::text, r.game, b.placed_at, b.stake_kobo::text, b.payout_kobo::text, b.status,
                 jsonb_build_object('roundId', r.id::text, 'slot', b.slot, 'autoCashOutX100', b.target_x100,
                                    'cashedOutX100', b.cashed_x100, 'cashOutReason', b.reason,
                                    'crashPointX100', case when r.phase = 'crashed' then r.crash_x100 end),
                 jsonb_build_object('roundId', r.id::text, 'chainId', r.chain_id::text, 'chainIndex', r.chain_index,
                                    'commitment', c.commitment, 'hash', case when r.phase = 'crashed' then r.hash end)
            from crash_bets b join crash_rounds r on r.id = b.round_id join crash_chains c on c.id = r.chain_id
           where b.user_id = $1`,
  },
  sports: {
    row: 'b',
    at: 'b.placed_at',
    sql: `select 'sports', b.id, b.code, legs.game, b.placed_at, b.stake_kobo::text, b.payout_kobo::text, b.status,
                 jsonb_build_object('kind', b.kind, 'totalOdds', b.total_odds::text, 'potentialWinKobo', b.potential_win_kobo::text,
                                    'legs', legs.outcome),
                 jsonb_build_object('events', legs.fairness)
            from sports_bets b cross join lateral (
              select min(e.game) as game,
                     jsonb_agg(jsonb_build_object('eventId', e.id::text, 'event', e.name, 'selection', l.code, 'oddsX100', l.odds_x100,
                                                  'status', l.status, 'eventStatus', e.status,
                                                  'result', case when e.status in ('live', 'finished') then e.result end)
                               order by l.leg_index) as outcome,
                     jsonb_agg(jsonb_build_object('eventId', e.id::text, 'chainId', e.chain_id::text, 'chainIndex', e.chain_index,
                                                  'commitment', sc.commitment, 'link', case when e.status = 'finished' then e.link end)
                               order by l.leg_index) as fairness
                from sports_bet_legs l join sports_events e on e.id = l.event_id join sports_chains sc on sc.id = e.chain_id
               where l.bet_id = b.id
            ) legs
           where b.user_id = $1`,
  },
  numbers: {
    row: 'b',
    at: 'b.placed_at',
    sql: `select 'numbers', b.id, b.code, b.game, b.placed_at, b.stake_kobo::text, b.payout_kobo::text, b.status,
                 jsonb_build_object('drawId', d.id::text, 'drawNumber', d.number, 'kind', b.kind, 'picks', b.picks, 'against', b.against,
                                    'lines', b.lines, 'winningLines', b.winning_lines, 'jackpotWonKobo', b.jackpot_won_kobo::text,
                                    'drawn', case when d.status in ('drawing', 'finished') then d.drawn end),
                 jsonb_build_object('drawId', d.id::text, 'chainId', d.chain_id::text, 'chainIndex', d.chain_index,
                                    'commitment', nc.commitment, 'link', case when d.status = 'finished' then d.link end)
            from number_bets b join number_draws d on d.id = b.draw_id join number_chains nc on nc.id = d.chain_id
           where b.user_id = $1`,
  },
} as const

const PLAYER_BETS_SQL = Object.entries(FAMILY_BETS)
  .map(
    ([family, { row, at, sql }]) => `(${sql}
       and ($2::bigint is null or (${micros(at)}, '${family}', ${row}.id) < ($2::bigint, $3::text, $4::bigint))
     order by ${micros(at)} desc, ${row}.id desc limit $5)`,
  )
  .join('\nunion all\n')

/** A page of the player's bets of every family, newest first, and the cursor of the next page (null: no more). */
export async function playerBets(
  db: Queryable,
  userId: string,
  before: BetsCursor | null,
): Promise<{ bets: StaffBetView[]; next: string | null }> {
  const { rows } = await db.query<{
    family: BetFamily
    row_id: string
    shown_id: string
    game: string
    at: Date
    stake_kobo: string
    payout_kobo: string
    status: string
    outcome: Record<string, unknown>
    fairness: Record<string, unknown>
    sort_micros: string
  }>(
    `select bets.*, ${micros('bets.at')}::text as sort_micros
       from (${PLAYER_BETS_SQL}) bets
      order by ${micros('bets.at')} desc, family desc, row_id desc
      limit $5 + 1`,
    [userId, before?.micros ?? null, before?.family ?? null, before?.id ?? null, BETS_PAGE],
  )
  const page = rows.slice(0, BETS_PAGE)
  const last = page.at(-1)
  return {
    bets: page.map((row) => ({
      family: row.family,
      id: row.shown_id,
      game: row.game,
      placedAt: row.at,
      stakeKobo: row.stake_kobo,
      payoutKobo: row.payout_kobo,
      status: row.status,
      outcome: row.outcome,
      fairness: row.fairness,
    })),
    next: rows.length > BETS_PAGE && last ? `${last.sort_micros}.${last.family}.${last.row_id}` : null,
  }
}
