import { defineConfig } from '@playwright/test'
import { existsSync } from 'node:fs'

/**
 * Browser tests run against the production build (`build/bin/server.js`) on the database that
 * `npm test` prepared (DATABASE_URL). Chromium comes from CHROMIUM_PATH or Debian's package;
 * no browser is ever downloaded.
 */
const chromium = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p))
const port = 3399

export default defineConfig({
  testDir: 'tests/browser',
  outputDir: 'test-results',
  timeout: 60_000,
  retries: 0,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 900 },
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-dev-shm-usage'],
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
