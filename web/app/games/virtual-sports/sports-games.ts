/**
 * The five virtual sports of the platform: their catalog ids and titles (the wallet-service's
 * definitions; `../registry.test.ts` compares them), and which page each plays on. Kept free of
 * components so the lobby can send a card to its page without loading the pages.
 */
export const SPORTS_GAMES = {
  'virtual-football': { gameId: 20201, title: 'Virtual Football', kind: 'football' },
  'dog-race': { gameId: 20202, title: 'Dog Race', kind: 'race' },
  'horse-race': { gameId: 20203, title: 'Horse Race', kind: 'race' },
  'bike-race': { gameId: 20204, title: 'Bike Race', kind: 'race' },
  'car-race': { gameId: 20205, title: 'Car Race', kind: 'race' },
} as const
export type SportsSlug = keyof typeof SPORTS_GAMES
export type SportsKind = (typeof SPORTS_GAMES)[SportsSlug]['kind']
export const SPORTS_SLUGS = Object.keys(SPORTS_GAMES) as SportsSlug[]
export type RaceSlug = { [S in SportsSlug]: (typeof SPORTS_GAMES)[S]['kind'] extends 'race' ? S : never }[SportsSlug]
export const isRaceSlug = (slug: SportsSlug): slug is RaceSlug => SPORTS_GAMES[slug].kind === 'race'
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
