import { z } from 'zod'
import type { AppContext } from '../../../context.ts'
import type { Queryable } from '../../../db/queryable.ts'
import { DomainError } from '../../../domain-error.ts'
import { parseInput } from '../../../http/errors.ts'
import { requestAmountKobo } from '../../../ledger/amounts.ts'
import { idempotencyKeyFrom } from '../../../ledger/idempotency.ts'
import type { NumberGame, NumberGames } from '../definition-type.ts'
import type { ScheduledBets } from '../../scheduled/bets.ts'
import { isBookedTicket, openBookedTickets, parseBookedTicket } from './booking.ts'
import { NumberBets, type NumberBetLimits } from './engine.ts'
import { numberBetByCode, playerNumberBets } from './views.ts'

const ticket = z.object({
  game: z.string({ error: 'game is required' }),
  drawId: z.number({ error: 'drawId is required' }).int({ error: 'drawId is invalid' }).positive({ error: 'drawId is invalid' }),
  kind: z.string({ error: 'kind is required' }),
  picks: z.array(z.number().int({ error: 'picks must be whole numbers' }), { error: 'picks must be a list of numbers' }).max(100),
  against: z
    .array(z.number().int({ error: 'against must be whole numbers' }), { error: 'against must be a list of numbers' })
    .max(100)
    .nullish(),
})
const numberSlipRequest = z.object({
  stake: z.union([z.string(), z.number()], { error: 'stake is required' }),
  selections: z.array(ticket).max(1000),
})

/** A number game's bet limits from its settings in force (NUMBER_GAME_SETTINGS). */
function limitsOf({ settings }: NumberGame): NumberBetLimits {
  return {
    minStakeKobo: BigInt(settings.minStakeKobo),
    maxStakeKobo: BigInt(settings.maxStakeKobo),
    maxLiabilityKobo: BigInt(settings.maxLiabilityKobo),
    jackpotShareBp: 'jackpotShareBp' in settings ? settings.jackpotShareBp : 0,
  }
}

/**
 * The number games' bets on the bet slip (../../scheduled/bet-slip-routes.ts): slips of tickets
 * (`{ game, drawId, kind, picks, against? }`), the stake per line, each ticket its own bet; number bets
 * in Check Bet and My Bets; tickets in booking codes, without their draw. Settlement is called by the
 * draws runner (settlement.ts).
 */
export function numberScheduledBets(context: AppContext, batchDb: Queryable, games: NumberGames): ScheduledBets {
  const bets = new NumberBets(context, batchDb, { games, limitsOf, maxTickets: context.config.BET_MAX_SELECTIONS })
  return {
    selectionWords: 'number tickets',
    table: 'number_bets',
    ownsSelection: (selection) => typeof selection === 'object' && selection !== null,
    place: async (sessionToken, request) => {
      const body = parseInput(numberSlipRequest, request.body)
      const stakePerLineKobo = requestAmountKobo(body.stake)
      if (stakePerLineKobo === null) throw new DomainError('INVALID_INPUT', 'Enter a stake in naira')
      return bets.place({
        sessionToken,
        stakePerLineKobo,
        tickets: body.selections,
        clientKey: idempotencyKeyFrom(request.headers, request.body),
      })
    },
    betByCode: (db, code) => numberBetByCode(db, games.find, code),
    playerBets: (db, userId, query) => playerNumberBets(db, games.find, userId, query),
    booking: {
      owns: isBookedTicket,
      check: (selection) => parseBookedTicket(games, selection),
      open: async (db, selectionIds, now) => ({ open: await openBookedTickets(db, games, selectionIds, now), dropped: new Map() }),
      refusal: (dropped) =>
        new DomainError('DRAW_CLOSED', 'No draw of this game is taking bets now', { data: { selectionId: dropped.selectionId } }),
    },
  }
}
