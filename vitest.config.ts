import os from 'node:os'
import { defineConfig } from 'vitest/config'

/**
 * Vitest's default leaves a core idle (cores − 1 workers: one on a two-core machine). Measured on two cores:
 * the web tests take 232 s with one worker and 160 s with one per core; the API tests, which mostly wait on
 * PostgreSQL, 408 s with one worker and 257 s with cores + 1.
 *
 * The unit and API files share nothing through modules (each API file builds its own app on its own database, none
 * mocks a module or stubs a global), so a worker keeps the modules it loaded for the next file instead of loading
 * the whole server again: the API tests on both databases took 133 s isolated and 97 s not (two cores). The web
 * files need isolation (without it a dozen fail, on state one file leaves for the next): each runs in a VM context of
 * its own inside a long-lived thread (vmThreads) rather than a fresh process: 93 s in forks, 42 s so, about 2 GB.
 */
const cores = os.availableParallelism()

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['src/domain/**/*.test.ts'], environment: 'node', maxWorkers: cores, isolate: false } },
      // jsdom renders are CPU-bound: on a loaded two-core machine a paging walk through 25 pages takes 7 s.
      {
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          testTimeout: 20_000,
          maxWorkers: cores,
          pool: 'vmThreads',
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/test-support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: cores + 1,
          isolate: false,
        },
      },
    ],
  },
})
