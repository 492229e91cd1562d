import { thumbnailOf } from '@9ja/games'
import type { Config } from '../config.ts'
import type { CatalogEntry, GameDefinition } from './definition.ts'
import { UPCOMING_GAMES } from './catalog/upcoming.ts'
import type { CrashGameDefinition } from './crash/definition-type.ts'
import type { CrashGame } from './crash/engine.ts'
import { crashGamesInForce, crashRegistryEntry } from './crash/registry-entries.ts'
import { CRASH_GAMES } from './crash/games.ts'
import { spin2WinRoyale } from './roulette/definition.ts'
import { spinIt } from './spin-it/definition.ts'
import { SPORTS_GAME_DEFINITIONS } from './virtual-sports/registry-entries.ts'
import type { NumberGameDefinition, NumberGames } from './numbers/definition-type.ts'
import { NUMBER_GAMES, numberGamesOf } from './numbers/games.ts'
import { numberGamesInForce, numberRegistryEntry } from './numbers/registry-entries.ts'

/** A catalog line as the lobby and launcher use it: playable exactly when the game has a definition. */
export type Game = CatalogEntry & { thumbnail: string; playable: boolean }

/** The games a registry is built from, by family, besides the built-in ones (a test's own game, say). */
export type MoreGames = { crash?: readonly CrashGameDefinition[]; numbers?: readonly NumberGameDefinition[] }

/**
 * Every game of the service, built once at start-up from the games' definitions (each in its own
 * folder) and the settings in force. The catalog rows, the lobby's game list, the launcher,
 * `GET /games/{slug}`, the games' routes and the families' runners all read this one value.
 */
export type GameRegistry = {
  definitions: readonly GameDefinition[]
  /** The whole catalog in lobby order: the defined games, then the ones not built yet. */
  catalog: readonly Game[]
  /** What the lobby lists: the games a player can actually play here. */
  lobby: readonly Game[]
  /** The crash games (the shared-round family) with their settings in force, which its engine and runners serve. */
  crash: readonly CrashGame[]
  /** The number games (a scheduled family) with their settings in force, which their draws, bets and pages serve. */
  numbers: NumberGames
  findGame(id: number): Game | null
  findDefinition(slug: string): GameDefinition | null
}

const catalogLine = (entry: CatalogEntry, playable: boolean): Game => ({ ...entry, thumbnail: thumbnailOf(entry.slug), playable })

export function gameRegistry(config: Config, more: MoreGames = {}): GameRegistry {
  const crash = crashGamesInForce([...CRASH_GAMES, ...(more.crash ?? [])], config.CRASH_GAME_SETTINGS)
  const numbers = numberGamesOf(numberGamesInForce([...NUMBER_GAMES, ...(more.numbers ?? [])], config.NUMBER_GAME_SETTINGS))
  const definitions: readonly GameDefinition[] = [
    spinIt,
    spin2WinRoyale,
    ...crash.map(crashRegistryEntry),
    ...SPORTS_GAME_DEFINITIONS,
    ...numbers.all.map(numberRegistryEntry),
  ]
  const catalog = [
    ...definitions.map((definition) => catalogLine(definition, true)),
    ...UPCOMING_GAMES.map((entry) => catalogLine(entry, false)),
  ].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
  for (const key of ['id', 'slug'] as const) {
    const seen = new Set<unknown>()
    for (const game of catalog) {
      if (seen.has(game[key])) throw new Error(`two games of the catalog have the ${key} ${game[key]}`)
      seen.add(game[key])
    }
  }
  const byId = new Map(catalog.map((game) => [game.id, game]))
  const definitionsBySlug = new Map(definitions.map((definition) => [definition.slug, definition]))
  return {
    definitions,
    catalog,
    lobby: catalog.filter((game) => game.playable && game.provider === 'in-house'),
    crash,
    numbers,
    findGame: (id) => byId.get(id) ?? null,
    findDefinition: (slug) => definitionsBySlug.get(slug) ?? null,
  }
}
