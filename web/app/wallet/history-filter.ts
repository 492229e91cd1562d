/** Which lines the wallet's history shows (the wallet-service's filter): all, the deposits and withdrawals, or the games' rows. */
export const HISTORY_FILTERS = ['all', 'payments', 'games'] as const
export type HistoryFilter = (typeof HISTORY_FILTERS)[number]
