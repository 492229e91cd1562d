import type { LoaderFunctionArgs } from '@remix-run/node'
import { profileLoader } from '#app/accounts/profile.server.ts'
import { ProfileView } from '#app/accounts/ProfileView.tsx'

export { verifyIdentityAction as action } from '#app/accounts/kyc.server.ts'
export const loader = (args: LoaderFunctionArgs) => profileLoader(args)
export default ProfileView
