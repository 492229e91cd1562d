import { CMS_CHANGES_CHANNEL, cmsChange, type CmsChange } from '@9ja/live'
import type { EventBus } from '@9ja/live/node'
import { processEventBus } from '#app/live/event-bus.server.ts'
import { forgetPublicRenders } from '#app/utils/page-cache.server.ts'
import { forgetMediaFiles } from './cms-media.server.ts'
import { purgeCmsContent } from './cms.server.ts'
import { getLogger } from '#app/utils/logger.server.ts'

/**
 * An editor's change reaches every web process at once (decision 014): the CMS announces each
 * committed change on the event bus, and each process then drops what it kept of the CMS. Messages
 * are at most once, so whenever the subscription starts or comes back (announcements may have been
 * missed meanwhile) everything is dropped too. CMS_CACHE_TTL_MS stays the fallback for a bus that is
 * down or not set.
 */

/** Subscribes to the CMS's announcements on `bus`: `onChange(change)` for each, `onChange(undefined)` when anything may have changed. */
export async function subscribeToCmsChanges(bus: EventBus, onChange: (change: CmsChange | undefined) => void) {
  const stopWatchingReconnects = bus.onReconnect(() => onChange(undefined))
  try {
    const unsubscribe = await bus.subscribe(CMS_CHANGES_CHANNEL, (message) => {
      const change = parseChange(message)
      if (change) onChange(change)
      else getLogger().error(`cms: dropped a message on ${CMS_CHANGES_CHANNEL} that is not a CMS change`)
    })
    onChange(undefined)
    return async () => {
      stopWatchingReconnects()
      await unsubscribe()
    }
  } catch (error) {
    stopWatchingReconnects()
    throw error
  }
}

function parseChange(message: string): CmsChange | undefined {
  try {
    const result = cmsChange.safeParse(JSON.parse(message))
    return result.success ? result.data : undefined
  } catch {
    return undefined
  }
}

/** Drops this process's copies of CMS content: its answers and the pages made from them, and the files named. */
function purgeCopies(change: CmsChange | undefined) {
  purgeCmsContent()
  forgetPublicRenders()
  if (!change) return
  getLogger().info(`cms: ${change.source} changed; cached content dropped`)
  if (change.files.length) void forgetMediaFiles(change.files)
}

/** How long after a failed subscription this process tries again (the TTL covers the gap). */
const RESUBSCRIBE_DELAY_MS = 5_000

let following = false
let retryTimer: NodeJS.Timeout | undefined

/** web/app-server.js at start: this process follows the CMS's announcements until it stops, subscribing again after a failure. */
export function followCmsChanges() {
  if (following) return
  following = true
  const attempt = () => {
    retryTimer = undefined
    subscribeToCmsChanges(processEventBus(), purgeCopies).catch((error: unknown) => {
      getLogger().error(
        { err: error },
        `cms: could not subscribe to ${CMS_CHANGES_CHANNEL}, trying again in ${RESUBSCRIBE_DELAY_MS / 1000} s`,
      )
      if (following) retryTimer = setTimeout(attempt, RESUBSCRIBE_DELAY_MS).unref()
    })
  }
  attempt()
}

/** web/app-server.js on SIGTERM/SIGINT, before the bus closes. */
export function stopFollowingCmsChanges() {
  following = false
  clearTimeout(retryTimer)
}
