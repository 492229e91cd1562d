import { z } from 'zod'

export type DemoFundsInput = {
  /** The running wallet-service, e.g. http://127.0.0.1:4000 (its sandbox bank must exist: NODE_ENV is not production). */
  walletUrl: string
  /** The demo player's deposit code (their 10-digit virtual account number). */
  depositCode: string
  amountNaira: number
}

const answer = z.object({ status: z.literal(200), data: z.object({ reference: z.string(), webhook: z.string() }) })

/**
 * Funds the demo player the way any player is funded: a transfer through the sandbox bank, whose
 * signed webhook credits the wallet through the ledger (never a direct balance write). The fixed
 * reference makes it idempotent: running the seed again is the same transfer, credited once.
 * Resolves to 'credited' the first time and 'duplicate' afterwards.
 */
export function fundDemoPlayer({ walletUrl, depositCode, amountNaira }: DemoFundsInput): Promise<'credited' | 'duplicate'> {
  return fundByTransfer({ walletUrl, depositCode, amountNaira, reference: `seed-demo-funds-${depositCode}`, senderName: 'Demo Funding' })
}

/** A sandbox bank transfer to the wallet of `depositCode`, credited once whatever the reruns (its reference). */
export async function fundByTransfer({
  walletUrl,
  depositCode,
  amountNaira,
  reference,
  senderName,
}: DemoFundsInput & { reference: string; senderName: string }): Promise<'credited' | 'duplicate'> {
  const response = await fetch(new URL('/sandbox/transfers', walletUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      depositCode,
      amount: amountNaira.toFixed(2),
      reference,
      senderName,
    }),
  })
  const body: unknown = await response.json().catch(() => null)
  const parsed = answer.safeParse(body)
  if (!response.ok || !parsed.success) {
    throw new Error(`seed: the sandbox transfer ${reference} failed (HTTP ${response.status}): ${JSON.stringify(body)}`)
  }
  const result = parsed.data.data.webhook
  if (result !== 'credited' && result !== 'duplicate') {
    throw new Error(`seed: the demo funding transfer was ${result}; is ${depositCode} a demo user's deposit code?`)
  }
  return result
}
