import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../support/database.ts'
import { createTestUser, creditWallet } from '../support/users.ts'
import { checkLedgerInvariants } from '../../src/ledger/ledger.ts'
import { ensureActiveSeed, settleRounds, startRounds, type RoundStart, type Settlement } from '../../src/games/rounds.ts'
import type { Pool } from '../../src/db/pool.ts'
import { balanceKobo } from './helpers.ts'
import { description } from '../../src/ledger/descriptions.ts'

let db: Awaited<ReturnType<typeof createTestDatabase>>
let pool: Pool
beforeAll(async () => {
  db = await createTestDatabase()
  pool = db.pool
})
afterAll(async () => db.close())

/** A started round of Spin It for the player, through the same statement the service uses. */
async function started(userId: string): Promise<Extract<RoundStart, { kind: 'new' }>> {
  await ensureActiveSeed(pool, userId)
  const [result] = await startRounds(
    pool,
    [{ player: { userId }, game: 'spin-it', clientKey: randomUUID(), withFreeRound: true }],
    new Date(),
  )
  if (result?.kind !== 'new') throw new Error(`expected a new round, got ${result?.kind}`)
  return result
}

function settlement(
  round: Extract<RoundStart, { kind: 'new' }>,
  money: { stakeKobo: bigint; payoutKobo?: bigint },
  extra: Partial<Settlement> = {},
): Settlement {
  return {
    userId: round.userId,
    game: 'spin-it',
    seed: round.seed,
    inputs: { betAmount: Number(money.stakeKobo) / 100 },
    outcome: { index: 1, result: 'lose' },
    stakeKobo: money.stakeKobo,
    payoutKobo: money.payoutKobo ?? 0n,
    idempotencyKey: round.idempotencyKey,
    entryKind: 'game:spin-it',
    description: description('spinStake', { game: 'Spin It', stake: '₦100' }),
    ...extra,
  }
}

