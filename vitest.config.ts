import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['src/domain/**/*.test.ts'], environment: 'node' } },
      // jsdom renders are CPU-bound: on a loaded two-core machine a paging walk through 25 pages takes 7 s.
      { test: { name: 'web', include: ['src/web/**/*.test.{ts,tsx}'], environment: 'jsdom', testTimeout: 20_000 } },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/test-support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
