import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next')

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/**
 * The production server (`next start`) on a free port. `npm test` builds every workspace first;
 * run on its own, the suite builds the cms once when no build exists.
 */
export async function startNextServer(
  env: Record<string, string>,
): Promise<{ url: string; firstResponseMs: number; stop: () => Promise<void> }> {
  if (!existsSync(path.join(cmsDir, '.next/BUILD_ID'))) {
    const build = spawnSync(process.execPath, [nextBin, 'build'], {
      cwd: cmsDir,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    })
    if (build.status !== 0) throw new Error('next build failed')
  }
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const startedAt = Date.now()
  const child: ChildProcess = spawn(process.execPath, [nextBin, 'start', '--port', String(port), '--hostname', '127.0.0.1'], {
    cwd: cmsDir,
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))

  const stop = async () => {
    if (child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }

  while (Date.now() - startedAt < 30_000) {
    if (child.exitCode !== null) throw new Error(`next start exited: ${stderr}`)
    const answered = await fetch(`${url}/api/globals/site-settings`).then(
      (response) => response.status < 500,
      () => false,
    )
    if (answered) return { url, firstResponseMs: Date.now() - startedAt, stop }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await stop()
  throw new Error(`next start did not answer within 30 s: ${stderr}`)
}
