// The web app's entry (`npm start`, `npm run dev`). In production it runs WEB_WORKERS processes of the
// server (app-server.js) on one port with node:cluster, by default one per core: a process is single
// threaded, and the live channel's fan-out to thousands of viewers (one socket write each per
// event) and page rendering then use every core. In development, and with WEB_WORKERS=1, the server
// runs in this process. Each process keeps its own caches and live relays: they are copies of what
// the CMS, the wallet-service and the event bus hold, so any process can answer any request.
import cluster from 'node:cluster'
import os from 'node:os'
import { createLogger, LOG_LEVELS } from './logger.js'

const isProduction = process.env.NODE_ENV === 'production'
const workerCount = Number(process.env.WEB_WORKERS || os.availableParallelism())
if (!Number.isInteger(workerCount) || workerCount < 1 || workerCount > 64) {
  console.error(`web: Invalid setting WEB_WORKERS: must be a whole number from 1 to 64 (got ${process.env.WEB_WORKERS})`)
  process.exit(1)
}

if (isProduction && workerCount > 1 && cluster.isPrimary) superviseWorkers(workerCount, supervisorLogger())
else await import('./app-server.js')

/** The app's logger configuration at LOG_LEVEL: the workers check the setting with the rest of theirs, the supervisor here. */
function supervisorLogger() {
  const level = process.env.LOG_LEVEL || 'info'
  if (!LOG_LEVELS.includes(level)) {
    console.error(`web: Invalid setting LOG_LEVEL: must be one of ${LOG_LEVELS.join(', ')} (got ${level})`)
    process.exit(1)
  }
  return createLogger(level)
}

/** A worker that stops on its own is replaced (after a pause, so a failing start does not spin); a signal stops them all. */
function superviseWorkers(count, logger) {
  const RESTART_DELAY_MS = 1000
  let stopping = false
  let running = 0
  const fork = () => {
    if (stopping) return
    running += 1
    cluster.fork()
  }
  // A larger young generation: a live event written to thousands of sockets makes short-lived garbage by
  // the megabyte, and with the default 16 MiB the scavenges that follow delayed the slowest viewers'
  // events (npm run bench:live at 10,000 viewers: p99 about 250-330 ms before, 170-220 ms after; about
  // 80 MiB more memory per worker at that load).
  cluster.setupPrimary({ execArgv: [...process.execArgv, '--max-semi-space-size=64'] })
  for (let i = 0; i < count; i++) fork()
  cluster.on('exit', (worker, code, signal) => {
    running -= 1
    if (stopping) {
      if (running === 0) process.exit(0)
      return
    }
    logger.error(`worker ${worker.process.pid} stopped (${signal ?? `exit ${code}`}); starting another`)
    setTimeout(fork, RESTART_DELAY_MS)
  })
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.once(signal, () => {
      stopping = true
      if (running === 0) process.exit(0)
      // The workers may have had the signal too (a process group's stop): they stop once either way.
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal)
    })
  }
}
