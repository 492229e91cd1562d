/**
 * `npm run bench:lighthouse`: Lighthouse's mobile audit (a mid-range phone on a slow 4G link, simulated)
 * of the visitor pages, run against a running platform (`npm start`, or WEB_URL). Prints each page's
 * performance and accessibility scores and the JavaScript it downloads, against the targets:
 * the landing page at least 0.95 with no framework JavaScript at all, every other public page at least 0.9.
 * Exits non-zero when a target is missed. Debian's Chromium (CHROMIUM_PATH) is the browser.
 */
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts'

const WEB_URL = (process.env.WEB_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '')

type Target = { path: string; minPerformance: number; maxScriptBytes?: number }
const TARGETS: Target[] = [
  { path: '/home', minPerformance: 0.95, maxScriptBytes: 0 },
  ...['/promotions', '/rules', '/how2play', '/faq', '/privacy', '/terms', '/contact', '/testimonial', '/login', '/signup', '/virtual'].map(
    (path) => ({ path, minPerformance: 0.9 }),
  ),
]

const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' })
let missed = 0
try {
  console.log('page            performance  accessibility  script KiB  target')
  for (const target of TARGETS) {
    const result = await lighthouse(`${WEB_URL}${target.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${target.path}`)
    const { categories, audits } = result.lhr
    const performance = categories.performance?.score ?? 0
    const accessibility = categories.accessibility?.score ?? 0
    const summary =
      (audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined)?.items ?? []
    const scriptBytes = summary.find((item) => item.resourceType === 'script')?.transferSize ?? 0
    const ok = performance >= target.minPerformance && (target.maxScriptBytes === undefined || scriptBytes <= target.maxScriptBytes)
    if (!ok) missed += 1
    const scriptTarget = target.maxScriptBytes === undefined ? '' : `, ${target.maxScriptBytes} KiB JS`
    console.log(
      `${target.path.padEnd(16)}${performance.toFixed(2).padStart(11)}${accessibility.toFixed(2).padStart(15)}${(scriptBytes / 1024).toFixed(1).padStart(12)}  >= ${target.minPerformance}${scriptTarget} ${ok ? 'ok' : 'MISSED'}`,
    )
  }
} finally {
  await chrome.kill()
}
console.log(missed === 0 ? 'every page meets its target' : `${missed} page(s) miss their target`)
process.exit(missed === 0 ? 0 : 1)
