import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { referredPlayerCounts, referredPlayers } from '../../src/agents/referred-players.ts'
import { createTestApp, type TestApp } from '../support/database.ts'
import { ManualClock } from '../support/manual-clock.ts'
import { createTestUser, creditWallet, type TestUser } from '../support/users.ts'
import { createFootballEvent } from '../games/virtual-sports/bet-events.ts'

const DAY = 24 * 60 * 60 * 1000
// Stands still unless moved: the Lagos week is the one holding the test's start.
const clock = new ManualClock(Date.now())
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ BET_MIN_STAKE: '100' }, { clock })
})
afterAll(async () => t.close())

/** A player who signed up with `referrer`'s code, joined (finished signing up) at `joinedAt`. */
async function referred(referrer: TestUser, fullName: string, joinedAt: Date, userType: 'individual' | 'agent' = 'individual') {
  const user = await createTestUser(t.pool, { fullName, userType })
  await t.pool.query(`update users set referred_by = $2, verified_at = $3 where id = $1`, [user.userId, referrer.userId, joinedAt])
  return user
}

const players = (agent: TestUser) => t.app.inject({ method: 'POST', url: '/agent/players', payload: { token: agent.token } })

describe("an agent's players", () => {
  it('lists the players who signed up with the agent’s code, newest first, masked, with their stakes this Lagos week', async () => {
    const agent = await createTestUser(t.pool, { userType: 'agent' })
    const otherAgent = await createTestUser(t.pool, { userType: 'agent' })
    const now = clock.now()
    const playing = await referred(agent, 'Chinedu Okafor', new Date(now - 3 * DAY))
    await referred(agent, 'Ada Eze', new Date(now - DAY))
    // Not the agent's players: another agent's, an agent it recruited, a signup never finished.
    await referred(otherAgent, 'Bola Ade', new Date(now - DAY))
    await referred(agent, 'Musa Bello', new Date(now - DAY), 'agent')
    const unfinished = await createTestUser(t.pool, { fullName: 'Tunde Bakare' })
    await t.pool.query(`update users set referred_by = $2, verified_at = null where id = $1`, [unfinished.userId, agent.userId])

    await creditWallet(t.pool, playing.userId, 100_000n)
    const event = await createFootballEvent(t.pool)
    for (const stake of [250, 150]) {
      const bet = await t.app.inject({
        method: 'POST',
        url: '/agent/bets',
        payload: { token: playing.token, kind: 'single', stake, selections: [event.selection('1x2:1')] },
      })
      expect(bet.statusCode).toBe(200)
    }

    const answer = await players(agent)
    expect(answer.statusCode).toBe(200)
    expect(answer.json().data).toEqual({
      referred: 2,
      playedThisWeek: 1,
      players: [
        { name: 'A*** E.', joinedAt: new Date(now - DAY).toISOString(), playedThisWeek: false, stakesThisWeek: 0 },
        { name: 'Ch***u O.', joinedAt: new Date(now - 3 * DAY).toISOString(), playedThisWeek: true, stakesThisWeek: 400 },
      ],
    })
    expect(await referredPlayerCounts(t.pool, agent.userId, new Date(now))).toEqual({ referred: 2, playedThisWeek: 1 })
    expect((await players(otherAgent)).json().data).toMatchObject({ referred: 1, playedThisWeek: 0 })

    // A week later (the session has expired by then) the stakes belong to the week before: nobody has played this week yet.
    clock.jumpTo(now + 7 * DAY)
    expect(await referredPlayerCounts(t.pool, agent.userId, new Date(clock.now()))).toEqual({ referred: 2, playedThisWeek: 0 })
    expect((await referredPlayers(t.pool, agent.userId, new Date(clock.now())))[1]).toMatchObject({
      name: 'Ch***u O.',
      playedThisWeek: false,
      stakesThisWeek: 0,
    })
  })
})
