import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { description, englishText } from '../../src/ledger/descriptions.ts'
import { createTestApp, type TestApp } from '../support/database.ts'
import { createTestUser, creditWallet } from '../support/users.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

// Issue 21 item 28: the wallet's lines in the player's language, not English stored once and for all.
describe('transaction descriptions', () => {
  it('are stored as a key and its values beside the English text, and the history returns all three', async () => {
    const user = await createTestUser(t.pool)
    await creditWallet(t.pool, user.userId, 1_500_00n)
    const answer = await t.app.inject({ method: 'POST', url: '/agent/trasaction-history', payload: { token: user.token } })
    expect(answer.json().data).toEqual([
      expect.objectContaining({
        description: 'Deposit by bank transfer from the test',
        descriptionKey: 'depositByBank',
        descriptionParams: { sender: 'the test' },
      }),
    ])
  })

  it('render their English from locales/en/ledger.json, a value not given yet left for the statement to fill', async () => {
    expect(englishText(description('crashCashedOut', { game: 'Jet Crash', multiplier: '2.00x', won: '₦200', round: '7' }))).toBe(
      'Jet Crash: cashed out at 2.00x, won ₦200 (round 7)',
    )
    expect(englishText(description('crashBet', { game: 'Jet Crash', stake: '₦100' }))).toBe('Jet Crash: bet ₦100 (round {{round}})')
    const { rows } = await t.pool.query<{ text: string }>(`select ledger_text($1, $2::jsonb) as text`, [
      'Jet Crash: bet ₦100 (round {{round}})',
      JSON.stringify({ round: '42' }),
    ])
    expect(rows[0]!.text).toBe('Jet Crash: bet ₦100 (round 42)')
  })
})
