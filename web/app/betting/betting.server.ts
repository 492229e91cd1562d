import { z } from 'zod'
import { call, fetchGameInfo } from '#app/games/games.server.ts'
import { raisedToPool } from '#app/games/numbers/most-won.ts'
import { fetchNumberDraws, rulesOf } from '#app/games/numbers/numbers.server.ts'
import { mayPlayForJackpot, playsForJackpot } from '#app/games/numbers/ticket-builder.ts'
import {
  betsPlaced,
  booking,
  bookedCode,
  oddsNow,
  placedBet,
  refusableAnswer,
  ticketsPlaced,
  type NumberBetAnswer,
  type SportsBet,
  type SportsEventView,
} from '@9ja/contract'
import { isBettingOpen } from '#app/games/scheduled/schedule.ts'
import { fetchSportsEvents } from '#app/games/virtual-sports/sports.server.ts'
import type { SlipKind, SlipLimits } from './slip.ts'
import { platformNow } from '../utils/clock.server.ts'

/**
 * The sports betting calls to the wallet-service (the shared contract of issue 12, §5), made only
 * from loaders and actions. Answers are parsed with zod; a refusal keeps the service's `code` and
 * its message, which the slip shows as the service says it.
 */

/** The staking limits of a sports game as its definition states them (`GET /games/{slug}`); null when the service could not say. */
export async function slipLimitsOf(game: string): Promise<SlipLimits | null> {
  const answer = await fetchGameInfo(game)
  const limits = answer.data?.data.limits
  if (!limits) return null
  return { minStake: limits.minBet, maxStake: limits.maxBet, maxPayout: limits.maxWinPerBet, maxSelections: limits.maxSelections }
}

/** Places the slip: one bet per selection as singles, one multiple otherwise. `odds` are the prices the player saw. */
export function placeBets(
  token: string,
  bets: { stake: number; selections: string[]; odds: number[]; kind: SlipKind; idempotencyKey: string },
) {
  return call('/agent/bets', bets, token, refusableAnswer(z.union([betsPlaced, oddsNow])))
}

/** A number ticket as `POST /agent/bets` takes it (the contract's selection object). */
export type TicketSelection = { game: string; drawId: number; kind: string; picks: number[]; against?: number[] }

/** Places number tickets, each its own bet, at one stake per line (all or none). */
export function placeTickets(token: string, bets: { stake: number; selections: TicketSelection[]; idempotencyKey: string }) {
  return call('/agent/bets', bets, token, refusableAnswer(ticketsPlaced))
}

/** Books the slip as it is: its selections, singles or a multiple, and the stake when one was typed. */
export function bookSlip(slip: { selections: string[]; kind: SlipKind; stake: number | null }) {
  const { stake, ...rest } = slip
  return call('/booking-codes', stake === null ? rest : { ...rest, stake }, undefined, refusableAnswer(bookedCode))
}

/** A booking code's slip as booked (kind, stake), its selections still open at today's odds, and those dropped. */
export function bookingOf(code: string) {
  return call(`/booking-codes/${encodeURIComponent(code)}`, null, undefined, refusableAnswer(booking))
}

/**
 * A number bet as the pages show it: `withJackpot` once its potential win is the jackpot pool as it
 * stands (an open ticket that plays for the pool, when the pool is more than its fixed prizes).
 */
export type NumberBet = NumberBetAnswer & { withJackpot?: boolean }
export type PlacedBet = SportsBet | NumberBet

/**
 * The bets with each open jackpot ticket's potential win raised to the pool as it stands when that is
 * more (the wallet-service states a ticket's fixed prizes; the pool is what a lone winner of it takes),
 * the way the game's page and the slip state it. A pool that cannot be read leaves the fixed prizes.
 */
export async function withJackpotPools(bets: PlacedBet[]): Promise<PlacedBet[]> {
  const openTicket = (bet: PlacedBet) => (bet.kind === 'number' && bet.status === 'open' ? (bet.selections[0] ?? null) : null)
  const asTicket = (ticket: NonNullable<ReturnType<typeof openTicket>>) => ({
    kind: ticket.kind,
    picks: ticket.picks,
    ...(ticket.against ? { against: ticket.against } : {}),
  })
  // Only the games of open tickets of a kind some rule set pays a jackpot on are asked for their pool.
  const games = [
    ...new Set(
      bets
        .flatMap((bet) => openTicket(bet) ?? [])
        .filter((ticket) => mayPlayForJackpot(ticket.kind))
        .map((ticket) => ticket.game),
    ),
  ]
  const draws = new Map(await Promise.all(games.map(async (game) => [game, await fetchNumberDraws(game).catch(() => null)] as const)))
  const poolOf = (bet: PlacedBet): number | null => {
    const ticket = openTicket(bet)
    const gameDraws = ticket && draws.get(ticket.game)
    const rules = gameDraws ? rulesOf(gameDraws) : null
    if (!ticket || !gameDraws?.jackpot || !rules || !playsForJackpot(rules, asTicket(ticket))) return null
    return gameDraws.jackpot.pool
  }
  return bets.map((bet) => {
    const pool = poolOf(bet)
    return pool === null || bet.kind !== 'number' ? bet : raisedToPool(bet, pool)
  })
}

/** Check Bet: any bet by its public ID, with no owner identity. */
export function checkBet(betId: string) {
  return call(`/bets/${encodeURIComponent(betId)}`, null, undefined, refusableAnswer(placedBet))
}

/** The player's own bets, open or settled, newest first. */
export function myBets(token: string, status: 'open' | 'settled', limit: number) {
  return call('/agent/my-bets', { status, limit }, token, refusableAnswer(z.array(placedBet)))
}

/** The next virtual football matchday still taking bets, with its match result prices only (the landing page's). */
export async function nextMatchday(): Promise<SportsEventView[]> {
  const open = (await fetchSportsEvents('virtual-football', ['1x2'])).filter((event) => isBettingOpen(event, platformNow()))
  const first = open.reduce<string | null>(
    (earliest, event) => (earliest === null || event.startsAt < earliest ? event.startsAt : earliest),
    null,
  )
  return open.filter((event) => event.startsAt === first)
}
