import { redirect } from '@remix-run/node'

/** The user menu's short address for this settings page. */
export function loader() {
  return redirect('/dashboard/settings/activity')
}
