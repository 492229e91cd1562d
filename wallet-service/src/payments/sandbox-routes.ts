import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { koboToNaira } from '@9ja/money'
import { DomainError } from '../domain-error.ts'
import { parseInput } from '../http/errors.ts'
import { requestAmountKobo } from '../ledger/amounts.ts'
import { findBank } from './banks.ts'
import { newReference } from './deposits.ts'
import type { PaymentsContext } from './payments-context.ts'
import type { SandboxBank } from './providers/sandbox.ts'
import { receiveBankWebhook } from './webhooks.ts'

const transferInput = z
  .object({
    depositCode: z
      .string()
      .trim()
      .regex(/^\d{10}$/, 'depositCode must be 10 digits'),
    amount: z.union([z.string(), z.number()]),
    reference: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9._=-]{6,100}$/, 'reference must be 6-100 letters, digits or . _ = -')
      .optional(),
    senderName: z.string().trim().min(1).max(100).default('Sandbox Sender'),
    // The account the money comes from, as a bank's notification names it (where refunds go back to).
    senderBankCode: z.string().trim().min(1).optional(),
    senderAccountNumber: z
      .string()
      .trim()
      .regex(/^\d{10}$/, 'senderAccountNumber must be 10 digits')
      .optional(),
  })
  .refine((input) => (input.senderBankCode === undefined) === (input.senderAccountNumber === undefined), {
    message: 'senderBankCode and senderAccountNumber go together',
  })
const accountInput = z.object({
  bankCode: z.string().trim().min(1),
  accountNumber: z
    .string()
    .trim()
    .regex(/^\d{10}$/, 'Account number is not valid'),
  accountName: z.string().trim().min(3).max(100),
  payoutOutcome: z.enum(['success', 'fail', 'pending']).nullish(),
})
const completeInput = z.object({
  outcome: z.enum(['success', 'fail']),
  // false: the bank finishes the payout but its notice never arrives, as a lost webhook (the payout stays
  // unconfirmed until the recovery loop or finance's Retry asks the bank).
  notify: z.boolean().default(true),
})
const settlementsQuery = z.object({ date: z.iso.date({ error: 'date must be a day, YYYY-MM-DD (Lagos time)' }) })

/**
 * The simulated bank's own doors (development and tests; never registered in production):
 * send a transfer to a deposit code, open an account that name enquiry will resolve, finish a
 * pending payout (with its notice, or without it, as a lost webhook), and a small page for people
 * doing the same by hand.
 */
export function sandboxRoutes(ctx: PaymentsContext, bank: SandboxBank): FastifyPluginAsync {
  const deliver = async (event: unknown) => {
    const { rawBody, headers } = bank.signedWebhook(event)
    return receiveBankWebhook(ctx, 'sandbox', rawBody, headers)
  }

  return async (app) => {
    app.post('/sandbox/transfers', async (request) => {
      const input = parseInput(transferInput, request.body)
      const amountKobo = requestAmountKobo(input.amount)
      if (amountKobo === null || amountKobo <= 0n) throw new DomainError('INVALID_INPUT', 'amount must be a positive naira amount')
      const reference = input.reference ?? newReference('sbx')
      if (input.senderBankCode && !(await findBank(ctx.pool, input.senderBankCode))) {
        throw new DomainError('INVALID_INPUT', 'Unknown sender bank code')
      }
      // The same reference is the same transfer: its first amount and accounts stand.
      const { rows } = await ctx.pool.query<{
        deposit_code: string
        amount_kobo: string
        sender_name: string
        sender_bank: string | null
        sender_account_number: string | null
      }>(
        `with fresh as (
           insert into sandbox_transfers (reference, deposit_code, amount_kobo, sender_name, sender_bank_code, sender_account_number)
           values ($1, $2, $3, $4, $5, $6)
           on conflict (reference) do nothing
           returning *
         ), transfer as (
           select * from fresh
           union all
           select * from sandbox_transfers where reference = $1 and not exists (select 1 from fresh)
         )
         select transfer.deposit_code, transfer.amount_kobo, transfer.sender_name, banks.name as sender_bank, transfer.sender_account_number
           from transfer left join banks on banks.code = transfer.sender_bank_code`,
        [
          reference,
          input.depositCode,
          amountKobo.toString(),
          input.senderName,
          input.senderBankCode ?? null,
          input.senderAccountNumber ?? null,
        ],
      )
      const transfer = rows[0]!
      const delivered = await deliver({
        event: 'charge.success',
        data: {
          reference,
          amount: Number(transfer.amount_kobo),
          currency: 'NGN',
          channel: 'dedicated_nuban',
          status: 'success',
          paid_at: new Date(ctx.clock.now()).toISOString(),
          authorization: {
            receiver_bank_account_number: transfer.deposit_code,
            sender_name: transfer.sender_name,
            sender_bank: transfer.sender_bank,
            sender_bank_account_number: transfer.sender_account_number,
          },
        },
      })
      return { status: 200, message: 'Transfer sent', data: { reference, webhook: delivered.result } }
    })

    app.post('/sandbox/accounts', async (request) => {
      const input = parseInput(accountInput, request.body)
      const known = await ctx.pool.query('select 1 from banks where code = $1', [input.bankCode])
      if (!known.rowCount) throw new DomainError('INVALID_INPUT', 'Unknown bank code')
      await ctx.pool.query(
        `insert into sandbox_bank_accounts (bank_code, account_number, account_name, payout_outcome) values ($1, $2, $3, $4)
         on conflict (bank_code, account_number) do update set account_name = excluded.account_name, payout_outcome = excluded.payout_outcome`,
        [input.bankCode, input.accountNumber, input.accountName, input.payoutOutcome ?? null],
      )
      return { status: 200, message: 'Account opened', data: input }
    })

    app.get('/sandbox/payouts', async () => {
      const { rows } = await ctx.pool.query(
        `select reference, bank_code as "bankCode", account_number as "accountNumber", (amount_kobo / 100.0)::float8 as amount,
                status, reason, created_at as "createdAt"
           from sandbox_payouts order by created_at desc limit 50`,
      )
      return { status: 200, data: rows }
    })

    // The bank's settlement report of a Lagos day, as a provider's API gives one (amounts in naira).
    app.get('/sandbox/settlements', async (request) => {
      const { date } = parseInput(settlementsQuery, request.query)
      const lines = await bank.settlementReport(date)
      return {
        status: 200,
        message: 'Settlement report',
        data: { date, transactions: lines.map(({ amountKobo, ...line }) => ({ ...line, amount: koboToNaira(amountKobo) })) },
      }
    })

    app.post('/sandbox/payouts/:reference/complete', async (request) => {
      const { reference } = parseInput(z.object({ reference: z.string().min(1) }), request.params)
      const { outcome, notify } = parseInput(completeInput, request.body)
      const status = outcome === 'success' ? 'success' : 'failed'
      const updated = await ctx.pool.query(
        `update sandbox_payouts set status = $2, reason = $3, updated_at = $4 where reference = $1 and status = 'pending'`,
        [reference, status, status === 'failed' ? 'Payout declined by the sandbox bank' : null, new Date(ctx.clock.now())],
      )
      const exists = await ctx.pool.query<{ status: string; reason: string | null }>(
        'select status, reason from sandbox_payouts where reference = $1',
        [reference],
      )
      const payout = exists.rows[0]
      if (!payout) throw new DomainError('NOT_FOUND', 'No sandbox payout has this reference')
      const message = updated.rowCount ? 'Payout completed' : 'Payout already final'
      if (!notify) return { status: 200, message, data: { webhook: 'not sent' } }
      const delivered = await deliver({
        event: payout.status === 'success' ? 'transfer.success' : 'transfer.failed',
        data: { reference, status: payout.status, reason: payout.reason },
      })
      return { status: 200, message, data: { webhook: delivered.result } }
    })

    app.get('/sandbox', async (_request, reply) => reply.type('text/html; charset=utf-8').send(SANDBOX_PAGE))
  }
}

