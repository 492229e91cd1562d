import { createHash, createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/database.ts'
import { createTestUser, creditWallet } from '../support/users.ts'
import { spinOutcome } from '../../src/games/spin-it/paytable.ts'
import { drawPocket } from '../../src/games/roulette/wheel.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

const call = async (url: string, payload: Record<string, unknown>) => {
  const response = await t.app.inject({ method: 'POST', url, payload })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data
}

describe('provable fairness API', () => {
  it('shows the seed hash first, reveals the seed on rotation, and every round recomputes from it', async () => {
    const user = await createTestUser(t.pool)
    await creditWallet(t.pool, user.userId, 5_000_00n)
    const before = await call('/games/fairness/seed', { token: user.token })
    expect(before).toMatchObject({ nonce: 0 })
    expect(before.serverSeedHash).toMatch(/^[0-9a-f]{64}$/)
    const chosen = await call('/games/fairness/client-seed', { token: user.token, clientSeed: 'my-lucky-seed' })
    expect(chosen).toEqual({ ...before, clientSeed: 'my-lucky-seed' })

    for (let i = 0; i < 3; i++) await call('/agent/spin-multiplier', { token: user.token, betAmount: '100' })
    await call('/games/roulette/spin', { token: user.token, bets: [{ type: 'straight', selection: 7, amount: 100 }] })
    const hidden = await call('/games/fairness/rounds', { token: user.token })
    expect(hidden).toHaveLength(4)
    expect(hidden.every((round: { serverSeed: string | null }) => round.serverSeed === null)).toBe(true)

    const rotated = await call('/games/fairness/rotate', { token: user.token })
    expect(rotated.previous).toMatchObject({ serverSeedHash: before.serverSeedHash, clientSeed: 'my-lucky-seed', roundsPlayed: 4 })
    expect(createHash('sha256').update(rotated.previous.serverSeed).digest('hex')).toBe(before.serverSeedHash)
    expect(rotated.current.serverSeedHash).not.toBe(before.serverSeedHash)
    expect(rotated.current).toMatchObject({ nonce: 0, clientSeed: 'my-lucky-seed' })

    const rounds = await call('/games/fairness/rounds', { token: user.token })
    for (const round of rounds) {
      expect(round.serverSeed).toBe(rotated.previous.serverSeed)
      const seeds = { serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce }
      if (round.game === 'spin-it') expect(spinOutcome(seeds, 100_00n).index).toBe(round.outcome.index)
      else expect(drawPocket(seeds)).toBe(round.outcome.number)
    }
    // Independent of our code: the first word of HMAC-SHA256(seed, "client:nonce:0") decides it.
    const first = rounds.at(-1)
    const word = createHmac('sha256', first.serverSeed).update(`${first.clientSeed}:${first.nonce}:0`).digest().readUInt32BE(0)
    expect(word % 24).toBe(first.outcome.index)
    expect(rounds.map((round: { nonce: number }) => round.nonce)).toEqual([3, 2, 1, 0])
  })

  it('validates the client seed and needs a login', async () => {
    const user = await createTestUser(t.pool)
    const response = await t.app.inject({
      method: 'POST',
      url: '/games/fairness/client-seed',
      payload: { token: user.token, clientSeed: 'has space' },
    })
    expect(response.statusCode).toBe(400)
    expect((await t.app.inject({ method: 'POST', url: '/games/fairness/seed', payload: {} })).statusCode).toBe(401)
  })
})
