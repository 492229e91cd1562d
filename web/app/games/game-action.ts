/**
 * What every game action's fetcher receives (game-action.server.ts): the status and message to show, the
 * wallet-service's refusal code when it gave one (INSUFFICIENT_BALANCE sends the player to a deposit), and
 * the action's data when it succeeded.
 */
export type GameActionAnswer<T> = { status: number; message: string; code: string | null; data: T | null }
