import { defineConfig } from '@playwright/test'
// @ts-expect-error plain JavaScript launcher module (bin/), no type declarations
import { findChromium, missingChromiumMessage } from './bin/chromium.js'

/**
 * Browser tests run against the production build (`build/bin/server.js`) on the database that
 * `npm test` prepared (DATABASE_URL). Chromium comes from CHROMIUM_PATH or Debian's package
 * (bin/chromium.js); no browser is ever downloaded — without one, one sentence says what to install.
 */
const chromium: string | null = findChromium()
if (!chromium) throw new Error(missingChromiumMessage())
/** BROWSER_PORT lets two checkouts run their browser stories side by side (default 3399). */
// eslint-disable-next-line no-restricted-properties -- a test harness, like bin/run_tests.js
const port = Number(process.env.BROWSER_PORT ?? 3399)

export default defineConfig({
  testDir: 'tests/browser',
  outputDir: 'test-results',
  timeout: 60_000,
  /**
   * An assertion waits up to 10 s for what a user would see: CI shares a noisy 2-core machine
   * where one first visit (the app fetched after load, hydration, a round trip) has taken over 5 s.
   */
  expect: { timeout: 10_000 },
  retries: 0,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 900 },
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: {
    command: 'node bin/server.js',
    cwd: 'build',
    url: `http://127.0.0.1:${port}/en/faq`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      APP_URL: `http://127.0.0.1:${port}`,
      CONTACT_RATE_LIMIT: '50',
      COMMENT_RATE_LIMIT: '50',
      MAP_TILE_URL: '',
      MOBILE_SIGNATURE_SIM_RESPONSE_MS: '1500',
      MOBILE_SIGNATURE_PHONE_LIMIT: '50',
      MOBILE_SIGNATURE_IP_LIMIT: '200',
      REGISTRATION_IP_LIMIT: '50',
      PASSWORD_RESET_IP_LIMIT: '50',
      PASSWORD_RESET_EMAIL_LIMIT: '50',
    },
  },
})
