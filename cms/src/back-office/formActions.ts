import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import type { Notice } from './notice'
import { loginUrl, staffUserOf } from './session'
import { StaffApiError } from './staffApi'

/*
 * What every screen's server actions share: they post as plain HTML forms before any script runs, Next
 * refuses one whose Origin is not this host, and the staff member is authenticated as Payload
 * authenticates its admin (session.ts). Each redirects back to its screen with what the service said.
 */

/** A form field as typed, trimmed; '' when absent. */
export const field = (form: FormData, name: string): string => {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}

/** The staff member posting the form; without a login, to the login page and back to `screen`. */
export async function actingStaff(screen: string) {
  const user = await staffUserOf(await headers())
  if (!user) redirect(loginUrl(screen))
  return user
}

/** What the screen shows after `act`: its message when it went through, else the service's refusal. */
export async function outcome(act: () => Promise<string>, about: Pick<Notice, 'decisionId' | 'values'> = {}): Promise<Omit<Notice, 'id'>> {
  try {
    return { tone: 'success', message: await act(), decisionId: about.decisionId }
  } catch (error) {
    if (!(error instanceof StaffApiError)) throw error
    return { tone: 'error', message: error.message, ...about }
  }
}
