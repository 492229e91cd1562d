import { cashInCustomer, cashInDone, cashOutPaid, dataAnswer } from '@9ja/contract'
import type { z } from 'zod'
import { walletApiAsUser } from '#app/accounts/session-guard.server.ts'
import type { SessionUser } from '#app/accounts/session.server.ts'
import { walletMessage } from '#app/utils/wallet-api.server.ts'

/** A wallet-service answer read with its contract schema, or the service's refusal message. */
export type CashOutcome<T> = { ok: true; data: T } | { ok: false; message: string | null }

async function agentCall<Schema extends z.ZodType>(
  request: Request,
  agent: SessionUser,
  path: string,
  body: Record<string, unknown>,
  schema: Schema,
): Promise<CashOutcome<z.output<Schema>>> {
  const answer = await walletApiAsUser(request, agent, path, body)
  const parsed = dataAnswer(schema).safeParse(answer.data)
  if (answer.status === 200 && parsed.success) return { ok: true, data: (parsed.data as { data: z.output<Schema> }).data }
  return { ok: false, message: walletMessage(answer) ?? null }
}

/** The customer behind a phone number, masked ("Ch***u O."), for the agent to confirm before a cash-in. */
export const lookUpCustomer = (request: Request, agent: SessionUser, phoneNumber: string) =>
  agentCall(request, agent, '/agent/float/customer', { phoneNumber }, cashInCustomer)

/** The cash-in itself; the same key (a double submit, a retry) is the same cash-in. */
export const cashIn = (request: Request, agent: SessionUser, input: { phoneNumber: string; amount: string; idempotencyKey: string }) =>
  agentCall(request, agent, '/agent/float/cash-in', input, cashInDone)

/** Pays a player's cash-out code: the hold moves to the float and the agent hands the cash over. */
export const payCashOut = (request: Request, agent: SessionUser, input: { reference: string; code: string }) =>
  agentCall(request, agent, '/agent/float/cash-out', input, cashOutPaid)
