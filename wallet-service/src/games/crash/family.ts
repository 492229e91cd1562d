import type { GameFamilyPlugin } from '../family.ts'
import { crashRoutes } from './routes.ts'

/** The crash games (the shared-round family): one engine, its routes and one runner per game of the registry. */
export const crashGames: GameFamilyPlugin = ({ context, batchDb, registry }) => crashRoutes(context, batchDb, registry.crash)
