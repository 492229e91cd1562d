import { formatKobo } from '@9ja/money'
import { description, type Description } from '../../ledger/descriptions.ts'

/**
 * Settlement of many open bets at once (a sports event's, a number draw's): read a chunk of bets in id
 * order, judge them in TypeScript, write the chunk in ONE conditional statement (from 'open', with
 * its journal entries and postings), so each bet is paid exactly once whoever runs it; a run cut off
 * part-way is resumed by the next, which finds only what is still open.
 */

/** Bets judged and written per statement. */
export const SETTLE_CHUNK = 2000
/** Chunks written at once (on their own connections when the writer's `db` is a pool): while one commits, the next is read and written. */
export const SETTLE_WRITERS = 2

/** A chunk read after a bet id: the id to read on from, and the chunk's settlements (none: nothing of it to settle). */
export type SettleChunk<Settlement> = { last: number; settlements: Settlement[] }

/**
 * Reads chunks with `next(after)` (null: no bets left) and writes each with `write`, at most
 * SETTLE_WRITERS at once. Answers how many bets the writes settled. Every chunk started is finished
 * (or failed) before the answer, so a failure is reported and a rerun resumes.
 */
export async function settleInChunks<Settlement>(
  next: (after: number) => Promise<SettleChunk<Settlement> | null>,
  write: (settlements: Settlement[]) => Promise<number>,
): Promise<number> {
  const writing = new Set<Promise<number>>()
  let settled = 0
  let failure: unknown = null
  try {
    for (let after = 0; ;) {
      const chunk = await next(after)
      if (chunk === null) break
      if (writing.size >= SETTLE_WRITERS) await Promise.race(writing)
      if (chunk.settlements.length > 0) {
        const done: Promise<number> = write(chunk.settlements).then((count) => {
          writing.delete(done)
          settled += count
          return count
        })
        writing.add(done)
        done.catch(() => {})
      }
      after = chunk.last
    }
  } catch (error) {
    failure = error
  }
  const outcomes = await Promise.allSettled([...writing])
  const failed = outcomes.find((outcome) => outcome.status === 'rejected')
  if (failure !== null || failed) throw failure ?? failed!.reason
  return settled
}

/** A settled bet's ledger line: "Virtual Football: bet 7KQ2M9XHDP won ₦1,500", "... void, ₦100 refunded", "... lost". */
export function settledBetLine(
  game: string,
  betCode: string,
  outcome: { status: 'won' | 'lost' | 'void'; payoutKobo: bigint; jackpot?: boolean },
  stakeKobo: bigint,
): Description {
  const params = { game, bet: betCode, won: formatKobo(outcome.payoutKobo), stake: formatKobo(stakeKobo) }
  if (outcome.status === 'void') return description('betVoid', params)
  if (outcome.status === 'lost') return description('betLost', params)
  return description(outcome.jackpot ? 'betWonJackpot' : 'betWon', params)
}
