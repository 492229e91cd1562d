import { redirect } from '@remix-run/node'
import { toastSchema, type ToastInput } from '#app/components/toast/toast-schema.ts'
import { createAppSessionStorage } from './cookies.server.ts'

/**
 * Outcomes the user should see after a redirect travel in a short-lived flash cookie: the action sets
 * it, the next page's root loader reads it once (which clears it) and the Toaster shows it.
 */
const TOAST_KEY = 'toast'

let storage: ReturnType<typeof createAppSessionStorage> | undefined

function toastStorage() {
  storage ??= createAppSessionStorage('en_toast')
  return storage
}

/** Returns the Set-Cookie header value that carries `toast` to the next page load. */
export async function createToastHeader(toast: ToastInput): Promise<string> {
  const session = await toastStorage().getSession()
  session.flash(TOAST_KEY, toastSchema.parse(toast))
  return toastStorage().commitSession(session)
}

export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers)
  headers.append('Set-Cookie', await createToastHeader(toast))
  return redirect(url, { ...init, headers })
}

/** Reads (and consumes) the pending toast; send `headers` with the response so the flash is cleared. */
export async function getToast(request: Request) {
  const session = await toastStorage().getSession(request.headers.get('Cookie'))
  const parsed = toastSchema.safeParse(session.get(TOAST_KEY))
  const toast = parsed.success ? parsed.data : null
  const headers: HeadersInit | undefined = toast ? { 'Set-Cookie': await toastStorage().destroySession(session) } : undefined
  return { toast, headers }
}
