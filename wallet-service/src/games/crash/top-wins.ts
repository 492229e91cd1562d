import { koboToNaira } from '@9ja/money'
import type { Queryable } from '../../db/queryable.ts'
import type { Clock } from '../../time/clock.ts'
import { nextLagosDay, startOfLagosDay, startOfLagosMonth } from '../../time/lagos.ts'
import { maskedName, x100ToMultiplier } from './public.ts'

/** How many wins a top list holds. */
export const TOP_WINS_LIMIT = 10

export const TOP_WIN_PERIODS = ['day', 'month'] as const
export type TopWinPeriod = (typeof TOP_WIN_PERIODS)[number]

/** A cash-out among a game's largest of a Lagos day or month, as every visitor may see it. */
export type TopWin = {
  betId: number
  roundId: number
  /** Masked as in the round's list of bets: "Ch***u". */
  player: string
  /** The stake, in naira. */
  amount: number
  multiplier: number
  /** What the cash-out paid (stake included), in naira. */
  win: number
  /** When it was cashed out, on the service's clock (ISO). */
  at: string
}

export type TopWins = { period: TopWinPeriod; from: string; to: string; wins: TopWin[] }

/**
 * The largest cash-outs of one game settled in [$2, $3): its rounds started in that stretch (or in the
 * hour before it, for a flight that crossed midnight; no flight lasts an hour) through the crash_rounds
 * index on (game, started_at), then each round's cash-outs through the partial index of cashed-out bets
 * (migration 0028): a day's cash-outs, never the game's whole history. The names are joined to the
 * ten kept only.
 */
const TOP_WINS_SQL = `with top as (
  select b.id, b.round_id, b.user_id, b.stake_kobo, b.cashed_x100, b.payout_kobo, b.settled_at
    from crash_rounds r
    join crash_bets b on b.round_id = r.id and b.status = 'cashed-out'
   where r.game = $1 and r.started_at >= $2::timestamptz - interval '1 hour' and r.started_at < $3::timestamptz
     and b.settled_at >= $2::timestamptz and b.settled_at < $3::timestamptz
   order by b.payout_kobo desc, b.id
   limit $4
)
select top.id, top.round_id, u.full_name, top.stake_kobo::text as stake_kobo, top.cashed_x100,
       top.payout_kobo::text as payout_kobo, top.settled_at
  from top join users u on u.id = top.user_id
 order by top.payout_kobo desc, top.id`

type Row = {
  id: string
  round_id: string
  full_name: string
  stake_kobo: string
  cashed_x100: number
  payout_kobo: string
  settled_at: Date
}

/** Largest first; between equal wins the earlier bet first. */
const byWin = (a: TopWin, b: TopWin) => b.win - a.win || a.betId - b.betId

/** A finished day is kept once this long over: a cash-out stamped by another process's clock has long been written. */
const DAY_SETTLED_MS = 60_000
/** A list of the current day or month is reused this long: a page full of viewers asks the database once. */
const FRESH_MS = 5_000

async function readDay(db: Queryable, game: string, from: Date, to: Date): Promise<TopWin[]> {
  const { rows } = await db.query<Row>(TOP_WINS_SQL, [game, from, to, TOP_WINS_LIMIT])
  return rows.map((row) => ({
    betId: Number(row.id),
    roundId: Number(row.round_id),
    player: maskedName(row.full_name),
    amount: koboToNaira(BigInt(row.stake_kobo)),
    multiplier: x100ToMultiplier(row.cashed_x100),
    win: koboToNaira(BigInt(row.payout_kobo)),
    at: row.settled_at.toISOString(),
  }))
}

/**
 * A crash game's top wins of the current Lagos day or month. A month's list is the best of its days'
 * lists: each finished day's is read once and kept (its cash-outs never change), so a month costs the
 * current day's query plus, once, one per earlier day. The current lists are reused for FRESH_MS.
 */
export function topWinsReader(db: Queryable, clock: Clock) {
  const finishedDays = new Map<string, TopWin[]>()
  const fresh = new Map<string, { at: number; day: number; answer: Promise<TopWins> }>()

  async function dayList(game: string, dayStart: Date, now: number): Promise<TopWin[]> {
    const dayEnd = nextLagosDay(dayStart)
    if (dayEnd.getTime() + DAY_SETTLED_MS > now) return readDay(db, game, dayStart, dayEnd)
    const key = `${game}|${dayStart.toISOString()}`
    const kept = finishedDays.get(key)
    if (kept) return kept
    const list = await readDay(db, game, dayStart, dayEnd)
    finishedDays.set(key, list)
    return list
  }

  async function compute(game: string, period: TopWinPeriod, now: number): Promise<TopWins> {
    const today = startOfLagosDay(new Date(now))
    const to = nextLagosDay(today)
    if (period === 'day') return { period, from: today.toISOString(), to: to.toISOString(), wins: await dayList(game, today, now) }
    const monthStart = startOfLagosMonth(new Date(now))
    // Only this month's days are ever asked again.
    for (const key of finishedDays.keys()) if (key.split('|')[1]! < monthStart.toISOString()) finishedDays.delete(key)
    const days: Date[] = []
    for (let day = monthStart; day <= today; day = nextLagosDay(day)) days.push(day)
    const lists = await Promise.all(days.map((day) => dayList(game, day, now)))
    return { period, from: monthStart.toISOString(), to: to.toISOString(), wins: lists.flat().sort(byWin).slice(0, TOP_WINS_LIMIT) }
  }

  return (game: string, period: TopWinPeriod): Promise<TopWins> => {
    const now = clock.now()
    const key = `${game}|${period}`
    const day = startOfLagosDay(new Date(now)).getTime()
    const reused = fresh.get(key)
    if (reused && reused.day === day && now >= reused.at && now - reused.at < FRESH_MS) return reused.answer
    const answer = compute(game, period, now)
    fresh.set(key, { at: now, day, answer })
    answer.catch(() => {
      if (fresh.get(key)?.answer === answer) fresh.delete(key)
    })
    return answer
  }
}
