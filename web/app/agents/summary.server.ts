import { dataAnswer, shopSummary, type ShopSummary } from '@9ja/contract'
import { walletApiAsUser } from '#app/accounts/session-guard.server.ts'
import type { SessionUser } from '#app/accounts/session.server.ts'

/** The shop at a glance: float, the Lagos day's counter, the week's commission so far, the players. */
export async function shopSummaryOf(request: Request, agent: SessionUser): Promise<ShopSummary> {
  const answer = await walletApiAsUser(request, agent, '/agent/summary')
  return dataAnswer(shopSummary).parse(answer.data).data
}
