import { namesMatch } from '../name-match.ts'
import { lagosDate } from '../../time/lagos.ts'
import { yearsBefore } from '../age.ts'
import { IdentityProviderUnavailable, type IdentityLookup, type IdentityProvider, type IdentityRecord } from './types.ts'
import type { Clock } from '../../time/clock.ts'

/** The holder the sandbox returns for numbers ending in 1: someone other than the player. */
const OTHER_PERSON = [
  { firstName: 'Kunle', middleName: null, lastName: 'Adewale' },
  { firstName: 'Chioma', middleName: null, lastName: 'Obi' },
]

/**
 * The embedded identity provider for development and tests (never in production). It answers by the
 * number's last digit, whatever the type (README, "Identity checks"):
 *   0 (and 4-8)  a match: the registered name and the date of birth sent;
 *   1            a different name;
 *   2            the registered name, born 16 years ago (under 18);
 *   3            not found;
 *   9            an outage.
 */
export class SandboxIdentityProvider implements IdentityProvider {
  readonly name = 'sandbox' as const

  /** `clock`: the sandbox's under-18 holder is 16 on the service's today. */
  constructor(private readonly clock: Clock) {}

  async lookup({ idNumber, holder }: IdentityLookup): Promise<IdentityRecord | null> {
    const digit = idNumber.at(-1)
    if (digit === '3') return null
    if (digit === '9') throw new IdentityProviderUnavailable('sandbox: outage (a number ending in 9)')
    if (digit === '1') {
      const other = OTHER_PERSON.find((person) => !namesMatch(holder.fullName, `${person.firstName} ${person.lastName}`))!
      return { ...other, dateOfBirth: holder.dateOfBirth }
    }
    const names = holder.fullName.trim().split(/\s+/)
    const registered = {
      firstName: names[0]!,
      middleName: names.length > 2 ? names.slice(1, -1).join(' ') : null,
      lastName: names.length > 1 ? names.at(-1)! : names[0]!,
    }
    if (digit === '2') return { ...registered, dateOfBirth: yearsBefore(lagosDate(new Date(this.clock.now())), 16) }
    return { ...registered, dateOfBirth: holder.dateOfBirth }
  }
}
