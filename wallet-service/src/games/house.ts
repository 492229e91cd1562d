import type { Queryable } from '../db/queryable.ts'
import { loadHouseAccounts } from '../ledger/ledger.ts'

/**
 * The house accounts an open bet moves through (decision 011): the stake waits in bets_in_play until
 * the bet is settled; then it moves to game_stakes (won or lost) and a win is paid from game_wins.
 */
export type HouseIds = { betsInPlay: string; gameStakes: string; gameWins: string }

export async function loadGameHouseIds(db: Queryable): Promise<HouseIds> {
  const house = await loadHouseAccounts(db)
  return { betsInPlay: house['house:bets_in_play'], gameStakes: house['house:game_stakes'], gameWins: house['house:game_wins'] }
}
