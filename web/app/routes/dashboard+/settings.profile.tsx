import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { confirmEmailAction } from '#app/accounts/email-confirmation.server.ts'
import { verifyIdentityAction } from '#app/accounts/kyc.server.ts'
import { profileLoader } from '#app/accounts/profile.server.ts'
import { ProfileView } from '#app/accounts/ProfileView.tsx'

/** The profile's forms: the email's confirmation posts to `?email`, the identity check to `?verify`. */
export const action = (args: ActionFunctionArgs) =>
  new URL(args.request.url).searchParams.has('email') ? confirmEmailAction(args) : verifyIdentityAction(args)
export const loader = (args: LoaderFunctionArgs) => profileLoader(args)
export default ProfileView
