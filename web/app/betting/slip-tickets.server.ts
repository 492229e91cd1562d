import { maxPayoutX100, numberSelectionCode, validateTicket, type NumberGameSlug, type NumberTicket } from '@9ja/number-games'
import { z } from 'zod'
import { catalogGamesOf } from '#app/games/catalog-games.server.ts'
import { nextOpenDraw } from '#app/games/numbers/draw-schedule.ts'
import { playsForJackpot } from '#app/games/numbers/ticket-builder.ts'
import type { NumberDrawsView, NumberDrawView } from '@9ja/contract'
import { fetchNumberDraws, rulesOf } from '#app/games/numbers/numbers.server.ts'
import { placeTickets } from './betting.server.ts'
import { addNaira, type PlacedBets, type SlipTicketLine, type StoredSlip, type StoredTicket } from './slip.ts'
import { platformNow } from '../utils/clock.server.ts'
import { getLogger } from '#app/utils/logger.server.ts'

/**
 * The number tickets of the bet slip: how the cookie keeps them, how each is re-read against its
 * game's draws (a ticket whose draw has closed moves to the game's next draw, and the player is
 * told), and how they are placed (`POST /agent/bets` with ticket selections, apart from any sports
 * selections: the service takes one kind of slip per request).
 */

/** Fewer tickets than sports selections fit the cookie's 4 KB beside them (a Perm's 15 numbers each). */
export const MAX_STORED_TICKETS = 10

/** A number game's slug as a form or the cookie names it; whether the catalog has the game is asked where the ticket is read. */
export const numberSlugField = z.string().regex(/^[a-z0-9-]{1,40}$/)
const ball = z.number().int().min(0).max(90)
export const storedTicketSchema = z.object({
  game: numberSlugField,
  kind: z.string().max(16),
  picks: z.array(ball).max(15),
  against: z.array(ball).max(10).optional(),
  drawId: z.number().int().positive(),
})

const asTicket = (stored: StoredTicket): NumberTicket =>
  stored.against?.length ? { kind: stored.kind, picks: stored.picks, against: stored.against } : { kind: stored.kind, picks: stored.picks }

/** A stored ticket's booking form, which also names it on the slip: `n:one-sure:exact:17`. */
export const ticketCode = (stored: StoredTicket) => numberSelectionCode(stored.game, asTicket(stored))

/** A ticket that moved to its game's next draw (`to`, the draw's number as players read it) because the draw it was on closed. */
export type MovedTicket = { code: string; gameTitle: string; to: number }

export type TicketRecheck = {
  /** The tickets as the slip keeps them now (moved ones on their new draw, refused ones gone). */
  tickets: StoredTicket[]
  lines: SlipTicketLine[]
  moved: MovedTicket[]
  /** Tickets the game's rules no longer take: taken off. */
  refused: { code: string; gameTitle: string }[]
  /** Tickets whose game could not be read now, or takes no bets now: kept, not shown, not placed. */
  unchecked: StoredTicket[]
}

/** Each game's draws, one call per game; 'unknown' when the service did not answer. */
async function drawsOfGames(games: readonly string[]): Promise<Map<string, NumberDrawsView | 'unknown'>> {
  const unique = [...new Set(games)]
  return new Map(
    await Promise.all(
      unique.map(async (game): Promise<[string, NumberDrawsView | 'unknown']> => {
        try {
          return [game, await fetchNumberDraws(game)]
        } catch (error) {
          getLogger().error({ err: error }, `bet slip: ${game} draws could not be read`)
          return [game, 'unknown']
        }
      }),
    ),
  )
}

/** The panel's line of a ticket the game (`gameTitle`, playing `rules`) takes, on the draw `draw` (the stored ticket's). */
function ticketLine(
  stored: StoredTicket,
  game: { gameTitle: string; rules: NumberGameSlug },
  lines: number,
  draws: NumberDrawsView,
  draw: NumberDrawView,
): SlipTicketLine {
  const { gameTitle, rules } = game
  return {
    code: ticketCode(stored),
    game: stored.game,
    gameTitle,
    kind: stored.kind,
    picks: stored.picks,
    against: stored.against ?? null,
    lines,
    drawId: stored.drawId,
    drawNumber: draw.number,
    closesAt: draw.closesAt,
    maxPayoutX100: maxPayoutX100(rules, asTicket(stored)),
    minStake: draws.limits.minStake,
    maxStake: draws.limits.maxStake,
    fixedStake: draws.jackpot ? draws.limits.minStake : null,
    jackpotPool: draws.jackpot && playsForJackpot(rules, asTicket(stored)) ? draws.jackpot.pool : null,
  }
}

