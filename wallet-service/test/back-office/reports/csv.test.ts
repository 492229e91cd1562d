import { describe, expect, it } from 'vitest'
import { nairaText, reportCsv } from '../../../src/back-office/reports/csv.ts'
import { gameDayReport, type GameDayRow } from '../../../src/back-office/reports/game-days.ts'
import type { ReportColumn } from '../../../src/back-office/reports/report.ts'

type Line = { text: string; amount: bigint; count: number | null }
const columns: ReportColumn<Line>[] = [
  { heading: 'Text', value: (line) => line.text },
  { heading: 'Amount (NGN)', value: (line) => line.amount },
  { heading: 'Count', value: (line) => line.count },
]
const csvOf = (lines: Line[]) => reportCsv({ columns }, lines)
const cellOf = (text: string) =>
  csvOf([{ text, amount: 0n, count: 1 }])
    .split('\r\n')[1]!
    .split(',0.00,')[0]

describe('reports as CSV', () => {
  it('writes naira with two decimals exactly, from kobo', () => {
    expect([0n, 5n, 100n, 1234567n, -1n, -250n, 9_007_199_254_740_993n].map(nairaText)).toEqual([
      '0.00',
      '0.05',
      '1.00',
      '12345.67',
      '-0.01',
      '-2.50',
      '90071992547409.93',
    ])
  })

  it('quotes as RFC 4180 says: CRLF line ends, a field with a comma, quote or line break quoted, quotes doubled', () => {
    const csv = csvOf([
      { text: 'plain', amount: 150n, count: 2 },
      { text: 'Ade, Bola', amount: -7500n, count: null },
      { text: 'say "hi"', amount: 1n, count: 0 },
      { text: 'two\nlines', amount: 0n, count: 3 },
    ])
    expect(csv).toBe('Text,Amount (NGN),Count\r\nplain,1.50,2\r\n"Ade, Bola",-75.00,\r\n"say ""hi""",0.01,0\r\n"two\nlines",0.00,3\r\n')
  })

  it("puts an apostrophe before a text cell a spreadsheet would run as a formula, never before an amount's minus", () => {
    expect(cellOf('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`)
    expect(cellOf('+2348012345678')).toBe("'+2348012345678")
    expect(cellOf('-1+1')).toBe("'-1+1")
    expect(cellOf('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(cellOf('\tcmd')).toBe("'\tcmd")
    expect(cellOf('\rcmd')).toBe(`"'\rcmd"`)
    expect(cellOf('Ade = Bola')).toBe('Ade = Bola')
    expect(csvOf([{ text: 'loss', amount: -100n, count: -1 }])).toContain('\r\nloss,-1.00,-1\r\n')
  })

  it("writes a report's own columns, amounts headed in naira", () => {
    const row: GameDayRow = {
      day: '2026-03-01',
      family: 'instant',
      gameId: 20401,
      slug: 'spin-it',
      title: 'Spin It',
      stakes: 1000_00n,
      wins: 1250_50n,
      ggr: -250_50n,
      bets: 10,
      players: 3,
    }
    expect(reportCsv(gameDayReport, [row])).toBe(
      'Day (Lagos),Family,Game id,Game,Stakes (NGN),Wins (NGN),GGR (NGN),Bets,Players\r\n2026-03-01,instant,20401,Spin It,1000.00,1250.50,-250.50,10,3\r\n',
    )
  })
})
