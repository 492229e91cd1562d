import { commissionStatement, dataOf, type CommissionStatement } from '@9ja/contract'
import { walletApiAsUser } from '#app/accounts/session-guard.server.ts'
import type { SessionUser } from '#app/accounts/session.server.ts'

export type { CommissionStatement } from '@9ja/contract'

/** The week asked for in the address (`?week=YYYY-MM-DD`, the week's Monday); null for the current week. */
export function commissionWeekAsked(request: Request): string | null {
  const week = new URL(request.url).searchParams.get('week')
  return week && /^\d{4}-\d{2}-\d{2}$/.test(week) ? week : null
}

/**
 * The agent's commission statement of `week` (the current week's estimate when null), from the
 * wallet-service's `POST /agent/commission`. A week the agent has no statement for is answered 404.
 */
export async function commissionOf(request: Request, user: SessionUser, week: string | null): Promise<CommissionStatement> {
  const answer = await walletApiAsUser(request, user, '/agent/commission', week ? { week } : {})
  if (answer.status === 404 || answer.status === 400) throw new Response('Not Found', { status: 404 })
  if (answer.status !== 200) throw new Error(`/agent/commission answered ${answer.status}`)
  return dataOf(commissionStatement, answer.data)
}
