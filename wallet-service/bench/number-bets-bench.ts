/**
 * npm run bench:numbers -w wallet-service
 *
 * The number games' bets in the scheduled families' bench (scheduled-bets.ts): one ticket per request
 * at ₦100 a line, Millionaire Kendo and Perfect Guess tickets over open draws, at BENCH_CLIENTS
 * concurrent players (default 64), BENCH_PLAYERS (default 4000); then BENCH_SETTLE_BETS open bets of
 * one draw settled by settleDrawBets as the draws runner calls it, for a Millionaire Kendo draw (every
 * kind: Nap, Perm, Against, Banker) and a Jackpot Game draw (its jackpot fixed first: the pool's
 * shares, seed and winners). The draws' liability caps are out of the way: the bench measures the
 * statements, not the refusals.
 */
import type pg from 'pg'
import type { NumberGameSlug } from '@9ja/number-games'
import { settleDrawBets } from '../src/games/numbers/bets/settlement.ts'
import { createDraw, findBuiltInGame, finishDraw, type TestDraw } from '../test/games/numbers/bets-support.ts'
import { runScheduledBetsBench, type SettlementRun } from './scheduled-bets.ts'

const JACKPOT_FLOOR_KOBO = 100_000_000n

type Ticket = { kind: string; picks: number[]; against?: number[] }

/** Tickets of every shape, their numbers varied by n so the draw's bets differ. */
function kendoTicket(n: number): Ticket {
  // Numbers from n / 6, the kind from n % 6: every kind meets every number, so the draw has winners of each.
  const at = (offset: number) => ((Math.floor(n / 6) * 7 + offset * 13) % 90) + 1
  const distinct = (count: number) => [...new Set(Array.from({ length: count * 3 }, (_, i) => at(i)))].slice(0, count)
  switch (n % 6) {
    case 0:
      return { kind: 'nap-1', picks: distinct(1) }
    case 1:
      return { kind: 'nap-2', picks: distinct(2) }
    case 2:
      return { kind: 'nap-5', picks: distinct(5) }
    case 3:
      return { kind: 'perm-2', picks: distinct(4) }
    case 4: {
      const numbers = distinct(4)
      return { kind: 'against', picks: numbers.slice(0, 2), against: numbers.slice(2) }
    }
    default:
      return { kind: 'banker', picks: distinct(1) }
  }
}

function jackpotTicket(n: number): Ticket {
  const picks = new Set<number>()
  for (let i = 0; picks.size < 5; i++) picks.add(((n * 11 + i * 17) % 45) + 1)
  return { kind: 'jackpot', picks: [...picks] }
}

const kenoTicket = (n: number): Ticket => ({ kind: 'pick-2', picks: [(n % 80) + 1, ((n + 40) % 80) + 1] })

/** One ticket per request at ₦100 a line. */
const slip = (token: string, draw: TestDraw, ticket: Ticket) => ({
  token,
  stake: 100,
  selections: [{ game: draw.game, drawId: draw.id, ...ticket }],
})

const countBets = async (pool: pg.Pool, drawId: number, status: string) =>
  (await pool.query<{ n: number }>(`select count(*)::int as n from number_bets where draw_id = $1 and status = $2`, [drawId, status]))
    .rows[0]!.n

/** A draw of `game` filled with `ticketOf`'s tickets, drawn `drawn`. */
const drawRun = (game: NumberGameSlug, ticketOf: (n: number) => Ticket, drawn: number[]): SettlementRun => ({
  label: `${game} draw`,
  create: async (pool) => {
    const draw = await createDraw(pool, game)
    return {
      bet: (token, n) => slip(token, draw, ticketOf(n)),
      finish: () => finishDraw(pool, draw.id, drawn),
      settle: async (house) => {
        const { settledBets } = await settleDrawBets(pool, house, draw.id, () => JACKPOT_FLOOR_KOBO, new Date(), findBuiltInGame)
        return { settled: settledBets, detail: `${await countBets(pool, draw.id, 'won')} won` }
      },
      openLeft: () => countBets(pool, draw.id, 'open'),
    }
  },
})

await runScheduledBetsBench({
  name: 'number bets',
  defaults: { clients: '64', players: 4000 },
  serviceEnv: { NUMBER_GAME_SETTINGS: JSON.stringify({ '*': { maxLiabilityKobo: Number.MAX_SAFE_INTEGER } }) },
  placement: async (pool) => {
    const open = await Promise.all((['millionaire-kendo', 'perfect-guess'] as const).map((game) => createDraw(pool, game)))
    return (token, n) => slip(token, open[n % 2]!, n % 2 === 0 ? kendoTicket(n) : kenoTicket(n))
  },
  settlements: [
    drawRun('millionaire-kendo', kendoTicket, [3, 17, 45, 62, 88]),
    drawRun('jackpot-game', jackpotTicket, [1, 12, 23, 34, 45]),
  ],
})
