import { text } from 'node:stream/consumers'
import { chromium, type Browser, type Locator, type Page } from 'playwright-core'

import { BROWSER_ENDPOINT } from './urls.ts'

/**
 * A test file's browser: a connection to the suite's one Chromium, which the global setup launched
 * (a launch per file cost a second or more of a loaded machine). Closing it closes the file's contexts
 * and the connection; the browser runs on for the other files.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.connect(BROWSER_ENDPOINT)
}

type TrackedPage = { page: Page; errors: string[]; allowConsoleErrors: boolean }
const tracked: TrackedPage[] = []

/**
 * A page in a fresh context at the given width (360 for a cheap phone, 1280 for a desktop).
 * A console error on the page fails the running test unless the test allows them.
 */
export async function openPage(
  browser: Browser,
  options: { width: number; height?: number; allowConsoleErrors?: boolean } = { width: 1280 },
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: options.width, height: options.height ?? (options.width <= 480 ? 740 : 800) },
    isMobile: options.width <= 480,
    hasTouch: options.width <= 480,
    locale: 'en-NG',
    permissions: ['clipboard-read', 'clipboard-write'],
  })
  const page = await context.newPage()
  const entry: TrackedPage = { page, errors: [], allowConsoleErrors: options.allowConsoleErrors ?? false }
  page.on('console', (message) => {
    if (message.type() === 'error') entry.errors.push(message.text())
  })
  page.on('pageerror', (error) => entry.errors.push(error.message))
  tracked.push(entry)
  return page
}

/** A page whose JavaScript never runs: what a player gets before (or without) the app's scripts. */
export async function openPageWithoutJavaScript(browser: Browser, options: { width: number } = { width: 360 }): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: options.width, height: options.width <= 480 ? 740 : 800 },
    locale: 'en-NG',
  })
  const page = await context.newPage()
  tracked.push({ page, errors: [], allowConsoleErrors: false })
  return page
}

/** Console errors of the pages opened since the last call; the pages' contexts are closed. */
export async function drainConsoleErrors(): Promise<string[]> {
  const errors = tracked.filter((entry) => !entry.allowConsoleErrors).flatMap((entry) => entry.errors)
  await Promise.all(
    tracked.map((entry) =>
      entry.page
        .context()
        .close()
        .catch(() => {}),
    ),
  )
  tracked.length = 0
  return errors
}

/**
 * The file a click on `link` downloads: its suggested name and its text. An export's first byte waits on the
 * server's authentication and query (the back office's staff API allows itself 15 s), which on a loaded CI
 * machine has outrun Playwright's default 30 s.
 */
export async function downloadByClicking(link: Locator): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([link.page().waitForEvent('download', { timeout: 60_000 }), link.click()])
  return { name: download.suggestedFilename(), text: await text(await download.createReadStream()) }
}
