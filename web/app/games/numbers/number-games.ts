/**
 * The four number games of the platform: their catalog ids and titles (the wallet-service's
 * definitions; `../registry.test.ts` compares them) and their pages. Kept free of components and of
 * the games' maths so the lobby can send a card to its page without loading either.
 */
import type { NumberGameSlug } from '@9ja/number-games'

export const NUMBER_GAMES = {
  'one-sure': { gameId: 20304, title: '1 Sure' },
  'perfect-guess': { gameId: 20301, title: 'Perfect Guess' },
  'millionaire-kendo': { gameId: 20302, title: 'Millionaire Kendo' },
  'jackpot-game': { gameId: 20303, title: 'Jackpot Game' },
} as const satisfies Record<NumberGameSlug, { gameId: number; title: string }>
export type NumberSlug = NumberGameSlug
export const NUMBER_SLUGS = Object.keys(NUMBER_GAMES) as NumberSlug[]

export function isNumberSlug(slug: unknown): slug is NumberSlug {
  return typeof slug === 'string' && Object.hasOwn(NUMBER_GAMES, slug)
}

/** A number game's own page (top-level, with the bet slip beside it). */
export const numberPagePath = (slug: NumberSlug) => `/number-games/${slug}`

/** The number game a lobby card (by catalog id) opens, if it is one. */
export function numberSlugOfGameId(gameId: number): NumberSlug | null {
  return NUMBER_SLUGS.find((slug) => NUMBER_GAMES[slug].gameId === gameId) ?? null
}
