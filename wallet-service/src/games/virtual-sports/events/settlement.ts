import type { Queryable } from '../../../db/queryable.ts'
import type { Clock } from '../../../time/clock.ts'
import { loadGameHouseIds, type HouseIds } from '../../house.ts'
import { settleEventBets, voidEventBets, type EventSettlement } from '../bets/settlement.ts'

/**
 * What the event runner calls once an event is over (contract §4): its bets settled from its result
 * when it finished, refunded when it is void, by the bets' own statements (idempotent and safe from
 * two processes at once). The runner marks the event settled only after the call returns, and calls
 * again for every finished or void event not marked yet, so a crash in between is resumed. Wins and
 * refunds count towards the players' loss limits at the runner's time.
 */
export function betsSettlement(db: Queryable, clock: Clock): EventSettlement {
  let house: Promise<HouseIds> | null = null
  const houseIds = () => (house ??= loadGameHouseIds(db))
  return {
    settle: async (eventId) => settleEventBets(db, await houseIds(), eventId, new Date(clock.now())),
    void: async (eventId) => voidEventBets(db, await houseIds(), eventId, new Date(clock.now())),
  }
}
