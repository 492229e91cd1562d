import { getPayload } from 'payload'

import config from '../../cms/src/payload.config'
import { seedCms, type CmsSeedReport } from './seedCms'

export { seedCms, type CmsSeedReport }

/**
 * Seeds the CMS database named by CMS_DATABASE_URL (PAYLOAD_SECRET is required too) after
 * `payload migrate` has run. For the platform orchestrator's seed step.
 * The postgres adapter keeps one connection checked out for its reconnect watchdog and destroy()
 * does not release it, so the calling script must end with `process.exit()` (as run.ts does).
 */
export async function runCmsSeed(): Promise<CmsSeedReport> {
  const payload = await getPayload({ config })
  try {
    return await seedCms(payload)
  } finally {
    await payload.destroy()
  }
}
