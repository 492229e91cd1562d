import { koboToNaira } from '@9ja/money'
import { restrictionView } from './messages.ts'
import { PERIODS, type LimitState, type Protection } from './protection.ts'

const nairaOrNull = (kobo: bigint | null) => (kobo === null ? null : koboToNaira(kobo))

function limitView(state: LimitState) {
  return {
    limit: nairaOrNull(state.limitKobo),
    pending: state.pending ? { limit: nairaOrNull(state.pending.limitKobo), from: state.pending.from.toISOString() } : null,
    used: koboToNaira(state.usedKobo),
    left: state.limitKobo === null ? null : koboToNaira(state.limitKobo > state.usedKobo ? state.limitKobo - state.usedKobo : 0n),
    resetsAt: state.resetsAt.toISOString(),
  }
}

/** Limits and the break in force as the API shows them (the player's settings, support's player page). */
export function protectionView(protection: Protection) {
  const periods = (kind: 'deposit' | 'loss') =>
    Object.fromEntries(PERIODS.map((period) => [period, limitView(protection.limits[kind][period])])) as Record<
      (typeof PERIODS)[number],
      ReturnType<typeof limitView>
    >
  return { deposit: periods('deposit'), loss: periods('loss'), restriction: restrictionView(protection.block) }
}
