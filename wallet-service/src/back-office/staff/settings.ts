import { z } from 'zod'

export const staffSettings = z.object({
  /** Shared with the CMS, which signs every staff call with it; unset, the staff API refuses every call. */
  STAFF_API_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** How far a signed staff call's time may be from this service's, either way, before it is refused as stale. */
  STAFF_CALL_MAX_AGE_SECONDS: z.coerce.number().int().min(5).max(600).default(60),
})
