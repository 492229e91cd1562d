import { defineConfig } from 'vitest/config'

// The contract's own unit tests (the routes it states are checked by the wallet-service's tests).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
})