const SANDBOX_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sandbox bank</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}fieldset{margin:1rem 0}
label{display:block;margin:.4rem 0}input,select{padding:.3rem}pre{background:#f4f4f4;padding:.6rem;white-space:pre-wrap}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.3rem;text-align:left}</style></head>
<body><h1>Sandbox bank</h1><p>A simulated bank for development: test money only. It does not exist in production.</p>
<form id="transfer"><fieldset><legend>Send a transfer to a deposit code</legend>
<label>Deposit code <input name="depositCode" pattern="[0-9]{10}" required></label>
<label>Amount (₦) <input name="amount" inputmode="decimal" required></label>
<label>Reference (optional; the same reference is the same transfer) <input name="reference"></label>
<label>Sender bank code (optional, with the account: where refunds go back to) <input name="senderBankCode"></label>
<label>Sender account number (optional) <input name="senderAccountNumber" pattern="[0-9]{10}"></label>
<button>Send transfer</button></fieldset></form>
<form id="account"><fieldset><legend>Open an account (for withdrawals)</legend>
<label>Bank code <input name="bankCode" value="058" required></label>
<label>Account number <input name="accountNumber" pattern="[0-9]{10}" required></label>
<label>Account name <input name="accountName" required></label>
<label>Payouts <select name="payoutOutcome"><option value="">default</option><option>success</option><option>fail</option><option>pending</option></select></label>
<button>Open account</button></fieldset></form>
<pre id="result">Results appear here.</pre>
<h2>Recent payouts</h2><table><thead><tr><th>Reference</th><th>Account</th><th>₦</th><th>Status</th><th></th></tr></thead><tbody id="payouts"></tbody></table>
<script>
const result = document.getElementById('result')
async function post(url, body) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  result.textContent = JSON.stringify(await response.json(), null, 2)
  loadPayouts()
}
for (const id of ['transfer', 'account']) {
  document.getElementById(id).addEventListener('submit', (event) => {
    event.preventDefault()
    const body = Object.fromEntries(new FormData(event.target))
    for (const key of Object.keys(body)) if (body[key] === '') delete body[key]
    post(id === 'transfer' ? '/sandbox/transfers' : '/sandbox/accounts', body)
  })
}
async function loadPayouts() {
  const { data } = await (await fetch('/sandbox/payouts')).json()
  const rows = document.getElementById('payouts')
  rows.replaceChildren(...data.map((p) => {
    const tr = document.createElement('tr')
    for (const text of [p.reference, p.bankCode + ' ' + p.accountNumber, p.amount, p.status]) {
      const td = document.createElement('td'); td.textContent = String(text); tr.append(td)
    }
    const actions = document.createElement('td')
    if (p.status === 'pending') for (const outcome of ['success', 'fail']) {
      const button = document.createElement('button'); button.textContent = outcome
      button.onclick = () => post('/sandbox/payouts/' + encodeURIComponent(p.reference) + '/complete', { outcome })
      actions.append(button)
    }
    tr.append(actions); return tr
  }))
}
loadPayouts()
</script></body></html>`
