import { z } from 'zod'
import { createAppSessionStorage } from '#app/utils/cookies.server.ts'
import { getEnv } from '#app/utils/env.server.ts'

/**
 * Where a person is in signup or password reset, between pages: the wallet-service's code request
 * `Id`, what it is for, the email or number given (for forgot-password resends), when the wallet-service
 * will take another code request (for the Resend countdown) and, after the code is verified, the
 * set-password ticket. The spec keeps the Id in browser session storage; here it
 * stays in an httpOnly cookie the browser cannot read. It lives 30 minutes.
 */
const flowSchema = z.object({
  id: z.string(),
  purpose: z.enum(['signup', 'password_reset']),
  identifier: z.string().optional(),
  resendAvailableAt: z.number().optional(),
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

/**
 * When the wallet-service takes another code request for a flow whose code was just sent: after its
 * cooldown (OTP_RESEND_COOLDOWN_SECONDS, the same setting here), or after the wait it named itself.
 */
export function resendAvailableAfter(waitSeconds = getEnv().OTP_RESEND_COOLDOWN_SECONDS, now = Date.now()): number {
  return now + waitSeconds * 1000
}

export function secondsUntilResend(flow: AccountFlow, now = Date.now()): number {
  if (flow.resendAvailableAt === undefined) return 0
  return Math.max(0, Math.ceil((flow.resendAvailableAt - now) / 1000))
}

/** The wait a refused resend names ("Please wait 42 seconds ..."), when the refusal is the cooldown. */
export function cooldownSecondsOf(answer: { status: number; data: unknown }): number | null {
  const body = answer.data as { code?: unknown; message?: unknown } | null
  if (answer.status !== 429 || body?.code !== 'OTP_COOLDOWN' || typeof body.message !== 'string') return null
  const seconds = /(\d+) second/.exec(body.message)?.[1]
  return seconds ? Number(seconds) : null
}
