import { type Logger } from 'pino'
import { createLogger } from '../../logger.js'
import { getEnv } from './env.server.ts'
import { getRequestContext } from './request-context.server.ts'

// Made on first use, not on import: settings are read once, and tests set theirs before the first use.
let processLogger: Logger | undefined

/**
 * The server's logger (JSON lines on stdout, at LOG_LEVEL), bound to a request's id (`requestId`, the one
 * the wallet-service logs too) so every line of one request can be found: the current request's, or the
 * one app-server.js names outside the request context.
 */
export function getLogger(requestId = getRequestContext()?.requestId): Logger {
  processLogger ??= createLogger(getEnv().LOG_LEVEL)
  return requestId ? processLogger.child({ requestId }) : processLogger
}
