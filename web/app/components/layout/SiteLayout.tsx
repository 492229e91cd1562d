import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { PublicSessionUser } from '#app/accounts/session.server.ts'
import { SlipBar } from '#app/betting/SlipBar.tsx'
import type { SiteSettings } from '#app/content/cms.server.ts'
import { AgeBanner } from './AgeBanner.tsx'
import { Footer } from './Footer.tsx'
import { NavBar } from './NavBar.tsx'
import { NavigationProgress } from './NavigationProgress.tsx'

export function SiteLayout({
  user,
  siteSettings,
  children,
}: {
  user: PublicSessionUser | null
  siteSettings: SiteSettings | null
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <>
      <NavigationProgress />
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      {user ? null : <AgeBanner text={siteSettings?.ageBanner ?? null} />}
      <NavBar user={user} brandName={siteSettings?.brandName ?? t('brand')} />
      <div id="main" className="site-main">
        {children}
      </div>
      <Footer siteSettings={siteSettings} />
      <SlipBar />
    </>
  )
}
