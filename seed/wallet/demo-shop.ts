import pg from 'pg'
import { z } from 'zod'
import { cashOutRequested, dataAnswer, login, numberDraws, sportsEvent } from '@9ja/contract'
import type { DemoUserLogin } from './demo-users.ts'
import { fundByTransfer } from './demo-funds.ts'

type Options = { walletUrl: string; databaseUrl: string; agent: DemoUserLogin; customers: DemoUserLogin[]; floatNaira: number }

/**
 * A call to the wallet-service as a step of the seed: its answer's `data` as the contract states it, or an
 * error naming the step when the service refused it.
 */
async function step<T extends z.ZodType>(
  name: string,
  walletUrl: string,
  path: string,
  body: Record<string, unknown> | null,
  data?: T,
): Promise<z.infer<T>> {
  const response = await fetch(new URL(path, walletUrl), {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  })
  const json: unknown = await response.json().catch(() => null)
  if (response.status !== 200) throw new Error(`seed: ${name} answered ${response.status}: ${JSON.stringify(json)}`)
  return (dataAnswer(data ?? z.unknown()).parse(json) as { data: z.infer<T> }).data
}

async function logIn(walletUrl: string, person: DemoUserLogin): Promise<string> {
  const body = { userId: person.email, password: person.password }
  return (await step(`the login of ${person.email}`, walletUrl, '/agent/login', body, login)).token
}

/**
 * The demo agent's shop at work, so its pages are not empty: the float funded by a bank transfer (as any
 * float is), cash paid in at the counter for its players, their Spin It rounds, tickets sold over the
 * counter on the next virtual football matches and number draw (settled by the running service as their
 * events are played), and a player's cash-out code paid at the counter. Everything goes through the public
 * API, as an agent and players would. Done once: a shop that already took cash in is left as it is.
 */
export async function seedDemoShop({ walletUrl, databaseUrl, agent, customers, floatNaira }: Options): Promise<'seeded' | 'already'> {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  const shop = await db
    .query<{ deposit_code: string; cash_ins: number }>(
      `select u.deposit_code, (select count(*)::int from agent_cash_ins c where c.agent_id = u.id) as cash_ins
         from users u where lower(u.email) = lower($1)`,
      [agent.email],
    )
    .finally(() => db.end())
  const { deposit_code: depositCode, cash_ins: cashIns } = shop.rows[0]!
  if (cashIns > 0) return 'already'

  await fundByTransfer({
    walletUrl,
    depositCode,
    amountNaira: floatNaira,
    reference: `seed-demo-float-${depositCode}`,
    senderName: agent.fullName,
  })
  const agentToken = await logIn(walletUrl, agent)
  for (const [index, customer] of customers.entries()) {
    await step(`the cash-in for ${customer.email}`, walletUrl, '/agent/float/cash-in', {
      token: agentToken,
      phoneNumber: customer.phone,
      amount: String(10_000 + 5_000 * index),
      idempotencyKey: `seed-demo-cash-in-${customer.email}`,
    })
    const token = await logIn(walletUrl, customer)
    for (const stake of ['500', '200', '1000'])
      await step(`a spin of ${customer.email}`, walletUrl, '/agent/spin-multiplier', { token, betAmount: stake })
    if (index === 0) {
      const { reference, code } = await step(
        `the cash-out request of ${customer.email}`,
        walletUrl,
        '/agent/cash-out/request',
        { token, amount: '2000', idempotencyKey: `seed-demo-cash-out-${customer.email}` },
        cashOutRequested,
      )
      await step('the cash-out at the counter', walletUrl, '/agent/float/cash-out', { token: agentToken, reference, code })
    }
  }

  // Tickets over the counter: a single and a double on the next matches, and a 1 Sure ticket on its next draw.
  const events = await step('the virtual football events', walletUrl, '/games/sports/virtual-football/events', null, z.array(sportsEvent))
  const open = events.filter((event) => event.status === 'open')
  const pick = (event: (typeof open)[number]) => event.markets[0]!.selections[0]!.selectionId
  const slips = [
    { kind: 'single', stake: 1_000, selections: open.slice(0, 1).map(pick) },
    { kind: 'multiple', stake: 500, selections: open.slice(0, 2).map(pick) },
  ].filter((slip) => slip.selections.length === (slip.kind === 'single' ? 1 : 2))
  for (const [index, slip] of slips.entries())
    await step('a ticket over the counter', walletUrl, '/agent/bets', {
      token: agentToken,
      idempotencyKey: `seed-demo-ticket-${index}`,
      ...slip,
    })
  // The draw taking bets now (none while the service is between its schedule's draws).
  const { drawId } = await step('the 1 Sure draws', walletUrl, '/games/numbers/one-sure/draws', null, numberDraws)
  if (drawId !== null) {
    await step('a number ticket over the counter', walletUrl, '/agent/bets', {
      token: agentToken,
      idempotencyKey: 'seed-demo-number-ticket',
      stake: 200,
      selections: [{ game: 'one-sure', drawId, kind: 'exact', picks: [7] }],
    })
  }
  return 'seeded'
}
