import type { FastifyPluginAsync } from 'fastify'
import type { GameFamilyPlugin } from './family.ts'

/** The instant games (Spin It, Spin 2 Win Royale): each definition brings its own routes, sharing the instant rounds; no runner. */
export const instantGames: GameFamilyPlugin = ({ context, registry, rounds }) => {
  const routes: FastifyPluginAsync = async (app) => {
    for (const game of registry.definitions) {
      if (game.routes) await app.register(game.routes(context, { rounds }, game))
    }
  }
  return { routes, loops: [] }
}
