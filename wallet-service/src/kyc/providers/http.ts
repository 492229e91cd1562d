import { IdentityProviderUnavailable } from './types.ts'

/**
 * One call to a provider's HTTP API: its status and JSON body (null when the body is not JSON). A
 * network failure or a call slower than `timeoutMs` is an outage.
 */
export async function callProvider(
  provider: string,
  url: URL,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown },
  timeoutMs: number,
): Promise<{ status: number; body: unknown }> {
  let response: Response
  try {
    response = await fetch(url, {
      method: init.method,
      headers: { accept: 'application/json', ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    throw new IdentityProviderUnavailable(
      `${provider}: ${(error as Error).name === 'TimeoutError' ? 'timed out' : (error as Error).message}`,
    )
  }
  return { status: response.status, body: await response.json().catch(() => null) }
}
