import { z } from 'zod'
import type { GameActionRules } from '#app/games/game-action.server.ts'
import { findCatalogGame } from '../catalog-games.server.ts'

/** A crash game's slug as posted; whether the catalog has that game is checked by crashGameRules. */
export const crashGameField = z.string().regex(/^[a-z0-9-]{1,64}$/)
export const betIdField = z.coerce.number().int().positive()

/** A crash action's rules (game-action.server.ts): fields that do not parse get the spec's exception text. */
export function crashRules<Schema extends z.ZodType>(name: string, form: Schema): GameActionRules<Schema> {
  return { name: `crash ${name}`, form, loginKey: 'spinIt.loginToContinue', invalidKey: 'exception' }
}

/** A crash action on one game (a bet, the player's bets there): a game the catalog does not have is answered as a field that does not parse. */
export function crashGameRules<Schema extends z.ZodType<{ game: string }>>(name: string, form: Schema): GameActionRules<Schema> {
  return { ...crashRules(name, form), names: async ({ game }) => (await findCatalogGame('crash', game)) !== null }
}
