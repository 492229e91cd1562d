/**
 * The number games of the platform: their catalog ids and titles (the games catalog, @9ja/games) and
 * their pages. Kept free of components and of the games' maths so the lobby can send a card to its
 * page without loading either.
 */
import { gamesOfSubType, type SlugOfSubType } from '@9ja/games'
import type { NumberGameSlug } from '@9ja/number-games'

/** The catalog's number games are exactly the games the rules package knows (a compile-time check). */
type SameSlugs<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const catalogMatchesRules: SameSlugs<SlugOfSubType<'number'>, NumberGameSlug> = true
void catalogMatchesRules

export const NUMBER_GAMES = Object.fromEntries(
  gamesOfSubType('number').map((game) => [game.slug, { gameId: game.id, title: game.title }]),
) as Record<NumberGameSlug, { gameId: number; title: string }>
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
