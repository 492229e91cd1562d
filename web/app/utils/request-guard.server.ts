/**
 * The checks web/app-server.js makes on every request before Remix runs (docs/decisions/006): where an
 * unsafe request comes from (cross-site request forgery), that its body is a form (every action of
 * the site reads one), and NUL characters, which no field of ours accepts and which downstream code
 * (PostgreSQL text, C libraries) cannot store.
 */

export const CROSS_SITE_REFUSAL = 'Forbidden: this request did not come from this site.'
export const NUL_REFUSAL = 'Bad request: a NUL character is not accepted.'
export const NOT_A_FORM_REFUSAL = 'Unsupported media type: this site accepts forms only.'

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data'])

const mediaType = (contentType: string | undefined) => (contentType ?? '').split(';')[0]!.trim().toLowerCase()

/** Whether an unsafe request's body is a form, as every action of the site expects (JSON or text is answered 415). */
export function isFormBody(contentType: string | undefined): boolean {
  return FORM_TYPES.has(mediaType(contentType))
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export function isUnsafeMethod(method: string): boolean {
  return UNSAFE_METHODS.has(method.toUpperCase())
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/**
 * Whether the browser says an unsafe request comes from this site: `Sec-Fetch-Site` when present
 * (`same-origin`, or `none` for one the user typed), else `Origin`, else `Referer`; with none of the
 * three nothing vouches for the request and it is refused. A safe method (GET, HEAD, OPTIONS) is
 * always allowed: it must change nothing.
 */
export function isSameSiteRequest(
  request: { method: string; secFetchSite?: string; origin?: string; referer?: string },
  siteOrigin: string,
): boolean {
  if (!isUnsafeMethod(request.method)) return true
  if (request.secFetchSite) return request.secFetchSite === 'same-origin' || request.secFetchSite === 'none'
  if (request.origin) return request.origin === siteOrigin
  if (request.referer) return originOf(request.referer) === siteOrigin
  return false
}

const ENCODED_NUL = /%00/i

/** A raw or percent-encoded NUL in the request target (path or query). */
export function targetHasNul(target: string): boolean {
  return target.includes('\u0000') || ENCODED_NUL.test(target)
}

/**
 * A NUL in a request body as its fields will be read: a raw zero byte in any body, a `%00` in a
 * form-encoded one (bodies that are not forms are refused before this, see `isFormBody`).
 */
export function bodyHasNul(body: Buffer, contentType: string | undefined): boolean {
  if (body.includes(0)) return true
  if (mediaType(contentType) !== 'application/x-www-form-urlencoded') return false
  for (const [key, value] of new URLSearchParams(body.toString('utf8'))) {
    if (key.includes('\u0000') || value.includes('\u0000')) return true
  }
  return false
}
