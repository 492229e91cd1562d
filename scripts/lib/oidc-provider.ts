import { createHash, randomBytes } from 'node:crypto'
import http from 'node:http'
import { generateKeyPair, exportJWK } from 'jose'
import Provider, { type Configuration } from 'oidc-provider'
import { ID_TOKEN_CHOICE_FIELD, idTokenForger } from './oidc-forgeries.ts'

/**
 * The OpenID provider `npm start` and the browser tests sign in with instead of Google (decision 022):
 * oidc-provider on loopback, with one client (the site) and simple HTML pages. Any email signs in with
 * the test password; "email verified" is a box on its login page (ticked, as Google vouches for its
 * accounts' emails), so an email the provider does not vouch for can be tried too. Development only: it
 * refuses to start in production.
 */
export const TEST_OIDC_PASSWORD = 'google-test'
export const TEST_OIDC_USER = 'ada.google@example.com'

export type EmbeddedOidcProvider = { issuer: string; clientId: string; clientSecret: string; stop: () => Promise<void> }

type TestAccount = { email: string; emailVerified: boolean; name: string }

export async function startEmbeddedOidcProvider(options: {
  port: number
  /** The web's addresses the provider may send the browser back to (its callback on every host name it is reached by). */
  redirectUris: string[]
  nodeEnv: string
  /** Its login page offers forged ID tokens (oidc-forgeries.ts): the browser tests' platform only. */
  idTokenForgeries?: boolean
}): Promise<EmbeddedOidcProvider> {
  if (options.nodeEnv === 'production' || process.env.NODE_ENV === 'production') {
    throw new Error('the embedded OpenID provider is for development and tests only: set OIDC_ISSUER to a real provider in production')
  }
  const issuer = `http://127.0.0.1:${options.port}`
  const clientId = '9ja-lottery-local'
  const clientSecret = randomBytes(24).toString('base64url')
  // The test accounts signed in so far, by subject: a subject is the email's hash, so the same email is the same person each time.
  const accounts = new Map<string, TestAccount>()
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const forger = options.idTokenForgeries ? await idTokenForger(privateKey) : null
  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'embedded', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The email and name in the ID token itself, as Google puts them: the site reads no userinfo endpoint.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub)
      if (!account) return undefined
      return {
        accountId: sub,
        claims: () => ({ sub, email: account.email, email_verified: account.emailVerified, name: account.name }),
      }
    },
    renderError: (ctx, out) => {
      ctx.type = 'html'
      ctx.body = page('Sign-in error', `<p>${escapeHtml(String(out.error_description ?? out.error))}</p>`)
    },
  }
  const provider = new Provider(issuer, configuration)
  if (forger) provider.use(forger.middleware)
  const providerHandler = provider.callback()

  const server = http.createServer((request, response) => {
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(new URL(request.url ?? '/', issuer).pathname)
    if (!match) return void providerHandler(request, response)
    interaction(request, response, match[1]!, Boolean(match[2])).catch((error: unknown) => {
      response.writeHead(400, { 'content-type': 'text/html' }).end(page('Sign-in error', `<p>${escapeHtml((error as Error).message)}</p>`))
    })
  })

  async function interaction(request: http.IncomingMessage, response: http.ServerResponse, uid: string, submitted: boolean) {
    const details = await provider.interactionDetails(request, response)
    if (details.prompt.name === 'consent') {
      // The site is the provider's only client and asks for nothing beyond signing in: consent is given at once.
      const grant = new provider.Grant({ accountId: details.session!.accountId, clientId })
      grant.addOIDCScope('openid email profile')
      await provider.interactionFinished(request, response, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true })
      return
    }
    if (!submitted) return void response.writeHead(200, { 'content-type': 'text/html' }).end(loginPage(uid, undefined, forger !== null))
    const form = new URLSearchParams(await readBody(request))
    const email = (form.get('email') ?? '').trim().toLowerCase()
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || form.get('password') !== TEST_OIDC_PASSWORD) {
      return void response.writeHead(200, { 'content-type': 'text/html' }).end(loginPage(uid, 'Wrong email or password.', forger !== null))
    }
    forger?.choose(details.params.nonce, form.get('idToken'))
    const subject = createHash('sha256').update(email).digest('hex').slice(0, 24)
    const name = email
      .split('@')[0]!
      .replace(/[._-]+/g, ' ')
      .replace(/\b\w/g, (letter) => letter.toUpperCase())
    accounts.set(subject, { email, emailVerified: form.get('emailVerified') === 'yes', name })
    await provider.interactionFinished(request, response, { login: { accountId: subject } }, { mergeWithLastSubmission: false })
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, '127.0.0.1', () => resolve())
  })
  return {
    issuer,
    clientId,
    clientSecret,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

function loginPage(uid: string, error: string | undefined, offerForgeries: boolean): string {
  return page(
    'Sign in (test provider)',
    `<p>This is the platform's local OpenID provider, standing in for Google. Any email signs in with the password <code>${TEST_OIDC_PASSWORD}</code>.</p>
${error ? `<p role="alert" style="color:#b00020">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${uid}/login">
${offerForgeries ? ID_TOKEN_CHOICE_FIELD : ''}
  <p><label>Email<br><input type="email" name="email" value="${TEST_OIDC_USER}" required autocomplete="username"></label></p>
  <p><label>Password<br><input type="password" name="password" required autocomplete="current-password"></label></p>
  <p><label><input type="checkbox" name="emailVerified" value="yes" checked> The provider has verified this email</label></p>
  <p><button type="submit">Sign in</button></p>
</form>`,
  )
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="font-family:sans-serif;max-width:24rem;margin:2rem auto;padding:0 1rem"><h1>${escapeHtml(title)}</h1>${body}</body></html>`
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      body += chunk
      if (body.length > 10_000) request.destroy(new Error('form too large'))
    })
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })
}
