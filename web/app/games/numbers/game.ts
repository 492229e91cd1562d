import type { CatalogGameIdentity, OwnPageGame } from '../game-definition.ts'
import { numberPagePath } from './number-games.ts'

/** A number game of the catalog as the pages take it: its page is its own, and logging in from it comes back to it. */
export const numberWebGame = (game: CatalogGameIdentity): OwnPageGame => ({
  ...game,
  family: 'scheduled-event',
  loginFrom: numberPagePath(game.slug),
  pagePath: numberPagePath(game.slug),
})
