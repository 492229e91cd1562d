import { z } from 'zod'

/** A layer of a family's per-game settings: the "*" entry or one game's entry. */
export type SettingsLayer = Record<string, unknown>

/** A family's per-game settings as written: `{"*": {...}, "<slug>": {...}}`, not yet resolved per game. */
export type SettingsLayers = Record<string, SettingsLayer>

const overridesSchema = z.record(z.string(), z.record(z.string(), z.unknown()))

/** Resolves one game's settings from its defaults, the "*" entry and its own entry (lowest precedence first). */
type Resolve<G, S> = (game: G, everyGame: SettingsLayer, own: SettingsLayer) => z.ZodSafeParseResult<S>

/**
 * Every game's settings in force, or the first problem as one line naming it: a key that names no
 * game of the family, or a game whose resolved settings are invalid.
 */
export function resolvePerGame<G extends { slug: string }, S>(
  games: readonly G[],
  layers: SettingsLayers,
  family: string,
  resolve: Resolve<G, S>,
): { settings: Record<string, S> } | { problem: string } {
  const unknown = Object.keys(layers).find((key) => key !== '*' && !games.some((game) => game.slug === key))
  if (unknown) return { problem: `names no ${family}: ${unknown}` }
  const settings: Record<string, S> = {}
  for (const game of games) {
    const result = resolve(game, layers['*'] ?? {}, layers[game.slug] ?? {})
    if (!result.success) {
      const issue = result.error.issues[0]!
      return { problem: `${game.slug}: ${issue.path.join('.') || 'settings'} ${issue.message}` }
    }
    settings[game.slug] = result.data
  }
  return { settings }
}

/**
 * A `<FAMILY>_GAME_SETTINGS` setting as written: the JSON text `{"*": {...}, "<slug>": {...}}`, checked
 * for its shape only. For a family whose games are known only once the games registry is built (the
 * crash games: a registry may hold more than the built-in ones), the registry resolves it per game.
 */
export function perGameLayers(example: string) {
  return z
    .string()
    .default('{}')
    .transform((text, context): SettingsLayers => {
      try {
        return overridesSchema.parse(JSON.parse(text))
      } catch {
        context.addIssue({ code: 'custom', message: `must be a JSON object of objects, e.g. ${example}` })
        return z.NEVER
      }
    })
}

/**
 * A `<FAMILY>_GAME_SETTINGS` setting resolved per game of a fixed list when the settings are read
 * (`resolvePerGame`), a problem reported as the setting's issue.
 */
export function perGameSettings<G extends { slug: string }, S>(
  games: readonly G[],
  family: string,
  example: string,
  resolve: Resolve<G, S>,
) {
  return perGameLayers(example).transform((layers, context) => {
    const resolved = resolvePerGame(games, layers, family, resolve)
    if ('problem' in resolved) {
      context.addIssue({ code: 'custom', message: resolved.problem })
      return z.NEVER
    }
    return resolved.settings
  })
}
