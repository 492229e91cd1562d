import { getEnv } from './env.server.ts'

export type WalletAnswer<T = Record<string, unknown>> = { status: number; data: T }

/**
 * Calls the wallet-service from a loader or action. POST with a JSON body (GET when `body` is null),
 * the session token as `Authorization: Bearer` when given, and the player's address passed on so
 * the service's per-address login limits apply to the player rather than to this web server.
 * Answers of any status are returned as `{status, data}`; only a network failure or a non-JSON
 * answer throws, which callers report as the spec's "An error occurred" messages.
 */
export async function walletApi<T = Record<string, unknown>>(
  path: string,
  body: Record<string, unknown> | null,
  options: { token?: string; request?: Request; timeoutMs?: number } = {},
): Promise<WalletAnswer<T>> {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (body) headers['content-type'] = 'application/json'
  if (options.token) headers.authorization = `Bearer ${options.token}`
  const forwardedFor = options.request?.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor
  const response = await fetch(`${getEnv().WALLET_URL}${path}`, {
    method: body ? 'POST' : 'GET',
    headers,
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  })
  const data = (await response.json()) as T
  return { status: response.status, data }
}

/** The `message` of a wallet-service answer, when it has one. */
export function walletMessage(answer: WalletAnswer<unknown>): string | undefined {
  const message = (answer.data as { message?: unknown } | null)?.message
  return typeof message === 'string' ? message : undefined
}
