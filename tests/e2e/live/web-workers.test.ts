import { readdirSync, readFileSync } from 'node:fs'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { startSecondWeb, type SecondWeb } from '../security/security-support.ts'
import { WALLET_URL } from '../../support/urls.ts'

/** The processes whose parent is `pid`: the web server's workers. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid
      } catch {
        return false
      }
    })
    .map(Number)
}

/** `read()` once `done` holds for it (polled). */
async function until<T>(read: () => T, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  return vi.waitFor(
    () => {
      const value = read()
      if (!done(value)) throw new Error(`not yet; last value ${JSON.stringify(value)}`)
      return value
    },
    { timeout: timeoutMs, interval: 100 },
  )
}

let web: SecondWeb | undefined

afterAll(async () => {
  await web?.stop()
})

describe('the production web server on several cores (web/server.js, WEB_WORKERS)', () => {
  it('runs WEB_WORKERS processes on one port, replaces one that stops, and stops them all on SIGTERM', async () => {
    web = await startSecondWeb(WALLET_URL, { WEB_WORKERS: '2' })
    const primary = web.process.pid!
    const workers = await until(
      () => childrenOf(primary),
      (pids) => pids.length === 2,
    )
    for (let i = 0; i < 4; i++) expect((await fetch(`${web.url}/home`)).status).toBe(200)

    process.kill(workers[0]!, 'SIGKILL')
    const replaced = await until(
      () => childrenOf(primary),
      (pids) => pids.length === 2 && !pids.includes(workers[0]!),
    )
    expect(replaced).toContain(workers[1])
    await until(
      () => web!.output(),
      (output) => output.includes(`worker ${workers[0]} stopped (SIGKILL); starting another`),
    )
    for (let i = 0; i < 4; i++) expect((await fetch(`${web.url}/home`)).status).toBe(200)

    await web.stop()
    web = undefined
    expect(childrenOf(primary)).toEqual([])
  })
})
