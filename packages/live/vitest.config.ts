import { defineConfig } from 'vitest/config'

// The reducer's unit tests and the adapters' tests against the machine's Redis, NATS and PostgreSQL.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
})
