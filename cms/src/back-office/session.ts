import config from '@payload-config'
import { getPayload } from 'payload'

import { ADMIN_ROUTE } from './screens'

/**
 * The staff member a form post or route handler comes from, authenticated the way Payload's own admin
 * authenticates a request: its cookie counts only when the Origin is the CMS's own (config `csrf`) or,
 * without one, when the browser says the request is not cross-site; otherwise there is no user.
 */
export async function staffUserOf(headers: Headers) {
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers })
  return user
}

export const loginUrl = (back: string): string => `${ADMIN_ROUTE}/login?redirect=${encodeURIComponent(back)}`
