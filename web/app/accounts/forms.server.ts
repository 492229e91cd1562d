import { json } from '@remix-run/node'
import type { z } from 'zod'
import { assertCsrf } from '#app/auth/csrf.server.ts'
import type { ActionOutcome } from './outcome.ts'
import { fieldErrors } from './schemas.ts'

/**
 * Reads a POSTed form: CSRF-checked first (a forged request gets a bare 403), then parsed with the
 * form's schema; refused input comes back as a ready 400 answer with the field errors.
 */
export async function readForm<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ data: z.infer<S>; invalid?: undefined } | { data?: undefined; invalid: Response }> {
  const form = await request.formData()
  await assertCsrf(request, form)
  const values = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))
  const parsed = schema.safeParse(values)
  if (!parsed.success) return { invalid: json<ActionOutcome>({ outcome: 'invalid', fieldErrors: fieldErrors(schema, values) }, { status: 400 }) }
  return { data: parsed.data }
}

export const outcome = (body: ActionOutcome, init?: ResponseInit) => json<ActionOutcome>(body, init)

/** A wallet-service call that throws (unreachable, timed out) becomes the `exception` outcome. */
export async function orException(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof Response) throw error
    console.error('wallet-service call failed', error)
    return outcome({ outcome: 'exception' }, { status: 502 })
  }
}
