/**
 * Debian's Chromium for the browser tests: its headless shell (`apt-get install chromium-headless-shell`),
 * the old headless mode Playwright itself runs for headless tests. The full browser's new headless mode
 * builds a real window for every browser context, its toolbar drawn by two WebUI renderers of its own:
 * 20 contexts of a one-line page took 28-30 s of CPU there against 3.9 s in the shell, and the browser
 * tests' parallel group ran in 560 s against 794 s (the same 2-core machine, 1.5-1.6x its usual time).
 * The same Blink and V8: the pages run and draw as in the full browser.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell'

/**
 * The full browser, as players run it: the Lighthouse bench audits pages in it (LIGHTHOUSE_CHROMIUM_PATH
 * overrides it).
 */
export const LIGHTHOUSE_CHROMIUM_PATH = process.env.LIGHTHOUSE_CHROMIUM_PATH ?? '/usr/bin/chromium'

/** The flags that work on these machines, for both. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
