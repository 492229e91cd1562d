import { fromAddress, type TestApp } from '../support/database.ts'
import type { ManualClock } from '../support/manual-clock.ts'

let sequence = 0

/** A phone and email no other test in the file uses. */
export function uniqueContact() {
  sequence += 1
  const phone = `070${String(process.pid % 1000).padStart(3, '0')}${String(sequence).padStart(5, '0')}`
  return { phoneNumber: phone, emailAddress: `person${phone}@example.ng` }
}

export function post(t: TestApp, url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload, headers })
}

export async function outbox(
  t: TestApp,
  to: string,
): Promise<{ to: string; channel: string; text: string; otp: string | null; createdAt: string }[]> {
  const response = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` })
  if (response.statusCode !== 200) throw new Error(`dev outbox answered ${response.statusCode}`)
  return response.json()
}

export async function latestOtp(t: TestApp, to: string): Promise<string> {
  const [message] = await outbox(t, to)
  if (!message?.otp) throw new Error(`no code sent to ${to}`)
  return message.otp
}

/** Lets the resend cooldown (60 s) pass without waiting: the app's clock moves on two minutes. */
export function passCooldown(clock: ManualClock) {
  clock.jumpTo(clock.now() + 2 * 60_000)
}

export type Registered = { Id: string; phoneNumber: string; emailAddress: string; fullName: string; password: string }

/** What every signup must agree to: 18 or older, and the terms (the revision the form showed). */
export const SIGNUP_CONSENTS = { confirmAdult: true, acceptTerms: true, termsVersion: '2026-03-01T09:00:00.000Z' } as const

/** Signs up an Individual without setting a password yet. */
export async function signupIndividual(t: TestApp, fullName = 'Ngozi Eze'): Promise<Registered> {
  const contact = uniqueContact()
  const response = await post(t, '/user/signup', { fullName, ...contact, ...SIGNUP_CONSENTS })
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.body}`)
  return { Id: response.json().Id, ...contact, fullName, password: '' }
}

/** A fully registered, verified Individual with a password. */
export async function registerVerified(t: TestApp, fullName = 'Ngozi Eze', password = 'Secret#1'): Promise<Registered> {
  const registered = await signupIndividual(t, fullName)
  const verify = await post(t, '/agent/verify-otp', { Id: registered.Id, otp: await latestOtp(t, registered.emailAddress) })
  const set = await post(t, '/agent/set-password', { password, ticket: verify.json().ticket })
  if (set.statusCode !== 200) throw new Error(`set-password failed: ${set.body}`)
  return { ...registered, password }
}

export async function login(t: TestApp, userId: string, password: string, ip = '10.0.0.1') {
  return post(t, '/agent/login', { userId, password }, fromAddress(ip))
}

/** The headers that send a session token as `Authorization: Bearer`. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

export async function loginToken(t: TestApp, userId: string, password: string): Promise<string> {
  const response = await login(t, userId, password)
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`)
  return response.json().data.token
}

/**
 * Confirms the player's email as the profile does: a code sent to the email alone, then that code (the
 * email's resend cooldown must be over). Through a login session of its own, ended afterwards.
 */
export async function confirmEmailOf(t: TestApp, player: Registered): Promise<void> {
  const session = bearer(await loginToken(t, player.emailAddress, player.password))
  const sent = await post(t, '/agent/email/send-code', {}, session)
  if (sent.statusCode !== 200) throw new Error(`send-code failed: ${sent.body}`)
  const confirmed = await post(t, '/agent/email/confirm', { otp: await latestOtp(t, player.emailAddress) }, session)
  if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.body}`)
  await post(t, '/agent/logout', {}, session)
}
