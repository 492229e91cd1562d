import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for Paystack's API, answering as its public docs show
 * (https://paystack.com/docs/api): `{status, message, data}` envelopes, kobo amounts,
 * 422 for an account that cannot be resolved, transfers keyed by our reference.
 */
export type FakePaystack = {
  url: string
  accounts: Map<string, string>
  transfers: Map<string, { amount: number; recipient: string; status: string }>
  transferOutcome: 'success' | 'pending' | 'failed'
  calls: string[]
  close: () => Promise<void>
}

export async function startFakePaystack(secretKey: string): Promise<FakePaystack> {
  const fake: Omit<FakePaystack, 'url' | 'close'> = {
    accounts: new Map(),
    transfers: new Map(),
    transferOutcome: 'pending',
    calls: [],
  }
  const recipients = new Map<string, { account_number: string; bank_code: string; name: string }>()
  let customers = 0

  const readJson = async (request: IncomingMessage) => {
    let text = ''
    for await (const chunk of request) text += chunk
    return text ? (JSON.parse(text) as Record<string, any>) : {}
  }

  const server: Server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (request.headers.authorization !== `Bearer ${secretKey}`) return send(401, { status: false, message: 'Invalid key' })
    const url = new URL(request.url ?? '/', 'http://fake')
    fake.calls.push(`${request.method} ${url.pathname}`)
    const body = request.method === 'POST' ? await readJson(request) : {}

    if (request.method === 'POST' && url.pathname === '/customer') {
      customers++
      return send(200, {
        status: true,
        message: 'Customer created',
        data: { email: body.email, customer_code: `CUS_fake${customers}`, id: customers },
      })
    }
    if (request.method === 'POST' && url.pathname === '/dedicated_account') {
      return send(200, {
        status: true,
        message: 'NUBAN successfully created',
        data: {
          bank: { name: 'Wema Bank', id: 20, slug: body.preferred_bank },
          account_name: 'PLATFORM/CUSTOMER',
          account_number: `98${String(customers).padStart(8, '0')}`,
          assigned: true,
          currency: 'NGN',
          active: true,
        },
      })
    }
    if (request.method === 'GET' && url.pathname === '/bank/resolve') {
      const key = `${url.searchParams.get('bank_code')}:${url.searchParams.get('account_number')}`
      const name = fake.accounts.get(key)
      if (!name) return send(422, { status: false, message: 'Could not resolve account name. Check parameters or try again.' })
      return send(200, {
        status: true,
        message: 'Account number resolved',
        data: { account_number: url.searchParams.get('account_number'), account_name: name, bank_id: 9 },
      })
    }
    if (request.method === 'POST' && url.pathname === '/transferrecipient') {
      const code = `RCP_fake${recipients.size + 1}`
      recipients.set(code, { account_number: body.account_number, bank_code: body.bank_code, name: body.name })
      return send(201, {
        status: true,
        message: 'Transfer recipient created successfully',
        data: { recipient_code: code, type: 'nuban', name: body.name },
      })
    }
    if (request.method === 'POST' && url.pathname === '/transfer') {
      if (fake.transfers.has(body.reference)) return send(400, { status: false, message: 'Transfer reference already exists' })
      if (!recipients.has(body.recipient)) return send(400, { status: false, message: 'Recipient not found' })
      fake.transfers.set(body.reference, { amount: body.amount, recipient: body.recipient, status: fake.transferOutcome })
      return send(200, {
        status: true,
        message: 'Transfer has been queued',
        data: { reference: body.reference, amount: body.amount, status: fake.transferOutcome, transfer_code: `TRF_${body.reference}` },
      })
    }
    const verify = url.pathname.match(/^\/transfer\/verify\/(.+)$/)
    if (request.method === 'GET' && verify) {
      const reference = decodeURIComponent(verify[1]!)
      const transfer = fake.transfers.get(reference)
      if (!transfer) return send(404, { status: false, message: 'Transfer not found' })
      return send(200, {
        status: true,
        message: 'Transfer retrieved',
        data: { reference, amount: transfer.amount, status: transfer.status, reason: null },
      })
    }
    send(404, { status: false, message: 'Not found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  })
}
