import { SignJWT, decodeJwt, decodeProtectedHeader, generateKeyPair, type CryptoKey, type JWTPayload } from 'jose'
import type { KoaContextWithOIDC } from 'oidc-provider'

/**
 * Forged ID tokens from the embedded provider (oidc-provider.ts), for the browser tests only. Issue 25 asks
 * Chromium to show that a forged Google ID token is refused, and a real provider never hands one out. So,
 * when the test platform starts the provider with `idTokenForgeries` (tests/support/global-setup.ts; never
 * `npm start`, and the provider never runs in production), its login page asks which ID token to answer,
 * and the token endpoint answers that one instead of the one oidc-provider issued: the same header and
 * claims re-signed, with one thing changed. The genuine choice is re-signed unchanged, so the browser test
 * that sees it accepted (e2e/accounts/google-forgeries.test.ts) proves each refusal is the forgery's own.
 */
export const ID_TOKEN_FORGERIES = {
  genuine: 'Genuine',
  'another-key': 'Signed by another key',
  'another-audience': 'For another audience',
  expired: 'Expired',
  'another-nonce': 'Nonce of another sign-in',
} as const
export type IdTokenForgery = keyof typeof ID_TOKEN_FORGERIES

const isForgery = (choice: string): choice is IdTokenForgery => Object.hasOwn(ID_TOKEN_FORGERIES, choice)

/** The login form's choice of the ID token the sign-in gets. */
export const ID_TOKEN_CHOICE_FIELD = `<p><label>ID token (test platform only)<br><select name="idToken">${Object.entries(ID_TOKEN_FORGERIES)
  .map(([value, label]) => `<option value="${value}">${label}</option>`)
  .join('')}</select></label></p>`

type Choice = { forgery: IdTokenForgery; replayedNonce: string | undefined }

export type IdTokenForger = {
  /** Keeps the choice of the sign-in whose authorization request carried `nonce` (the login form's `idToken`). */
  choose: (nonce: unknown, choice: string | null) => void
  /** oidc-provider middleware: the token endpoint's ID token replaced by the one its sign-in chose. */
  middleware: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>
}

/** `providerKey` is the key the provider signs with: every choice but "another key" is re-signed with it. */
export async function idTokenForger(providerKey: CryptoKey): Promise<IdTokenForger> {
  const anotherKey = (await generateKeyPair('RS256')).privateKey
  // By nonce: the one value both a sign-in's login page (its authorization request) and its ID token carry.
  const chosen = new Map<string, Choice>()
  // An earlier sign-in's nonce, for the "nonce of another sign-in" forgery: an old ID token replayed in a new sign-in.
  let lastIssuedNonce: string | undefined

  async function forged(idToken: string, choice: Choice): Promise<string> {
    const claims = decodeJwt(idToken)
    const now = Math.floor(Date.now() / 1000)
    const changed: Record<IdTokenForgery, JWTPayload> = {
      genuine: claims,
      'another-key': claims,
      'another-audience': { ...claims, aud: 'another-client' },
      expired: { ...claims, iat: now - 7200, exp: now - 3600 },
      'another-nonce': { ...claims, nonce: choice.replayedNonce },
    }
    // The provider's one key is RS256; its key id stays, so "another key" claims to be the provider's key.
    return new SignJWT(changed[choice.forgery])
      .setProtectedHeader({ ...decodeProtectedHeader(idToken), alg: 'RS256' })
      .sign(choice.forgery === 'another-key' ? anotherKey : providerKey)
  }

  return {
    choose(nonce, choice) {
      if (choice === null) return
      if (!isForgery(choice)) throw new Error(`no such ID token choice: ${choice}`)
      if (typeof nonce !== 'string') throw new Error('this sign-in sent no nonce: its ID token cannot be told from another')
      if (choice === 'another-nonce' && lastIssuedNonce === undefined) {
        throw new Error('no sign-in has had an ID token yet, so there is no other nonce to replay: sign in once first')
      }
      chosen.set(nonce, { forgery: choice, replayedNonce: lastIssuedNonce })
    },
    async middleware(ctx, next) {
      await next()
      const answer = ctx.body as { id_token?: unknown } | undefined
      if (ctx.path !== '/token' || typeof answer?.id_token !== 'string') return
      const { nonce } = decodeJwt(answer.id_token)
      if (typeof nonce !== 'string') return
      lastIssuedNonce = nonce
      const choice = chosen.get(nonce)
      if (!choice) return
      chosen.delete(nonce)
      answer.id_token = await forged(answer.id_token, choice)
    },
  }
}
