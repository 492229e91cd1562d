import { createHmac, timingSafeEqual } from 'node:crypto'
import { isIP } from 'node:net'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Who the request comes from, for every per-address limit: the address the web app signed in
     * `X-Client-Address`, else the connection's address as resolved under TRUST_PROXY.
     */
    clientAddress: string
  }
}

export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean)

/**
 * TRUST_PROXY: empty or `false` trusts no forwarded header (any client can write one); a number
 * trusts that many proxy hops in front of the service; otherwise a comma list of proxy addresses
 * or CIDRs whose `X-Forwarded-For` is believed.
 */
export const trustProxySetting = z
  .string()
  .default('')
  .transform((value, context): TrustProxy => {
    const text = value.trim()
    if (text === '' || text === 'false') return false
    if (/^\d+$/.test(text)) {
      const hops = Number(text)
      // Fastify fails closed on a bare hop count, so the count is given as the function proxy-addr would build.
      return (_address: string, hop: number) => hop < hops
    }
    const proxies = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    const invalid = proxies.find((entry) => !isIP(entry.split('/')[0]!))
    if (invalid) {
      context.addIssue({ code: 'custom', message: `"${invalid}" is not a proxy address, CIDR or hop count` })
      return z.NEVER
    }
    return proxies
  })

export const clientAddressSettings = z.object({
  TRUST_PROXY: trustProxySetting,
  /** Shared with the web app, which signs the player's address with it; unset means the header is not trusted. */
  CLIENT_ADDRESS_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
})

export const CLIENT_ADDRESS_HEADER = 'x-client-address'
export const CLIENT_ADDRESS_SIGNATURE_HEADER = 'x-client-address-signature'

/** The hex HMAC-SHA256 the web app sends beside an address (exported for tests and clients). */
export function signClientAddress(secret: string, address: string): string {
  return createHmac('sha256', secret).update(address).digest('hex')
}

function signedAddress(request: FastifyRequest, secret: string | undefined): string | null {
  if (!secret) return null
  const address = request.headers[CLIENT_ADDRESS_HEADER]
  const signature = request.headers[CLIENT_ADDRESS_SIGNATURE_HEADER]
  if (typeof address !== 'string' || typeof signature !== 'string' || !isIP(address)) return null
  const expected = Buffer.from(signClientAddress(secret, address), 'hex')
  const given = Buffer.from(signature, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : null
}

/** Gives every request its `clientAddress`, the one place per-address limits read it from. */
export function registerClientAddress(app: FastifyInstance, secret: string | undefined): void {
  app.decorateRequest('clientAddress', '')
  app.addHook('onRequest', async (request) => {
    request.clientAddress = signedAddress(request, secret) ?? request.ip
  })
}
