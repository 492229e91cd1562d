import { describe, expect, it } from 'vitest'
import type { CommissionStatement } from '@9ja/contract'
import english from '@9ja/locales/en/agents.json' with { type: 'json' }
import { commissionCsv } from './commission-csv.ts'
import { commissionGameTitle } from './commission-games.ts'

const words = english.commission
const label = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], words) as string

const statement: CommissionStatement = {
  week: '2026-11-30',
  from: '2026-11-29T23:00:00.000Z',
  to: '2026-12-06T23:00:00.000Z',
  status: 'estimate',
  totals: {
    tickets: 1700,
    numbers: 10,
    players: 300,
    playersNgr: 1500,
    carriedIn: 0,
    carriedOut: 0,
    stakes: 22600,
    cap: 5650,
    capped: false,
    total: 2010,
  },
  paid: null,
  tickets: [
    {
      betId: 'ABCDEFGHJK',
      game: 'virtual-football',
      placedAt: '2026-12-01T09:00:00.000Z',
      selections: 1,
      stake: 10000,
      rate: 1,
      commission: 100,
    },
    {
      betId: 'MNPQRSTUVW',
      game: 'virtual-sports',
      placedAt: '2026-12-01T09:05:00.000Z',
      selections: 15,
      stake: 10000,
      rate: 16,
      commission: 1600,
    },
  ],
  numberTickets: [
    { betId: 'XYZ2345678', game: 'perfect-guess', placedAt: '2026-12-02T10:00:00.000Z', stake: 100, rate: 10, commission: 10 },
  ],
  players: [{ name: 'Ch***u O.', stakes: 2500, wins: 1000, ngr: 1500 }],
  weeks: [{ week: '2026-11-30', status: 'estimate', paid: null }],
}

describe('the commission statement as CSV', () => {
  it('writes every line with the figures the page shows, then the totals', () => {
    const csv = commissionCsv(statement, {
      label,
      gameTitle: (slug) => commissionGameTitle(slug, words.virtualSports),
    })
    expect(csv.split('\r\n')).toEqual([
      'Line,Bet ID or player,Game,Placed (Lagos time),Selections,Stake (NGN),Wins (NGN),Net revenue (NGN),Rate (%),Commission (NGN)',
      'Ticket,ABCDEFGHJK,Virtual Football,2026-12-01 10:00,1,10000.00,,,1,100.00',
      'Ticket,MNPQRSTUVW,Virtual Sports,2026-12-01 10:05,15,10000.00,,,16,1600.00',
      'Number ticket,XYZ2345678,Perfect Guess,2026-12-02 11:00,,100.00,,,10,10.00',
      'Player,Ch***u O.,,,,2500.00,1000.00,1500.00,,',
      'Tickets (rate by selections),,,,,,,,,1700.00',
      'Number game sales,,,,,,,,,10.00',
      "Your players' net gaming revenue,,,,,,,,,1500.00",
      'Carried in from earlier weeks,,,,,,,,,0.00',
      "Share of your players' revenue,,,,,,,,,300.00",
      'Carried to next week,,,,,,,,,0.00',
      'Stakes this week,,,,,,,,,22600.00',
      'Most commission for the week,,,,,,,,,5650.00',
      'Commission,,,,,,,,,2010.00',
      'Cap applied,,,,,,,,,No',
      '',
    ])
  })
})
