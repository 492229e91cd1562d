import { RoundRandom, type RoundSeeds } from '@9ja/fairness/node'
import { WHEEL_ORDER } from '@9ja/instant-games'

/**
 * Spin 2 Win Royale as the service plays it: the wheel, bets, odds and returns are
 * `@9ja/instant-games`, shared with the web's table; the draw is the round's seed pair. Bets, odds and
 * the return to player of each are written in PAYTABLE.md beside this file.
 */
export {
  betReturnKobo,
  colourOf,
  coverage,
  maxReturnKobo,
  oddsLabel,
  RED_NUMBERS,
  rouletteTheoreticalRtp as theoreticalRtp,
  SECTORS,
  totalStakeKobo,
  WHEEL_ORDER,
  type Bet,
  type Colour,
  type SectorName,
} from '@9ja/instant-games'

/** The winning pocket: the round's first uniform integer below the number of pockets (37). */
export function drawPocket(seeds: RoundSeeds): number {
  return new RoundRandom(seeds).int(WHEEL_ORDER.length)
}
