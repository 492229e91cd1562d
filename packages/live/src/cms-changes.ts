import { z } from 'zod'

/**
 * The CMS tells every web process that content changed (decision 014): after an editor's change is
 * committed, the CMS publishes one `cmsChange` on this channel of the platform's event bus, and every
 * web process drops what it kept of the CMS (its answers, the pages rendered from them, and the copies
 * of the files named), so the next request reads the CMS afresh.
 */
export const CMS_CHANGES_CHANNEL = 'cms-changed'

export const cmsChange = z.object({
  /** The collection or global that changed (e.g. `faqs`, `site-settings`). */
  source: z.string().min(1),
  /** Uploaded files (their file names) replaced or deleted by the change: their copies must go too. */
  files: z.array(z.string().min(1)),
})
export type CmsChange = z.infer<typeof cmsChange>
