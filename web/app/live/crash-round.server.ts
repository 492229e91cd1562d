import { crashRoundState, type CrashRoundState } from '@9ja/live'
import { walletApi, WalletUnavailableError } from '../utils/wallet-api.server.ts'
import { platformNow } from '../utils/clock.server.ts'
import { getLogger } from '../utils/logger.server.ts'

export type CrashRoundSnapshot = {
  state: CrashRoundState
  /** The wallet-service's clock minus this process's platform clock, taken at the middle of the request. */
  clockOffsetMs: number
}

/**
 * The current round of a crash game as the wallet-service answers `GET /games/crash/{slug}/round`,
 * or null when there is none to have: no round yet (503 GAME_NOT_RUNNING), a service without the
 * route (404), or the service unreachable. The live channel then waits for the next round-opened.
 */
export async function fetchCrashRoundState(slug: string): Promise<CrashRoundSnapshot | null> {
  const sentAt = platformNow()
  try {
    const answer = await walletApi<{ data?: unknown }>(`/games/crash/${encodeURIComponent(slug)}/round`, null)
    const receivedAt = platformNow()
    if (answer.status !== 200) {
      if (answer.status !== 503 && answer.status !== 404) getLogger().error(`live: the ${slug} round answered ${answer.status}`)
      return null
    }
    const parsed = crashRoundState.safeParse(answer.data.data)
    if (!parsed.success) {
      getLogger().error(`live: the ${slug} round is not a CrashRoundState: ${parsed.error.issues[0]?.message}`)
      return null
    }
    return { state: parsed.data, clockOffsetMs: Date.parse(parsed.data.serverTime) - (sentAt + receivedAt) / 2 }
  } catch (error) {
    if (!(error instanceof WalletUnavailableError)) throw error
    getLogger().error({ err: error }, `live: the ${slug} round could not be read`)
    return null
  }
}
