import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/database.ts'
import { createTestUser, creditWallet } from '../support/users.ts'
import { checkLedgerInvariants } from '../../src/ledger/ledger.ts'
import { SPIN_IT_SEGMENTS, spinOutcome } from '../../src/games/spin-it/paytable.ts'
import { balanceKobo, chooseClientSeedFor } from './helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

const spin = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/agent/spin-multiplier', payload, headers })
const indexOf = (result: string) => SPIN_IT_SEGMENTS.findIndex((segment) => segment.result === result)
const steerTo = (token: string, index: number) =>
  chooseClientSeedFor(t.app, t.pool, token, (seeds) => spinOutcome(seeds, 100_00n).index === index)

describe('POST /agent/spin-multiplier', () => {
  it('asks for login without a token and refuses amounts under N100', async () => {
    const noToken = await spin({ betAmount: '100' })
    expect(noToken.statusCode).toBe(401)
    expect(noToken.json().message).toBe('Please login to continue')
    const user = await createTestUser(t.pool)
    for (const betAmount of ['99', '0', 'abc', '', -5]) {
      const response = await spin({ token: user.token, betAmount })
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toBe('The least amount is N100')
    }
    expect((await spin({ token: user.token })).json().message).toBe('The least amount is N100')
  })

  it('refuses a bet with more than two decimals instead of rounding it, and spins nothing', async () => {
    const user = await createTestUser(t.pool)
    await creditWallet(t.pool, user.userId, 1_000_00n)
    for (const betAmount of ['100.999', 100.001]) {
      const response = await spin({ token: user.token, betAmount })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ status: 400, code: 'TOO_MANY_DECIMALS', message: 'Amount can have at most 2 decimal places.' })
    }
    expect(await balanceKobo(t.pool, user.userId)).toBe(1_000_00n)
  })

  // The session is resolved inside the spin's first statement, not by the requireSession preHandler: it must refuse the same tokens.
  it('refuses an unknown, expired or revoked session and spins nothing', async () => {
    const user = await createTestUser(t.pool)
    await creditWallet(t.pool, user.userId, 1_000_00n)
    const refused = async (token: string) => {
      const response = await spin({ token, betAmount: '100' })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toMatchObject({ code: 'SESSION_INVALID', message: 'Your session has expired. Please login to continue' })
    }
    await refused('not-a-session-token')
    await t.pool.query(`update sessions set expires_at = now() - interval '1 second' where user_id = $1`, [user.userId])
    await refused(user.token)
    await t.pool.query(`update sessions set expires_at = now() + interval '1 day', revoked_at = now() where user_id = $1`, [user.userId])
    await refused(user.token)
    const rounds = await t.pool.query('select count(*)::int as n from game_rounds where user_id = $1', [user.userId])
    expect(rounds.rows[0].n).toBe(0)
    expect(await balanceKobo(t.pool, user.userId)).toBe(1_000_00n)
  })

  it('refuses a bet the wallet cannot cover and moves no money', async () => {
    const user = await createTestUser(t.pool)
    await creditWallet(t.pool, user.userId, 50_00n)
    const response = await spin({ token: user.token, betAmount: '100' })
    expect(response.statusCode).toBe(402)
    expect(response.json().message).toBe('INSUFFICIENT BALANCE')
    expect(await balanceKobo(t.pool, user.userId)).toBe(50_00n)
  })

  it('pays a win in the same ledger entry as the stake', async () => {
    const user = await createTestUser(t.pool)
    await creditWallet(t.pool, user.userId, 1_000_00n)
    await steerTo(user.token, indexOf('x10'))
    const response = await spin({ token: user.token, betAmount: '100' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ status: 200, message: 'Success', data: { index: 0, result: 'x10', amountWon: 1000 } })
    expect(await balanceKobo(t.pool, user.userId)).toBe(1_900_00n)
    const postings = await t.pool.query(
      `select p.amount_kobo, a.code from journal_entries e join postings p on p.entry_id = e.id join ledger_accounts a on a.id = p.account_id
        where e.kind = 'game:spin-it' and e.user_id = $1 order by p.id`,
      [user.userId],
    )
    expect(postings.rows.map((row) => [row.code.startsWith('wallet:') ? 'wallet' : row.code, row.amount_kobo])).toEqual([
      ['wallet', '-10000'],
      ['house:game_stakes', '10000'],
      ['house:game_wins', '-100000'],
      ['wallet', '100000'],
    ])
    expect(await checkLedgerInvariants(t.pool)).toEqual([])
  })

  it('takes the stake on a loss', async () => {
    const user = await createTestUser(t.pool)
    await creditWallet(t.pool, user.userId, 1_000_00n)
    await steerTo(user.token, indexOf('lose'))
    const response = await spin({ token: user.token, betAmount: 250 })
    expect(response.json().data).toMatchObject({ result: 'lose', amountWon: 0, freeSpin: false })
    expect(await balanceKobo(t.pool, user.userId)).toBe(750_00n)
  })

  it("holds a free spin after 'spin-again' and spends it on the next spin at the same stake", async () => {
    const user = await createTestUser(t.pool)
    await creditWallet(t.pool, user.userId, 500_00n)
    await steerTo(user.token, indexOf('spin-again'))
    const first = await spin({ token: user.token, betAmount: '500' })
    expect(first.json().data).toMatchObject({ result: 'spin-again', amountWon: 0, freeSpin: false })
    expect(await balanceKobo(t.pool, user.userId)).toBe(0n)
    // The wallet is empty now, yet the held free spin plays (no debit) at the ₦500 it was won with.
    await chooseClientSeedFor(t.app, t.pool, user.token, (seeds) => spinOutcome(seeds, 500_00n).result === 'x2')
    const free = await spin({ token: user.token, betAmount: '100' })
    expect(free.statusCode).toBe(200)
    expect(free.json().data).toMatchObject({ result: 'x2', amountWon: 1000, freeSpin: true })
    expect(await balanceKobo(t.pool, user.userId)).toBe(1_000_00n)
    const held = await t.pool.query('select count(*)::int as n from free_rounds where user_id = $1', [user.userId])
    expect(held.rows[0].n).toBe(0)
    expect(await checkLedgerInvariants(t.pool)).toEqual([])
  })

  it('settles a replayed request once and refuses the key for a different bet', async () => {
    const user = await createTestUser(t.pool)
    await creditWallet(t.pool, user.userId, 1_000_00n)
    const headers = { 'idempotency-key': 'spin-replay-1' }
    const first = await spin({ token: user.token, betAmount: '100' }, headers)
    const again = await Promise.all([1, 2, 3].map(() => spin({ token: user.token, betAmount: '100' }, headers)))
    for (const response of again) expect(response.json()).toEqual(first.json())
    const inBody = await spin({ token: user.token, betAmount: '100', idempotencyKey: 'spin-replay-1' })
    expect(inBody.json()).toEqual(first.json())
    const rounds = await t.pool.query('select count(*)::int as n from game_rounds where user_id = $1', [user.userId])
    expect(rounds.rows[0].n).toBe(1)
    const won = BigInt(Math.round(first.json().data.amountWon * 100))
    expect(await balanceKobo(t.pool, user.userId)).toBe(1_000_00n - 100_00n + won)
    await creditWallet(t.pool, user.userId, 100_00n)
    const otherBet = await spin({ token: user.token, betAmount: '200' }, headers)
    expect(otherBet.statusCode).toBe(409)
    // Keys are data, never SQL.
    const quoted = { 'idempotency-key': "it's'; drop table games; --" }
    const first2 = await spin({ token: user.token, betAmount: '100' }, quoted)
    expect(first2.statusCode).toBe(200)
    expect((await spin({ token: user.token, betAmount: '100' }, quoted)).json()).toEqual(first2.json())
    expect((await t.pool.query('select count(*)::int as n from games')).rows[0].n).toBe(17)
  })

  it('never overdraws a wallet under concurrent spins', async () => {
    const user = await createTestUser(t.pool)
    await creditWallet(t.pool, user.userId, 500_00n)
    const responses = await Promise.all(Array.from({ length: 40 }, () => spin({ token: user.token, betAmount: '100' })))
    const statuses = new Set(responses.map((response) => response.statusCode))
    for (const status of statuses) expect([200, 402]).toContain(status)
    const totals = await t.pool.query<{ stakes: string; payouts: string; n: number }>(
      'select coalesce(sum(stake_kobo), 0) as stakes, coalesce(sum(payout_kobo), 0) as payouts, count(*)::int as n from game_rounds where user_id = $1',
      [user.userId],
    )
    const { stakes, payouts, n } = totals.rows[0]!
    expect(n).toBe(responses.filter((response) => response.statusCode === 200).length)
    const balance = await balanceKobo(t.pool, user.userId)
    expect(balance).toBeGreaterThanOrEqual(0n)
    expect(balance).toBe(500_00n - BigInt(stakes) + BigInt(payouts))
    expect(await checkLedgerInvariants(t.pool)).toEqual([])
  })
  it('settles concurrent spins of many players in shared statements, refusing only the player who is short', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => createTestUser(t.pool)))
    for (const player of players) await creditWallet(t.pool, player.userId, 1_000_00n)
    const short = await createTestUser(t.pool)
    await creditWallet(t.pool, short.userId, 50_00n)
    const everyone = [...players, short]
    const responses = await Promise.all(everyone.map((player) => spin({ token: player.token, betAmount: '100' })))
    expect(responses.slice(0, 12).map((response) => response.statusCode)).toEqual(Array(12).fill(200))
    expect(responses[12]!.statusCode).toBe(402)
    expect(await balanceKobo(t.pool, short.userId)).toBe(50_00n)
    // Rounds written by one statement share its transaction id: fewer transactions than rounds means they were batched.
    const written = await t.pool.query<{ rounds: number; transactions: number }>(
      'select count(*)::int as rounds, count(distinct xmin::text)::int as transactions from game_rounds where user_id = any($1::bigint[])',
      [players.map((player) => player.userId)],
    )
    expect(written.rows[0]!.rounds).toBe(12)
    expect(written.rows[0]!.transactions).toBeLessThan(12)
    expect(await checkLedgerInvariants(t.pool)).toEqual([])
  })

  it('spends a held free spin once when the player spins twice at the same moment', async () => {
    const user = await createTestUser(t.pool)
    await creditWallet(t.pool, user.userId, 500_00n)
    await steerTo(user.token, indexOf('spin-again'))
    await spin({ token: user.token, betAmount: '500' })
    await creditWallet(t.pool, user.userId, 1_000_00n)
    // No 'spin-again' in the next rounds (a retried spin takes a third nonce), so no new free spin joins in.
    await chooseClientSeedFor(t.app, t.pool, user.token, (seeds) =>
      [0, 1, 2].every((ahead) => spinOutcome({ ...seeds, nonce: Number(seeds.nonce) + ahead }, 100_00n).result !== 'spin-again'),
    )
    const responses = await Promise.all([1, 2].map(() => spin({ token: user.token, betAmount: '100' })))
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200])
    expect(responses.filter((response) => response.json().data.freeSpin).length).toBe(1)
    // Every free spin granted is either spent or still held: none lost, none spent twice.
    const ledger = await t.pool.query<{ granted: number; spent: number; held: number }>(
      `select (select count(*)::int from game_rounds where user_id = $1 and outcome->>'result' = 'spin-again') as granted,
              (select count(*)::int from game_rounds where user_id = $1 and free_round) as spent,
              (select count(*)::int from free_rounds where user_id = $1) as held`,
      [user.userId],
    )
    const { granted, spent, held } = ledger.rows[0]!
    expect(spent).toBe(1)
    expect(granted).toBe(spent + held)
    expect(await checkLedgerInvariants(t.pool)).toEqual([])
  })
})
