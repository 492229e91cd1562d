import { contractBreach } from '@9ja/contract'
import type { FastifyInstance, InjectOptions } from 'fastify'

/**
 * Holds every answer a test receives to the contract the web app parses it with (@9ja/contract): a
 * stated route that answers outside it fails the test that asked, saying what broke, whatever that
 * test itself looks at.
 */
export function holdToContract(app: FastifyInstance): void {
  const inject = app.inject.bind(app)
  const checked = async (options: InjectOptions | string) => {
    const response = await inject(options)
    const { method = 'GET', url = '' } = typeof options === 'string' ? { url: options } : options
    const path = typeof url === 'string' ? url : (url.pathname ?? '')
    if (String(response.headers['content-type'] ?? '').startsWith('application/json')) {
      const breach = contractBreach(method, path, response.statusCode, response.json())
      if (breach) throw new Error(breach)
    }
    return response
  }
  // Only the promise form is held (every test awaits `inject(options)`); the chain and callback forms pass through.
  app.inject = ((options?: InjectOptions | string, callback?: unknown) =>
    options === undefined || callback !== undefined
      ? (inject as (...args: unknown[]) => unknown)(options, callback)
      : checked(options)) as typeof app.inject
}
