import { dataAnswer, recentWins } from '@9ja/contract'
import { createCmsCache, type CmsCache } from '#app/content/cms-cache.ts'
import { platformNow } from '#app/utils/clock.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { walletApi } from '#app/utils/wallet-api.server.ts'
import { winAgo, type RecentWinView } from './win-ago.ts'
import { getLogger } from '#app/utils/logger.server.ts'

const answerSchema = dataAnswer(recentWins)

const PATH = '/games/wins/recent'

let cache: CmsCache | undefined

/**
 * The wallet-service's newest large wins (GET /games/wins/recent: real wins from the ledger, masked
 * names), kept in memory for CMS_CACHE_TTL_MS like the CMS's content: the home page asks for them on
 * every visit. A failed refresh serves this process's last copy (nothing when it has none).
 */
function fetchRecentWins() {
  cache ??= createCmsCache({
    ttlMs: getEnv().CMS_CACHE_TTL_MS,
    onError: (_key, error) => getLogger().warn({ err: error }, 'recent wins unavailable'),
  })
  return cache.get(PATH, async () => {
    const answer = await walletApi<unknown>(PATH, null)
    if (answer.status !== 200) throw new Error(`GET ${PATH} answered ${answer.status}`)
    return answerSchema.parse(answer.data).data.wins
  })
}

/**
 * The newest `limit` wins with how long ago each was, on the platform's clock; an empty list when
 * there are none, or when the wallet-service cannot say (the pages then show no list at all).
 */
export async function loadRecentWins(limit: number): Promise<RecentWinView[]> {
  const { value } = await fetchRecentWins()
  const now = platformNow()
  return (value ?? []).slice(0, limit).map((win, index) => ({
    key: `${win.at}-${index}`,
    name: win.name,
    amount: win.amount,
    game: win.game,
    ago: winAgo(win.at, now),
  }))
}
