import { describe, expect, it } from 'vitest'
import { statementCsv } from './statement-csv.ts'

describe('the activity statement as CSV', () => {
  it('writes a line per day and the total, naira with two decimals and fields quoted when they must be', () => {
    const figures = { deposits: 5000, withdrawals: 1000, stakes: 400.5, wins: 200, net: -200.5 }
    const csv = statementCsv(
      { month: '2026-03', days: [{ date: '2026-03-02', ...figures }], totals: figures },
      ['Date', 'Deposits (NGN)', 'Withdrawals (NGN)', 'Stakes (NGN)', 'Wins (NGN)', 'Net, wins less stakes (NGN)'],
      'Total',
    )
    expect(csv).toBe(
      [
        'Date,Deposits (NGN),Withdrawals (NGN),Stakes (NGN),Wins (NGN),"Net, wins less stakes (NGN)"',
        '2026-03-02,5000.00,1000.00,400.50,200.00,-200.50',
        'Total,5000.00,1000.00,400.50,200.00,-200.50',
        '',
      ].join('\r\n'),
    )
  })
})
