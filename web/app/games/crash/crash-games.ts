/**
 * A crash game as the web knows it: its catalog identity, read from the wallet-service's catalog
 * (../catalog-games.server.ts), so a crash game defined there plays here with no edit (with its own
 * theme when it has a folder here, else the family's default).
 */
export type CrashSlug = string
export type CrashGameIdentity = { gameId: number; slug: CrashSlug; title: string }

/** Each bet panel is one of the player's two bets of a round (the wallet-service's `slot`). */
export const BET_SLOTS = [0, 1] as const
export type BetSlot = (typeof BET_SLOTS)[number]
