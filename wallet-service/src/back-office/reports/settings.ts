import { z } from 'zod'

/** The back office reports' settings (documented in the root .env.example). */
export const reportsSettings = z.object({
  /**
   * A database the reports read instead of the primary (a streaming replica): they never write. Unset,
   * they read the primary; set but unreachable, they read the primary and try it again later.
   */
  REPORTING_DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** How long the reports keep to the primary after the reporting database failed to connect, in ms. */
  REPORTING_DATABASE_RETRY_MS: z.coerce.number().int().min(1000).default(60_000),
  /** A player whose deposits and withdrawals in one Lagos day exceed this many naira is listed among the large cash movements. */
  AML_LARGE_CASH_ALERT_NAIRA: z.coerce.number().int().min(1).default(5_000_000),
})
