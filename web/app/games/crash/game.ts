import type { PlayPageGame } from '../game-definition.ts'
import type { CrashGameIdentity } from './crash-games.ts'
import { CrashPlayPage } from './CrashGame.tsx'
import { CrashRules } from './CrashRules.tsx'

/** What every crash game's page is: one engine and page for the family, each game its theme (themes.ts). */
export const CRASH_PLAY_PAGE = {
  family: 'shared-round',
  loginFrom: 'Virtual',
  Page: CrashPlayPage,
  Rules: CrashRules,
  recentRounds: 0,
  backTo: { path: '/virtual?id=3', label: 'crash.backToAviator' },
} as const satisfies Omit<PlayPageGame, keyof CrashGameIdentity>

/** A crash game of the wallet-service's catalog as a game of the play route. */
export const crashWebGame = (game: CrashGameIdentity): PlayPageGame => ({ ...game, ...CRASH_PLAY_PAGE })
