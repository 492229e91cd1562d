import { crashGame } from '#app/games/games.server.ts'
import { fetchCrashRoundState } from '#app/live/crash-round.server.ts'
import type { CrashRoundState } from '@9ja/live'
import type { CrashGameInfo } from '@9ja/contract'

export type CrashPlay = { info: CrashGameInfo | null; round: CrashRoundState | null }

/**
 * What a crash game's page starts with: the game's rules and limits, and the round as it is now (the
 * live channel takes over in the browser). No round yet (the runner is starting) is not an error.
 */
export async function loadCrashPlay(slug: string): Promise<CrashPlay> {
  const [info, round] = await Promise.all([crashGame(slug), fetchCrashRoundState(slug)])
  return { info: info.data?.data ?? null, round: round?.state ?? null }
}
