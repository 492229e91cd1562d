import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export type Mode = 'production' | 'development'
export type ServiceName = 'wallet' | 'cms' | 'web'

export type ServiceSpec = {
  name: ServiceName
  cwd: string
  command: string[]
  env: NodeJS.ProcessEnv
  /** Any HTTP answer below 500 from this URL means the service is up. */
  readyUrl: string
}

export type Ports = { web: number; cms: number; wallet: number }

/** Command lines of the three services, production servers or hot-reloading dev servers. */
export function serviceCommands(mode: Mode, ports: Ports): Record<ServiceName, { cwd: string; command: string[]; readyUrl: string }> {
  // Direct paths, the workspace's own node_modules first (web nests its React 18 toolchain there):
  // some packages' `exports` hide their CLI files from require.resolve.
  const bin = (workspace: string, pkg: string, file: string) =>
    [path.join(ROOT, workspace, 'node_modules', pkg, file), path.join(ROOT, 'node_modules', pkg, file)].find((candidate) =>
      existsSync(candidate),
    ) ?? path.join(ROOT, 'node_modules', pkg, file)
  const node = process.execPath
  return {
    wallet: {
      cwd: path.join(ROOT, 'wallet-service'),
      command:
        mode === 'production' ? [node, 'dist/index.js'] : [node, bin('wallet-service', 'tsx', 'dist/cli.mjs'), 'watch', 'src/index.ts'],
      readyUrl: `http://127.0.0.1:${ports.wallet}/ready`,
    },
    cms: {
      cwd: path.join(ROOT, 'cms'),
      command: [node, bin('cms', 'next', 'dist/bin/next'), mode === 'production' ? 'start' : 'dev', '--port', String(ports.cms)],
      readyUrl: `http://127.0.0.1:${ports.cms}/api/globals/site-settings`,
    },
    web: {
      cwd: path.join(ROOT, 'web'),
      // One server for both: in development it runs Vite in middleware mode (web/server.js).
      command: [node, 'server.js'],
      readyUrl: `http://127.0.0.1:${ports.web}/`,
    },
  }
}

/**
 * Node's exit code when the event loop empties while a top-level await is still pending. Payload's Local API
 * scripts (CMS migrations, the seed) run under tsx now and then end this way on a loaded machine (about one
 * start in five while four checkouts built and tested at once); both are idempotent, so they may run again.
 */
const UNSETTLED_TOP_LEVEL_AWAIT = 13
const MOST_UNSETTLED_AWAIT_RUNS = 3

type RunOptions = { cwd?: string; env?: NodeJS.ProcessEnv; quiet?: boolean; rerunOnUnsettledAwait?: boolean }

/** Runs a command to completion, its output prefixed; rejects on a non-zero exit. */
export async function run(label: string, command: string[], options: RunOptions = {}): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const code = await runOnce(label, command, options)
    if (code === 0) return
    if (options.rerunOnUnsettledAwait && code === UNSETTLED_TOP_LEVEL_AWAIT && attempt < MOST_UNSETTLED_AWAIT_RUNS) {
      process.stdout.write(`[${label}] exited with ${code} (unsettled top-level await); running it again\n`)
      continue
    }
    throw new Error(`${label}: ${command.join(' ')} exited with ${code}`)
  }
}

function runOnce(label: string, command: string[], options: RunOptions): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(command[0]!, command.slice(1), {
      cwd: options.cwd ?? ROOT,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const output: string[] = []
    const onData = (chunk: Buffer) => {
      const text = chunk.toString()
      output.push(text)
      if (!options.quiet) prefixLines(label, text)
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code !== 0 && options.quiet) process.stderr.write(output.join(''))
      resolve(code)
    })
  })
}

function prefixLines(label: string, text: string) {
  for (const line of text.split('\n')) if (line.trim()) process.stdout.write(`[${label}] ${line}\n`)
}

