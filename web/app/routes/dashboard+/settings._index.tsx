import type { LoaderFunctionArgs } from '@remix-run/node'
import { profileLoader } from '#app/accounts/profile.server.ts'
import { ProfileView } from '#app/accounts/ProfileView.tsx'

/** On desktop the settings open on the profile; on a phone the menu shows alone (see the layout). */
export const loader = (args: LoaderFunctionArgs) => profileLoader(args)
export default ProfileView
