import { z } from 'zod'

/* The accounts' answers: login, the identity check and the profile. */

/** A player on a break: its kind and when it ends (the login's copy also carries its message). */
const loginRestriction = z.object({ kind: z.enum(['time-out', 'self-exclusion']), until: z.string(), message: z.string() })

/** A login: the session's token and the player it belongs to, with what player protection needs at once. */
export const login = z.object({
  token: z.string(),
  userType: z.string(),
  depositCode: z.string(),
  referralCode: z.string(),
  userId: z.string(),
  fullName: z.string(),
  kycStatus: z.string(),
  restriction: loginRestriction.nullable(),
  realityCheckMinutes: z.number(),
  sessionStartedAt: z.string(),
})

export const kycStatus = z.enum(['unverified', 'pending', 'verified', 'rejected'])
const kycReason = z.enum(['name_mismatch', 'dob_mismatch', 'not_found', 'under_18', 'duplicate'])
const idType = z.enum(['BVN', 'NIN'])

/** An identity check's outcome, with the break or closure an under-18 answer started. */
export const kycVerified = z.object({
  message: z.string(),
  data: z.object({
    kycStatus,
    reason: kycReason.optional(),
    idType,
    idLast4: z.string(),
    selfExcludedUntil: z.string().optional(),
    accountClosed: z.literal(true).optional(),
  }),
})

export const kycSummary = z.object({
  status: kycStatus,
  reason: kycReason.nullable(),
  idType: idType.nullable(),
  idLast4: z.string().nullable(),
  heldDeposits: z.number(),
})
export type KycSummary = z.infer<typeof kycSummary>
/** A provider account (Google) linked to the player (decision 022). */
export const linkedIdentity = z.object({ issuer: z.string(), email: z.string().nullable(), linkedAt: z.string() })

/**
 * Spec: get-user-profile, with whether the email is confirmed (decision 022), the identity check's summary, whether a
 * password is set and the linked provider accounts.
 */
export const profile = z.object({
  fullName: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  emailConfirmed: z.boolean(),
  hasPassword: z.boolean(),
  kyc: kycSummary,
  identities: z.array(linkedIdentity),
})
export type Profile = z.infer<typeof profile>

/** "Continue with Google" begun: where to send the browser, and the sign-in's id the web keeps for the way back. */
export const oidcStarted = z.object({ transactionId: z.string(), authorizationUrl: z.string() })

/**
 * Back from the provider with a verified ID token: a session (an account linked before), a signup to finish
 * first, or, for "Link Google" from the profile, the Google account now linked to the player.
 */
export const oidcFinished = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('login'), login }),
  z.object({ outcome: z.literal('signup'), signupToken: z.string(), email: z.string().nullable(), fullName: z.string().nullable() }),
  z.object({ outcome: z.literal('linked'), email: z.string().nullable() }),
])
