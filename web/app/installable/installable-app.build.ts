import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import type { Plugin, PluginOption } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { supportedLanguages, languageCookieName } from '../i18n/config.ts'
import { SERVICE_WORKER_URL } from './app-shell-script.ts'
import { APP_ICONS, APP_THEME_COLOUR, WEB_APP_MANIFEST_URL, webAppManifest } from './web-app-manifest.ts'

/**
 * The installable app's files, written by the client build (docs/decisions/025): the icons, the offline
 * page and its script, the web app manifest and the service worker (Workbox, by vite-plugin-pwa).
 */
export function installableApp(): PluginOption[] {
  return [appIconsAndOfflinePage, serviceWorker]
}

export const OFFLINE_PAGE_URL = '/offline.html'
const OFFLINE_SCRIPT_URL = '/offline.js'
/** The build's stylesheet that every page loads (web/app/styles/every-page.css), by its hashed name. */
const EVERY_PAGE_STYLESHEET = /^assets\/every-page-[^/]+\.css$/

const WEB_DIR = fileURLToPath(new URL('../..', import.meta.url))
const LOCALES_DIR = path.resolve(WEB_DIR, '../locales')

const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60

const serviceWorker = VitePWA({
  // app-shell-script.ts registers it, inline on every page (this plugin's own ways add a script file or a framework module).
  injectRegister: false,
  strategies: 'generateSW',
  filename: SERVICE_WORKER_URL.slice(1),
  manifestFilename: WEB_APP_MANIFEST_URL.slice(1),
  manifest: webAppManifest,
  includeManifestIcons: false,
  workbox: {
    // Installed before the first time it is needed: the offline page and what it shows. Not the app's icons
    // (about 40 KiB of PNG): the browser fetches those itself when it installs the app.
    globPatterns: [OFFLINE_PAGE_URL.slice(1), OFFLINE_SCRIPT_URL.slice(1), 'assets/every-page-*.css', 'favicon.svg'],
    // No page is ever answered from a cache (not even a shell): every navigation goes to the network.
    navigateFallback: null,
    // A new deployment's worker takes over at once, and the next navigation is the new site's.
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      // A page (a player's dashboard, a bet's, a balance) is fetched every time and never stored; when
      // the network fails, the offline page answers in its place. A form's post too: it is never
      // repeated, the offline page's Retry asks for the page again.
      ...(['GET', 'POST'] as const).map((method) => ({
        urlPattern: ({ request }: { request: Request }) => request.mode === 'navigate',
        method,
        handler: 'NetworkOnly' as const,
        options: { precacheFallback: { fallbackURL: OFFLINE_PAGE_URL } },
      })),
      // The build's scripts and styles are named by their content, so a stored copy is never stale: kept
      // as each page first loads them (precaching all would download every game's code on paid data).
      // Anything else (data routes under /resources, the live streams, CMS media) is not touched.
      {
        urlPattern: ({ url, sameOrigin }: { url: URL; sameOrigin: boolean }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst' as const,
        options: {
          cacheName: 'build-assets',
          expiration: { maxEntries: 200, maxAgeSeconds: THIRTY_DAYS_SECONDS },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
})

const appIconsAndOfflinePage: Plugin = {
  name: 'installable-app-files',
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
  async generateBundle(_options, bundle) {
    const stylesheet = Object.keys(bundle).find((fileName) => EVERY_PAGE_STYLESHEET.test(fileName))
    if (!stylesheet) throw new Error('installable app: the build has no every-page stylesheet for the offline page')
    this.emitFile({ type: 'asset', fileName: OFFLINE_PAGE_URL.slice(1), source: offlinePageHtml(`/${stylesheet}`) })
    this.emitFile({ type: 'asset', fileName: OFFLINE_SCRIPT_URL.slice(1), source: OFFLINE_SCRIPT })
    for (const icon of await renderAppIcons()) this.emitFile({ type: 'asset', fileName: icon.fileName, source: icon.png })
  },
}

/** The icons, drawn from the favicon so the installed app looks like the tab. */
async function renderAppIcons(): Promise<Array<{ fileName: string; png: Buffer }>> {
  const logo = readFileSync(path.join(WEB_DIR, 'public/favicon.svg'))
  const render = (size: number) =>
    sharp(logo, { density: (72 * size) / 32 })
      .resize(size, size)
      .png()
      .toBuffer()
  const maskableSize = APP_ICONS.maskable512.size
  const maskable = await sharp({ create: { width: maskableSize, height: maskableSize, channels: 4, background: APP_THEME_COLOUR } })
    .composite([{ input: await render(Math.round(maskableSize * 0.8)), gravity: 'centre' }])
    .png()
    .toBuffer()
  return [
    { fileName: APP_ICONS.any192.src.slice(1), png: await render(APP_ICONS.any192.size) },
    { fileName: APP_ICONS.any512.src.slice(1), png: await render(APP_ICONS.any512.size) },
    { fileName: APP_ICONS.maskable512.src.slice(1), png: maskable },
    // Opaque: iOS fills a transparent corner with black.
    {
      fileName: APP_ICONS.appleTouch180.src.slice(1),
      png: await sharp(await render(APP_ICONS.appleTouch180.size))
        .flatten({ background: APP_THEME_COLOUR })
        .png()
        .toBuffer(),
    },
  ]
}

type OfflineTexts = { title: string; body: string; retry: string }

/** common:offline in one language, English for a key it lacks (as the site's i18next does). */
function offlineTexts(language: string): OfflineTexts {
  const read = (lang: string) =>
    (JSON.parse(readFileSync(path.join(LOCALES_DIR, lang, 'common.json'), 'utf8')) as { offline?: Partial<OfflineTexts> }).offline ?? {}
  const english = read('en') as OfflineTexts
  return { ...english, ...read(language) }
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * A static page, stored by the service worker when it installs and shown for any page the network
 * could not bring. It is the same file for every player, so it holds the text in every language and
 * its script shows the one the player chose with the language switch (the `lng` cookie); without the
 * script, English. Retry is a link to the address the player asked for, so it works without the script.
 */
function offlinePageHtml(stylesheetUrl: string): string {
  const sections = supportedLanguages.map((language) => {
    const texts = offlineTexts(language)
    const hidden = language === 'en' ? '' : ' hidden'
    return `<section class="offline-message" lang="${language}" data-language="${language}" data-title="${escapeHtml(texts.title)}"${hidden}>
<h1>${escapeHtml(texts.title)}</h1>
<p>${escapeHtml(texts.body)}</p>
<p><a class="button" href="" data-testid="offline-retry">${escapeHtml(texts.retry)}</a></p>
</section>`
  })
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${APP_THEME_COLOUR}">
<title>${escapeHtml(offlineTexts('en').title)}</title>
<link rel="stylesheet" href="${stylesheetUrl}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<main class="page offline-page" data-testid="offline-page">
<img class="offline-logo" src="/favicon.svg" alt="" width="64" height="64">
${sections.join('\n')}
</main>
<script src="${OFFLINE_SCRIPT_URL}"></script>
</body>
</html>
`
}

/** Shows the player's language. */
const OFFLINE_SCRIPT = `(function () {
  var chosen = (document.cookie.match(/(?:^|;\\s*)${languageCookieName}=([a-z]{2,3})(?:;|$)/) || [])[1]
  var section = chosen && document.querySelector('[data-language="' + chosen + '"]')
  if (section) {
    document.querySelectorAll('[data-language]').forEach(function (each) { each.hidden = each !== section })
    document.documentElement.lang = chosen
    document.title = section.getAttribute('data-title')
  }
})()
`
