/**
 * Every port the browser tests use comes from E2E_PORT_BASE, so checkouts running their suites side by
 * side stay apart: the platform's own ports, and a range per test worker for the servers a test file
 * starts itself (workers run files at the same time; the files of one worker run one after another).
 */
export const PORT_BASE = Number(process.env.E2E_PORT_BASE || 3600)
export const PLATFORM_PORTS = { web: PORT_BASE, cms: PORT_BASE + 1, wallet: PORT_BASE + 2 }
/** The embedded OpenID provider "Continue with Google" signs in with (scripts/lib/oidc-provider.ts). */
export const OIDC_PORT = PORT_BASE + 3
/** The global setup's server that stops and starts the platform's services (support/platform.ts). */
export const CONTROL_PORT = PORT_BASE + 9
/** The suite's one Chromium, which every test file connects to (support/browser.ts). */
export const BROWSER_PORT = PORT_BASE + 10
/**
 * The platform of its own that e2e/instances/kill.test.ts runs (two wallet-services and two webs): the
 * entry points and the CMS, then each instance's own port, and its embedded OpenID provider.
 */
export const INSTANCES_PORTS = {
  entryPoints: { web: PORT_BASE + 11, cms: PORT_BASE + 12, wallet: PORT_BASE + 13 },
  wallet: [PORT_BASE + 14, PORT_BASE + 15],
  web: [PORT_BASE + 16, PORT_BASE + 17],
  oidc: PORT_BASE + 18,
}

const FIRST_WORKER_PORT = PORT_BASE + 20
const PORTS_PER_WORKER = 10
/** The servers a test file may start, each at its own place in its worker's range. */
const WORKER_SERVERS = {
  secondWeb: 0,
  thirdWeb: 1,
  walletProxy: 2,
  roundSource: 3,
  redis: 4,
  wallet: 5,
  dyingService: 6,
  entryPoint: 7,
  firstInstance: 8,
  secondInstance: 9,
} as const
/** Workers a run may have: their ranges end 100 ports above the base. */
const MOST_WORKERS = 8

/** This worker's port for one of the servers a test file starts. */
export function workerPort(server: keyof typeof WORKER_SERVERS): number {
  const worker = Number(process.env.VITEST_POOL_ID || 1)
  if (worker > MOST_WORKERS) throw new Error(`test worker ${worker} has no ports: at most ${MOST_WORKERS} workers`)
  return FIRST_WORKER_PORT + (worker - 1) * PORTS_PER_WORKER + WORKER_SERVERS[server]
}
