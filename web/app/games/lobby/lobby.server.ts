import { getSessionUser } from '#app/accounts/session.server.ts'
import type { GameListItem } from '@9ja/contract'
import { fetchGameList, gameErrorMessage } from '../games.server.ts'
import { loadRecentWins } from '../wins/recent-wins.server.ts'
import { getLogger } from '#app/utils/logger.server.ts'

/** What both lobbies load: the playable games (or why they could not be fetched), login state, recent winners. */
export async function loadLobby(request: Request) {
  const [user, games, winners] = await Promise.all([
    getSessionUser(request),
    fetchGameList().then(
      (list) => ({ list, error: null as string | null }),
      // The toast shows the spec's words; the cause (which may name internal addresses) only the log.
      async (error: unknown) => {
        getLogger().error({ err: error }, 'game list unavailable')
        return { list: [] as GameListItem[], error: (await gameErrorMessage()) as string | null }
      },
    ),
    // Real wins from the wallet-service's ledger (an empty list when there are none or it cannot say).
    loadRecentWins(3),
  ])
  return { games: games.list, gamesError: games.error, isLoggedIn: Boolean(user), winners }
}
