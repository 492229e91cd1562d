import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { getCsrfToken } from '#app/auth/csrf.server.ts'

/**
 * The browser's CSRF token for forms built in the browser (the inactivity logout). Another site
 * cannot read this answer (same-origin policy), so handing it out here is safe.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { token, setCookie } = await getCsrfToken(request)
  return json({ token }, { headers: { 'Cache-Control': 'no-store', ...(setCookie ? { 'Set-Cookie': setCookie } : {}) } })
}
