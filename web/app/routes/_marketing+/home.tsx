import { json, redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { getSessionUser } from '#app/accounts/session.server.ts'
import { nextMatchday } from '#app/betting/betting.server.ts'
import { BookingCodeForm, CheckBetForm } from '#app/betting/BettingPanel.tsx'
import { NextMatchday } from '#app/betting/NextMatchday.tsx'
import { ContentUnavailable } from '#app/components/content/ContentUnavailable.tsx'
import { Carousel } from '#app/components/home/Carousel.tsx'
import { RecentWinners } from '#app/components/home/RecentWinners.tsx'
import { SidePanel } from '#app/components/home/SidePanel.tsx'
import { getCarouselSlides } from '#app/content/cms.server.ts'
import { getLanguage } from '#app/i18n/i18n.server.ts'
import { loadRecentWins } from '#app/games/wins/recent-wins.server.ts'
import type { HydrationHandle } from '#app/root.tsx'
import { getLogger } from '#app/utils/logger.server.ts'

/**
 * The landing page is not hydrated: its HTML, the stylesheets and a ~1 KB inline carousel script are
 * all a visitor downloads (menus are <details>, the language switch is a form). See root.tsx.
 */
export const handle = { hydrate: false } satisfies HydrationHandle

export async function loader({ request }: LoaderFunctionArgs) {
  // Spec section 4: a logged-in player at /home goes to the dashboard.
  if (await getSessionUser(request)) throw redirect('/dashboard')
  const [slides, winners, matchday] = await Promise.all([
    getCarouselSlides(getLanguage(request)),
    // Real wins from the wallet-service's ledger; none (or no wallet-service): no list.
    loadRecentWins(8),
    // The landing page stands without the wallet-service: no prices then, nothing else missing.
    nextMatchday().catch((error: unknown): Awaited<ReturnType<typeof nextMatchday>> => {
      getLogger().error({ err: error }, '/home: next matchday unavailable')
      return []
    }),
  ])
  // Kept in memory for other visitors (entry.server.tsx) only while the matchday's prices take bets.
  const freshUntil = Math.min(Infinity, ...matchday.map((event) => Date.parse(event.bettingClosesAt)))
  return json({ slides: slides.value, winners, matchday, freshUntil: Number.isFinite(freshUntil) ? freshUntil : null })
}

export default function HomePage() {
  const { slides, winners, matchday } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <main className="page home-page" data-testid="home-page">
      {/* The design opens on the carousel, with no visible title; the page still needs its h1. */}
      <h1 className="visually-hidden">{t('home.heading')}</h1>
      <div className="home-grid">
        <div className="home-main">
          {slides ? <Carousel slides={slides} inlineBehaviour /> : <ContentUnavailable />}
          {/* The side panel is hidden on phones: Book and Check Bet come here, under the carousel, within reach. */}
          <div className="betting-forms mobile-only" data-testid="home-betting-forms">
            <BookingCodeForm />
            <CheckBetForm />
          </div>
          <div className="play-banners">
            <section className="play-banner play-banner-virtual">
              <h2>{t('home.virtualBannerTitle')}</h2>
              <p>{t('home.virtualBannerText')}</p>
              <Link to="/virtual" className="button" data-testid="play-now-virtual">
                {t('home.playNow')}
              </Link>
            </section>
            <section className="play-banner play-banner-spin">
              <h2>{t('home.loginBannerTitle')}</h2>
              <p>{t('home.loginBannerText')}</p>
              <Link to="/login" className="button" data-testid="play-now-login">
                {t('home.playNow')}
              </Link>
            </section>
          </div>
          <NextMatchday events={matchday} />
          <RecentWinners winners={winners} heading={t('home.recentWinners')} className="recent-winners" testId="recent-winners" />
        </div>
        <SidePanel />
      </div>
    </main>
  )
}
