import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { getSessionUser } from '#app/accounts/session.server.ts'
import { realityCheck } from '#app/protection/protection.server.ts'

/** The session so far, for the reality check when it comes due (protection/RealityCheck.tsx). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request)
  if (!user) return json({ session: null }, { status: 401, headers: { 'Cache-Control': 'no-store' } })
  const answer = await realityCheck(request, user)
  return json(
    { session: answer.ok ? answer.realityCheck.session : null },
    { status: answer.ok ? 200 : 502, headers: { 'Cache-Control': 'no-store' } },
  )
}
