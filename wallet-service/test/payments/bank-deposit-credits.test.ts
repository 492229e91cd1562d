import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import pino from 'pino'
import { createTestDatabase } from '../support/database.ts'
import { createTestUser } from '../support/users.ts'
import { checkLedgerInvariants } from '../../src/ledger/ledger.ts'
import { BankDepositCredits, creditBankDeposits, type CreditAccounts } from '../../src/payments/bank-deposit-credits.ts'
import { bankTransferCredit, depositCreditAccounts } from './helpers.ts'
import type { Pool } from '../../src/db/pool.ts'
import type { Queryable } from '../../src/db/queryable.ts'
import { balanceKobo } from '../games/helpers.ts'
import { systemClock } from '../../src/time/clock.ts'

let db: Awaited<ReturnType<typeof createTestDatabase>>
let pool: Pool
let accounts: CreditAccounts
beforeAll(async () => {
  db = await createTestDatabase()
  pool = db.pool
  accounts = await depositCreditAccounts(pool)
})
afterAll(async () => db.close())

const transfer = (reference: string, accountNumber: string, amountKobo: bigint) =>
  bankTransferCredit(reference, accountNumber, amountKobo, { event: 'charge.success', data: { reference } })

const count = async (sql: string, values: unknown[]) => (await pool.query<{ n: number }>(sql, values)).rows[0]!.n

describe('bank deposits credited in batches', () => {
  it('answers each deposit of a batch as it would alone: credited, parked, or a duplicate (earlier or in the same batch)', async () => {
    const ada = await createTestUser(pool)
    const bayo = await createTestUser(pool)
    const prefix = `batch-${ada.userId}`
    expect(await creditBankDeposits(pool, accounts, [transfer(`${prefix}-old`, ada.depositCode, 1_000_00n)], new Date())).toEqual([
      'credited',
    ])
    await pool.query(
      `insert into deposits (user_id, provider, channel, reference, amount_kobo) values ($1, 'sandbox', 'bank_transfer', $2, 250000)`,
      [bayo.userId, `${prefix}-intent`],
    )

    const results = await creditBankDeposits(
      pool,
      accounts,
      [
        transfer(`${prefix}-a`, ada.depositCode, 500_00n),
        transfer(`${prefix}-old`, ada.depositCode, 1_000_00n),
        transfer(`${prefix}-intent`, bayo.depositCode, 2_500_00n),
        transfer(`${prefix}-nobody`, '0000000002', 700_00n),
        transfer(`${prefix}-a`, ada.depositCode, 500_00n),
        transfer(`${prefix}-b`, ada.depositCode, 200_00n),
      ],
      new Date(),
    )

    expect(results).toEqual(['credited', 'duplicate', 'credited', 'parked', 'duplicate', 'credited'])
    expect(await balanceKobo(pool, ada.userId)).toBe(1_700_00n)
    expect(await balanceKobo(pool, bayo.userId)).toBe(2_500_00n)
    expect(await count(`select count(*)::int as n from journal_entries where idempotency_key = $1`, [`deposit:sandbox:${prefix}-a`])).toBe(
      1,
    )
    expect(await count(`select count(*)::int as n from payment_events where reference = $1`, [`${prefix}-a`])).toBe(1)
    const intent = await pool.query(`select status, entry_id is not null as linked from deposits where reference = $1`, [
      `${prefix}-intent`,
    ])
    expect(intent.rows).toEqual([{ status: 'credited', linked: true }])
    const parked = await pool.query(
      `select p.reason from parked_payment_events p join payment_events e on e.id = p.event_id where e.reference = $1`,
      [`${prefix}-nobody`],
    )
    expect(parked.rows).toEqual([{ reason: 'No wallet owns account number 0000000002' }])
    expect(await checkLedgerInvariants(pool)).toEqual([])
  })

  it('shares statements between concurrent deliveries and credits every one exactly once', async () => {
    const players = await Promise.all(Array.from({ length: 8 }, () => createTestUser(pool)))
    let statements = 0
    const counting: Queryable = {
      query: ((...args: Parameters<Pool['query']>) => {
        statements++
        return pool.query(...args)
      }) as Pool['query'],
    }
    const credits = new BankDepositCredits(counting, accounts, { batchesInFlight: 2, maxBatch: 16 }, pino({ level: 'silent' }), systemClock)
    const expected = new Map(players.map((player) => [player.userId, 0n]))
    const deliveries = Array.from({ length: 64 }, (_, index) => {
      // Every fourth delivery is a replay of the one before it.
      const original = index % 4 === 3 ? index - 1 : index
      const player = players[original % players.length]!
      if (original === index) expected.set(player.userId, expected.get(player.userId)! + 100_00n)
      return credits.credit(transfer(`shared-${player.userId}-${original}`, player.depositCode, 100_00n))
    })
    const results = await Promise.all(deliveries)

    expect(results.filter((result) => result === 'credited')).toHaveLength(48)
    expect(results.filter((result) => result === 'duplicate')).toHaveLength(16)
    // Two deliveries go at once, alone; the 62 that arrived meanwhile share four statements.
    expect(statements).toBe(6)
    for (const player of players) expect(await balanceKobo(pool, player.userId)).toBe(expected.get(player.userId))
    expect(await checkLedgerInvariants(pool)).toEqual([])
  })

  it('never deadlocks batches that credit the same wallets in different orders', async () => {
    // Plans as on a production-sized ledger: the postings trigger reaches each wallet by its index,
    // in the order of the batch's deposits, not in one table scan's order.
    const indexed = new pg.Pool({
      connectionString: db.url,
      max: 8,
      options: '-c enable_seqscan=off -c enable_hashjoin=off -c enable_mergejoin=off',
    })
    const players = await Promise.all(Array.from({ length: 12 }, () => createTestUser(pool)))
    let state = 11
    const next = () => (state = (state * 48271) % 2147483647)
    let sequence = 0
    const someOf = () =>
      players
        .filter(() => next() % 3 !== 0)
        .sort(() => (next() % 2 === 0 ? -1 : 1))
        .map((player) => transfer(`overlap-${player.userId}-${sequence++}`, player.depositCode, 1_00n))
    let expected = 0
    try {
      for (let attempt = 0; attempt < 15; attempt++) {
        const batches = [someOf(), someOf(), someOf(), someOf()]
        expected += batches.flat().length
        const results = await Promise.all(batches.map((batch) => creditBankDeposits(indexed, accounts, batch, new Date())))
        expect(results.flat().every((result) => result === 'credited')).toBe(true)
      }
      let total = 0n
      for (const player of players) total += await balanceKobo(pool, player.userId)
      expect(total).toBe(BigInt(expected) * 1_00n)
    } finally {
      await indexed.end()
    }
    expect(await checkLedgerInvariants(pool)).toEqual([])
  })
})
