import { gamesOfSubType, type SlugOfSubType } from '@9ja/games'

export type SportsSlug = SlugOfSubType<'sports'>

/** Which page each virtual sport plays on: a league's, or a race's. */
const KINDS = {
  'virtual-football': 'football',
  'dog-race': 'race',
  'horse-race': 'race',
  'bike-race': 'race',
  'car-race': 'race',
} as const satisfies Record<SportsSlug, 'football' | 'race'>
export type SportsKind = (typeof KINDS)[SportsSlug]

/**
 * The virtual sports of the platform: their catalog ids and titles (the games catalog, @9ja/games),
 * and which page each plays on. Kept free of components so the lobby can send a card to its page
 * without loading the pages.
 */
export const SPORTS_GAMES = Object.fromEntries(
  gamesOfSubType('sports').map((game) => [game.slug, { gameId: game.id, title: game.title, kind: KINDS[game.slug] }]),
) as Record<SportsSlug, { gameId: number; title: string; kind: SportsKind }>
export const SPORTS_SLUGS = Object.keys(SPORTS_GAMES) as SportsSlug[]
export type RaceSlug = { [S in SportsSlug]: (typeof KINDS)[S] extends 'race' ? S : never }[SportsSlug]
export const isRaceSlug = (slug: SportsSlug): slug is RaceSlug => KINDS[slug] === 'race'
export const RACE_SLUGS = SPORTS_SLUGS.filter(isRaceSlug)

export function isSportsSlug(slug: string | undefined): slug is SportsSlug {
  return slug !== undefined && Object.hasOwn(SPORTS_GAMES, slug)
}

/** A virtual sport's own page (top-level, with the bet slip beside it). */
export const sportsPagePath = (slug: SportsSlug) => `/virtual-sports/${slug}`

/** The virtual sport a lobby card (by catalog id) opens, if it is one. */
export function sportsSlugOfGameId(gameId: number): SportsSlug | null {
  return SPORTS_SLUGS.find((slug) => SPORTS_GAMES[slug].gameId === gameId) ?? null
}
