import { afterEach, expect } from 'vitest'
import { describeOpenPages, drainConsoleErrors } from './browser.ts'

afterEach(async ({ task }) => {
  // A failed test's report says what its pages showed and were waiting on (their console errors
  // among it), read before their contexts close.
  const failedPages = task.result?.state === 'fail' ? await describeOpenPages() : null
  const consoleErrors = await drainConsoleErrors()
  if (failedPages) throw new Error(`(what the failed test's pages showed, not a second failure)\n${failedPages}`)
  expect(consoleErrors, 'console errors on the page').toEqual([])
})
