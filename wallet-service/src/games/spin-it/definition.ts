import { catalogEntry } from '@9ja/games'
import { koboToNaira } from '@9ja/money'
import type { GameDefinition } from '../definition.ts'
import { SPIN_IT_MIN_BET_KOBO, SPIN_IT_RTP, SPIN_IT_SEGMENTS } from './paytable.ts'
import { spinItRoutes } from './routes.ts'

const multipliers = [...new Set(SPIN_IT_SEGMENTS.flatMap((segment) => ('multiplierTenths' in segment ? [segment.multiplierTenths] : [])))]
  .sort((a, b) => b - a)
  .map((tenths) => `x${tenths / 10}`)

/** Spin It: the 24-segment wheel (PAYTABLE.md). */
export const spinIt: GameDefinition = {
  ...catalogEntry('spin-it'),
  theme: 'Spin the wheel and watch where it stops.',
  rules: () => [
    `Choose your stake (₦${koboToNaira(SPIN_IT_MIN_BET_KOBO)} or more) and spin. The wheel has ${SPIN_IT_SEGMENTS.length} equal segments; the one it stops on decides your spin.`,
    `A win segment pays your stake times its multiplier (${multipliers.join(', ')}), your stake included. Spin Again gives you a free spin of the same stake, played on your next spin. Lose pays nothing.`,
    'Every spin is provably fair: the segment comes from your own seed pair (server seed, client seed and nonce). Check any spin on the Provably fair page once you change your server seed.',
  ],
  rtp: () => SPIN_IT_RTP,
  limits: (config) => ({ minBet: koboToNaira(SPIN_IT_MIN_BET_KOBO), maxBet: config.SPIN_IT_MAX_BET_NAIRA }),
  routes: (context, { rounds }, game) => spinItRoutes(context, rounds, game),
}
