import type { PlayPageGame } from '../game-definition.ts'
import { CRASH_GAMES, CRASH_SLUGS } from './crash-games.ts'
import { CrashPlayPage } from './CrashGame.tsx'
import { CrashRules } from './CrashRules.tsx'

/** The five crash games in the registry: one engine and page, each its own theme folder (see themes.ts). */
export const CRASH_WEB_GAMES: readonly PlayPageGame[] = CRASH_SLUGS.map((slug) => ({
  gameId: Number(CRASH_GAMES[slug].gameId),
  slug,
  title: CRASH_GAMES[slug].gameTitle,
  family: 'shared-round',
  loginFrom: 'Virtual',
  Page: CrashPlayPage,
  Rules: CrashRules,
  recentRounds: 0,
  backTo: { path: '/virtual?id=3', label: 'crash.backToAviator' },
}))
