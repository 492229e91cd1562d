import { formatLagosTime } from '@9ja/money'
import type { Block } from './block.ts'

/** A moment as a player in Nigeria reads it: "Sat, 14 Mar 2026, 09:30 (Lagos time)". */
export function lagosTime(at: Date): string {
  return `${formatLagosTime(at)} (Lagos time)`
}

/** What a player on a break is told wherever a stake or a deposit is refused, and at login. */
export function blockMessage(block: Pick<Block, 'kind' | 'until'>): string {
  return block.kind === 'self-exclusion'
    ? `You are self-excluded until ${lagosTime(block.until)}. Betting and deposits are closed until then; you can still withdraw your balance.`
    : `You are on a time-out until ${lagosTime(block.until)}. Betting and deposits are paused until then; you can still withdraw.`
}

/** A break as the API and the login answer show it. */
export function restrictionView(block: Block | null) {
  if (!block) return null
  return { kind: block.kind, since: block.from.toISOString(), until: block.until.toISOString(), message: blockMessage(block) }
}
