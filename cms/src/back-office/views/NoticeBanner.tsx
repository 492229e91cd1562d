import { Banner } from '@payloadcms/ui'

import type { Notice } from '../notice'

/** What the last form's action said: the service's refusal, or what was done. */
export function NoticeBanner({ notice }: { notice: Notice | null }) {
  if (!notice) return null
  return (
    <div role={notice.tone === 'error' ? 'alert' : 'status'}>
      <Banner type={notice.tone}>{notice.message}</Banner>
    </div>
  )
}
