import { dataAnswer, referredPlayers, type ReferredPlayers } from '@9ja/contract'
import { walletApiAsUser } from '#app/accounts/session-guard.server.ts'
import type { SessionUser } from '#app/accounts/session.server.ts'

/** The players who signed up with the agent's code, and this Lagos week's play. */
export async function referredPlayersOf(request: Request, agent: SessionUser): Promise<ReferredPlayers> {
  const answer = await walletApiAsUser(request, agent, '/agent/players')
  return dataAnswer(referredPlayers).parse(answer.data).data
}
