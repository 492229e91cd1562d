import { defineConfig } from 'vitest/config'

// Unit tests of the rules, settlement, exact RTP, draws and verifiers, and the RTP simulation (seconds, no services).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
  },
})
