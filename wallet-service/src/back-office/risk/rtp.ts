import { z } from 'zod'
import { NUMBER_GAME_RULES } from '@9ja/number-games'
import type { Queryable } from '../../db/queryable.ts'
import { fixedPrizesRtpBp } from '../../games/numbers/rules.ts'
import { SPORTS_GAMES } from '../../games/virtual-sports/games.ts'
import { settingsOf as sportsSettingsOf } from '../../games/virtual-sports/settings-of.ts'
import { gameName, naira, type GameName, type RiskContext, type RiskFamily } from './games.ts'
import { lagosDayStretch, lagosDaysEnding, type Stretch } from './lagos-day.ts'
import { lagosDay } from '../staff/fields.ts'
import { checkRtp, type ReturnSums, type RtpCheck } from './rtp-interval.ts'
import { EVERY_BET, MULTIPLE, PLAYED_BETS_SQL, playedBetsParameters } from './played-bets.ts'

export const rtpQuery = z.object({ day: lagosDay.optional() })
export type RtpQuery = z.infer<typeof rtpQuery>

/** The longer period every day is read beside: the 30 Lagos days ending with it. */
export const RTP_LONG_PERIOD_DAYS = 30

/** One period of a game's kind of bet: what its settled bets staked and won (naira), and what that says of its RTP. */
export type RtpPeriod = RtpCheck & {
  from: string
  to: string
  bets: number
  stakes: number
  wins: number
  /** The RTP these bets were promised with the settings in force (for multiples, their legs' markets' product, stake-weighted). */
  statedRtp: number | null
}

/** A game's kind of bet (a number game's bet kind, a sports market, `multiple`, or `all`), over one Lagos day and the 30 ending with it. */
export type RtpRow = GameName & { kind: string; day: RtpPeriod; thirtyDays: RtpPeriod }

type Stated = { game: string; kind: string; rtp: number }

/**
 * Every stated RTP with the settings in force, per game and kind: the registry's for the instant and crash
 * games (one kind), each market's for the virtual sports, each bet kind's for the number games (their
 * paytables are fixed). A jackpot kind is measured on its fixed prizes, so its figure leaves the pool's
 * share out: the pool pays a rare jackpot that no day's bets could measure.
 */
function statedRtps({ config, registry }: RiskContext): Stated[] {
  return [
    ...registry.definitions
      .filter((definition) => definition.family === 'instant' || definition.family === 'shared-round')
      .map((definition) => ({ game: definition.slug, kind: EVERY_BET, rtp: definition.rtp(config) })),
    ...SPORTS_GAMES.flatMap((game) =>
      Object.entries(sportsSettingsOf(config, game).rtp).map(([market, basisPoints]) => ({
        game: game.slug,
        kind: market,
        rtp: basisPoints / 10_000,
      })),
    ),
    ...registry.numbers.all.flatMap((game) =>
      NUMBER_GAME_RULES[game.rules].betKinds.map((kind) => ({ game: game.slug, kind: kind.kind, rtp: fixedPrizesRtpBp(kind) / 10_000 })),
    ),
  ]
}

/** The sums checkRtp reads, and the stated RTP of the stakes (Σ stake x stated RTP / Σ stake), of the bets a FILTER clause keeps. */
const periodSums = (filter: string) => `json_build_object(
         'bets', count(*) ${filter},
         'x', coalesce(sum(x) ${filter}, 0)::text,
         'y', coalesce(sum(y) ${filter}, 0)::text,
         'xx', coalesce(sum(x::numeric * x) ${filter}, 0)::text,
         'yy', coalesce(sum(y::numeric * y) ${filter}, 0)::text,
         'xy', coalesce(sum(x::numeric * y) ${filter}, 0)::text,
         'stated', case when count(expected) ${filter} = count(*) ${filter} and sum(x) ${filter} > 0
                        then (sum(expected) ${filter} / sum(x) ${filter})::float8 end)`

/**
 * Every settled bet played in the 30 days (played-bets.ts) as a stake x and what it paid back y (a jackpot
 * won from the pool left out, as the stated RTP leaves the pool's share out), and its stated return: its
 * stake x its game and kind's stated RTP; a multiple's, its stake x the product of its legs' markets' RTPs
 * (a void leg pays 1.00). Then the sums of the 30 days and of their last day (from $9), per family, game
 * and kind.
 */
const RTP_SQL = `with stated as (
  select * from unnest($6::text[], $7::text[], $8::float8[]) as s(game, kind, rtp)
), played as (
  ${PLAYED_BETS_SQL}
), measured as (
  select p.family, p.game, p.kind, p.played_at, p.stake_kobo as x, p.payout_kobo - p.jackpot_won_kobo as y,
         case when p.kind = '${MULTIPLE}'
              then p.stake_kobo * (
                select case when bool_and(leg.rtp is not null or l.status = 'void')
                            then coalesce(sports_odds_product(leg.rtp::numeric) filter (where l.status <> 'void'), 1) end
                  from sports_bet_legs l join sports_events e on e.id = l.event_id
                  left join stated leg on leg.game = e.game and leg.kind = split_part(l.code, ':', 1)
                 where l.bet_id = p.bet_id)
              else p.stake_kobo * s.rtp::numeric end as expected
    from played p left join stated s on s.game = p.game and s.kind = p.kind
)
select family, game, kind,
       ${periodSums('')} as long,
       ${periodSums('filter (where played_at >= $9)')} as day
  from measured
 group by family, game, kind
 order by family, game, kind`

type PeriodSums = { bets: number; x: string; y: string; xx: string; yy: string; xy: string; stated: number | null }
type Row = { family: RiskFamily; game: string | null; kind: string; long: PeriodSums; day: PeriodSums }

function period(columns: PeriodSums, stretch: Stretch, minBets: number): RtpPeriod {
  const sums: ReturnSums = {
    bets: columns.bets,
    stakeKobo: BigInt(columns.x),
    winKobo: BigInt(columns.y),
    stakeSquared: BigInt(columns.xx),
    winSquared: BigInt(columns.yy),
    stakeTimesWin: BigInt(columns.xy),
  }
  return {
    from: stretch.from.toISOString(),
    to: stretch.to.toISOString(),
    bets: sums.bets,
    stakes: naira(sums.stakeKobo),
    wins: naira(sums.winKobo),
    statedRtp: columns.stated,
    ...checkRtp(sums, columns.stated, minBets),
  }
}

/**
 * Measured RTP against stated RTP per game and kind of bet, for one Lagos day (the query's, else today)
 * and the 30 days ending with it: every kind with a settled bet in the 30 days, each period with its 95%
 * interval (rtp-interval.ts) and flagged when the stated RTP lies outside it.
 */
export async function rtpAgainstStated(db: Queryable, query: RtpQuery, context: RiskContext): Promise<RtpRow[]> {
  const day = lagosDayStretch(query.day, new Date(context.clock.now()))
  const long = lagosDaysEnding(day, RTP_LONG_PERIOD_DAYS)
  const stated = statedRtps(context)
  const { rows } = await db.query<Row>(RTP_SQL, [
    ...playedBetsParameters(long, context),
    stated.map((figure) => figure.game),
    stated.map((figure) => figure.kind),
    stated.map((figure) => figure.rtp),
    day.from,
  ])
  const minBets = context.config.RISK_RTP_MIN_BETS
  return rows.map((row) => ({
    ...gameName(context, row.family, row.game),
    kind: row.kind,
    day: period(row.day, day, minBets),
    thirtyDays: period(row.long, long, minBets),
  }))
}
