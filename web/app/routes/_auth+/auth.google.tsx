import type { LoaderFunctionArgs } from '@remix-run/node'
import { signInWithGoogle } from '#app/accounts/oidc-routes.server.ts'

/** "Continue with Google" (a plain link on /login and /signup): on to the provider. */
export const loader = ({ request }: LoaderFunctionArgs) => signInWithGoogle(request)
