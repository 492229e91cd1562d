import type { Submission as ConformSubmission } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { json } from '@remix-run/node'
import type { z } from 'zod'
import type { ToastInput } from '#app/components/toast/toast-schema.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { getLanguage, getServerI18n } from '#app/i18n/i18n.server.ts'
import { ENHANCED_FIELD, type FormAnswer } from './answer.ts'
import { getLogger } from '#app/utils/logger.server.ts'

type Submission<Schema extends z.ZodType> = ConformSubmission<z.input<Schema>, string[], z.output<Schema>>

/**
 * The request's form. A body that does not parse as one (a broken multipart; web/app-server.js already
 * refused any body that is not a form) is the sender's mistake: 400, never a 500.
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData()
  } catch {
    throw new Response('Bad request: the form could not be read.', { status: 400 })
  }
}

/**
 * Reads a POSTed form and runs the form's zod schema on it, the same schema the browser ran.
 * Conform's coercion is off: a field is the string the person typed, as in the browser.
 */
export async function readSubmission<Schema extends z.ZodType>(request: Request, schema: Schema) {
  const formData = await readFormData(request)
  const submission: Submission<Schema> = parseWithZod(formData, { schema, disableAutoCoercion: true })
  return { submission, enhanced: formData.get(ENHANCED_FIELD) === 'true' }
}

/** Typed passwords never travel back into the page's HTML. */
const SECRET_FIELD = /password/i

/**
 * Refused input: 400 with the field errors, the typed values kept (passwords left out). `extra`
 * tells a page with several forms which one the answer belongs to.
 */
export function invalidAnswer<Schema extends z.ZodType, Extra extends Record<string, unknown> = Record<string, never>>(
  submission: Submission<Schema>,
  extra?: Extra,
) {
  const fields = submission.payload ? Object.keys(submission.payload).filter((name) => SECRET_FIELD.test(name)) : []
  return json<FormAnswer<Extra>>({ ...(extra as Extra), result: submission.reply({ hideFields: fields }) }, { status: 400 })
}

/**
 * The outcome of a valid submission. A hydrated page gets it as data and shows the toast, waits the
 * spec's delay and navigates itself; a plain HTML post is redirected (to `redirectTo`, else back to
 * the page it came from) with the toast in the flash cookie.
 */
export async function outcomeAnswer<Extra extends Record<string, unknown> = Record<string, never>>(
  request: Request,
  enhanced: boolean,
  answer: { toast: ToastInput; redirectTo?: string; result?: FormAnswer['result']; headers?: HeadersInit; status?: number; extra?: Extra },
) {
  const { toast, redirectTo, result, headers, status, extra } = answer
  if (enhanced) return json<FormAnswer<Extra>>({ ...(extra as Extra), toast, redirectTo, result }, { status, headers })
  const url = new URL(request.url)
  return redirectWithToast(redirectTo ?? `${url.pathname}${url.search}`, toast, { headers })
}

/**
 * Runs an action's wallet-service calls. A call that throws (unreachable, timed out, an answer that is
 * not JSON) becomes the spec's exception toast for the screen, answered 502; the error is logged here.
 */
export async function orExceptionToast(
  request: Request,
  enhanced: boolean,
  exception: () => { toast: ToastInput; extra?: Record<string, unknown> },
  work: () => Promise<Response>,
) {
  try {
    return await work()
  } catch (error) {
    if (error instanceof Response) throw error
    getLogger().error({ err: error }, `${new URL(request.url).pathname}: wallet-service call failed`)
    return outcomeAnswer(request, enhanced, { ...exception(), status: 502 })
  }
}

/** The translator of one namespace in the request's language, for toasts written by an action. */
export async function translatorFor(request: Request, namespace: string) {
  const language = getLanguage(request)
  const i18n = await getServerI18n(language, ['common', namespace])
  return i18n.getFixedT(language, namespace)
}
