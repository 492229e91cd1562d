import type { LoaderFunctionArgs } from '@remix-run/node'
import { signInWithGoogle } from '#app/accounts/oidc-routes.server.ts'

/** Back from the provider: logged in, on to finish a signup, or back to login with the reason. */
export const loader = ({ request }: LoaderFunctionArgs) => signInWithGoogle(request)
