import type { PlayPageGame } from '../game-definition.ts'
import { RoulettePlayPage } from './RouletteTable.tsx'

export const spin2WinRoyaleGame: PlayPageGame = {
  gameId: 20402,
  slug: 'spin2win-royale',
  title: 'Spin 2 Win Royale',
  family: 'instant',
  loginFrom: 'Virtual',
  Page: RoulettePlayPage,
  // The strip of recent results beside the wheel.
  recentRounds: 12,
}
