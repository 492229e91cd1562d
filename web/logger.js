// The web's one logger configuration, plain JavaScript so that server.js's cluster supervisor (which never
// loads the app's build) logs in the same shape as the app (app/utils/logger.server.ts).
import { pino } from 'pino'

/** What LOG_LEVEL may say (the wallet-service's setting takes the same words). */
export const LOG_LEVELS = /** @type {const} */ (['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])

/**
 * JSON lines on stdout, each with `service: 'web'` beside the wallet-service's, and the process id, since
 * several web processes (WEB_WORKERS) write to one output.
 * @param {(typeof LOG_LEVELS)[number]} level
 */
export function createLogger(level) {
  return pino({ level, base: { service: 'web', pid: process.pid } })
}
