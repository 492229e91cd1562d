import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import path from 'path'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { fileURLToPath } from 'url'

import { SCREENS } from './back-office/screens'
import { CarouselSlides } from './collections/CarouselSlides'
import { Faqs } from './collections/Faqs'
import { HowToPlay } from './collections/HowToPlay'
import { Media } from './collections/Media'
import { Promotions } from './collections/Promotions'
import { Testimonials } from './collections/Testimonials'
import { TrustedLogos } from './collections/TrustedLogos'
import { Users } from './collections/Users'
import { announcingChanges, announcingGlobalChanges } from './contentChanges/hooks'
import { env } from './env'
import { LegalPrivacy, LegalRules, LegalTerms } from './globals/Legal'
import { SiteSettings } from './globals/SiteSettings'
import { localization } from './localization/config'
import { withGlobalTextLanguages, withTextLanguages } from './localization/textLanguage'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** The back office's screens as admin views (components under src/back-office/views, named as SCREENS says). */
const backOfficeViews = Object.fromEntries(
  Object.entries(SCREENS).map(([key, screen]) => [
    key,
    {
      Component: `/back-office/views/${screen.component}#${screen.component}`,
      path: screen.path,
      exact: true,
      meta: { title: screen.label },
    },
  ]),
)

/**
 * Payload accepts cookie-authenticated writes only from its public origin (CSRF). On one machine the
 * admin is opened as either localhost or 127.0.0.1, which name the same host: accept the twin too.
 */
function loopbackTwinOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl)
  const twin = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' }[url.hostname]
  if (!twin) return []
  url.hostname = twin
  return [url.origin]
}

export default buildConfig({
  admin: {
    user: Users.slug,
    // The default avatar loads from gravatar, which production servers may not reach.
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: ' - 9ja Lottery CMS' },
    components: {
      // Staff work in the back office in the admin itself (decision 020): its nav group, then its screens.
      afterNavLinks: ['/back-office/views/BackOfficeNav#BackOfficeNav'],
      views: backOfficeViews,
    },
  },
  serverURL: new URL(env.CMS_PUBLIC_URL).origin,
  csrf: loopbackTwinOrigins(env.CMS_PUBLIC_URL),
  // What the site reads: each committed change is announced to every web process (decision 014).
  // Players read them in their language (decision 024): each text is written per language, English the fallback.
  collections: [
    Users,
    ...[Media, CarouselSlides, Promotions, Faqs, HowToPlay, Testimonials, TrustedLogos].map(withTextLanguages).map(announcingChanges),
  ],
  globals: [SiteSettings, LegalRules, LegalTerms, LegalPrivacy].map(withGlobalTextLanguages).map(announcingGlobalChanges),
  localization,
  editor: lexicalEditor(),
  secret: env.PAYLOAD_SECRET,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  db: postgresAdapter({
    pool: { connectionString: env.CMS_DATABASE_URL },
    // The schema changes only through committed migrations (`payload migrate`), in every environment.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
  sharp,
  telemetry: false,
})
