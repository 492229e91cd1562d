import type { FastifyPluginAsync } from 'fastify'
import type { AppContext } from '../context.ts'

export function healthRoutes({ pool }: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/health', async () => ({ status: 'ok' }))
    app.get('/ready', async (_request, reply) => {
      try {
        await pool.query('select 1')
        return { status: 'ready', database: 'reachable' }
      } catch {
        return reply.status(503).send({ status: 'unavailable', database: 'unreachable' })
      }
    })
  }
}
