import type { CatalogEntry } from '../definition.ts'

/**
 * Games of the catalog that are not built yet, and the spec's sports launcher. They keep their ids
 * (the lobby and old links know them) and are never playable; when a game is built, its line here
 * becomes its folder's definition in the registry.
 */
export const UPCOMING_GAMES: readonly CatalogEntry[] = [
  // The spec's fixed sports launcher id; answered by the external sportsbook when one is configured.
  {
    id: 10105,
    slug: 'sports-betting',
    title: 'Sports Betting',
    family: 'scheduled-event',
    type: 'sports',
    subType: 'sportsbook',
    provider: 'sportsbook',
    sortOrder: 90,
  },
]
