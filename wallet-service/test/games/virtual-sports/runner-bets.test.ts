import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { raceSelectionWins, type RaceResult } from '@9ja/virtual-sports'
import { horseRace } from '../../../src/games/virtual-sports/horse-race/definition.ts'
import { checkLedgerInvariants } from '../../../src/ledger/ledger.ts'
import { createTestApp, type TestApp } from '../../support/database.ts'
import { ManualClock } from '../../support/manual-clock.ts'
import { createTestUser, creditWallet } from '../../support/users.ts'
import { balanceKobo } from '../helpers.ts'
import { eventsOf, recordingSettlement, runnerFor } from './helpers.ts'

let t: TestApp
// The service judges whether a race still takes bets by the same clock the runner schedules it by: on the
// real clock a loaded machine let the first race's betting close between the runner's step and the bets.
const clock = new ManualClock(Date.now())
beforeAll(async () => {
  t = await createTestApp({}, { clock })
})
afterAll(async () => t.close())

describe('the event runner with the bets', () => {
  it("settles the bets of a race it finishes, paying the winners once, and refunds a void race's bets", async () => {
    const database = { pool: t.pool, url: t.config.WALLET_DATABASE_URL }
    const settlement = recordingSettlement(t.pool)
    const runner = runnerFor(database, horseRace, clock, settlement, { lateVoidMs: 60_000 })
    await runner.step()
    const [race, late] = await eventsOf(t.pool, horseRace.slug)
    const runners = (race!.model as { strengths: number[] }).strengths.length
    const user = await createTestUser(t.pool)
    await creditWallet(t.pool, user.userId, 100_000_00n)
    // A single on every runner to win, and one on the next race.
    const selections = Array.from({ length: runners }, (_, at) => `${race!.id}:win:${at + 1}`)
    const placed = await t.app.inject({
      method: 'POST',
      url: '/agent/bets',
      payload: { token: user.token, kind: 'single', stake: 100, selections },
    })
    expect(placed.statusCode).toBe(200)
    const betIds: string[] = placed.json().data.betIds
    const lateBet = await t.app.inject({
      method: 'POST',
      url: '/agent/bets',
      payload: { token: user.token, kind: 'single', stake: 500, selections: [`${late!.id}:win:1`] },
    })
    expect(lateBet.statusCode).toBe(200)
    const afterStakes = await balanceKobo(t.pool, user.userId)
    expect(afterStakes).toBe(100_000_00n - BigInt(runners) * 100_00n - 500_00n)

    // The first race is run on time; the runner then stops until the second is more than a minute late.
    clock.jumpTo(race!.starts_at.getTime())
    await runner.step()
    clock.jumpTo(race!.ends_at.getTime())
    await runner.step()
    const finished = (await eventsOf(t.pool, horseRace.slug)).find((event) => event.id === race!.id)!
    expect(finished.status).toBe('finished')
    expect(finished.settled_at).not.toBeNull()
    const winner = (finished.result as RaceResult).order[0]!
    const checked = await Promise.all(
      betIds.map(async (betId) => (await t.app.inject({ method: 'GET', url: `/bets/${betId}` })).json().data),
    )
    for (const [at, bet] of checked.entries()) {
      expect(bet.status).toBe(raceSelectionWins(`win:${at + 1}`, finished.result as RaceResult, runners) ? 'won' : 'lost')
    }
    const won = checked.find((bet) => bet.status === 'won')!
    expect(won.selections[0].name).toContain(`${winner} `)
    // ₦100 at odds of oddsX100 hundredths wins oddsX100 naira.
    expect(won.amountWon).toBe(finished.odds[`win:${winner}`])
    const afterRace = await balanceKobo(t.pool, user.userId)
    expect(afterRace).toBe(afterStakes + BigInt(Math.round(won.amountWon * 100)))

    clock.jumpTo(late!.starts_at.getTime() + 60_001)
    await runner.step()
    const voided = (await eventsOf(t.pool, horseRace.slug)).find((event) => event.id === late!.id)!
    expect(voided).toMatchObject({ status: 'void' })
    const refunded = (await t.app.inject({ method: 'GET', url: `/bets/${lateBet.json().data.betIds[0]}` })).json().data
    expect(refunded).toMatchObject({ status: 'void', amountWon: 500 })
    expect(await balanceKobo(t.pool, user.userId)).toBe(afterRace + 500_00n)

    // Run again (another runner resuming): nothing is settled or paid twice.
    await runner.step()
    expect(settlement.settled).toEqual([Number(race!.id)])
    expect(settlement.voided).toEqual([Number(late!.id)])
    expect(await balanceKobo(t.pool, user.userId)).toBe(afterRace + 500_00n)
    expect(await checkLedgerInvariants(t.pool)).toEqual([])
  })
})
