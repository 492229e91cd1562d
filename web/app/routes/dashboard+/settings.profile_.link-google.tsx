import type { ActionFunctionArgs } from '@remix-run/node'
import { linkGoogle } from '#app/accounts/oidc-routes.server.ts'

/** The profile's Link Google: on to the provider, for a link to this player; or back to the profile with the reason. */
export const action = ({ request }: ActionFunctionArgs) => linkGoogle(request)
