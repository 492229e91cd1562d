import { z } from 'zod'

/** The back office's settings: where the staff API is and the secret its calls are signed with (decision 020). */
export const backOfficeSettings = z.object({
  /** Shared with the wallet-service; unset, the back office's screens say it is not configured. */
  STAFF_API_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  WALLET_URL: z.url('must be an absolute http(s) URL').default('http://127.0.0.1:4000'),
  /** How long a staff call may take, answer included (for an export: until its first byte). */
  STAFF_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
})
