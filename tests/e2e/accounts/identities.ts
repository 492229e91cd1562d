import { randomInt } from 'node:crypto'

/** A phone number and email no earlier run used (09x numbers; the seed uses 080x). */
export function freshContact() {
  const phoneNumber = `09${String(randomInt(0, 1e9)).padStart(9, '0')}`
  return { phoneNumber, emailAddress: `e2e${phoneNumber}@example.ng` }
}

/** What a signup agrees to (the web sends the published terms' revision; any revision name will do for set-up). */
export const SIGNUP_CONSENTS = { confirmAdult: true, acceptTerms: true, termsVersion: 'e2e set-up' } as const

/**
 * A sandbox BVN/NIN no earlier run used: the wallet-service's sandbox identity provider answers by its
 * last digit (0 a match, 1 another name, 2 under 18, 3 not found, 9 an outage; README "Identity checks").
 */
export function sandboxIdNumber(lastDigit: 0 | 1 | 2 | 3 | 9): string {
  return `2${String(randomInt(0, 1e9)).padStart(9, '0')}${lastDigit}`
}
