import { catalogEntry } from '@9ja/games'
import type { GameDefinition } from '../definition.ts'
import { rouletteRoutes } from './routes.ts'
import { theoreticalRtp } from './wheel.ts'

/** Spin 2 Win Royale: European single-zero roulette (PAYTABLE.md). Every bet returns the same 36/37. */
export const spin2WinRoyale: GameDefinition = {
  ...catalogEntry('spin2win-royale'),
  theme: 'European roulette: one zero, 37 pockets, the whole table at your fingertips.',
  rules: () => [
    'Put your stakes on the table, then spin. The ball lands in one of 37 pockets, 0 to 36; 0 is green and loses every outside bet.',
    'A straight number pays 35 to 1; a dozen 2 to 1; red or black, odd or even, low (1-18) or high (19-36) pay 1 to 1. Every win returns your stake too.',
    'Sector bets (Voisins du Zero, Tiers du Cylindre, Orphelins, Jeu Zero) put your amount on every number of the sector; the number that comes up pays 35 to 1.',
    'Every spin is provably fair: the pocket comes from your own seed pair (server seed, client seed and nonce). Check any spin on the Provably fair page once you change your server seed.',
  ],
  rtp: () => theoreticalRtp({ type: 'straight', selection: 0 }),
  limits: (config) => ({
    minBet: config.ROULETTE_MIN_STAKE_NAIRA,
    maxBet: config.ROULETTE_MAX_STAKE_NAIRA,
    maxPayoutPerMarket: config.ROULETTE_MAX_PAYOUT_PER_MARKET_NAIRA,
    maxBets: config.ROULETTE_MAX_BETS_PER_SPIN,
  }),
  routes: (context, { rounds }, game) => rouletteRoutes(context, rounds, game),
}
