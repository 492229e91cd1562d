import { createEventBus, type EventBus } from '@9ja/live/node'
import { getEnv } from '../utils/env.server.ts'

let bus: EventBus | undefined

/** This process's one event bus (the crash games' events, the platform clock in test mode), made on first use. */
export function processBus(): EventBus {
  if (!bus) {
    bus = createEventBus(getEnv())
    console.log(`[web] live: ${bus.kind} event bus`)
  }
  return bus
}

export async function closeProcessBus() {
  await bus?.close()
  bus = undefined
}
