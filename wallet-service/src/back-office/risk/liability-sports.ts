import {
  footballSelectionWins,
  MAX_GOALS,
  raceSelectionWins,
  type FootballResult,
  type RaceModel,
  type RaceResult,
} from '@9ja/virtual-sports'
import type { Queryable } from '../../db/queryable.ts'
import { betOutcome } from '../../games/virtual-sports/bets/settlement.ts'
import { findSportsGame } from '../../games/virtual-sports/games.ts'
import { gameName, type RiskContext } from './games.ts'
import { larger, liabilityReport, type LiabilityQuery, type LiabilityReport, type SubjectFigures } from './liability.ts'

/** Events whose bets may still be paid: to be played or playing, or over and not settled (the two partial indexes of 0014). */
const UNSETTLED_EVENT = `(e.status in ('open', 'live') or (e.status in ('finished', 'void') and e.settled_at is null))`

/** Each unsettled event with open singles, and what they stake and would win, selection by selection. */
const EVENTS_SQL = `select e.id, e.game, e.name, e.status, e.starts_at, e.model, e.result, exposure.selections
  from sports_events e
 cross join lateral (
   select json_agg(json_build_object('code', s.code, 'bets', s.bets, 'held', s.held::text, 'wins', s.wins::text)) as selections
     from (select l.code, count(*) as bets, sum(b.stake_kobo) as held, sum(b.potential_win_kobo) as wins
             from sports_bet_legs l join sports_bets b on b.id = l.bet_id and b.kind = 'single' and b.status = 'open'
            where l.event_id = e.id and l.status = 'open'
            group by l.code) s
 ) exposure
 where ${UNSETTLED_EVENT} and exposure.selections is not null and ($1::text is null or e.game = $1)
 order by e.game, e.starts_at, e.id`

/** Every open multiple with a leg on an unsettled event, its legs' odds and states, and its legs' game when they are all one. */
const MULTIPLES_SQL = `with touched as (
  select distinct l.bet_id from sports_events e join sports_bet_legs l on l.event_id = e.id and l.status = 'open' where ${UNSETTLED_EVENT}
)
select b.id, b.stake_kobo::text, b.potential_win_kobo::text,
       array_agg(l.odds_x100 order by l.leg_index) as odds, array_agg(l.status order by l.leg_index) as statuses,
       case when min(e.game) = max(e.game) then min(e.game) end as game
  from touched
  join sports_bets b on b.id = touched.bet_id and b.kind = 'multiple' and b.status = 'open'
  join sports_bet_legs l on l.bet_id = b.id
  join sports_events e on e.id = l.event_id
 group by b.id
 order by b.id`

type Selection = { code: string; bets: number; held: string; wins: string }
type EventRow = {
  id: string
  game: string
  name: string
  status: 'open' | 'live' | 'finished' | 'void'
  starts_at: Date
  model: unknown
  result: FootballResult | RaceResult | null
  selections: Selection[]
}
type MultipleRow = {
  id: string
  stake_kobo: string
  potential_win_kobo: string
  odds: number[]
  statuses: ('open' | 'won' | 'lost' | 'void')[]
  game: string | null
}

/** Every final score and half-time score a match can end with (the draw never passes MAX_GOALS a side). */
function footballResults(): FootballResult[] {
  const results: FootballResult[] = []
  for (let home = 0; home <= MAX_GOALS; home++)
    for (let away = 0; away <= MAX_GOALS; away++)
      for (let htHome = 0; htHome <= home; htHome++)
        for (let htAway = 0; htAway <= away; htAway++) results.push({ home, away, htHome, htAway, goals: [] })
  return results
}

/** Every finishing order that settles a race's markets differently: its first three in every order (the rest after, in number order). */
function raceResults(fieldSize: number): RaceResult[] {
  const runners = Array.from({ length: fieldSize }, (_, index) => index + 1)
  return runners.flatMap((first) =>
    runners.flatMap((second) =>
      runners.flatMap((third) => {
        if (new Set([first, second, third]).size < 3) return []
        const order = [first, second, third, ...runners.filter((runner) => runner !== first && runner !== second && runner !== third)]
        return [{ order, times: [] }]
      }),
    ),
  )
}

/** An open single's selection and what its bets on it win together. */
type Exposure = { code: string; winsKobo: bigint }
/** A result the event can end with: how it judges a selection, and the selections it may pay (the others lose). */
type Outcome = { wins: (code: string) => boolean; contenders: Exposure[] }

/** The runners a race selection names, in number order, as its code writes them ('tc:1-4-2': 1, 2 and 4). */
const namedRunners = (code: string): number[] =>
  [
    ...new Set(
      code
        .slice(code.indexOf(':') + 1)
        .split('-')
        .map(Number),
    ),
  ].sort((a, b) => a - b)

/** Every non-empty subset of a result's first three, as namedRunners writes one. */
function topThreeSubsets(order: readonly number[]): string[] {
  const top = order.slice(0, 3)
  return [1, 2, 3, 4, 5, 6, 7].map((mask) =>
    top
      .filter((_, index) => mask & (1 << index))
      .sort((a, b) => a - b)
      .join('-'),
  )
}

