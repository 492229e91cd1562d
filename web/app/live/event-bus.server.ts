import { createEventBus, type EventBus } from '@9ja/live/node'
import { getEnv } from '../utils/env.server.ts'
import { getLogger } from '../utils/logger.server.ts'

let bus: EventBus | undefined

/**
 * This process's one connection to the platform's event bus (REDIS_URL, else NATS_URL, else
 * LIVE_DATABASE_URL, else in-process: decision 011), made on first use. The live games' relays, the
 * CMS's change announcements (decision 014) and, in test mode, the platform clock (decision 015) share it.
 */
export function processEventBus(): EventBus {
  if (!bus) {
    bus = createEventBus(getEnv())
    getLogger().info(`${bus.kind} event bus`)
  }
  return bus
}

/** web/app-server.js on SIGTERM/SIGINT, once nothing needs the bus any more. */
export async function closeProcessEventBus() {
  const closing = bus
  bus = undefined
  await closing?.close()
}
