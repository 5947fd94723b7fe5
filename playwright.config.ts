import os from 'node:os'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium-flags.mjs'

export const E2E_PORT = Number(process.env.E2E_PORT ?? 5180)
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-password-1234' }

/**
 * The journeys spend most of their time waiting (pages, toasts, the network going idle), not computing, so
 * they run in shards side by side: each shard is a project with one worker and a shop and database of its own,
 * so no two tests ever share data at the same time. Each listed group is one shard; the last shard of a device
 * takes every spec file not listed, so a new file is never left out.
 *
 * The groups are cut to take about as long as each other (about 5 worker-minutes each on two cores, from
 * Playwright's JSON report, see README): the workers each run two shards, and a worker left with one long shard
 * while the others idle decides when the run ends (it did: 2 min of a 12-min run).
 */
const DESKTOP_SHARDS = [
  ['admin-a11y', 'admin-layout', 'cross-area', 'whatsapp'],
  ['checkout', 'storefront-a11y', 'privacy', 'visitor-messages'],
  ['admin', 'staff-dashboard', 'i18n', 'bake-day'],
]
const MOBILE_SHARDS = [['admin-a11y', 'i18n', 'storefront-a11y', 'bake-day', 'payments']]

const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }

const specs = (names: string[]) => names.map((name) => `**/${name}.spec.ts`)

function shards(device: 'desktop' | 'mobile', groups: string[][], firstPort: number) {
  const use =
    device === 'desktop'
      ? { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium }
      : { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium }
  return [...groups, null].map((group, index) => ({
    name: `${device}-${index + 1}`,
    // Tests that only make sense at one width ask for `testInfo.project.metadata.device`, not the shard's name.
    metadata: { device },
    workers: 1,
    use: { ...use, baseURL: `http://127.0.0.1:${firstPort + index}` },
    ...(group ? { testMatch: specs(group) } : { testIgnore: specs(groups.flat()) }),
    // Phone-width runs cover the journeys tagged @mobile.
    ...(device === 'mobile' ? { grep: /@mobile/ } : {}),
  }))
}

const projects = [...shards('desktop', DESKTOP_SHARDS, E2E_PORT), ...shards('mobile', MOBILE_SHARDS, E2E_PORT + DESKTOP_SHARDS.length + 1)]
const ports = projects.map((project) => Number(new URL(project.use.baseURL).port))

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Chromium rendering is what the CPU spends its time on: more shards at once than cores + 1 only slow each
  // other down until journeys time out (on 2 cores, 6 at once timed out 20 journeys, 3 at once 2).
  workers: Math.min(projects.length, Number(process.env.E2E_WORKERS ?? os.availableParallelism() + 1)),
  // One retry in CI so a timing flake cannot block a landing; Playwright still reports it as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  // A journey takes 3–6 s alone; on a loaded 2-core machine the same one has taken over 30 s.
  timeout: 60_000,
  // Under that load a page has taken 7 s to show its first heading; waiting longer only slows a real failure.
  expect: { timeout: 10_000 },
  use: { launchOptions: chromium, trace: 'off', screenshot: 'only-on-failure' },
  projects,
  webServer: ports.map((port) => ({
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/products`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // A shop that takes bank transfers (without a CLABE the checkout does not offer them).
      BANK_NAME: 'BBVA México',
      BANK_CLABE: '002180000118359710',
      BANK_BENEFICIARY: 'Masa Madre Mérida SA de CV',
      // The journeys place many orders from one address and one phone; the limits themselves are API-tested.
      RATE_LIMIT_MULTIPLIER: '1000',
      MAX_ORDERS_PER_CUSTOMER_DAY: '1000',
    },
  })),
})
