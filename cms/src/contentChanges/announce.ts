import { CMS_CHANGES_CHANNEL, type CmsChange } from '@9ja/live'
import { createEventBus, type EventBus } from '@9ja/live/node'
import type { Payload } from 'payload'

import { env } from '../env'

/** The longest an editor's save waits for the bus; past it the web learns of the change when its cache expires. */
export const ANNOUNCE_TIMEOUT_MS = 1_000

let bus: EventBus | undefined

/** This process's connection to the platform's event bus, made on the first change. */
function changesBus(payload: Payload): EventBus {
  if (!bus) {
    bus = createEventBus(env)
    if (bus.kind === 'in-process') {
      payload.logger.warn(
        'No event bus is set (REDIS_URL, NATS_URL or LIVE_DATABASE_URL): the site shows content changes only once its cache expires (CMS_CACHE_TTL_MS)',
      )
    } else {
      payload.logger.info(`Content changes are announced to the site on the ${bus.kind} event bus (${CMS_CHANGES_CHANNEL})`)
    }
  }
  return bus
}

/**
 * Tells every web process that content changed (decision 014), so each drops its copies at once. It
 * never fails and never waits longer than ANNOUNCE_TIMEOUT_MS: a bus that is down or slow is logged, and
 * the web's cache time to live is the fallback.
 */
export async function announceChange(payload: Payload, change: CmsChange): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ANNOUNCE_TIMEOUT_MS} ms`)), ANNOUNCE_TIMEOUT_MS)
  })
  try {
    await Promise.race([changesBus(payload).publish(CMS_CHANGES_CHANNEL, JSON.stringify(change)), timeout])
  } catch (error) {
    payload.logger.warn(
      `Could not announce the change of ${change.source} to the site (${(error as Error).message}); it shows once the site's cache expires`,
    )
  } finally {
    clearTimeout(timer)
  }
}
