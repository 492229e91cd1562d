import { randomUUID } from 'node:crypto'
import { parseSelectionId } from '@9ja/virtual-sports'
import { formatKobo, formatNaira, koboToNaira } from '@9ja/money'
import type { AppContext } from '../../../context.ts'
import type { Queryable } from '../../../db/queryable.ts'
import { DomainError } from '../../../domain-error.ts'
import { requestHash } from '../../../ledger/idempotency.ts'
import { newBetCode } from '../../scheduled/codes.ts'
import { ScheduledSlipQueue } from '../../scheduled/slip-queue.ts'
import type { BetSettings } from '../../scheduled/bet-settings.ts'
import { sportsPlacement, type SlipLeg, type SlipRequest, type SportsRefusal } from './store.ts'

/** A slip as the player sends it, already read by zod (the route). */
export type SlipInput = {
  sessionToken: string
  kind: 'single' | 'multiple'
  stakeKobo: bigint
  selections: string[]
  /** The odds the player saw, in the selections' order (decimal, 2 places), when the slip sends them. */
  odds: number[] | null
  clientKey: string | null
}

export type PlacedSlip = { betIds: string[]; potentialWin: number }

const oddsFromX100 = (x100: number) => x100 / 100

/** Odds a person saw (e.g. 2.35) in hundredths; null when it is not a price with at most 2 decimals. */
function oddsX100(odds: number): number | null {
  const x100 = Math.round(odds * 100)
  return Number.isFinite(odds) && Math.abs(x100 - odds * 100) < 1e-6 && x100 >= 100 ? x100 : null
}

/**
 * Checks a slip against the bet settings and the rules that need no database (every refusal moves
 * nothing): stake limits, number of selections, selection ids, one selection per event in a
 * multiple, odds in step with the selections. Answers the legs to place.
 */
export function slipLegs(input: SlipInput, settings: BetSettings): SlipLeg[] {
  if (input.stakeKobo < BigInt(settings.BET_MIN_STAKE) * 100n) {
    throw new DomainError('STAKE_TOO_LOW', `Minimum stake is ${formatNaira(settings.BET_MIN_STAKE)}`)
  }
  if (input.stakeKobo > BigInt(settings.BET_MAX_STAKE) * 100n) {
    throw new DomainError('STAKE_TOO_HIGH', `Maximum stake is ${formatNaira(settings.BET_MAX_STAKE)}`)
  }
  const { selections } = input
  if (selections.length === 0) throw new DomainError('INVALID_INPUT', 'Add at least one selection to the bet slip')
  if (selections.length > settings.BET_MAX_SELECTIONS) {
    throw new DomainError('TOO_MANY_SELECTIONS', `A bet slip takes at most ${settings.BET_MAX_SELECTIONS} selections`)
  }
  if (input.kind === 'multiple' && selections.length < 2) throw new DomainError('INVALID_INPUT', 'A multiple takes at least 2 selections')
  if (input.odds !== null && input.odds.length !== selections.length) {
    throw new DomainError('INVALID_INPUT', 'odds must give one price per selection')
  }
  const legs = selections.map((selectionId, index): SlipLeg => {
    const parsed = parseSelectionId(selectionId)
    if (!parsed) throw new DomainError('SELECTION_UNKNOWN', 'This selection is no longer offered', { data: { selectionId } })
    let seenOddsX100: number | null = null
    if (input.odds !== null) {
      seenOddsX100 = oddsX100(input.odds[index]!)
      if (seenOddsX100 === null) throw new DomainError('INVALID_INPUT', 'odds must be prices with at most 2 decimals')
    }
    return { eventId: parsed.eventId, code: parsed.code, seenOddsX100 }
  })
  if (new Set(selections).size !== selections.length) throw new DomainError('INVALID_INPUT', 'A selection is on the slip twice')
  if (input.kind === 'multiple' && new Set(legs.map((leg) => leg.eventId)).size !== legs.length) {
    throw new DomainError('SAME_EVENT', 'Selections from the same event cannot be combined')
  }
  return legs
}

/** Placing sports slips through the scheduled families' queue (scheduled/slip-queue.ts), with the sports part of the statement (store.ts). */
export class SportsBets {
  private readonly slips: ScheduledSlipQueue<SlipRequest, SportsRefusal>

  constructor(
    context: AppContext,
    batchDb: Queryable,
    private readonly settings: BetSettings,
  ) {
    this.slips = new ScheduledSlipQueue(context, batchDb, sportsPlacement(BigInt(settings.BET_MAX_PAYOUT) * 100n))
  }

  /** Places a slip: all its bets, or none (every refusal is a DomainError and moves nothing). */
  async place(input: SlipInput): Promise<PlacedSlip> {
    const legs = slipLegs(input, this.settings)
    const bets = input.kind === 'single' ? legs.length : 1
    const clientKey = input.clientKey ?? randomUUID()
    const hash = requestHash({ kind: input.kind, stakeKobo: input.stakeKobo.toString(), selections: input.selections, odds: input.odds })
    return this.slips.place({
      request: () => ({
        sessionToken: input.sessionToken,
        kind: input.kind,
        stakeKobo: input.stakeKobo,
        legs,
        clientKey,
        requestHash: hash,
        stakeText: formatKobo(input.stakeKobo),
        betCodes: Array.from({ length: bets }, newBetCode),
      }),
      requestHash: hash,
      answer: (betIds, totals) => ({ betIds, potentialWin: koboToNaira(totals.potential_win_kobo!) }),
      refusal: (refusal) => sportsRefusalError(refusal, input.selections),
      totalStakeKobo: input.stakeKobo * BigInt(bets),
    })
  }
}

function sportsRefusalError(refusal: SportsRefusal, selections: string[]): DomainError {
  switch (refusal.kind) {
    case 'unknown-selection':
      return new DomainError('SELECTION_UNKNOWN', 'This selection is no longer offered', { data: { selectionId: selections[refusal.leg] } })
    case 'closed':
      return new DomainError('EVENT_CLOSED', `Betting has closed for ${refusal.eventName}`)
    case 'odds-changed':
      return new DomainError('ODDS_CHANGED', 'The odds have changed. Please check your selections and place the bet again.', {
        data: { selections: refusal.changes.map(({ leg, oddsX100 }) => ({ selectionId: selections[leg], odds: oddsFromX100(oddsX100) })) },
      })
  }
}
