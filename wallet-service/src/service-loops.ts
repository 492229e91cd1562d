import type { FastifyInstance, FastifyPluginAsync } from 'fastify'

/** A loop the service runs in the background: a game's round runner, the payout recovery. */
export type ServiceLoop = { start(): void; stop(): Promise<void> }

/** A domain's HTTP routes and the background loops that go with them, which the server starts (server.ts). */
export type RoutesAndLoops = { routes: FastifyPluginAsync; loops: ServiceLoop[] }

/** Starts the loops with the service (once it is ready) and stops them, releasing their locks, when it closes. */
export function runWithService(app: FastifyInstance, loops: readonly ServiceLoop[]): void {
  app.addHook('onReady', async () => loops.forEach((loop) => loop.start()))
  app.addHook('onClose', async () => void (await Promise.all(loops.map((loop) => loop.stop()))))
}
