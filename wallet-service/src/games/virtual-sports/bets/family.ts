import { z } from 'zod'
import type { AppContext } from '../../../context.ts'
import type { Queryable } from '../../../db/queryable.ts'
import { DomainError } from '../../../domain-error.ts'
import { parseInput } from '../../../http/errors.ts'
import { requestAmountKobo } from '../../../ledger/amounts.ts'
import { idempotencyKeyFrom } from '../../../ledger/idempotency.ts'
import type { ScheduledBets } from '../../scheduled/bets.ts'
import { isBookedSportsSelection, openSportsSelections, sportsBookingRefusal } from './booking.ts'
import { SportsBets } from './engine.ts'
import { playerSportsBets, sportsBetByCode } from './views.ts'

const slipRequest = z.object({
  stake: z.union([z.string(), z.number()], { error: 'stake is required' }),
  selections: z.array(z.string({ error: 'selections must be selection ids' }), { error: 'selections is required' }).max(1000),
  kind: z.enum(['single', 'multiple'], { error: "kind is 'single' or 'multiple'" }),
  odds: z
    .array(z.number({ error: 'odds must be numbers' }))
    .max(1000)
    .optional(),
})

/**
 * The virtual sports' bets on the bet slip (../../scheduled/bet-slip-routes.ts): slips of selection
 * ids, singles or one multiple across the sports games, the stake per bet; sports bets in Check Bet
 * and My Bets; selections in booking codes. Settlement is called by the events runner (settlement.ts).
 */
export function sportsScheduledBets(context: AppContext, batchDb: Queryable): ScheduledBets {
  const bets = new SportsBets(context, batchDb, context.config)
  return {
    selectionWords: 'sports selections',
    table: 'sports_bets',
    ownsSelection: (selection) => typeof selection === 'string',
    place: async (sessionToken, request) => {
      const body = parseInput(slipRequest, request.body)
      const stakeKobo = requestAmountKobo(body.stake)
      if (stakeKobo === null) throw new DomainError('INVALID_INPUT', 'Enter a stake in naira')
      return bets.place({
        sessionToken,
        kind: body.kind,
        stakeKobo,
        selections: body.selections,
        odds: body.odds ?? null,
        clientKey: idempotencyKeyFrom(request.headers, request.body),
      })
    },
    betByCode: sportsBetByCode,
    playerBets: playerSportsBets,
    booking: {
      owns: isBookedSportsSelection,
      open: openSportsSelections,
      refusal: sportsBookingRefusal,
    },
  }
}
