import { z } from 'zod'

/*
 * The scheduled games' bets (virtual sports slips and number tickets): placing them (POST /agent/bets),
 * booking codes, Check Bet and My Bets.
 */

/** The bets a slip placed. */
export const betsPlaced = z.object({ betIds: z.array(z.string()), potentialWin: z.number() })
/** The bets number tickets placed, with their total stake (each line at the stake per line). */
export const ticketsPlaced = betsPlaced.extend({ totalStake: z.number() })
/** A slip refused because prices moved: each selection's price now (ODDS_CHANGED). */
export const oddsNow = z.object({ selections: z.array(z.object({ selectionId: z.string(), odds: z.number() })) })

/** A booking code, once booked. */
export const bookedCode = z.object({ code: z.string() })

const bookedSelection = z.object({
  selectionId: z.string(),
  game: z.string(),
  event: z.string(),
  market: z.string(),
  name: z.string(),
  odds: z.number(),
})
/** A booked number ticket, on its game's next draw taking bets (the code keeps it without a draw). */
export const bookedTicket = z.object({
  selectionId: z.string(),
  game: z.string(),
  gameTitle: z.string(),
  drawId: z.number(),
  drawNumber: z.number(),
  drawsAt: z.string(),
  bettingClosesAt: z.string(),
  kind: z.string(),
  name: z.string(),
  picks: z.array(z.number()),
  against: z.array(z.number()).nullable(),
  lines: z.number(),
})
export type BookedTicket = z.infer<typeof bookedTicket>
/** A booked selection no longer taking bets, named as far as the service still can. */
const droppedBookedSelection = z.object({
  selectionId: z.string(),
  reason: z.enum(['started', 'closed', 'unavailable']),
  event: z.string().nullable(),
  market: z.string().nullable(),
  name: z.string().nullable(),
})
export const booking = z.object({
  code: z.string(),
  kind: z.enum(['single', 'multiple']),
  stake: z.number().nullable(),
  selections: z.array(z.union([bookedSelection, bookedTicket])),
  dropped: z.array(droppedBookedSelection),
})
export type Booking = z.infer<typeof booking>

const legStatus = z.enum(['open', 'won', 'lost', 'void'])
const sportsBet = z.object({
  betId: z.string(),
  kind: z.enum(['single', 'multiple']),
  status: legStatus,
  stake: z.number(),
  potentialWin: z.number(),
  amountWon: z.number(),
  placedAt: z.string(),
  selections: z.array(
    z.object({
      selectionId: z.string(),
      /** The game's slug (@9ja/games). */
      game: z.string(),
      event: z.string(),
      market: z.string(),
      name: z.string(),
      odds: z.number(),
      status: legStatus,
      /** Once the event finished: the score (football) or the finishing order (races). */
      result: z.union([z.object({ score: z.string(), halfTime: z.string() }), z.object({ order: z.array(z.number()) })]).optional(),
    }),
  ),
})
export type SportsBet = z.infer<typeof sportsBet>

/** A number ticket's bet (`kind: 'number'`): the ticket as its one selection, with the draw's numbers once it has finished. */
const numberBet = z.object({
  betId: z.string(),
  kind: z.literal('number'),
  status: legStatus,
  stake: z.number(),
  stakePerLine: z.number(),
  lines: z.number(),
  potentialWin: z.number(),
  amountWon: z.number(),
  jackpotWon: z.number(),
  placedAt: z.string(),
  selections: z.array(
    z.object({
      game: z.string(),
      gameTitle: z.string(),
      drawId: z.number(),
      drawNumber: z.number(),
      drawsAt: z.string(),
      kind: z.string(),
      name: z.string(),
      picks: z.array(z.number()),
      against: z.array(z.number()).nullable(),
      lines: z.number(),
      winningLines: z.number().nullable(),
      status: legStatus,
      drawn: z.array(z.number()).optional(),
    }),
  ),
})
export type NumberBetAnswer = z.infer<typeof numberBet>
export const placedBet = z.union([sportsBet, numberBet])
