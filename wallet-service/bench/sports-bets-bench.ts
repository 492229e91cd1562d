/**
 * npm run bench:sports -w wallet-service
 *
 * The virtual sports' bets in the scheduled families' bench (scheduled-bets.ts): single bets of ₦100
 * spread over the markets of a matchday of nine matches, at BENCH_CLIENTS concurrent players (default
 * 64 and 256), BENCH_PLAYERS (default 16000); then the end of one match with BENCH_SETTLE_BETS open
 * bets, settled by settleEventBets as the events runner calls it.
 */
import type pg from 'pg'
import { settleEventBets } from '../src/games/virtual-sports/bets/settlement.ts'
import { createFootballEvent, finishEvent, footballResult } from '../test/games/virtual-sports/bet-events.ts'
import { runScheduledBetsBench } from './scheduled-bets.ts'

/** The selections players pick from: every football market. */
const CODES = ['1x2:1', '1x2:x', '1x2:2', 'dc:1x', 'ou2.5:over', 'ou2.5:under', 'btts:gg', 'btts:ng', 'cs:1-0', 'cs:2-1', 'ht:1', 'ht:x']

const single = (token: string, selection: string) => ({ token, kind: 'single', stake: 100, selections: [selection] })

const openBets = async (pool: pg.Pool, eventId: number) =>
  (
    await pool.query<{ n: number }>(
      `select count(*)::int as n from sports_bets b join sports_bet_legs l on l.bet_id = b.id
     where l.event_id = $1 and b.status = 'open'`,
      [eventId],
    )
  ).rows[0]!.n

await runScheduledBetsBench({
  name: 'sports bets',
  defaults: { clients: '64,256', players: 16_000 },
  placement: async (pool) => {
    const matchday = await Promise.all(Array.from({ length: 9 }, () => createFootballEvent(pool)))
    // The events' selections in turn, each market in turn.
    return (token, n) => single(token, matchday[n % matchday.length]!.selection(CODES[Math.floor(n / matchday.length) % CODES.length]!))
  },
  settlements: [
    {
      label: 'match',
      create: async (pool) => {
        const event = await createFootballEvent(pool)
        return {
          bet: (token, n) => single(token, event.selection(CODES[n % CODES.length]!)),
          finish: () => finishEvent(pool, event.id, footballResult(2, 1, 1, 0)),
          settle: async (house) => {
            const settled = await settleEventBets(pool, house, event.id, new Date())
            return { settled: settled.settledBets, detail: `${settled.settledLegs} legs` }
          },
          openLeft: () => openBets(pool, event.id),
        }
      },
    },
  ],
})
