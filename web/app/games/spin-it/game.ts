import type { PlayPageGame } from '../game-definition.ts'
import { SpinItPlayPage } from './SpinItGame.tsx'

export const spinItGame: PlayPageGame = {
  gameId: 20401,
  slug: 'spin-it',
  title: 'Spin It',
  family: 'instant',
  loginFrom: 'PlaySpinIt',
  Page: SpinItPlayPage,
  recentRounds: 0,
}
