import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { ROOT, RunningService, serviceCommands } from './services.ts'

/** `count` distinct TCP ports nobody listens on right now: a bench takes its own, so two runs on one machine never collide. */
export async function freePorts(count: number): Promise<number[]> {
  const probes = Array.from({ length: count }, () => createServer())
  const ports = await Promise.all(
    probes.map(
      (probe) =>
        new Promise<number>((resolve, reject) => {
          probe.once('error', reject)
          probe.listen(0, '127.0.0.1', () => resolve((probe.address() as { port: number }).port))
        }),
    ),
  )
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))))
  return ports
}

/**
 * The production web server of the current build (web/server.js over web/build: `npm run build`
 * first) on `ports.web`, for a bench. It reaches its wallet-service and CMS at `ports.wallet` and
 * `ports.cms` whether or not anything answers there: pages show what they can without them. `env`
 * adds to its settings.
 */
export async function startBenchWeb(
  ports: { web: number; wallet: number; cms: number },
  env: Record<string, string> = {},
): Promise<RunningService> {
  if (!existsSync(path.join(ROOT, 'web/build/server/index.js'))) throw new Error('bench: web/build is missing: run npm run build first')
  const web = new RunningService(
    {
      name: 'web',
      ...serviceCommands('production', ports).web,
      // Answered by the server alone: no CMS or wallet-service call stands between it and ready.
      readyUrl: `http://127.0.0.1:${ports.web}/live/crash/not-a-game`,
      env: {
        NODE_ENV: 'production',
        WEB_PORT: String(ports.web),
        PORT: String(ports.web),
        WALLET_URL: `http://127.0.0.1:${ports.wallet}`,
        CMS_URL: `http://127.0.0.1:${ports.cms}`,
        SESSION_SECRET: 'bench-web-session-secret-0123456789abcdef',
        ...env,
      },
    },
    false,
  )
  await web.start()
  return web
}
