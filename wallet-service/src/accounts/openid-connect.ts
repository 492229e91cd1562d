import { createHash, randomBytes } from 'node:crypto'
import * as oidc from 'openid-client'
import type { Config } from '../config.ts'
import type { Queryable } from '../db/queryable.ts'
import { DomainError } from '../domain-error.ts'
import type { Logger } from 'pino'

/** How long a person has between "Continue with Google" and coming back from the provider. */
const SIGN_IN_TTL_MINUTES = 10

/**
 * What a verified ID token says about the person: who (issuer and subject), the email and name the provider gives,
 * and whether it vouches for the email (`email_verified`: true, nothing else).
 */
export type VerifiedIdentity = { issuer: string; subject: string; email: string | null; emailVerified: boolean; fullName: string | null }

/** Why a sign-in is in flight: "Continue with Google", or "Link Google" started by the logged-in player `userId`. */
export type OidcIntent = { kind: 'sign-in' } | { kind: 'link'; userId: string }

/** A token handed to the web (a sign-in in flight, a pending signup): 32 random bytes; only its SHA-256 is stored. */
export const newToken = () => randomBytes(32).toString('base64url')
export const hashOf = (token: string) => createHash('sha256').update(token).digest()

/**
 * The OpenID Connect client of this service (decision 022). The wallet-service, which issues sessions,
 * talks to the provider itself: it keeps the state, the nonce and the PKCE verifier of every sign-in,
 * redeems the code, and has openid-client check the ID token (its signature against the issuer's
 * published keys, the issuer, the audience, the expiry and the nonce). The web only carries the browser
 * there and back, so a web that is wrong or compromised cannot claim to be someone's Google account.
 */
export class OpenIdClient {
  private discovered: Promise<oidc.Configuration> | undefined

  constructor(
    readonly issuer: string,
    private readonly clientId: string,
    private readonly clientSecret: string,
    private readonly insecureLoopback: boolean,
    private readonly log: Logger,
  ) {}

