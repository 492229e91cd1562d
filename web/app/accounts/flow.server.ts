import { z } from 'zod'
import { createAppSessionStorage } from '#app/utils/cookies.server.ts'

/**
 * Where a person is in signup or password reset, between pages: the wallet-service's code request
 * `Id`, what it is for, the email or number given (for forgot-password resends) and, after the code
 * is verified, the set-password ticket. The spec keeps the Id in browser session storage; here it
 * stays in an httpOnly cookie the browser cannot read. It lives 30 minutes.
 */
const flowSchema = z.object({
  id: z.string(),
  purpose: z.enum(['signup', 'password_reset']),
  identifier: z.string().optional(),
  ticket: z.string().optional(),
})
export type AccountFlow = z.infer<typeof flowSchema>

let storage: ReturnType<typeof createAppSessionStorage> | undefined
const flowStorage = () => (storage ??= createAppSessionStorage('__account_flow', { maxAgeSeconds: 30 * 60 }))

export async function getAccountFlow(request: Request): Promise<AccountFlow | null> {
  const session = await flowStorage().getSession(request.headers.get('Cookie'))
  const parsed = flowSchema.safeParse(session.get('flow'))
  return parsed.success ? parsed.data : null
}

/** Returns the Set-Cookie header value storing `flow`. */
export async function saveAccountFlow(request: Request, flow: AccountFlow): Promise<string> {
  const session = await flowStorage().getSession(request.headers.get('Cookie'))
  session.set('flow', flowSchema.parse(flow))
  return flowStorage().commitSession(session)
}

export async function clearAccountFlow(request: Request): Promise<string> {
  const session = await flowStorage().getSession(request.headers.get('Cookie'))
  return flowStorage().destroySession(session)
}
