/**
 * An identity provider answers a BVN or NIN lookup with the holder's names and date of birth, as
 * Nigeria's KYC services do (they also return phone, gender, photo and more, which the platform does
 * not read: it keeps as little personal data as the check needs, NDPA 2023).
 */
export type IdType = 'BVN' | 'NIN'

export type IdentityLookup = {
  idType: IdType
  idNumber: string
  /** The player's registered name and the date of birth they typed: only the sandbox reads them, to echo a match. */
  holder: { fullName: string; dateOfBirth: string }
}

/** The holder of the number as the provider records them; dates are YYYY-MM-DD. */
export type IdentityRecord = { firstName: string; middleName: string | null; lastName: string; dateOfBirth: string }

export interface IdentityProvider {
  readonly name: 'sandbox' | 'dojah' | 'prembly'
  /** The number's holder, or null when the provider has no such number. Throws IdentityProviderUnavailable on an outage. */
  lookup(query: IdentityLookup): Promise<IdentityRecord | null>
}

/** The provider could not answer (down, timed out, refused our keys, or answered something unreadable). */
export class IdentityProviderUnavailable extends Error {}

export const fullNameOf = (record: IdentityRecord) => [record.firstName, record.middleName, record.lastName].filter(Boolean).join(' ')
