import { expect } from 'vitest'
import type { TestApp } from '../support/database.ts'
import { createTestUser, creditWallet, type TestUser } from '../support/users.ts'

export type Answer = { statusCode: number; body: Record<string, any> }

export async function post(t: TestApp, url: string, body: Record<string, unknown>): Promise<Answer> {
  const response = await t.app.inject({ method: 'POST', url, payload: body })
  return { statusCode: response.statusCode, body: response.json() as Record<string, any> }
}

/** An agent whose float (wallet) holds `naira`. */
export async function agentWithFloat(t: TestApp, naira: number, fullName = 'Adebayo Stores'): Promise<TestUser> {
  const agent = await createTestUser(t.pool, { userType: 'agent', fullName })
  if (naira > 0) await creditWallet(t.pool, agent.userId, BigInt(naira) * 100n)
  return agent
}

/** A player with `naira` in the wallet (not a deposit), verified unless asked otherwise. */
export async function player(t: TestApp, naira = 0, options: { identity?: 'verified' | 'unverified'; fullName?: string } = {}) {
  const user = await createTestUser(t.pool, { identity: options.identity ?? 'verified', fullName: options.fullName ?? 'Chinedu Okafor' })
  if (naira > 0) await creditWallet(t.pool, user.userId, BigInt(naira) * 100n)
  return user
}

export async function phoneOf(t: TestApp, user: TestUser): Promise<string> {
  const { rows } = await t.pool.query<{ phone_number: string }>('select phone_number from users where id = $1', [user.userId])
  return rows[0]!.phone_number
}

export async function balanceKobo(t: TestApp, userId: string): Promise<bigint> {
  const { rows } = await t.pool.query<{ balance_kobo: string }>('select balance_kobo from ledger_accounts where user_id = $1', [userId])
  return BigInt(rows[0]!.balance_kobo)
}

export async function holdsKobo(t: TestApp): Promise<bigint> {
  const { rows } = await t.pool.query<{ sum: string }>(
    `select coalesce(sum(p.amount_kobo), 0)::text as sum from postings p join ledger_accounts a on a.id = p.account_id
      where a.code = 'house:agent_cash_out_holds'`,
  )
  return BigInt(rows[0]!.sum)
}

/** What a refusal must leave as it was: these users' balances, the journal, the cash rows, the outbox. */
export async function moneyState(t: TestApp, users: TestUser[]) {
  const counts = await t.pool.query<{ entries: number; cash_ins: number; cash_outs: number; messages: number }>(
    `select (select count(*)::int from journal_entries) as entries, (select count(*)::int from agent_cash_ins) as cash_ins,
            (select count(*)::int from agent_cash_outs) as cash_outs, (select count(*)::int from outbox_messages) as messages`,
  )
  return { balances: await Promise.all(users.map((user) => balanceKobo(t, user.userId))), holds: await holdsKobo(t), ...counts.rows[0]! }
}

/** A refusal with its status and code that changed nothing of `users`' money. */
export async function expectRefusedMovingNothing(
  t: TestApp,
  users: TestUser[],
  send: () => Promise<Answer>,
  expected: { statusCode: number; code: string; message?: string | RegExp },
): Promise<Answer> {
  const before = await moneyState(t, users)
  const answer = await send()
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(expected.statusCode)
  expect(answer.body.code).toBe(expected.code)
  if (expected.message) expect(answer.body.message).toMatch(expected.message)
  expect(await moneyState(t, users)).toEqual(before)
  return answer
}

/** The player's newest transaction-history line. */
export async function latestHistoryLine(t: TestApp, user: TestUser) {
  const answer = await post(t, '/agent/trasaction-history', { token: user.token, page: 1 })
  return answer.body.data[0] as { description: string; descriptionKey: string; transType: string; amount: number }
}