/**
 * Each result the event can still end with (its own once drawn: live, finished). A race's markets pay only
 * runners among its first three (win, place, forecast, tricast), so a race result is asked only about the
 * selections naming nothing else: a 20-runner race has 6,840 first threes.
 */
function outcomesOf(event: EventRow, exposures: Exposure[]): Outcome[] {
  const game = findSportsGame(event.game)
  if (!game) throw new Error(`sports event ${event.id} is of no virtual sports game (${event.game})`)
  if (game.kind === 'football') {
    const results = event.result ? [event.result as FootballResult] : footballResults()
    return results.map((result) => ({ wins: (code) => footballSelectionWins(code, result), contenders: exposures }))
  }
  const fieldSize = (event.model as RaceModel).strengths.length
  const byRunners = new Map<string, Exposure[]>()
  for (const exposure of exposures) {
    const key = namedRunners(exposure.code).join('-')
    byRunners.set(key, [...(byRunners.get(key) ?? []), exposure])
  }
  const results = event.result ? [event.result as RaceResult] : raceResults(fieldSize)
  return results.map((result) => ({
    wins: (code) => raceSelectionWins(code, result, fieldSize),
    contenders: topThreeSubsets(result.order).flatMap((key) => byRunners.get(key) ?? []),
  }))
}

/**
 * An event's singles at their worst, exactly: every result it can end with is tried (a market such as
 * double chance or place has several winners per result, so no market can be judged alone), each winning
 * single paying its potential win (its stake x odds, capped at the max payout when placed). An event not
 * started may still be void for starting late, which gives every stake back; a void one does just that.
 */
function eventFigures(context: RiskContext, event: EventRow): SubjectFigures {
  const exposures = event.selections.map((selection) => ({ code: selection.code, winsKobo: BigInt(selection.wins) }))
  const heldKobo = event.selections.reduce((sum, selection) => sum + BigInt(selection.held), 0n)
  let worstKobo = 0n
  if (event.status !== 'void') {
    for (const { wins, contenders } of outcomesOf(event, exposures)) {
      const paid = contenders.reduce((sum, exposure) => (wins(exposure.code) ? sum + exposure.winsKobo : sum), 0n)
      worstKobo = larger(worstKobo, paid)
    }
  }
  if (event.status === 'open' || event.status === 'void') worstKobo = larger(worstKobo, heldKobo)
  return {
    ...gameName(context, 'virtual-sports', event.game),
    subject: { kind: 'sports-event', id: Number(event.id), name: event.name, status: event.status, playsAt: event.starts_at.toISOString() },
    openBets: event.selections.reduce((sum, selection) => sum + selection.bets, 0),
    stakesHeldKobo: heldKobo,
    worstPayoutKobo: worstKobo,
    exact: true,
  }
}

/**
 * A game's open multiples (those of several games together): each at the most it can still pay, every
 * open leg won (settlement.ts betOutcome: the won legs' odds, capped at its potential win); one with a
 * lost leg pays nothing. Their sum is an upper bound: their legs may exclude one another, and they share
 * events with the singles, whose worst results need not be theirs.
 */
function multiplesFigures(context: RiskContext, rows: MultipleRow[]): SubjectFigures[] {
  const byGame = new Map<string | null, MultipleRow[]>()
  for (const row of rows) byGame.set(row.game, [...(byGame.get(row.game) ?? []), row])
  return [...byGame].map(([game, multiples]) => ({
    ...gameName(context, 'virtual-sports', game),
    subject: { kind: 'sports-multiples', id: null, name: 'Open multiples', status: 'open', playsAt: null },
    openBets: multiples.length,
    stakesHeldKobo: multiples.reduce((sum, bet) => sum + BigInt(bet.stake_kobo), 0n),
    worstPayoutKobo: multiples.reduce((sum, bet) => {
      const legs = bet.odds.map((oddsX100, index) => {
        const status = bet.statuses[index]!
        return { oddsX100, status: status === 'open' ? ('won' as const) : status }
      })
      return sum + betOutcome({ stakeKobo: BigInt(bet.stake_kobo), potentialWinKobo: BigInt(bet.potential_win_kobo), legs }).payoutKobo
    }, 0n),
    exact: multiples.length === 1,
  }))
}

/** Open liability of the virtual sports: every unsettled event with open singles, each game's open multiples, and the games' sums. */
export async function sportsLiability(db: Queryable, query: LiabilityQuery, context: RiskContext): Promise<LiabilityReport> {
  const events = await db.query<EventRow>(EVENTS_SQL, [query.game ?? null])
  const multiples = await db.query<MultipleRow>(MULTIPLES_SQL)
  const wanted = multiples.rows.filter((row) => query.game === undefined || row.game === query.game)
  return liabilityReport([...events.rows.map((event) => eventFigures(context, event)), ...multiplesFigures(context, wanted)])
}
