import { z } from 'zod'

/** A layer of a family's per-game settings: the "*" entry or one game's entry. */
export type SettingsLayer = Record<string, unknown>

const overridesSchema = z.record(z.string(), z.record(z.string(), z.unknown()))

/**
 * A `<FAMILY>_GAME_SETTINGS` setting: the JSON text `{"*": {...}, "<slug>": {...}}`, resolved per
 * game by `resolve` from the game's defaults, the "*" entry and the game's own entry (in that
 * order of precedence, lowest first). A bad text, a key that names no game of the family, or a
 * game whose resolved settings are invalid is reported as one issue naming it.
 */
export function perGameSettings<G extends { slug: string }, S>(
  games: readonly G[],
  family: string,
  example: string,
  resolve: (game: G, everyGame: SettingsLayer, own: SettingsLayer) => z.ZodSafeParseResult<S>,
) {
  return z
    .string()
    .default('{}')
    .transform((text, context) => {
      let overrides: z.infer<typeof overridesSchema>
      try {
        overrides = overridesSchema.parse(JSON.parse(text))
      } catch {
        context.addIssue({ code: 'custom', message: `must be a JSON object of objects, e.g. ${example}` })
        return z.NEVER
      }
      const unknown = Object.keys(overrides).find((key) => key !== '*' && !games.some((game) => game.slug === key))
      if (unknown) {
        context.addIssue({ code: 'custom', message: `names no ${family}: ${unknown}` })
        return z.NEVER
      }
      const resolved: Record<string, S> = {}
      for (const game of games) {
        const result = resolve(game, overrides['*'] ?? {}, overrides[game.slug] ?? {})
        if (!result.success) {
          const issue = result.error.issues[0]!
          context.addIssue({ code: 'custom', message: `${game.slug}: ${issue.path.join('.') || 'settings'} ${issue.message}` })
          return z.NEVER
        }
        resolved[game.slug] = result.data
      }
      return resolved
    })
}
