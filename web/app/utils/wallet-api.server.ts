import { createHmac } from 'node:crypto'
import { getEnv } from './env.server.ts'
import { getRequestContext, REQUEST_ID_HEADER } from './request-context.server.ts'

export type WalletAnswer<T = Record<string, unknown>> = { status: number; data: T }

/**
 * The wallet-service could not be asked (unreachable, too slow, answer not JSON). Its message is for
 * the server log only: callers show the player the spec's exception text, never this.
 */
export class WalletUnavailableError extends Error {
  constructor(path: string, reason: string, options?: { cause?: unknown }) {
    super(`wallet-service ${path}: ${reason}`, options)
    this.name = 'WalletUnavailableError'
  }
}

/**
 * The signed client address (interfaces: X-Client-Address): the wallet-service applies its
 * per-address limits to the player, not to this web server, and believes the address only with a
 * valid signature, so a browser cannot pick its own bucket.
 */
function clientAddressHeaders(): Record<string, string> {
  const secret = getEnv().CLIENT_ADDRESS_SECRET
  const address = getRequestContext()?.clientAddress
  if (!secret || !address) return {}
  return {
    'x-client-address': address,
    'x-client-address-signature': createHmac('sha256', secret).update(address).digest('hex'),
  }
}

/** The current request's id, so the wallet-service's log lines of this call carry it too. */
function requestIdHeaders(): Record<string, string> {
  const requestId = getRequestContext()?.requestId
  return requestId ? { [REQUEST_ID_HEADER]: requestId } : {}
}

/**
 * The one client for the wallet-service, used by every loader and action. POST with a JSON body (GET
 * when `body` is null), the session token as `Authorization: Bearer` when given, the signed client
 * address and the request's id always. Answers of any status come back as `{status, data}`; when
 * there is no usable answer (network failure, WALLET_TIMEOUT_MS passed, body not JSON) it throws
 * WalletUnavailableError.
 */
export async function walletApi<T = Record<string, unknown>>(
  path: string,
  body: Record<string, unknown> | null,
  options: { token?: string } = {},
): Promise<WalletAnswer<T>> {
  const env = getEnv()
  const headers: Record<string, string> = { accept: 'application/json', ...clientAddressHeaders(), ...requestIdHeaders() }
  if (body) headers['content-type'] = 'application/json'
  if (options.token) headers.authorization = `Bearer ${options.token}`
  // One signal for the whole exchange: a body that trickles in past the limit is cut off too.
  const signal = AbortSignal.timeout(env.WALLET_TIMEOUT_MS)
  let response: Response
  let text: string
  try {
    response = await fetch(`${env.WALLET_URL}${path}`, {
      method: body ? 'POST' : 'GET',
      headers,
      body: body ? JSON.stringify(body) : undefined,
      signal,
    })
    text = await response.text()
  } catch (error) {
    const reason = signal.aborted ? `no answer within ${env.WALLET_TIMEOUT_MS} ms` : 'unreachable'
    throw new WalletUnavailableError(path, reason, { cause: error })
  }
  try {
    return { status: response.status, data: JSON.parse(text) as T }
  } catch (error) {
    throw new WalletUnavailableError(path, `answered ${response.status} with a body that is not JSON`, { cause: error })
  }
}

/**
 * The text of a wallet-service refusal: the page's own words, in the player's language, for the codes
 * `keysByCode` names (a translation key each), else the service's message, when it has one.
 */
export function walletRefusal(
  answer: WalletAnswer<unknown>,
  t: (key: string) => string,
  keysByCode: Readonly<Record<string, string>>,
): string | undefined {
  const code = (answer.data as { code?: unknown } | null)?.code
  const key = typeof code === 'string' ? keysByCode[code] : undefined
  return key ? t(key) : walletMessage(answer)
}

/** The `message` of a wallet-service answer, when it has one. */
export function walletMessage(answer: WalletAnswer<unknown>): string | undefined {
  const message = (answer.data as { message?: unknown } | null)?.message
  return typeof message === 'string' ? message : undefined
}
