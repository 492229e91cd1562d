import { thumbnailOf } from '@9ja/games'
import type { CatalogEntry, GameDefinition } from './definition.ts'
import { UPCOMING_GAMES } from './catalog/upcoming.ts'
import { CRASH_GAME_DEFINITIONS } from './crash/registry-entries.ts'
import { spin2WinRoyale } from './roulette/definition.ts'
import { spinIt } from './spin-it/definition.ts'
import { SPORTS_GAME_DEFINITIONS } from './virtual-sports/registry-entries.ts'
import { NUMBER_GAME_DEFINITIONS } from './numbers/registry-entries.ts'

/**
 * Every game of the platform, defined once in its own folder. The catalog rows, the lobby's game
 * list, the launcher, `GET /games/{slug}` and the games' routes all derive from this list: adding
 * a game is its folder and one line here.
 */
export const GAME_DEFINITIONS: readonly GameDefinition[] = [
  spinIt,
  spin2WinRoyale,
  ...CRASH_GAME_DEFINITIONS,
  ...SPORTS_GAME_DEFINITIONS,
  ...NUMBER_GAME_DEFINITIONS,
]

/** A catalog line as the lobby and launcher use it: playable exactly when the game has a definition. */
export type Game = CatalogEntry & { thumbnail: string; playable: boolean }

const catalogLine = (entry: CatalogEntry, playable: boolean): Game => ({ ...entry, thumbnail: thumbnailOf(entry.slug), playable })

/** The whole catalog in lobby order: the defined games, then the ones not built yet. */
export const GAME_CATALOG: readonly Game[] = [
  ...GAME_DEFINITIONS.map((definition) => catalogLine(definition, true)),
  ...UPCOMING_GAMES.map((entry) => catalogLine(entry, false)),
].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)

for (const key of ['id', 'slug'] as const) {
  const seen = new Set<unknown>()
  for (const game of GAME_CATALOG) {
    if (seen.has(game[key])) throw new Error(`two games of the catalog have the ${key} ${game[key]}`)
    seen.add(game[key])
  }
}

const byId = new Map(GAME_CATALOG.map((game) => [game.id, game]))
const definitionsBySlug = new Map(GAME_DEFINITIONS.map((definition) => [definition.slug, definition]))

export const findGame = (id: number): Game | null => byId.get(id) ?? null
export const findDefinition = (slug: string): GameDefinition | null => definitionsBySlug.get(slug) ?? null
/** What the lobby lists: the games a player can actually play here. */
export const LOBBY_GAMES: readonly Game[] = GAME_CATALOG.filter((game) => game.playable && game.provider === 'in-house')
