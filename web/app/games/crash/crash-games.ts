import { gamesOfSubType, type SlugOfSubType } from '@9ja/games'

/**
 * The crash games of the platform: their catalog ids and titles (the games catalog, @9ja/games).
 * Every one plays the same engine and rules; each has its own folder here with its theme.
 */
export type CrashSlug = SlugOfSubType<'crash'>
export const CRASH_GAMES = Object.fromEntries(
  gamesOfSubType('crash').map((game) => [game.slug, { gameId: String(game.id), gameTitle: game.title }]),
) as Record<CrashSlug, { gameId: string; gameTitle: string }>
export const CRASH_SLUGS = Object.keys(CRASH_GAMES) as CrashSlug[]

export function isCrashSlug(slug: string | undefined): slug is CrashSlug {
  return slug !== undefined && Object.hasOwn(CRASH_GAMES, slug)
}

/** Each bet panel is one of the player's two bets of a round (the wallet-service's `slot`). */
export const BET_SLOTS = [0, 1] as const
export type BetSlot = (typeof BET_SLOTS)[number]