  /** The client from the settings, or null when sign-in with a provider is not configured. */
  static fromConfig(config: Config, log: Logger): OpenIdClient | null {
    const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = config
    if (!OIDC_ISSUER && !OIDC_CLIENT_ID && !OIDC_CLIENT_SECRET) return null
    if (!OIDC_ISSUER || !OIDC_CLIENT_ID || !OIDC_CLIENT_SECRET) {
      throw new Error('wallet-service: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together: set all three or none')
    }
    const issuer = new URL(OIDC_ISSUER)
    const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname)
    if (issuer.protocol === 'http:' && (config.NODE_ENV === 'production' || !loopback)) {
      throw new Error('wallet-service: OIDC_ISSUER must be https (plain http only for a loopback provider outside production)')
    }
    return new OpenIdClient(OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, issuer.protocol === 'http:', log)
  }

  /** The provider's metadata, read once; a failed discovery is tried again on the next sign-in. */
  private configuration(): Promise<oidc.Configuration> {
    this.discovered ??= (async () => {
      const configuration = await oidc.discovery(
        new URL(this.issuer),
        this.clientId,
        undefined,
        oidc.ClientSecretPost(this.clientSecret),
        this.insecureLoopback ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      // Without this, an ID token that came straight from the token endpoint over TLS is trusted unsigned
      // (OIDC Core 3.1.3.7 allows it); here its signature is always checked against the issuer's keys.
      oidc.enableNonRepudiationChecks(configuration)
      return configuration
    })().catch((error: unknown) => {
      this.discovered = undefined
      this.log.error({ err: error, issuer: this.issuer }, 'OpenID provider discovery failed')
      throw new DomainError('OIDC_PROVIDER_UNAVAILABLE', 'Google sign-in is not available right now. Please try again later.')
    })
    return this.discovered
  }

  /** Starts a sign-in (or a link): stores its intent, state, nonce and PKCE verifier and answers where to send the browser. */
  async start(
    db: Queryable,
    redirectUri: string,
    intent: OidcIntent,
    at: Date,
  ): Promise<{ transactionId: string; authorizationUrl: string }> {
    const configuration = await this.configuration()
    const transactionId = newToken()
    const state = oidc.randomState()
    const nonce = oidc.randomNonce()
    const codeVerifier = oidc.randomPKCECodeVerifier()
    // Sign-ins past their time are of no use to anyone (a missing one is refused as a used one is): cleared as new ones begin.
    await db.query(`delete from oidc_transactions where expires_at < $1`, [at])
    await db.query(
      `insert into oidc_transactions (id_hash, issuer, state, nonce, code_verifier, redirect_uri, link_user_id, created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $8::timestamptz + make_interval(mins => $9))`,
      [
        hashOf(transactionId),
        this.issuer,
        state,
        nonce,
        codeVerifier,
        redirectUri,
        intent.kind === 'link' ? intent.userId : null,
        at,
        SIGN_IN_TTL_MINUTES,
      ],
    )
    const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    })
    return { transactionId, authorizationUrl: authorizationUrl.href }
  }

  /**
   * Finishes a sign-in: the transaction is used up first (whatever follows), so a replayed callback, and
   * the nonce and code it carries, find nothing. A link is finished only by the session of the player who
   * started it (`sessionUserId`, null without a session): a browser sent back with someone else's link
   * must not link its Google account to them. Then the code is redeemed with the PKCE verifier and the
   * ID token checked. Every failure of the token or the provider's answer is one refusal.
   */
  async finish(
    db: Queryable,
    transactionId: string,
    callbackUrl: string,
    sessionUserId: string | null,
    at: Date,
  ): Promise<{ identity: VerifiedIdentity; intent: OidcIntent }> {
    const { rows } = await db.query<{
      state: string
      nonce: string
      code_verifier: string
      redirect_uri: string
      link_user_id: string | null
    }>(
      `update oidc_transactions set consumed_at = $2
        where id_hash = $1 and issuer = $3 and consumed_at is null and expires_at > $2
        returning state, nonce, code_verifier, redirect_uri, link_user_id`,
      [hashOf(transactionId), at, this.issuer],
    )
    const transaction = rows[0]
    if (!transaction) {
      throw new DomainError('OIDC_SIGNIN_EXPIRED', 'This Google sign-in has expired or was already used. Please try again.')
    }
    const intent: OidcIntent = transaction.link_user_id === null ? { kind: 'sign-in' } : { kind: 'link', userId: transaction.link_user_id }
    if (intent.kind === 'link' && intent.userId !== sessionUserId) {
      throw new DomainError('OIDC_LINK_NOT_YOURS', 'This Google link was started by another login. Log in and choose "Link Google" again.')
    }
    const callback = new URL(callbackUrl)
    if (`${callback.origin}${callback.pathname}` !== transaction.redirect_uri) throw tokenRefused()
    const configuration = await this.configuration()
    let claims: oidc.IDToken | undefined
    try {
      const tokens = await oidc.authorizationCodeGrant(
        configuration,
        callback,
        {
          pkceCodeVerifier: transaction.code_verifier,
          expectedState: transaction.state,
          expectedNonce: transaction.nonce,
          idTokenExpected: true,
        },
        { redirect_uri: transaction.redirect_uri },
      )
      claims = tokens.claims()
    } catch (error) {
      this.log.warn({ err: error, issuer: this.issuer }, 'OpenID sign-in refused')
      throw tokenRefused()
    }
    if (!claims) throw tokenRefused()
    const identity = {
      issuer: claims.iss,
      subject: claims.sub,
      email: typeof claims.email === 'string' ? claims.email.toLowerCase() : null,
      emailVerified: claims.email_verified === true,
      fullName: typeof claims.name === 'string' ? claims.name : null,
    }
    return { identity, intent }
  }
}

const tokenRefused = () => new DomainError('OIDC_TOKEN_REFUSED', 'Google sign-in could not be verified. Please try again.')
