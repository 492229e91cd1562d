import { myBets, type NumberBet } from '#app/betting/betting.server.ts'

/** The player's open bets come first; of the settled ones, the latest few show how the last draws went. */
const OPEN_FETCHED = 50
const SETTLED_FETCHED = 20
const SETTLED_SHOWN = 5

/**
 * The player's number bets on this game for its page: every open one (on the draws ahead and the one
 * being drawn), then the latest settled, newest first. My Bets lists sports and number bets together,
 * so this game's are picked out of the player's latest bets.
 */
export async function playerTickets(token: string, slug: string): Promise<NumberBet[]> {
  const [open, settled] = await Promise.all([myBets(token, 'open', OPEN_FETCHED), myBets(token, 'settled', SETTLED_FETCHED)])
  const ofThisGame = (bets: typeof open) =>
    (bets.data?.data ?? []).filter((bet): bet is NumberBet => bet.kind === 'number' && bet.selections[0]?.game === slug)
  return [...ofThisGame(open), ...ofThisGame(settled).slice(0, SETTLED_SHOWN)]
}
