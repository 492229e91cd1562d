import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, fromAddress, type TestApp } from '../support/database.ts'
import {
  bearer,
  confirmEmailOf,
  latestOtp,
  login,
  loginToken,
  post,
  registerVerified,
  SIGNUP_CONSENTS,
  uniqueContact,
  type Registered,
} from './helpers.ts'

/**
 * Sign in with an OpenID provider (decision 022), against a provider this file runs itself: its discovery
 * document, its keys and a token endpoint that answers whatever ID token a test mints. So each forgery
 * (another key's signature, another audience, an expired token, a nonce from another sign-in) reaches the
 * service's real verification path (openid-client), and a correct token shows that path accepts good ones.
 */
const CLIENT_ID = 'test-client'
const REDIRECT_URI = 'http://127.0.0.1:3000/auth/google/callback'

type Minted = {
  issuer?: string
  audience?: string
  nonce: string
  expiresInSeconds?: number
  key?: CryptoKey
  claims?: Record<string, unknown>
}

let t: TestApp
let server: http.Server
let issuer: string
let issuerKey: CryptoKey
let otherKey: CryptoKey
/** The ID token the token endpoint answers next, and the PKCE verifier it was last sent. */
let nextIdToken = ''
let lastCodeVerifier: string | null = null

beforeAll(async () => {
  const pair = await generateKeyPair('RS256')
  issuerKey = pair.privateKey
  const publicKey = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', use: 'sig', alg: 'RS256' }
  otherKey = (await generateKeyPair('RS256')).privateKey
  server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    const answer = (body: unknown) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    if (path === '/.well-known/openid-configuration') {
      return answer({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
      })
    }
    if (path === '/jwks') return answer({ keys: [publicKey] })
    if (path === '/token') {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        lastCodeVerifier = new URLSearchParams(body).get('code_verifier')
        answer({ access_token: 'access', token_type: 'Bearer', expires_in: 300, id_token: nextIdToken })
      })
      return
    }
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  t = await createTestApp({
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: CLIENT_ID,
    OIDC_CLIENT_SECRET: 'test-secret',
    LOGIN_FAILURE_DELAY_MS: '0',
    SIGNUP_MAX_PER_ADDRESS_PER_HOUR: '10000',
    OTP_MAX_SENDS_PER_ADDRESS_PER_HOUR: '10000',
    // Players confirm their emails right after signing up (confirmEmailOf): no wait between the two codes.
    OTP_RESEND_COOLDOWN_SECONDS: '0',
  })
})
afterAll(async () => {
  await t.close()
  await new Promise((resolve) => server.close(resolve))
})

