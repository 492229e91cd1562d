import { json, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Links, Meta, Outlet, Scripts, useLocation, useMatches, useRouteLoaderData } from '@remix-run/react'
import { Suspense, useEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { getSessionUser, toPublicSessionUser } from './accounts/session.server.ts'
import { loadSlip } from './betting/slip.server.ts'
import { GeneralErrorBoundary } from './components/errors/GeneralErrorBoundary.tsx'
import { SiteLayout } from './components/layout/SiteLayout.tsx'
import { InactivityMonitor } from './accounts/InactivityMonitor.tsx'
import { RealityCheck } from './protection/RealityCheck.tsx'
import { IdentityNotice } from '#app/accounts/IdentityNotice.tsx'
import { RestrictionNotice } from './protection/RestrictionNotice.tsx'
import { Toaster } from './components/toast/Toaster.tsx'
import { SPEC_TOAST_DURATION_MS } from './components/toast/toast-duration.ts'
import { getToast } from './utils/toast.server.ts'
import { getSiteSettings } from './content/cms.server.ts'
import { defaultLanguage, isSupportedLanguage, type I18nHandle } from './i18n/config.ts'
import { getLanguage } from './i18n/i18n.server.ts'
import { I18nState } from './i18n/I18nState.tsx'
import { AppShellScript } from './installable/AppShellScript.tsx'
import { APP_THEME_COLOUR, WEB_APP_MANIFEST_URL, APPLE_TOUCH_ICON_URL } from './installable/web-app-manifest.ts'
import { PageTitle, type PageTitleHandle } from './i18n/PageTitle.tsx'
import stylesheetUrl from './styles/every-page.css?url'
import { getPublicEnv } from './utils/env.server.ts'
import type { RootLoaderData } from './root-loader-data.ts'
import { useNonce } from './utils/nonce.ts'
import { ZodInTheBrowser } from './utils/ZodInTheBrowser.tsx'
import { useReportActivityToParent } from './utils/player-activity.ts'

export const handle = { i18n: ['common', 'accounts'], pageTitle: 'site' } satisfies I18nHandle & PageTitleHandle

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheetUrl },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // The installable app (docs/decisions/025): written by the production build only.
  ...(import.meta.env.PROD
    ? [
        { rel: 'manifest', href: WEB_APP_MANIFEST_URL },
        { rel: 'apple-touch-icon', href: APPLE_TOUCH_ICON_URL },
      ]
    : []),
]

// No `title` in any route's meta: PageTitle renders the one `<title>`, in the player's language (handle.pageTitle).
export const meta: MetaFunction = () => [
  { name: 'description', content: 'Virtual games, Spin It and sports betting for adults in Nigeria. 18+ only.' },
  { name: 'theme-color', content: APP_THEME_COLOUR },
]

export async function loader({ request }: LoaderFunctionArgs) {
  const [sessionUser, siteSettings, { toast, headers: toastHeaders }, { slip, setCookie }] = await Promise.all([
    getSessionUser(request),
    getSiteSettings(getLanguage(request)),
    getToast(request),
    loadSlip(request),
  ])
  const headers = new Headers(toastHeaders)
  if (setCookie) headers.append('Set-Cookie', setCookie)
  return json<RootLoaderData>(
    {
      // Only these user fields reach the page; the wallet token stays in the server session.
      user: toPublicSessionUser(sessionUser),
      language: getLanguage(request),
      siteSettings: siteSettings.value,
      toast,
      publicEnv: getPublicEnv(),
      // The bet slip is every page's: the home side panel, the sports pages, the slip bar on phones.
      slip,
    },
    { headers },
  )
}

export function useRootLoaderData() {
  return useRouteLoaderData<typeof loader>('root')
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders

/**
 * A route may opt out of hydration with `handle = { hydrate: false }`: its server HTML is the whole
 * page and no framework JavaScript is sent (the landing page, for players on paid data). Links from
 * it are ordinary page loads; React takes over on the next page.
 */
export type HydrationHandle = { hydrate?: boolean }

function useShouldHydrate() {
  return !useMatches().some((match) => (match.handle as HydrationHandle | undefined)?.hydrate === false)
}

export function Layout({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const shouldHydrate = useShouldHydrate()
  const nonce = useNonce()
  return (
    <html lang={isSupportedLanguage(i18n.language) ? i18n.language : defaultLanguage}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <PageTitle />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <AppShellScript nonce={nonce} />
        {shouldHydrate ? (
          <>
            <ZodInTheBrowser nonce={nonce} />
            <I18nState nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  )
}

/** Spec section 2: every navigation scrolls smoothly to the top. */
function useSmoothScrollToTopOnNavigation() {
  const location = useLocation()
  const shownFirst = useRef(`${location.pathname}${location.search}`)
  useEffect(() => {
    // Not when the page first hydrates: on a slow phone the player may already have scrolled the server's HTML.
    if (`${location.pathname}${location.search}` === shownFirst.current) return
    shownFirst.current = ''
    window.scrollTo({ top: 0, behavior: 'smooth' })
  }, [location.pathname, location.search])
}

/**
 * A route may ask for `handle = { layout: 'bare' }`: the in-house game pages under /play run inside
 * the lobby's iframe, where the site's nav, footer and inactivity prompt belong to the parent page
 * (which hears of the player's activity in the frame through useReportActivityToParent).
 */
export type LayoutHandle = { layout?: 'site' | 'bare' }

function useIsBareLayout() {
  return useMatches().some((match) => (match.handle as LayoutHandle | undefined)?.layout === 'bare')
}

export default function App() {
  const data = useRootLoaderData()
  const bare = useIsBareLayout()
  const toastDurationMs = data?.publicEnv.TOAST_DURATION_MS ?? SPEC_TOAST_DURATION_MS
  useSmoothScrollToTopOnNavigation()
  useReportActivityToParent()
  if (bare) {
    return (
      <Suspense fallback={null}>
        <Outlet />
        <Toaster flashToast={data?.toast ?? null} durationMs={toastDurationMs} />
      </Suspense>
    )
  }
  return (
    <SiteLayout user={data?.user ?? null} siteSettings={data?.siteSettings ?? null}>
      {data?.user?.restriction ? <RestrictionNotice restriction={data.user.restriction} /> : null}
      {data?.user && !data.user.restriction && data.user.kycStatus !== 'verified' ? (
        <IdentityNotice kycStatus={data.user.kycStatus} />
      ) : null}
      {/* Routes whose translations are still loading keep the previous page on screen. */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      <Toaster flashToast={data?.toast ?? null} durationMs={toastDurationMs} />
      {data?.user ? (
        <InactivityMonitor timeoutMs={data.publicEnv.INACTIVITY_TIMEOUT_MS} warningMs={data.publicEnv.INACTIVITY_WARNING_MS} />
      ) : null}
      {data?.user?.realityCheck ? (
        <RealityCheck minutes={data.user.realityCheck.minutes} sessionStartedAt={data.user.realityCheck.sessionStartedAt} />
      ) : null}
    </SiteLayout>
  )
}

/** The catch-all render failure screen (spec section 8). */
export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
