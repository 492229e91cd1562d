import type { FieldErrors } from './schemas.ts'

/**
 * What every accounts action answers, for the page to turn into the spec's toasts and delayed
 * navigation: success; refused input (field errors, 400); the wallet-service said no (its message);
 * or it could not be reached at all (the spec's "An error occurred" texts).
 * A refusal by the wallet-service is an ordinary outcome of the form, answered with HTTP 200 and
 * shown as a toast; refused input answers 400 and an unreachable service 502.
 */
export type ActionOutcome =
  | { outcome: 'success'; message?: string; redirectTo?: string }
  | { outcome: 'invalid'; fieldErrors: FieldErrors }
  | { outcome: 'failed'; message?: string }
  | { outcome: 'exception' }
