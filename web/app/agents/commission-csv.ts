import { csvNaira, csvText } from '#app/utils/csv.ts'
import type { CommissionStatement } from '@9ja/contract'

/** The CSV's words, in the agent's language; `gameTitle` names a game by its slug. */
export type CommissionCsvWords = { label: (key: string) => string; gameTitle: (slug: string) => string }

/** A moment as a spreadsheet sorts it, in Lagos time (WAT, UTC+1 all year): 2026-12-01 10:00. */
const lagosTime = (iso: string) => new Date(Date.parse(iso) + 3_600_000).toISOString().slice(0, 16).replace('T', ' ')

/** The CSV's columns: each heading's key, and whether it holds naira (its heading says so). */
const COLUMNS = [
  ['csv.line', false],
  ['csv.reference', false],
  ['columns.game', false],
  ['csv.placedAt', false],
  ['columns.selections', false],
  ['columns.stake', true],
  ['columns.wins', true],
  ['columns.ngr', true],
  ['csv.rate', false],
  ['columns.commission', true],
] as const
const TOTALS = ['tickets', 'numbers', 'playersNgr', 'carriedIn', 'players', 'carriedOut', 'stakes', 'cap', 'total'] as const

/**
 * Every line of the statement, with the figures the page shows, then its totals: naira with two
 * decimals, rates in percent. A player's line names the player where a ticket has its bet ID.
 */
export function commissionCsv(statement: CommissionStatement, { label, gameTitle }: CommissionCsvWords): string {
  const naira = csvNaira
  const blank = ''
  const totalLine = (key: string, value: string) => [label(key), ...Array<string>(COLUMNS.length - 2).fill(blank), value]
  return csvText([
    COLUMNS.map(([key, inNaira]) => (inNaira ? `${label(key)} (NGN)` : label(key))),
    ...statement.tickets.map((line) => [
      label('csv.ticket'),
      line.betId,
      gameTitle(line.game),
      lagosTime(line.placedAt),
      String(line.selections),
      naira(line.stake),
      blank,
      blank,
      String(line.rate),
      naira(line.commission),
    ]),
    ...statement.numberTickets.map((line) => [
      label('csv.numberTicket'),
      line.betId,
      gameTitle(line.game),
      lagosTime(line.placedAt),
      blank,
      naira(line.stake),
      blank,
      blank,
      String(line.rate),
      naira(line.commission),
    ]),
    ...statement.players.map((line) => [
      label('csv.player'),
      line.name,
      blank,
      blank,
      blank,
      naira(line.stakes),
      naira(line.wins),
      naira(line.ngr),
      blank,
      blank,
    ]),
    ...TOTALS.map((key) => totalLine(`totals.${key}`, naira(statement.totals[key]))),
    totalLine('totals.capApplied', label(statement.totals.capped ? 'totals.yes' : 'totals.no')),
  ])
}
