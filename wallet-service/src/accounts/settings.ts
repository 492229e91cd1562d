import { z } from 'zod'

export const accountsSettings = z.object({
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(24),
})