describe('game rounds, started and settled in batches', () => {
  it('gives a player with several rounds in one batch consecutive nonces, and refuses a dead session', async () => {
    const user = await createTestUser(pool)
    await ensureActiveSeed(pool, user.userId)
    const results = await startRounds(
      pool,
      [
        { player: { userId: user.userId }, game: 'spin-it', clientKey: 'a', withFreeRound: true },
        { player: { sessionToken: 'not-a-session' }, game: 'spin-it', clientKey: 'b', withFreeRound: true },
        { player: { sessionToken: user.token }, game: 'spin-it', clientKey: 'c', withFreeRound: true },
      ],
      new Date(),
    )
    expect(results.map((result) => result.kind)).toEqual(['new', 'no-session', 'new'])
    const nonces = results.flatMap((result) => (result.kind === 'new' ? [result.seed.nonce] : []))
    expect(nonces[1]).toBe(nonces[0]! + 1)
  })

  it("judges the player's session at the instant the statement is given (the clock's), not the database's", async () => {
    const user = await createTestUser(pool)
    await ensureActiveSeed(pool, user.userId)
    // Ended a day ago by the database's time: only the given instant can find the session live.
    const expiresAt = Date.now() - 86_400_000
    await pool.query(`update sessions set expires_at = $2 where user_id = $1`, [user.userId, new Date(expiresAt)])
    const startAt = async (at: number) => {
      const request = { player: { sessionToken: user.token }, game: 'spin-it', clientKey: randomUUID(), withFreeRound: true }
      return (await startRounds(pool, [request], new Date(at)))[0]!.kind
    }
    expect(await startAt(expiresAt - 1)).toBe('new')
    expect(await startAt(expiresAt)).toBe('no-session')
  })

  it('settles what each wallet covers, in order, and leaves the rest untouched', async () => {
    const rich = await createTestUser(pool)
    await creditWallet(pool, rich.userId, 1_000_00n)
    const poor = await createTestUser(pool)
    await creditWallet(pool, poor.userId, 150_00n)
    const rounds = [await started(rich.userId), await started(poor.userId), await started(poor.userId)]
    const results = await settleRounds(
      pool,
      [
        settlement(rounds[0]!, { stakeKobo: 100_00n, payoutKobo: 300_00n }),
        settlement(rounds[1]!, { stakeKobo: 100_00n }),
        // Covered alone (₦150), not after the ₦100 before it in the batch.
        settlement(rounds[2]!, { stakeKobo: 100_00n }),
      ],
      new Date(),
    )
    expect(results.map((result) => result.kind)).toEqual(['settled', 'settled', 'uncovered'])
    expect(await balanceKobo(pool, rich.userId)).toBe(1_200_00n)
    expect(await balanceKobo(pool, poor.userId)).toBe(50_00n)
    const written = await pool.query('select count(*)::int as n from game_rounds where idempotency_key = $1', [rounds[2]!.idempotencyKey])
    expect(written.rows[0].n).toBe(0)
    expect(await checkLedgerInvariants(pool)).toEqual([])
  })

  it('spends a free spin once in a batch and puts back a claimed free spin whose round was not written', async () => {
    const user = await createTestUser(pool)
    await creditWallet(pool, user.userId, 500_00n)
    const granting = await started(user.userId)
    const [granted] = await settleRounds(pool, [settlement(granting, { stakeKobo: 500_00n }, { grantsFreeRoundKobo: 500_00n })], new Date())
    expect(granted?.kind).toBe('settled')
    const held = await pool.query('select id, granted_by_round from free_rounds where user_id = $1', [user.userId])
    const freeSpin = held.rows[0]
    expect(held.rows).toHaveLength(1)

    // Its idempotency key already has a round: nothing is written and the free spin stays held.
    const replay = await started(user.userId)
    const [notWritten] = await settleRounds(
      pool,
      [settlement(replay, { stakeKobo: 0n }, { idempotencyKey: granting.idempotencyKey, consumesFreeRoundId: Number(freeSpin.id) })],
      new Date(),
    )
    expect(notWritten?.kind).toBe('not-written')
    const stillHeld = await pool.query('select id, granted_by_round from free_rounds where user_id = $1', [user.userId])
    expect(stillHeld.rows).toEqual([freeSpin])

    // Two rounds of one batch both want it: the first gets it, the second writes nothing.
    const first = await started(user.userId)
    const second = await started(user.userId)
    const results = await settleRounds(
      pool,
      [
        settlement(first, { stakeKobo: 0n, payoutKobo: 1_000_00n }, { consumesFreeRoundId: Number(freeSpin.id) }),
        settlement(second, { stakeKobo: 0n, payoutKobo: 1_000_00n }, { consumesFreeRoundId: Number(freeSpin.id) }),
      ],
      new Date(),
    )
    expect(results.map((result) => result.kind)).toEqual(['settled', 'not-written'])
    expect((await pool.query('select count(*)::int as n from free_rounds where user_id = $1', [user.userId])).rows[0].n).toBe(0)
    expect(await balanceKobo(pool, user.userId)).toBe(1_000_00n)
    expect(await checkLedgerInvariants(pool)).toEqual([])
  })
  it("refuses a round on another player's seed, and keeps seeds for good", async () => {
    const player = await createTestUser(pool)
    const other = await createTestUser(pool)
    await creditWallet(pool, player.userId, 1_000_00n)
    const own = await started(player.userId)
    const theirs = await started(other.userId)
    const borrowed = settleRounds(pool, [settlement({ ...own, seed: theirs.seed }, { stakeKobo: 100_00n })], new Date())
    await expect(borrowed).rejects.toMatchObject({ code: 'P0107' })
    await expect(pool.query('delete from fairness_seeds where id = $1', [own.seed.id])).rejects.toMatchObject({ code: 'P0104' })
    expect(await balanceKobo(pool, player.userId)).toBe(1_000_00n)
  })
  it('never deadlocks batches that share players', async () => {
    const players = await Promise.all(Array.from({ length: 24 }, () => createTestUser(pool)))
    for (const player of players) {
      await creditWallet(pool, player.userId, 1_000_00n)
      await ensureActiveSeed(pool, player.userId)
    }
    // Overlapping batches of different sizes and orders (a fixed pseudo-random sequence, so a failure repeats).
    let state = 7
    const next = () => (state = (state * 48271) % 2147483647)
    const someOf = () =>
      players
        .filter(() => next() % 3 !== 0)
        .sort(() => (next() % 2 === 0 ? -1 : 1))
        .map((player) => player.userId)
    const request = (userId: string) => ({ player: { userId }, game: 'spin-it', clientKey: randomUUID(), withFreeRound: true })
    for (let attempt = 0; attempt < 20; attempt++) {
      const batches = [someOf(), someOf(), someOf(), someOf()]
      // Each batch locks its players' seeds, then their wallets: in one order for every batch, or a deadlock.
      const started = await Promise.all(batches.map((batch) => startRounds(pool, batch.map(request), new Date())))
      const settled = await Promise.all(
        started.map((results) =>
          settleRounds(
            pool,
            results.map((result) => {
              if (result.kind !== 'new') throw new Error(`expected a new round, got ${result.kind}`)
              return settlement(result, { stakeKobo: 1_00n })
            }),
            new Date(),
          ),
        ),
      )
      expect(settled.flat().every((result) => result.kind === 'settled')).toBe(true)
    }
    expect(await checkLedgerInvariants(pool)).toEqual([])
  })
})
