import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './support/database.ts'
import { checkLedgerInvariants } from '../src/ledger/ledger.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

describe('health', () => {
  it('answers /health and /ready with the database reachable', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' })
    const ready = await t.app.inject({ method: 'GET', url: '/ready' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toMatchObject({ database: 'reachable' })
  })

  it('answers unknown routes with a 404 JSON message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/nope' })
    expect(response.statusCode).toBe(404)
    expect(response.json().message).toContain('/nope')
  })
})

describe('ledger constraints in the database', () => {
  async function userWithWallet(phone: string) {
    const { rows } = await t.pool.query<{ id: string }>(
      `insert into users (user_type, full_name, phone_number, email, referral_code, deposit_code)
       values ('individual', 'Ada Obi', $1, $1 || '@example.ng', 'R' || $1, right($1, 10)) returning id`,
      [phone],
    )
    const wallet = await t.pool.query<{ id: string }>('select id from ledger_accounts where user_id = $1', [rows[0]!.id])
    return wallet.rows[0]!.id
  }

  it('refuses an unbalanced entry, an overdraft, and any edit of a posting', async () => {
    const wallet = await userWithWallet('08030000001')
    const clearing = (await t.pool.query("select id from ledger_accounts where code = 'house:bank_clearing'")).rows[0].id
    const insertEntry = async (amounts: [string, number][]) =>
      t.pool.query(
        `with e as (insert into journal_entries (kind, description) values ('test', 'test') returning id)
         insert into postings (entry_id, account_id, amount_kobo) select e.id, a, b from e, unnest($1::bigint[], $2::bigint[]) as x(a, b)`,
        [amounts.map((a) => a[0]), amounts.map((a) => a[1])],
      )
    await expect(
      insertEntry([
        [wallet, 500],
        [clearing, -400],
      ]),
    ).rejects.toMatchObject({ code: 'P0101' })
    await expect(
      insertEntry([
        [wallet, -500],
        [clearing, 500],
      ]),
    ).rejects.toMatchObject({ code: 'P0102' })
    await insertEntry([
      [wallet, 500],
      [clearing, -500],
    ])
    await expect(t.pool.query('update postings set amount_kobo = 1')).rejects.toMatchObject({ code: 'P0103' })
    await expect(t.pool.query('delete from journal_entries')).rejects.toMatchObject({ code: 'P0103' })
    const balance = await t.pool.query('select balance_kobo from ledger_accounts where id = $1', [wallet])
    expect(balance.rows[0].balance_kobo).toBe('500')
    expect(await checkLedgerInvariants(t.pool)).toEqual([])
  })

  it('refuses a posting to no account or no entry, an entry for no user, and never deletes an account or a user', async () => {
    const wallet = await userWithWallet('08030000003')
    const clearing = (await t.pool.query("select id from ledger_accounts where code = 'house:bank_clearing'")).rows[0].id
    const toNowhere = t.pool.query(
      `with e as (insert into journal_entries (kind, description) values ('test', 'test') returning id)
       insert into postings (entry_id, account_id, amount_kobo) select e.id, a, b from e, unnest($1::bigint[], $2::bigint[]) as x(a, b)`,
      [
        [wallet, 987654321],
        [500, -500],
      ],
    )
    await expect(toNowhere).rejects.toMatchObject({ code: 'P0105' })
    const noEntry = t.pool.query(
      'insert into postings (entry_id, account_id, amount_kobo) values (987654321, $1, 500), (987654321, $2, -500)',
      [wallet, clearing],
    )
    await expect(noEntry).rejects.toMatchObject({ code: 'P0105' })
    await expect(t.pool.query('delete from ledger_accounts where id = $1', [wallet])).rejects.toMatchObject({ code: 'P0104' })
    await expect(t.pool.query('update ledger_accounts set id = 987654321 where id = $1', [wallet])).rejects.toMatchObject({ code: 'P0104' })
    await expect(t.pool.query('truncate ledger_accounts cascade')).rejects.toMatchObject({ code: 'P0104' })
    const forNobody = t.pool.query(`insert into journal_entries (kind, description, user_id) values ('test', 'test', 987654321)`)
    await expect(forNobody).rejects.toMatchObject({ code: 'P0106' })
    const owner = (await t.pool.query('select user_id from ledger_accounts where id = $1', [wallet])).rows[0].user_id
    await expect(t.pool.query('delete from users where id = $1', [owner])).rejects.toMatchObject({ code: 'P0104' })
    expect((await t.pool.query('select count(*)::int as n from postings where account_id = $1', [wallet])).rows[0].n).toBe(0)
    expect(await checkLedgerInvariants(t.pool)).toEqual([])
  })

  it('never lets winnings pay for the stake of the same entry', async () => {
    const wallet = await userWithWallet('08030000002')
    const stakes = (await t.pool.query("select id from ledger_accounts where code = 'house:game_stakes'")).rows[0].id
    const wins = (await t.pool.query("select id from ledger_accounts where code = 'house:game_wins'")).rows[0].id
    const attempt = t.pool.query(
      `with e as (insert into journal_entries (kind, description) values ('bet', 'bet') returning id)
       insert into postings (entry_id, account_id, amount_kobo)
       select e.id, a, b from e, unnest($1::bigint[], $2::bigint[]) as x(a, b)`,
      [
        [wallet, stakes, wins, wallet],
        [-10000, 10000, -20000, 20000],
      ],
    )
    await expect(attempt).rejects.toMatchObject({ code: 'P0102' })
  })
})
