import { text } from 'node:stream/consumers'
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Request } from 'playwright-core'

import { BROWSER_ENDPOINT } from './urls.ts'

/**
 * A test file's browser: a connection to the suite's one Chromium, which the global setup launched
 * (a launch per file cost a second or more of a loaded machine). Closing it closes the file's contexts
 * and the connection; the browser runs on for the other files.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.connect(BROWSER_ENDPOINT)
}

type TrackedPage = { page: Page; errors: string[]; allowConsoleErrors: boolean; network: NetworkLog }
const tracked: TrackedPage[] = []

/** The requests of a page's context still waiting for an answer, and the last ones that failed or were refused: what a stuck page was waiting on. */
type NetworkLog = { pending: Map<Request, number>; failed: string[] }

function logNetwork(context: BrowserContext): NetworkLog {
  const log: NetworkLog = { pending: new Map(), failed: [] }
  context.on('request', (request) => log.pending.set(request, Date.now()))
  context.on('requestfinished', (request) => log.pending.delete(request))
  const failed = (request: Request, why: string) => (log.failed = [...log.failed.slice(-9), `${request.method()} ${request.url()}: ${why}`])
  context.on('requestfailed', (request) => {
    log.pending.delete(request)
    failed(request, request.failure()?.errorText ?? 'failed')
  })
  context.on('response', (response) => {
    if (response.status() >= 400) failed(response.request(), `answered ${response.status()}`)
  })
  return log
}

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
  const network = logNetwork(context)
  const page = await context.newPage()
  const entry: TrackedPage = { page, errors: [], allowConsoleErrors: options.allowConsoleErrors ?? false, network }
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
  const network = logNetwork(context)
  const page = await context.newPage()
  tracked.push({ page, errors: [], allowConsoleErrors: false, network })
  return page
}

/**
 * What each page opened since the last drain shows and waits on, for a failed test's report: its address,
 * the Remix router's navigation, whether it has a `<main>` and the start of its text (read within a few
 * seconds: a page whose main thread is stuck says so), its console errors and its network.
 */
export async function describeOpenPages(): Promise<string> {
  const now = Date.now()
  const described = await Promise.all(
    tracked.map(async ({ page, errors, network }, index) => {
      const inPage = page.evaluate(() => {
        const router = (window as { __remixRouter?: { state: { navigation: { state: string; location?: { pathname: string } } } } })
          .__remixRouter
        const navigation = router?.state.navigation
        return {
          readyState: document.readyState,
          navigation: navigation
            ? `${navigation.state}${navigation.location ? ` to ${navigation.location.pathname}` : ''}`
            : 'no Remix router',
          hasMain: document.querySelector('main') !== null,
          text: (document.body?.innerText ?? '').replace(/\s+/g, ' ').slice(0, 300),
        }
      })
      const state = await Promise.race([
        inPage.then((read) => JSON.stringify(read)),
        new Promise<string>((resolve) => setTimeout(() => resolve('(the page did not answer within 3 s)'), 3_000)),
      ]).catch((error: Error) => `(could not read the page: ${error.message})`)
      const pending = [...network.pending].map(([request, since]) => `${request.method()} ${request.url()} (${now - since} ms)`)
      return [
        `page ${index + 1}: ${page.url()}`,
        `  state: ${state}`,
        `  console errors: ${errors.length === 0 ? 'none' : errors.join(' | ')}`,
        `  waiting for: ${pending.length === 0 ? 'nothing' : pending.slice(0, 10).join(', ')}`,
        `  failed or refused requests: ${network.failed.length === 0 ? 'none' : network.failed.join(', ')}`,
      ].join('\n')
    }),
  )
  return described.join('\n')
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
