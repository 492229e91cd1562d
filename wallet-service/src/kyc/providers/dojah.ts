import { z } from 'zod'
import type { Config } from '../../config.ts'
import { parseProviderDate } from './dates.ts'
import { callProvider } from './http.ts'
import { IdentityProviderUnavailable, type IdentityLookup, type IdentityProvider, type IdentityRecord } from './types.ts'

const entity = z.object({
  entity: z.object({
    first_name: z.string().min(1),
    middle_name: z.string().nullish(),
    last_name: z.string().min(1),
    date_of_birth: z.string(),
  }),
})

const LOOKUPS = {
  BVN: { path: '/api/v1/kyc/bvn/full', parameter: 'bvn' },
  NIN: { path: '/api/v1/kyc/nin', parameter: 'nin' },
} as const

/**
 * Dojah's KYC lookups (https://docs.dojah.io): GET /api/v1/kyc/bvn/full?bvn= and /api/v1/kyc/nin?nin=
 * with the `AppId` and `Authorization` (secret key) headers, answering `{ entity: {...} }`. A number it
 * does not know is 400 or 404 with `{ error }`; 424 means the registry behind it (NIBSS, NIMC) is down.
 */
export class DojahIdentityProvider implements IdentityProvider {
  readonly name = 'dojah' as const
  private readonly headers: Record<string, string>

  constructor(private readonly config: Pick<Config, 'DOJAH_BASE_URL' | 'DOJAH_APP_ID' | 'DOJAH_SECRET_KEY' | 'KYC_PROVIDER_TIMEOUT_MS'>) {
    if (!config.DOJAH_APP_ID || !config.DOJAH_SECRET_KEY) {
      throw new Error('wallet-service: DOJAH_APP_ID and DOJAH_SECRET_KEY are required with KYC_PROVIDER=dojah')
    }
    this.headers = { AppId: config.DOJAH_APP_ID, Authorization: config.DOJAH_SECRET_KEY }
  }

  async lookup({ idType, idNumber }: IdentityLookup): Promise<IdentityRecord | null> {
    const { path, parameter } = LOOKUPS[idType]
    const url = new URL(path, this.config.DOJAH_BASE_URL)
    url.searchParams.set(parameter, idNumber)
    const answer = await callProvider('dojah', url, { method: 'GET', headers: this.headers }, this.config.KYC_PROVIDER_TIMEOUT_MS)
    if (answer.status === 400 || answer.status === 404) return null
    if (answer.status !== 200) throw new IdentityProviderUnavailable(`dojah ${idType} lookup answered HTTP ${answer.status}`)
    const parsed = entity.safeParse(answer.body)
    const dateOfBirth = parsed.success ? parseProviderDate(parsed.data.entity.date_of_birth) : null
    if (!parsed.success || !dateOfBirth) throw new IdentityProviderUnavailable(`dojah ${idType} lookup: unreadable answer`)
    const holder = parsed.data.entity
    return { firstName: holder.first_name, middleName: holder.middle_name || null, lastName: holder.last_name, dateOfBirth }
  }
}