/** First wait before restarting a service that exited on its own; doubled per quick exit, up to the most. */
const FIRST_RESTART_DELAY_MS = 1_000
const MOST_RESTART_DELAY_MS = 30_000
/** A service that ran this long before exiting is restarted after the first delay again. */
const STABLE_RUN_MS = 60_000

export class RunningService {
  private child: ChildProcess | null = null
  private exited: Promise<void> = Promise.resolve()
  private stopRequested = false
  private restartDelayMs = FIRST_RESTART_DELAY_MS

  /** `restartOnExit`: a service that exits unexpectedly (not through stop()) is started again, with backoff. */
  constructor(
    readonly spec: ServiceSpec,
    private readonly verbose: boolean,
    private readonly restartOnExit = false,
  ) {}

  async start(timeoutMs = 120_000): Promise<void> {
    this.stopRequested = false
    await this.spawnAndWait(timeoutMs)
  }

  private watchForUnexpectedExit(child: ChildProcess, readyAt: number) {
    child.once('exit', (code, signal) => {
      if (!this.restartOnExit || this.stopRequested || this.child !== child) return
      this.child = null
      if (Date.now() - readyAt >= STABLE_RUN_MS) this.restartDelayMs = FIRST_RESTART_DELAY_MS
      void this.restartUntilUp(code === null ? `on signal ${signal}` : `with code ${code}`)
    })
  }

  /** Starts the service again after a growing delay until it is up or stop() is called. */
  private async restartUntilUp(how: string) {
    let reason = `exited ${how}`
    while (!this.stopRequested) {
      const delayMs = this.restartDelayMs
      this.restartDelayMs = Math.min(delayMs * 2, MOST_RESTART_DELAY_MS)
      console.log(`[platform] ${this.spec.name} ${reason}; restarting in ${delayMs / 1000} s`)
      await sleep(delayMs)
      if (this.stopRequested) return
      try {
        await this.spawnAndWait(120_000)
        console.log(`[platform] ${this.spec.name} is back`)
        return
      } catch {
        reason = 'did not come back'
      }
    }
  }

  private async spawnAndWait(timeoutMs: number): Promise<void> {
    const [command, ...args] = this.spec.command
    const child = spawn(command!, args, {
      cwd: this.spec.cwd,
      env: { ...process.env, ...this.spec.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // its own process group, so stopping it stops its children (next-server) too
    })
    this.child = child
    const recent: string[] = []
    const onData = (chunk: Buffer) => {
      const text = chunk.toString()
      recent.push(text)
      if (recent.length > 50) recent.shift()
      if (this.verbose) prefixLines(this.spec.name, text)
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    let exitCode: number | null | undefined
    this.exited = new Promise((resolve) => child.once('exit', (code) => ((exitCode = code), resolve())))
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      if (exitCode !== undefined) break
      try {
        const response = await fetch(this.spec.readyUrl, { redirect: 'manual', signal: AbortSignal.timeout(5000) })
        if (response.status < 500) {
          this.watchForUnexpectedExit(child, Date.now())
          return
        }
      } catch {
        // not listening yet
      }
      await sleep(300)
    }
    await this.stopChild()
    throw new Error(`${this.spec.name} did not become ready at ${this.spec.readyUrl}:\n${recent.join('').slice(-3000)}`)
  }

  /** The process id of the running service (benches read its memory). */
  get pid(): number | undefined {
    return this.child?.pid ?? undefined
  }

  /** Stops the service for good (no restart), its child processes too. */
  async stop(): Promise<void> {
    this.stopRequested = true
    await this.stopChild()
  }

  private async stopChild(): Promise<void> {
    const child = this.child
    if (!child || child.exitCode !== null || child.signalCode !== null) return
    this.child = null
    const signalGroup = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal)
      } catch {
        // already gone
      }
    }
    signalGroup('SIGTERM')
    // Unreferenced: once the service has exited, the grace period's timer must not keep this process alive for its 10 s.
    const stopped = await Promise.race([this.exited.then(() => true), sleep(10_000, undefined, { ref: false }).then(() => false)])
    if (!stopped) signalGroup('SIGKILL')
    await this.exited
  }
}
