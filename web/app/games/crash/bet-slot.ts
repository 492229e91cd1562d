import type { CrashPhase } from '@9ja/live'

/**
 * One bet panel's bet through a round, as a reducer the panel drives with the player's presses, the
 * wallet-service's answers and the live round. A bet pressed while the round cannot take it waits
 * (queued) and is sent when the next round opens; a settled bet's result stays on the panel until then.
 */
export type SlotBet = { betId: number; roundId: number; amount: number; autoCashOut: number | null }

export type BetSlotState =
  | { kind: 'idle' }
  | { kind: 'queued' }
  | { kind: 'placing' }
  | { kind: 'placed'; bet: SlotBet }
  | { kind: 'cancelling'; bet: SlotBet }
  | { kind: 'cashing-out'; bet: SlotBet }
  | { kind: 'cashed-out'; bet: SlotBet; multiplier: number; win: number }
  | { kind: 'lost'; bet: SlotBet }

export type BetSlotEvent =
  | { type: 'queue' }
  | { type: 'unqueue' }
  | { type: 'send' }
  | { type: 'placed'; bet: SlotBet }
  /** The bet was refused; `forNextRound` when only this round's window closed (it waits for the next). */
  | { type: 'refused'; forNextRound: boolean }
  | { type: 'cancel' }
  | { type: 'cancelled' }
  | { type: 'cancel-refused' }
  | { type: 'cash-out' }
  | { type: 'cashed-out'; betId: number; multiplier: number; win: number }
  | { type: 'cash-out-refused'; roundEnded: boolean }
  | { type: 'crashed'; roundId: number }
  | { type: 'round-opened'; roundId: number }

export const IDLE: BetSlotState = { kind: 'idle' }

/** A panel that may take a new bet: nothing on it, or a bet of this round already settled (its result stays shown till then). */
const takesNewBet = (state: BetSlotState) => state.kind === 'idle' || state.kind === 'cashed-out' || state.kind === 'lost'

export function betSlotReducer(state: BetSlotState, event: BetSlotEvent): BetSlotState {
  switch (event.type) {
    case 'queue':
      return takesNewBet(state) ? { kind: 'queued' } : state
    case 'unqueue':
      return state.kind === 'queued' ? IDLE : state
    case 'send':
      return takesNewBet(state) || state.kind === 'queued' ? { kind: 'placing' } : state
    case 'placed':
      return state.kind === 'placing' ? { kind: 'placed', bet: event.bet } : state
    case 'refused':
      return state.kind === 'placing' ? (event.forNextRound ? { kind: 'queued' } : IDLE) : state
    case 'cancel':
      return state.kind === 'placed' ? { kind: 'cancelling', bet: state.bet } : state
    case 'cancelled':
      return state.kind === 'cancelling' ? IDLE : state
    case 'cancel-refused':
      return state.kind === 'cancelling' ? { kind: 'placed', bet: state.bet } : state
    case 'cash-out':
      return state.kind === 'placed' ? { kind: 'cashing-out', bet: state.bet } : state
    case 'cashed-out':
      return (state.kind === 'placed' || state.kind === 'cashing-out' || state.kind === 'cancelling') && state.bet.betId === event.betId
        ? { kind: 'cashed-out', bet: state.bet, multiplier: event.multiplier, win: event.win }
        : state
    case 'cash-out-refused':
      if (state.kind !== 'cashing-out') return state
      return event.roundEnded ? { kind: 'lost', bet: state.bet } : { kind: 'placed', bet: state.bet }
    case 'crashed':
      // A cash-out on its way is judged by the server at its arrival: its answer says won or lost.
      return state.kind === 'placed' && state.bet.roundId === event.roundId ? { kind: 'lost', bet: state.bet } : state
    case 'round-opened':
      // A bet of an earlier round is over: its result was shown, or (after a reconnect) missed.
      return 'bet' in state && state.bet.roundId < event.roundId ? IDLE : state
  }
}

/** What the panel's one big button does now. */
export type BetButton =
  { action: 'bet' } | { action: 'unqueue' } | { action: 'cancel' } | { action: 'cash-out'; bet: SlotBet } | { action: 'wait' }

export function betButton(state: BetSlotState, round: { roundId: number; phase: CrashPhase } | null): BetButton {
  switch (state.kind) {
    case 'idle':
      return { action: 'bet' }
    case 'queued':
      return { action: 'unqueue' }
    case 'placed':
      if (round?.roundId !== state.bet.roundId) return { action: 'wait' }
      if (round.phase === 'betting') return { action: 'cancel' }
      return round.phase === 'flying' ? { action: 'cash-out', bet: state.bet } : { action: 'wait' }
    case 'cashed-out':
    case 'lost':
      return { action: 'bet' }
    default:
      return { action: 'wait' }
  }
}
