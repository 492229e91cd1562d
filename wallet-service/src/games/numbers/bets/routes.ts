import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../../context.ts'
import type { Queryable } from '../../../db/queryable.ts'
import { DomainError } from '../../../domain-error.ts'
import { parseInput } from '../../../http/errors.ts'
import { requestAmountKobo } from '../../../ledger/amounts.ts'
import { idempotencyKeyFrom } from '../../../ledger/idempotency.ts'
import type { Clock } from '../../../time/clock.ts'
import { findNumberGame, settingsOf } from '../games.ts'
import { slipBatchLimits } from '../../virtual-sports/bets/settings.ts'
import { NumberBets, type NumberBetLimits, type PlacedNumberSlip } from './engine.ts'

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

/**
 * Whether a `POST /agent/bets` body is a slip of number tickets (its selections are objects: `{ game,
 * drawId, kind, picks, against? }`) rather than sports selection ids; a slip mixing the two is
 * refused, as each is placed on its own.
 */
export function isNumberSlip(body: unknown): boolean {
  const selections = (body as { selections?: unknown } | null)?.selections
  if (!Array.isArray(selections)) return false
  const tickets = selections.filter((selection) => typeof selection === 'object' && selection !== null).length
  if (tickets > 0 && tickets < selections.length) {
    throw new DomainError('MIXED_SLIP', 'Place number tickets and sports selections separately')
  }
  return tickets > 0
}

/** A number game's bet limits from its settings in force (NUMBER_GAME_SETTINGS). */
function limitsFrom(config: AppContext['config']) {
  return (slug: string): NumberBetLimits => {
    const settings = settingsOf(config, findNumberGame(slug)!)
    return {
      minStakeKobo: BigInt(settings.minStakeKobo),
      maxStakeKobo: BigInt(settings.maxStakeKobo),
      maxLiabilityKobo: BigInt(settings.maxLiabilityKobo),
      jackpotShareBp: 'jackpotShareBp' in settings ? settings.jackpotShareBp : 0,
    }
  }
}

/**
 * The number slips of `POST /agent/bets` (the route is the bet slip's, ../../virtual-sports/bets/routes.ts,
 * which hands a body that isNumberSlip here): the stake is per line, each ticket its own bet.
 */
export function numberSlips(context: AppContext, batchDb: Queryable, clock: Clock) {
  const { config, pool, logger } = context
  const bets = new NumberBets(pool, batchDb, logger, clock, slipBatchLimits(config), {
    limitsOf: limitsFrom(config),
    maxTickets: config.BET_MAX_SELECTIONS,
  })
  return async (sessionToken: string, request: FastifyRequest): Promise<PlacedNumberSlip> => {
    const body = parseInput(numberSlipRequest, request.body)
    const stakePerLineKobo = requestAmountKobo(body.stake)
    if (stakePerLineKobo === null) throw new DomainError('INVALID_INPUT', 'Enter a stake in naira')
    return bets.place({
      sessionToken,
      stakePerLineKobo,
      tickets: body.selections,
      clientKey: idempotencyKeyFrom(request.headers, request.body),
    })
  }
}
