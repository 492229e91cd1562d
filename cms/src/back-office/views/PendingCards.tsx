import type { ReactNode } from 'react'

import type { Notice } from '../notice'

/** Whether the last form's notice is about one of `pending` (then it is shown beside that one's card). */
export const aboutOneOf = (pending: readonly { id: string }[], notice: Notice | null): boolean =>
  pending.some((decision) => decision.id === notice?.decisionId)

/** Pending decisions as cards, in the order given, each given the notice when it is about that decision. */
export function PendingCards<T extends { id: string }>({
  pending,
  notice,
  none,
  card,
}: {
  pending: readonly T[]
  notice: Notice | null
  none: string
  card: (decision: T, notice: Notice | null) => ReactNode
}) {
  if (pending.length === 0) return <p>{none}</p>
  return (
    <ul className="back-office__cards">{pending.map((decision) => card(decision, decision.id === notice?.decisionId ? notice : null))}</ul>
  )
}
