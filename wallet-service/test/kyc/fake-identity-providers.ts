import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A person in the fake registries; dates are YYYY-MM-DD and printed the way each provider prints them. */
export type RegistryPerson = { firstName: string; middleName?: string; lastName: string; dateOfBirth: string; phone: string }

/** How the fake answers every lookup until changed: normally, as an outage, or with a body nobody can read. */
export type FakeMode = 'normal' | 'outage' | 'garbage' | 'slow'

export type FakeIdentityProviders = {
  url: string
  /** People by `BVN:<number>` or `NIN:<number>`. */
  registry: Map<string, RegistryPerson>
  mode: FakeMode
  calls: string[]
  close: () => Promise<void>
}

export const DOJAH_KEYS = { appId: 'dojah-app-1', secret: 'test_sk_dojah_0001' }
export const PREMBLY_KEYS = { appId: 'prembly-app-1', apiKey: 'test_prembly_key_0001' }

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const [dayMonthNameYear, dayMonthYear] = [
  (iso: string) => {
    const [year, month, day] = iso.split('-')
    return `${Number(day)}-${MONTHS[Number(month) - 1]}-${year}`
  },
  (iso: string) => iso.split('-').reverse().join('-'),
]

/**
 * A local stand-in for two Nigerian identity APIs, answering as their public docs show:
 *   Dojah (https://docs.dojah.io): GET /api/v1/kyc/bvn/full?bvn= and /api/v1/kyc/nin?nin=, headers AppId
 *   and Authorization, `{ entity }`; 404 `{ error }` for an unknown BVN, 400 for an unknown NIN, 401 for
 *   wrong keys, 424 when the registry behind it is down.
 *   Prembly (https://docs.prembly.com): POST /verification/bvn and /verification/nin `{ number }`, headers
 *   app-id and x-api-key, `{ status, detail, response_code, data | nin_data }`: 00 found, 01 not found
 *   (HTTP 200 for BVN, 404 for NIN), 02 the registry is down; 401 for wrong keys.
 */
export async function startFakeIdentityProviders(): Promise<FakeIdentityProviders> {
  const fake: Omit<FakeIdentityProviders, 'url' | 'close'> = { registry: new Map(), mode: 'normal', calls: [] }

  const readJson = async (request: IncomingMessage) => {
    let text = ''
    for await (const chunk of request) text += chunk
    return text ? (JSON.parse(text) as Record<string, unknown>) : {}
  }

  const server: Server = createServer((request, response) => {
    // A client that gave up (the slow mode) leaves a request nobody reads the end of.
    answer(request, response).catch(() => response.destroy())
  })

  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(typeof body === 'string' ? body : JSON.stringify(body))
    }
    const url = new URL(request.url ?? '/', 'http://fake')
    fake.calls.push(`${request.method} ${url.pathname}`)
    const body = request.method === 'POST' ? await readJson(request) : {}
    if (fake.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 1500))
    if (fake.mode === 'garbage') return send(200, '<html>Bad gateway</html>')

    if (url.pathname.startsWith('/api/v1/kyc/')) {
      if (request.headers.appid !== DOJAH_KEYS.appId || request.headers.authorization !== DOJAH_KEYS.secret) {
        return send(401, { error: 'Unauthorized Request' })
      }
      if (fake.mode === 'outage') return send(424, { error: 'Service unavailable from the source, please try again' })
      const type = url.pathname === '/api/v1/kyc/bvn/full' ? 'BVN' : url.pathname === '/api/v1/kyc/nin' ? 'NIN' : null
      if (!type) return send(404, { error: 'Not found' })
      const number = url.searchParams.get(type.toLowerCase()) ?? ''
      const person = fake.registry.get(`${type}:${number}`)
      if (!person) return type === 'BVN' ? send(404, { error: 'BVN not found' }) : send(400, { error: 'Wrong NIN Inputted' })
      const common = {
        first_name: person.firstName.toUpperCase(),
        middle_name: person.middleName?.toUpperCase() ?? '',
        last_name: person.lastName.toUpperCase(),
        date_of_birth: person.dateOfBirth,
        gender: 'Male',
        image: '/9j/4AAQSkZJRgABAQ',
      }
      return send(
        200,
        type === 'BVN'
          ? { entity: { bvn: number, ...common, phone_number1: person.phone, phone_number2: '', level_of_account: 'Level 2' } }
          : { entity: { nin: number, ...common, phone_number: person.phone } },
      )
    }

    if (url.pathname.startsWith('/verification/')) {
      if (request.headers['app-id'] !== PREMBLY_KEYS.appId || request.headers['x-api-key'] !== PREMBLY_KEYS.apiKey) {
        return send(401, { status: false, detail: 'Invalid API key', response_code: '401' })
      }
      if (fake.mode === 'outage') return send(200, { status: false, detail: 'Service unavailable', response_code: '02' })
      const type = url.pathname === '/verification/bvn' ? 'BVN' : url.pathname === '/verification/nin' ? 'NIN' : null
      if (!type) return send(404, { status: false, detail: 'Not found', response_code: '404' })
      const person = fake.registry.get(`${type}:${String(body.number)}`)
      if (!person) {
        const notFound = { status: false, detail: `${type} not found`, response_code: '01' }
        return type === 'BVN' ? send(200, notFound) : send(404, notFound)
      }
      if (type === 'BVN') {
        return send(200, {
          status: true,
          detail: 'Verification successful',
          response_code: '00',
          data: {
            bvn: body.number,
            firstName: person.firstName,
            middleName: person.middleName ?? '',
            lastName: person.lastName,
            dateOfBirth: dayMonthNameYear(person.dateOfBirth),
            phoneNumber1: person.phone,
            gender: 'Male',
          },
          verification: { status: 'VERIFIED', reference: 'ref-1' },
        })
      }
      return send(200, {
        status: true,
        detail: 'Verification successful',
        response_code: '00',
        nin_data: {
          firstname: person.firstName.toUpperCase(),
          middlename: person.middleName?.toUpperCase() ?? '',
          surname: person.lastName.toUpperCase(),
          birthdate: dayMonthYear(person.dateOfBirth),
          telephoneno: person.phone,
          gender: 'm',
        },
        verification: { status: 'VERIFIED', reference: 'ref-2' },
      })
    }
    send(404, { error: 'Not found' })
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    ...fake,
    get mode() {
      return fake.mode
    },
    set mode(mode: FakeMode) {
      fake.mode = mode
    },
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
