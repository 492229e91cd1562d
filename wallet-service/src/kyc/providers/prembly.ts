import { z } from 'zod'
import type { Config } from '../../config.ts'
import { parseProviderDate } from './dates.ts'
import { callProvider } from './http.ts'
import { IdentityProviderUnavailable, type IdentityLookup, type IdentityProvider, type IdentityRecord } from './types.ts'

const envelope = z.object({ status: z.boolean(), response_code: z.string(), detail: z.string().optional() })
const bvnHolder = z.object({
  data: z.object({ firstName: z.string().min(1), middleName: z.string().nullish(), lastName: z.string().min(1), dateOfBirth: z.string() }),
})
const ninHolder = z.object({
  nin_data: z.object({ firstname: z.string().min(1), middlename: z.string().nullish(), surname: z.string().min(1), birthdate: z.string() }),
})

const NOT_FOUND = '01'

/**
 * Prembly IdentityPass (https://docs.prembly.com): POST /verification/bvn and /verification/nin with
 * `{ number }` and the `app-id` and `x-api-key` headers. Its envelope carries `status` and a
 * `response_code`: 00 found, 01 no such number, 02 the registry is unavailable. BVN holders come as
 * `data` (firstName, lastName, dateOfBirth like 16-May-1990), NIN holders as `nin_data` in NIMC's
 * own field names (firstname, surname, birthdate like 16-05-1990).
 */
export class PremblyIdentityProvider implements IdentityProvider {
  readonly name = 'prembly' as const
  private readonly headers: Record<string, string>

  constructor(
    private readonly config: Pick<Config, 'PREMBLY_BASE_URL' | 'PREMBLY_APP_ID' | 'PREMBLY_API_KEY' | 'KYC_PROVIDER_TIMEOUT_MS'>,
  ) {
    if (!config.PREMBLY_APP_ID || !config.PREMBLY_API_KEY) {
      throw new Error('wallet-service: PREMBLY_APP_ID and PREMBLY_API_KEY are required with KYC_PROVIDER=prembly')
    }
    this.headers = { 'app-id': config.PREMBLY_APP_ID, 'x-api-key': config.PREMBLY_API_KEY }
  }

  async lookup({ idType, idNumber }: IdentityLookup): Promise<IdentityRecord | null> {
    const url = new URL(`/verification/${idType === 'BVN' ? 'bvn' : 'nin'}`, this.config.PREMBLY_BASE_URL)
    const answer = await callProvider(
      'prembly',
      url,
      { method: 'POST', headers: this.headers, body: { number: idNumber } },
      this.config.KYC_PROVIDER_TIMEOUT_MS,
    )
    const outcome = envelope.safeParse(answer.body)
    if (outcome.success && outcome.data.response_code === NOT_FOUND) return null
    if (answer.status !== 200 || !outcome.success || !outcome.data.status || outcome.data.response_code !== '00') {
      const code = outcome.success ? outcome.data.response_code : 'none'
      throw new IdentityProviderUnavailable(`prembly ${idType} lookup answered HTTP ${answer.status}, response code ${code}`)
    }
    const record = idType === 'BVN' ? fromBvn(answer.body) : fromNin(answer.body)
    if (!record) throw new IdentityProviderUnavailable(`prembly ${idType} lookup: unreadable answer`)
    return record
  }
}

function fromBvn(body: unknown): IdentityRecord | null {
  const parsed = bvnHolder.safeParse(body)
  const dateOfBirth = parsed.success ? parseProviderDate(parsed.data.data.dateOfBirth) : null
  if (!parsed.success || !dateOfBirth) return null
  const { firstName, middleName, lastName } = parsed.data.data
  return { firstName, middleName: middleName || null, lastName, dateOfBirth }
}

function fromNin(body: unknown): IdentityRecord | null {
  const parsed = ninHolder.safeParse(body)
  const dateOfBirth = parsed.success ? parseProviderDate(parsed.data.nin_data.birthdate) : null
  if (!parsed.success || !dateOfBirth) return null
  const { firstname, middlename, surname } = parsed.data.nin_data
  return { firstName: firstname, middleName: middlename || null, lastName: surname, dateOfBirth }
}
