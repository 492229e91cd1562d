import { z } from 'zod'
import type { GameActionRules } from '#app/games/game-action.server.ts'
import { isCrashSlug } from './crash-games.ts'

export const crashGameField = z.string().refine(isCrashSlug)
export const betIdField = z.coerce.number().int().positive()

/** A crash action's rules (game-action.server.ts): fields that do not parse get the spec's exception text. */
export function crashRules<Schema extends z.ZodType>(name: string, form: Schema): GameActionRules<Schema> {
  return { name: `crash ${name}`, form, loginKey: 'spinIt.loginToContinue', invalidKey: 'exception' }
}
