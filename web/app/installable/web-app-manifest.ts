import type { ManifestOptions } from 'vite-plugin-pwa'

/** The site's green (web/app/styles/site.css `--green`, the favicon's background): the installed app's bar and splash screen. */
export const APP_THEME_COLOUR = '#008751'

export const WEB_APP_MANIFEST_URL = '/manifest.webmanifest'

/** The icons the build renders from web/public/favicon.svg (installable-app.build.ts), by their address. */
export const APP_ICONS = {
  any192: { src: '/app-icons/icon-192.png', size: 192 },
  any512: { src: '/app-icons/icon-512.png', size: 512 },
  // Full bleed, the logo inside the middle 80 %: Android crops it to its own shape (circle, squircle).
  maskable512: { src: '/app-icons/icon-maskable-512.png', size: 512 },
  // iOS takes no manifest icon: Safari's Add to Home Screen reads this link.
  appleTouch180: { src: '/app-icons/apple-touch-icon.png', size: 180 },
} as const

export const APPLE_TOUCH_ICON_URL = APP_ICONS.appleTouch180.src

/**
 * What Android needs to install the site as an app (Chromium's installability check: a name, a start
 * URL, standalone display, a 192 and a 512 pixel icon, a service worker in control).
 */
export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: '9ja Lottery',
  short_name: '9ja Lottery',
  description: 'Virtual games, Spin It and sports betting for adults in Nigeria. 18+ only.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: APP_THEME_COLOUR,
  background_color: APP_THEME_COLOUR,
  icons: [
    { src: APP_ICONS.any192.src, sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: APP_ICONS.any512.src, sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: APP_ICONS.maskable512.src, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
}
