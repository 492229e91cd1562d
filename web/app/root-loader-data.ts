import type { PublicSessionUser } from './accounts/session.server.ts'
import type { LoadedSlip } from './betting/slip.server.ts'
import type { Toast } from './components/toast/toast-schema.ts'
import type { SiteSettings } from './content/cms.server.ts'
import type { Language } from './i18n/config.ts'
import type { PublicEnv } from './utils/env.server.ts'

/**
 * What the root loader (root.tsx) returns, for every page. Its own module so that the hooks and
 * components reading it (`useRouteLoaderData<RootLoaderData>('root')`) need not import root.tsx.
 */
export type RootLoaderData = {
  user: PublicSessionUser | null
  language: Language
  siteSettings: SiteSettings | null
  toast: Toast | null
  publicEnv: PublicEnv
  slip: LoadedSlip | null
}
