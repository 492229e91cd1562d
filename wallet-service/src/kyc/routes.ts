import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { parseInput } from '../http/errors.ts'
import { lagosDate } from '../time/lagos.ts'
import { calendarDate } from './providers/dates.ts'
import { createIdentityProvider } from './providers/index.ts'
import { DEVELOPMENT_ID_HASH_KEY } from './settings.ts'
import { verifyIdentity, type KycContext, type KycDependencies } from './verify.ts'
import type { Clock } from '../time/clock.ts'

/** A check's input; a date of birth is at most today's, by the service's clock. */
const verifyInput = (clock: Clock) =>
  z.object({
    idType: z.enum(['BVN', 'NIN'], { error: 'Please choose BVN or NIN.' }),
    idNumber: z
      .string({ error: 'Please enter your BVN or NIN.' })
      .trim()
      .regex(/^[0-9]{11}$/, 'A BVN or NIN is exactly 11 digits.'),
    dateOfBirth: z
      .string({ error: 'Please enter your date of birth.' })
      .trim()
      .refine((text) => {
        const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
        const date = parts ? calendarDate(Number(parts[1]), Number(parts[2]), Number(parts[3])) : null
        return date !== null && date >= '1900-01-01' && date <= lagosDate(new Date(clock.now()))
      }, 'Please enter your date of birth as YYYY-MM-DD.'),
    // The check asks a provider about the person: only with their consent, recorded with the check.
    consent: z.literal(true, { error: 'Please agree to the identity check before we look up your BVN or NIN.' }),
  })

/** Identity checks (issue 14): POST /agent/kyc/verify, by BVN or NIN. */
export function kycRoutes(dependencies: KycDependencies): FastifyPluginAsync {
  const { config, clock } = dependencies
  if (config.NODE_ENV === 'production' && (config.KYC_ID_HASH_KEY === DEVELOPMENT_ID_HASH_KEY || config.KYC_ID_HASH_KEY.length < 32)) {
    throw new Error('wallet-service: KYC_ID_HASH_KEY (at least 32 characters, not the development key) is required in production')
  }
  const ctx: KycContext = { ...dependencies, identities: createIdentityProvider(config, clock) }
  const input = verifyInput(clock)
  return async (app) => {
    app.post('/agent/kyc/verify', { preHandler: app.requireSession() }, async (request) => {
      const { idType, idNumber, dateOfBirth } = parseInput(input, request.body)
      return verifyIdentity(ctx, request.user.userId, { idType, idNumber, dateOfBirth, consentedAt: new Date(clock.now()) })
    })
  }
}