/**
 * Each ticket against its game's draws now: on the next draw taking bets, moved there when its own has
 * closed; a ticket of a game the catalog no longer has, or that its game's rule set refuses, is taken off.
 */
export async function recheckTickets(tickets: readonly StoredTicket[], now = platformNow()): Promise<TicketRecheck> {
  const [catalog, draws] = await Promise.all([catalogGamesOf('number'), drawsOfGames(tickets.map((ticket) => ticket.game))])
  const recheck: TicketRecheck = { tickets: [], lines: [], moved: [], refused: [], unchecked: [] }
  for (const stored of tickets) {
    const game = catalog.find((entry) => entry.slug === stored.game)
    const gameDraws = draws.get(stored.game) ?? 'unknown'
    const rules = gameDraws === 'unknown' ? null : rulesOf(gameDraws)
    const check = rules ? validateTicket(rules, asTicket(stored)) : null
    if (!game || (gameDraws !== 'unknown' && !check?.ok)) {
      recheck.refused.push({ code: ticketCode(stored), gameTitle: game?.title ?? stored.game })
      continue
    }
    const next = gameDraws === 'unknown' ? null : nextOpenDraw(gameDraws, now)
    if (gameDraws === 'unknown' || !next || !rules || !check?.ok) {
      recheck.tickets.push(stored)
      recheck.unchecked.push(stored)
      continue
    }
    const onDraw = next.drawId === stored.drawId ? stored : { ...stored, drawId: next.drawId }
    if (onDraw !== stored) recheck.moved.push({ code: ticketCode(stored), gameTitle: game.title, to: next.number })
    recheck.tickets.push(onDraw)
    recheck.lines.push(ticketLine(onDraw, { gameTitle: game.title, rules }, check.lines, gameDraws, next))
  }
  return recheck
}

export const withTickets = (slip: StoredSlip, recheck: TicketRecheck): StoredSlip => ({ ...slip, tickets: recheck.tickets })

/** The tickets placed and those that were not, with the service's words for why. */
export type TicketsPlaced = { placed: PlacedBets | null; left: StoredTicket[]; refusal: string | null }

/**
 * Places the slip's tickets: one request per stake per line (the slip's stake; Jackpot Game's fixed
 * stake apart), each all or nothing, each with its own idempotency key derived from the slip's.
 */
export async function placeSlipTickets(
  token: string,
  lines: readonly SlipTicketLine[],
  tickets: readonly StoredTicket[],
  stake: number | null,
  idempotencyKey: string,
): Promise<TicketsPlaced> {
  const byStake = new Map<number, StoredTicket[]>()
  for (const line of lines) {
    const perLine = line.fixedStake ?? stake
    const stored = tickets.find((ticket) => ticketCode(ticket) === line.code)
    if (perLine === null || !stored) continue
    byStake.set(perLine, [...(byStake.get(perLine) ?? []), stored])
  }
  const placed: PlacedBets = { betIds: [], totalStake: 0, potentialWin: 0 }
  const left: StoredTicket[] = []
  let refusal: string | null = null
  for (const [perLine, group] of byStake) {
    const answer = await placeTickets(token, {
      stake: perLine,
      selections: group.map((ticket) => ({
        game: ticket.game,
        drawId: ticket.drawId,
        kind: ticket.kind,
        picks: ticket.picks,
        ...(ticket.against?.length ? { against: ticket.against } : {}),
      })),
      idempotencyKey: `${idempotencyKey}:tickets:${perLine}`,
    })
    const data = answer.data?.data
    if (answer.status === 200 && data) {
      placed.betIds.push(...data.betIds)
      placed.totalStake = addNaira(placed.totalStake, data.totalStake)
      placed.potentialWin = addNaira(placed.potentialWin, data.potentialWin)
    } else {
      left.push(...group)
      refusal ??= answer.message
    }
  }
  return { placed: placed.betIds.length > 0 ? placed : null, left, refusal }
}
