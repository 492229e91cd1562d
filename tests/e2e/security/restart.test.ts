import { afterEach, describe, expect, it, vi } from 'vitest'
import { RunningService } from '../../../scripts/lib/services.ts'
import { workerPort } from '../../support/ports.ts'

/** Issue 10 item 1: `npm start` brings back a service that exits on its own, and not one it stopped. */
const PORT = workerPort('dyingService')
// A server that answers, then dies with code 1 after 800 ms, like a web process killed by a bad request.
const DYING_SERVER = `require('http').createServer((q, r) => r.end('ok')).listen(${PORT}, '127.0.0.1', () => setTimeout(() => process.exit(1), 800))`

const services: RunningService[] = []
afterEach(async () => {
  await Promise.all(services.map((service) => service.stop()))
  services.length = 0
  vi.restoreAllMocks()
})

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

function dyingService(restartOnExit: boolean) {
  const service = new RunningService(
    { name: 'web', cwd: process.cwd(), command: [process.execPath, '-e', DYING_SERVER], env: {}, readyUrl: `http://127.0.0.1:${PORT}/` },
    false,
    restartOnExit,
  )
  services.push(service)
  return service
}

describe('service restarts', () => {
  it('restarts a service that exits unexpectedly, saying so, with a growing delay', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    await dyingService(true).start()
    await expect
      .poll(() => log.mock.calls.map(([line]) => String(line)), { timeout: 8000, interval: 200 })
      .toEqual(
        expect.arrayContaining([
          '[platform] web exited with code 1; restarting in 1 s',
          '[platform] web is back',
          '[platform] web exited with code 1; restarting in 2 s',
        ]),
      )
  })

  it('does not restart a service it stopped, nor one started without restarts', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const stopped = dyingService(true)
    await stopped.start()
    await stopped.stop()
    const plain = dyingService(false)
    await plain.start()
    // A restart would be announced as the process exits: Node runs a child's exit handlers in the step that reaps it.
    const pid = plain.pid!
    await vi.waitFor(() => expect(isRunning(pid)).toBe(false), { timeout: 5_000, interval: 50 })
    expect(log.mock.calls.filter(([line]) => String(line).startsWith('[platform]'))).toEqual([])
  })
})