function mint(subject: string, options: Minted): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  const expiresIn = options.expiresInSeconds ?? 300
  return new SignJWT({ nonce: options.nonce, ...options.claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(options.issuer ?? issuer)
    .setAudience(options.audience ?? CLIENT_ID)
    .setSubject(subject)
    .setIssuedAt(Math.min(now, now + expiresIn - 60))
    .setExpirationTime(now + expiresIn)
    .sign(options.key ?? issuerKey)
}

/**
 * "Continue with Google" (or, with a player's session token, "Link Google"): the sign-in's id, and the
 * state, nonce and PKCE challenge the provider is sent.
 */
async function begin(linkingToken?: string) {
  const response = linkingToken
    ? await post(t, '/agent/oidc/start', { redirectUri: REDIRECT_URI, intent: 'link' }, bearer(linkingToken))
    : await post(t, '/agent/oidc/start', { redirectUri: REDIRECT_URI })
  expect(response.statusCode).toBe(200)
  const { transactionId, authorizationUrl } = response.json().data
  const url = new URL(authorizationUrl)
  expect(url.origin + url.pathname).toBe(`${issuer}/auth`)
  expect(url.searchParams.get('code_challenge_method')).toBe('S256')
  return {
    transactionId: transactionId as string,
    state: url.searchParams.get('state')!,
    nonce: url.searchParams.get('nonce')!,
    challenge: url.searchParams.get('code_challenge')!,
  }
}

type SignIn = Awaited<ReturnType<typeof begin>>

/** Back from the provider with `idToken` as the token endpoint's answer (a link's callback carries the player's session token). */
async function finish(signIn: SignIn, idToken: string, { state = signIn.state, token }: { state?: string; token?: string } = {}) {
  nextIdToken = idToken
  return post(
    t,
    '/agent/oidc/callback',
    { transactionId: signIn.transactionId, callbackUrl: `${REDIRECT_URI}?code=the-code&state=${state}` },
    { ...fromAddress('10.0.0.9'), ...(token ? bearer(token) : {}) },
  )
}

/** A whole sign-in as `subject`, the provider giving `claims`. */
async function signInAs(subject: string, claims: Record<string, unknown>) {
  const signIn = await begin()
  return finish(signIn, await mint(subject, { nonce: signIn.nonce, claims }))
}

/** A whole "Link Google" from `player`'s session, the provider signing in `subject`. */
async function linkAs(player: Registered, subject: string) {
  const token = await loginToken(t, player.emailAddress, player.password)
  const signIn = await begin(token)
  return {
    token,
    answer: await finish(signIn, await mint(subject, { nonce: signIn.nonce, claims: { email: `${subject}@gmail.example` } }), { token }),
  }
}

const counts = async () => {
  const { rows } = await t.pool.query<{ identities: number; pending: number; sessions: number }>(
    `select (select count(*)::int from user_identities) as identities, (select count(*)::int from oidc_pending_signups) as pending,
            (select count(*)::int from sessions) as sessions`,
  )
  return rows[0]!
}

/** The provider accounts linked to `player`, as (subject, email). */
const identitiesOf = async (player: Registered) =>
  (
    await t.pool.query<{ subject: string; email: string | null }>(
      `select i.subject, i.email from user_identities i join users u on u.id = i.user_id where u.public_id = $1`,
      [player.Id],
    )
  ).rows

describe('sign in with an OpenID provider', () => {
  it('sends PKCE, state and nonce; a correct ID token from a new person leads to a signup, never a session', async () => {
    const signIn = await begin()
    const response = await finish(
      signIn,
      await mint('new-person', {
        nonce: signIn.nonce,
        claims: { email: 'New.Person@Example.ng', email_verified: true, name: 'New Person' },
      }),
    )
    expect(response.statusCode).toBe(200)
    expect(createHash('sha256').update(lastCodeVerifier!).digest('base64url')).toBe(signIn.challenge)
    expect(response.json().data).toEqual({
      outcome: 'signup',
      signupToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      email: 'new.person@example.ng',
      fullName: 'New Person',
    })
  })

  it.each([
    ['signed with another key', (nonce: string) => mint('forger', { nonce, key: otherKey })],
    ['for another audience', (nonce: string) => mint('forger', { nonce, audience: 'someone-else' })],
    ['expired', (nonce: string) => mint('forger', { nonce, expiresInSeconds: -3600 })],
    ['from another issuer', (nonce: string) => mint('forger', { nonce, issuer: 'https://accounts.example.com' })],
  ])('refuses an ID token %s, and changes nothing', async (_case, forge) => {
    const before = await counts()
    const signIn = await begin()
    const response = await finish(signIn, await forge(signIn.nonce))
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({
      code: 'OIDC_TOKEN_REFUSED',
      message: 'Google sign-in could not be verified. Please try again.',
    })
    expect(await counts()).toEqual(before)
  })

  it("refuses a replayed nonce: another sign-in's token, and the same callback twice", async () => {
    const first = await begin()
    const token = await mint('replayer', { nonce: first.nonce, claims: { email: 'replayer@example.ng', email_verified: true } })
    expect((await finish(first, token)).statusCode).toBe(200)
    const before = await counts()

    // The same callback again: the sign-in was used up by the first.
    const again = await finish(first, token)
    expect(again.statusCode).toBe(401)
    expect(again.json().code).toBe('OIDC_SIGNIN_EXPIRED')

    // The first sign-in's token (its nonce) answered to a new sign-in.
    const second = await begin()
    const replayed = await finish(second, token)
    expect(replayed.statusCode).toBe(401)
    expect(replayed.json().code).toBe('OIDC_TOKEN_REFUSED')

    // A state that is not the sign-in's.
    const third = await begin()
    const wrongState = await finish(third, await mint('replayer', { nonce: third.nonce }), { state: 'not-the-state' })
    expect(wrongState.json().code).toBe('OIDC_TOKEN_REFUSED')
    expect(await counts()).toEqual(before)
  })

  it('links an account by its email only when the email is confirmed and the provider vouches for it, and signs it in', async () => {
    const holder = await registerVerified(t, 'Kemi Balogun')
    await confirmEmailOf(t, holder)
    const before = await counts()
    const response = await signInAs('kemi', { email: holder.emailAddress.toUpperCase(), email_verified: true, name: 'Kemi' })
    expect(response.statusCode).toBe(200)
    const { data } = response.json()
    expect(data).toMatchObject({ outcome: 'login', login: { userId: holder.Id, fullName: 'Kemi Balogun' } })
    expect(await identitiesOf(holder)).toEqual([{ subject: 'kemi', email: holder.emailAddress }])
    expect(await counts()).toEqual({ ...before, identities: before.identities + 1, sessions: before.sessions + 1 })
    const profile = await post(t, '/agent/get-user-profile', {}, bearer(data.login.token))
    expect(profile.json().data).toMatchObject({ emailConfirmed: true, identities: [{ issuer, email: holder.emailAddress }] })

    // Later the provider's subject is enough, whatever email it now reports.
    const again = await signInAs('kemi', { email: 'kemi.new@example.ng', email_verified: false })
    expect(again.json().data).toMatchObject({ outcome: 'login', login: { userId: holder.Id } })
  })

  it('does not link nor sign in an account whose email is not confirmed, vouched for by the provider or not; nothing is written', async () => {
    // The signup code went to the phone and the email together, so this account may be an attacker's,
    // holding the email of the person now choosing "Continue with Google".
    const holder = await registerVerified(t, 'Ada Unconfirmed')
    const refusals = [
      {
        emailVerified: true,
        code: 'OIDC_EMAIL_HAS_ACCOUNT',
        message:
          'An account with this email already exists, but its email is not confirmed. Log in with your password, then link Google in Settings → Profile, or confirm the email there first.',
      },
      {
        emailVerified: false,
        code: 'OIDC_EMAIL_UNVERIFIED',
        message:
          'Google has not verified this email, so it cannot sign in to the account that has it. Log in with your password, then link Google in Settings → Profile.',
      },
    ]
    for (const { emailVerified, code, message } of refusals) {
      const before = await counts()
      const response = await signInAs('ada', { email: holder.emailAddress, email_verified: emailVerified, name: 'Ada' })
      expect(response.statusCode).toBe(409)
      expect(response.json()).toMatchObject({ code, message })
      // No link, no pending signup, no session.
      expect(await counts()).toEqual(before)
    }
    expect(await identitiesOf(holder)).toEqual([])
  })

  it('never links by an email the provider does not vouch for, even a confirmed one; nothing is written', async () => {
    const holder = await registerVerified(t, 'Chidi Confirmed')
    await confirmEmailOf(t, holder)
    // Not vouched for: false, left out, or anything but the JSON true.
    for (const claims of [{ email_verified: false }, {}, { email_verified: 'true' }]) {
      const before = await counts()
      const response = await signInAs('chidi', { email: holder.emailAddress, ...claims })
      expect(response.statusCode, JSON.stringify(claims)).toBe(409)
      expect(response.json().code).toBe('OIDC_EMAIL_UNVERIFIED')
      expect(await counts()).toEqual(before)
    }
    expect(await identitiesOf(holder)).toEqual([])
  })

  it('refuses a closed or a locked account with the confirmed email before linking it; nothing is written', async () => {
    const closed = await registerVerified(t, 'Tobi Closed')
    const locked = await registerVerified(t, 'Lola Locked')
    for (const player of [closed, locked]) await confirmEmailOf(t, player)
    await t.pool.query(
      `insert into account_closures (user_id, reason, refund_kobo, forfeited_kobo) select id, 'under_18', 0, 0 from users where public_id = $1`,
      [closed.Id],
    )
    await t.pool.query(
      `insert into account_locks (user_id, locked_at, staff_id, staff_email, reason)
       select id, now(), 'staff-1', 'support@example.ng', 'a test' from users where public_id = $1`,
      [locked.Id],
    )
    for (const [player, code] of [
      [closed, 'ACCOUNT_CLOSED'],
      [locked, 'ACCOUNT_LOCKED'],
    ] as const) {
      const before = await counts()
      const response = await signInAs(`google-${player.Id}`, { email: player.emailAddress, email_verified: true })
      expect(response.json().code).toBe(code)
      expect(await counts()).toEqual(before)
      expect(await identitiesOf(player)).toEqual([])
    }
  })

  it('links Google from a logged-in session to that player only; the subject then signs that player in', async () => {
    const player = await registerVerified(t, 'Bisi Adeyemi')
    const other = await registerVerified(t, 'Dayo Ojo')

    // A link needs a session to start...
    const anonymous = await post(t, '/agent/oidc/start', { redirectUri: REDIRECT_URI, intent: 'link' })
    expect(anonymous.statusCode).toBe(401)

    // ...and is finished only by the session of the player who started it: not another's, not none.
    const playerToken = await loginToken(t, player.emailAddress, player.password)
    const otherToken = await loginToken(t, other.emailAddress, other.password)
    for (const token of [otherToken, undefined]) {
      const before = await counts()
      const signIn = await begin(playerToken)
      const refused = await finish(signIn, await mint('bisi', { nonce: signIn.nonce, claims: { email: 'bisi@gmail.example' } }), { token })
      expect(refused.statusCode).toBe(403)
      expect(refused.json().code).toBe('OIDC_LINK_NOT_YOURS')
      expect(await counts()).toEqual(before)
    }

    const signIn = await begin(playerToken)
    const linked = await finish(signIn, await mint('bisi', { nonce: signIn.nonce, claims: { email: 'bisi@gmail.example' } }), {
      token: playerToken,
    })
    expect(linked.statusCode).toBe(200)
    expect(linked.json().data).toEqual({ outcome: 'linked', email: 'bisi@gmail.example' })
    expect(await identitiesOf(player)).toEqual([{ subject: 'bisi', email: 'bisi@gmail.example' }])
    expect(await identitiesOf(other)).toEqual([])
    const profile = await post(t, '/agent/get-user-profile', {}, bearer(playerToken))
    expect(profile.json().data).toMatchObject({ hasPassword: true, identities: [{ issuer, email: 'bisi@gmail.example' }] })

    // Later the provider's subject is enough, whatever email it now reports.
    const again = await signInAs('bisi', { email: 'bisi.new@example.ng', email_verified: true })
    expect(again.json().data).toMatchObject({ outcome: 'login', login: { userId: player.Id } })

    // A second Google account for the same player is refused before the trip to the provider.
    const second = await post(t, '/agent/oidc/start', { redirectUri: REDIRECT_URI, intent: 'link' }, bearer(playerToken))
    expect(second.statusCode).toBe(409)
    expect(second.json().code).toBe('OIDC_ALREADY_LINKED')

    // With a password, unlinking is allowed; the subject then links no account.
    const unlinked = await post(t, '/agent/oidc/unlink', {}, bearer(playerToken))
    expect(unlinked.statusCode).toBe(200)
    const after = await signInAs('bisi', { email: 'bisi.new@example.ng', email_verified: true })
    expect(after.json().data.outcome).toBe('signup')
  })

  it('refuses to link a Google account linked to another player, and writes nothing', async () => {
    const first = await registerVerified(t, 'Tunde Bakare')
    expect((await linkAs(first, 'tunde')).answer.statusCode).toBe(200)
    const second = await registerVerified(t, 'Funmi Bakare')
    const before = await counts()
    const { answer } = await linkAs(second, 'tunde')
    expect(answer.statusCode).toBe(409)
    expect(answer.json()).toMatchObject({
      code: 'OIDC_LINKED_ELSEWHERE',
      message:
        'This Google account is already linked to another account. Log in to that account to unlink it first, or use another Google account.',
    })
    // Only the second player's login session is new.
    expect(await counts()).toEqual({ ...before, sessions: before.sessions + 1 })
    expect(await identitiesOf(first)).toEqual([{ subject: 'tunde', email: 'tunde@gmail.example' }])
    expect(await identitiesOf(second)).toEqual([])
  })

  it('refuses a Google signup with an email that has an account, with the way on, and writes nothing', async () => {
    const callback = await signInAs('late', { email: 'late.comer@example.ng', email_verified: true, name: 'Late Comer' })
    const { signupToken } = callback.json().data
    // Between the callback and the form, someone signs up with that email (and the person could type another's email too).
    const holder = await registerVerified(t, 'Early Bird')
    const signUpWith = async (emailAddress: string) => {
      const contact = uniqueContact()
      const signup = await post(t, '/user/signup', {
        fullName: 'Late Comer',
        phoneNumber: contact.phoneNumber,
        emailAddress,
        ...SIGNUP_CONSENTS,
        oidcSignupToken: signupToken,
      })
      const { rows: users } = await t.pool.query(`select 1 from users where phone_number = $1`, [contact.phoneNumber])
      expect(users).toHaveLength(0)
      return signup
    }
    // Not confirmed: its password and Link Google, or its email confirmed.
    const unconfirmed = await signUpWith(holder.emailAddress)
    expect(unconfirmed.statusCode).toBe(409)
    expect(unconfirmed.json()).toMatchObject({
      code: 'OIDC_EMAIL_HAS_ACCOUNT',
      message:
        'An account with this email already exists, but its email is not confirmed. Log in with your password, then link Google in Settings → Profile, or confirm the email there first.',
    })
    // Confirmed: taken as for any signup (that account logs in, with Continue with Google too when it is its Google email).
    await confirmEmailOf(t, holder)
    const confirmed = await signUpWith(holder.emailAddress)
    expect(confirmed.statusCode).toBe(409)
    expect(confirmed.json()).toMatchObject({ code: 'EMAIL_TAKEN', message: 'This email address is already registered. Please log in.' })
    const { rows: pending } = await t.pool.query(`select user_id from oidc_pending_signups where subject = 'late'`)
    expect(pending).toEqual([{ user_id: null }])
    expect(await identitiesOf(holder)).toEqual([])
  })

  it("a Google signup confirms the account's email only when the provider vouched for that very email", async () => {
    const signUp = async (subject: string, providerEmail: string, emailVerified: boolean, formEmail = providerEmail) => {
      const callback = await signInAs(subject, { email: providerEmail, email_verified: emailVerified, name: 'Ngozi Google' })
      const { signupToken } = callback.json().data
      const contact = { ...uniqueContact(), emailAddress: formEmail }
      const signup = await post(t, '/user/signup', {
        fullName: 'Ngozi Google',
        ...contact,
        ...SIGNUP_CONSENTS,
        oidcSignupToken: signupToken,
      })
      expect(signup.statusCode).toBe(201)
      const verify = await post(t, '/agent/verify-otp', { Id: signup.json().Id, otp: await latestOtp(t, contact.phoneNumber) })
      const finished = await post(t, '/agent/oidc/finish-signup', { ticket: verify.json().ticket, signupToken })
      expect(finished.statusCode).toBe(200)
      const profile = await post(t, '/agent/get-user-profile', {}, bearer(finished.json().data.token))
      return profile.json().data.emailConfirmed as boolean
    }
    expect(await signUp('vouched', 'vouched@example.ng', true)).toBe(true)
    expect(await signUp('not-vouched', 'not.vouched@example.ng', false)).toBe(false)
    // The person typed another email on the form: the provider vouched for its own, not this one.
    expect(await signUp('other-email', 'mine@example.ng', true, 'typed.other@example.ng')).toBe(false)
  })

  it('refuses to finish a Google signup whose Google account another signup linked first, and writes nothing', async () => {
    // Two signups from one Google account (two devices): the first to verify its code gets the link.
    const tokens = []
    for (let i = 0; i < 2; i++) tokens.push((await signInAs('twin', { email: null, name: 'Twin' })).json().data.signupToken as string)
    const finished = []
    for (const signupToken of tokens) {
      const contact = uniqueContact()
      const signup = await post(t, '/user/signup', {
        fullName: 'Twin Okafor',
        ...contact,
        ...SIGNUP_CONSENTS,
        oidcSignupToken: signupToken,
      })
      expect(signup.statusCode).toBe(201)
      const verify = await post(t, '/agent/verify-otp', { Id: signup.json().Id, otp: await latestOtp(t, contact.phoneNumber) })
      finished.push({ Id: signup.json().Id as string, signupToken, ticket: verify.json().ticket as string })
    }
    expect(
      (await post(t, '/agent/oidc/finish-signup', { ticket: finished[0]!.ticket, signupToken: finished[0]!.signupToken })).statusCode,
    ).toBe(200)
    const before = await counts()
    const refused = await post(t, '/agent/oidc/finish-signup', { ticket: finished[1]!.ticket, signupToken: finished[1]!.signupToken })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('OIDC_LINKED_ELSEWHERE')
    expect(await counts()).toEqual(before)
    const { rows } = await t.pool.query<{ verified: boolean }>(
      `select verified_at is not null as verified from users where public_id = $1`,
      [finished[1]!.Id],
    )
    expect(rows).toEqual([{ verified: false }])
  })

  it('a new person signs up with phone and code, needs no password, and cannot unlink until they set one', async () => {
    const signIn = await begin()
    const callback = await finish(
      signIn,
      await mint('amaka', { nonce: signIn.nonce, claims: { email: 'amaka@example.ng', email_verified: true, name: 'Amaka Obi' } }),
    )
    const { signupToken } = callback.json().data
    const contact = { ...uniqueContact(), emailAddress: 'amaka@example.ng' }
    const signup = await post(t, '/user/signup', { fullName: 'Amaka Obi', ...contact, ...SIGNUP_CONSENTS, oidcSignupToken: signupToken })
    expect(signup.statusCode).toBe(201)
    const verify = await post(t, '/agent/verify-otp', { Id: signup.json().Id, otp: await latestOtp(t, contact.phoneNumber) })
    const finished = await post(t, '/agent/oidc/finish-signup', { ticket: verify.json().ticket, signupToken })
    expect(finished.statusCode).toBe(200)
    const { token, userId } = finished.json().data
    expect(userId).toBe(signup.json().Id)

    // The token is used up; the account has no password, so password login fails with the usual message.
    expect((await post(t, '/agent/oidc/finish-signup', { ticket: verify.json().ticket, signupToken })).statusCode).toBe(401)
    const passwordLogin = await login(t, contact.phoneNumber, 'Any#pass1')
    expect(passwordLogin.statusCode).toBe(401)
    expect(passwordLogin.json().message).toBe('Incorrect email/phone number or password.')

    const profile = await post(t, '/agent/get-user-profile', {}, { authorization: `Bearer ${token}` })
    expect(profile.json().data).toMatchObject({ hasPassword: false, identities: [{ issuer, email: 'amaka@example.ng' }] })
    const unlink = await post(t, '/agent/oidc/unlink', {}, { authorization: `Bearer ${token}` })
    expect(unlink.statusCode).toBe(409)
    expect(unlink.json().code).toBe('OIDC_UNLINK_NEEDS_PASSWORD')

    // Signing in again with the provider is one step.
    const again = await begin()
    const back = await finish(
      again,
      await mint('amaka', { nonce: again.nonce, claims: { email: 'amaka@example.ng', email_verified: true } }),
    )
    expect(back.json().data).toMatchObject({ outcome: 'login', login: { userId } })
  })

  it('refuses a signup with a pending token that does not exist, and creates no account', async () => {
    const contact = uniqueContact()
    const signup = await post(t, '/user/signup', {
      fullName: 'Nobody Here',
      ...contact,
      ...SIGNUP_CONSENTS,
      oidcSignupToken: 'A'.repeat(43),
    })
    expect(signup.statusCode).toBe(401)
    expect(signup.json().code).toBe('OIDC_SIGNUP_EXPIRED')
    const { rows } = await t.pool.query(`select 1 from users where phone_number = $1`, [contact.phoneNumber])
    expect(rows).toHaveLength(0)
  })
})
