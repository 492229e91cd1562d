import { defineConfig } from 'vitest/config'

// Browser tests over the whole running platform. One file at a time: the machine has two
// cores and the platform itself is running beside the browser.
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    setupFiles: ['support/fail-on-console-errors.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 300_000,
  },
})
