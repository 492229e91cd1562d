import { afterEach, expect } from 'vitest'
import { drainConsoleErrors } from './browser.ts'

afterEach(async () => {
  expect(await drainConsoleErrors(), 'console errors on the page').toEqual([])
})
