import type { Queryable } from '../../db/queryable.ts'
import { livePoolKobo } from '../../games/numbers/bets/jackpot.ts'
import { ticketResult } from '../../games/numbers/bets/tickets.ts'
import type { NumberGame } from '../../games/numbers/definition-type.ts'
import { hasJackpot, jackpotFloorKobo } from '../../games/numbers/games.ts'
import { gameName, type RiskContext } from './games.ts'
import { larger, liabilityReport, type LiabilityQuery, type LiabilityReport, type SubjectFigures } from './liability.ts'

/**
 * Draws with bets not settled yet: to be drawn or being drawn, or over and not settled (the partial
 * indexes of 0017), with the totals their placements keep under the draw's lock; of the games in force
 * ($2: the registry's, which this service draws and settles).
 */
const DRAWS_SQL = `select d.id, d.game, d.number, d.status, d.draws_at, d.drawn, d.liability_kobo::text, d.staked_kobo::text, d.bet_count,
       d.liability_by_number is not null as liability_per_number
  from number_draws d
 where (d.status in ('open', 'drawing') or (d.status in ('finished', 'void') and d.settled_at is null))
   and d.bet_count > 0 and ($1::text is null or d.game = $1) and d.game = any ($2::text[])
 order by d.game, d.draws_at, d.id`

/** The open tickets of draws whose numbers are known (or that are void). */
const OPEN_TICKETS_SQL = `select draw_id, kind, picks, against, stake_per_line_kobo::text, stake_kobo::text
  from number_bets where draw_id = any ($1::bigint[]) and status = 'open'`

type DrawRow = {
  id: string
  game: string
  number: number
  status: 'open' | 'drawing' | 'finished' | 'void'
  draws_at: Date
  drawn: number[] | null
  liability_kobo: string
  staked_kobo: string
  bet_count: number
  liability_per_number: boolean
}
type TicketRow = {
  draw_id: string
  kind: string
  picks: number[]
  against: number[] | null
  stake_per_line_kobo: string
  stake_kobo: string
}

function numberGame(context: RiskContext, slug: string): NumberGame {
  const game = context.registry.numbers.find(slug)
  if (!game) throw new Error(`a number draw is of no number game (${slug})`)
  return game
}

/**
 * A draw at its worst. Drawn (its numbers public, final when it ends): exactly what its open tickets win
 * (fixed prizes; a jackpot is the pool's). Void: its open stakes, given back. To be drawn: the liability its
 * placements kept, which is exact for a game drawing one number (the worst number's, 1 Sure) and otherwise
 * an upper bound, the sum of every ticket's top prize (no draw makes them all win theirs); a draw not drawn
 * may still be void for a late draw, which gives the stakes back.
 */
function drawFigures(context: RiskContext, draw: DrawRow, tickets: TicketRow[]): SubjectFigures {
  const game = numberGame(context, draw.game)
  const known = draw.status !== 'open'
  const heldKobo = known ? tickets.reduce((sum, ticket) => sum + BigInt(ticket.stake_kobo), 0n) : BigInt(draw.staked_kobo)
  let worstKobo = larger(BigInt(draw.liability_kobo), heldKobo)
  if (draw.status === 'void') worstKobo = heldKobo
  else if (known) {
    const drawn = draw.drawn ?? []
    worstKobo = tickets.reduce(
      (sum, ticket) =>
        sum +
        ticketResult(
          { game: game.slug, rules: game.rules, kind: ticket.kind, picks: ticket.picks, against: ticket.against },
          drawn,
          BigInt(ticket.stake_per_line_kobo),
        ).payoutKobo,
      0n,
    )
  }
  return {
    ...gameName(context, 'numbers', game.slug),
    subject: {
      kind: 'number-draw',
      id: Number(draw.id),
      name: `Draw ${draw.number}`,
      status: draw.status,
      playsAt: draw.draws_at.toISOString(),
    },
    openBets: known ? tickets.length : draw.bet_count,
    stakesHeldKobo: heldKobo,
    worstPayoutKobo: worstKobo,
    exact: known || draw.liability_per_number,
  }
}

/** Open liability of the number games: every draw with bets not settled, the games' sums and the jackpot games' live pools. */
export async function numbersLiability(db: Queryable, query: LiabilityQuery, context: RiskContext): Promise<LiabilityReport> {
  const { rows: draws } = await db.query<DrawRow>(DRAWS_SQL, [query.game ?? null, context.registry.numbers.all.map((game) => game.slug)])
  const known = draws.filter((draw) => draw.status !== 'open').map((draw) => draw.id)
  const { rows: tickets } = known.length > 0 ? await db.query<TicketRow>(OPEN_TICKETS_SQL, [known]) : { rows: [] }
  const pools = new Map<string, bigint>()
  for (const game of new Set(draws.map((draw) => numberGame(context, draw.game)))) {
    if (hasJackpot(game.rules)) pools.set(game.slug, await livePoolKobo(db, game.slug, jackpotFloorKobo(game)))
  }
  const figures = draws.map((draw) =>
    drawFigures(
      context,
      draw,
      tickets.filter((ticket) => ticket.draw_id === draw.id),
    ),
  )
  return liabilityReport(figures, pools)
}
