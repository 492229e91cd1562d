/**
 * The five crash games of the platform: their catalog ids (wallet-service migration 0009) and titles.
 * Every one plays the same engine and rules; each has its own folder here with its theme.
 */
export const CRASH_GAMES = {
  'jet-crash': { gameId: '20101', gameTitle: 'Jet Crash' },
  'danfo-crash': { gameId: '20102', gameTitle: 'Danfo Crash' },
  'fire-crash': { gameId: '20103', gameTitle: 'Fire Crash' },
  'bank-heist': { gameId: '20104', gameTitle: 'Bank Heist' },
  'ball-joggle': { gameId: '20105', gameTitle: 'Ball Joggle' },
} as const
export type CrashSlug = keyof typeof CRASH_GAMES
export const CRASH_SLUGS = Object.keys(CRASH_GAMES) as CrashSlug[]

export function isCrashSlug(slug: string | undefined): slug is CrashSlug {
  return slug !== undefined && Object.hasOwn(CRASH_GAMES, slug)
}

/** Each bet panel is one of the player's two bets of a round (the wallet-service's `slot`). */
export const BET_SLOTS = [0, 1] as const
export type BetSlot = (typeof BET_SLOTS)[number]
