import { dataOf, login as loginAnswer } from '@9ja/contract'
import type { Browser, Page } from 'playwright-core'
import { expect } from 'vitest'
import { demoLogins } from '../../../seed/logins.ts'
import { openPage } from '../../support/browser.ts'
import {
  freshContact,
  latestOtp,
  SIGNUP_CONSENTS,
  verifyIdentityWithToken,
  walletPost,
  type Account,
} from '../accounts/accounts-support.ts'

export type Agent = Account & { businessName: string; token: string }

/** The seeded demo agent's referral code: the test's agents are recruited by it (an agent signs up with an agent's code). */
export async function recruitingAgentCode(): Promise<string> {
  const demoAgent = demoLogins().players.find((login) => login.role === 'agent')!
  const login = await walletPost('/agent/login', { userId: demoAgent.email, password: demoAgent.password })
  const { token, referralCode } = dataOf(loginAnswer, login.json)
  await walletPost('/agent/logout', { token })
  return referralCode
}

/**
 * An agent signed up through the wallet-service API (code verified, password set, identity verified),
 * with an API session of its own and `float` naira in the float, sent by bank transfer as any deposit.
 */
export async function createAgent(businessName: string, float: number, fullName = 'Musa Bello'): Promise<Agent> {
  const contact = freshContact()
  const password = 'Shop#2026'
  const signup = await walletPost('/agent/signup', {
    fullName,
    businessName,
    address: '12 Allen Avenue, Ikeja',
    referralCode: await recruitingAgentCode(),
    ...contact,
    ...SIGNUP_CONSENTS,
  })
  expect(signup.status, JSON.stringify(signup.json)).toBe(201)
  const verify = await walletPost('/agent/verify-otp', { Id: signup.json.Id, otp: await latestOtp(contact.emailAddress) })
  expect((await walletPost('/agent/set-password', { password, ticket: verify.json.ticket })).status).toBe(200)
  const login = await walletPost('/agent/login', { userId: contact.emailAddress, password })
  const { token, referralCode, depositCode } = dataOf(loginAnswer, login.json)
  await verifyIdentityWithToken(token)
  if (float > 0) {
    const transfer = await walletPost('/sandbox/transfers', { depositCode, amount: String(float) })
    expect(transfer.status, JSON.stringify(transfer.json)).toBeLessThan(300)
    await expect.poll(async () => (await walletPost('/agent/wallet-balance', { token })).json.balance, { timeout: 10_000 }).toBe(float)
  }
  return { fullName, ...contact, password, referralCode, businessName, token }
}

/** The float (naira) as the wallet-service states it. */
export async function floatOf(agent: Agent): Promise<number> {
  return (await walletPost('/agent/wallet-balance', { token: agent.token })).json.balance as number
}

/** A phone at the shop's counter: 360 px wide, as agents use. */
export const counterPhone = (browser: Browser): Promise<Page> => openPage(browser, { width: 360 })
