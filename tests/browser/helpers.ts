import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import pg from 'pg'

/** Opens `path` and waits until the page has hydrated and its requests settled. */
export async function ready(page: Page, path: string) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
}

/** First link of `selector` on `path` (a product, a supplier, a news item…), or null when none. */
export async function firstLink(page: Page, path: string, selector: string) {
  await ready(page, path)
  const link = page.locator(selector).first()
  return (await link.count()) > 0 ? await link.getAttribute('href') : null
}

/** The paths that exist (firstLink's null when a list was empty left out). */
export const compact = (paths: (string | null)[]) => paths.filter((path): path is string => !!path)

/** One SQL statement on the database the browser stories run against (DATABASE_URL from npm test). */
export async function query<T = any>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    return (await client.query(text, values)).rows as T[]
  } finally {
    await client.end()
  }
}

/** The demo seller's credentials (the same command `npm start` runs), written to a throw-away file. */
export async function demoSeller() {
  // Other stories register the simulator's holders themselves: free their personal codes for the demo accounts.
  await query(
    `UPDATE users SET personal_code = NULL WHERE personal_code IN ('5AYS3L1', '6RSH4D2', '7NRM1N3') AND email NOT LIKE '%@demo.karvan.az'`
  )
  const file = join(mkdtempSync(join(tmpdir(), 'karvan-demo-')), 'accounts.json')
  execFileSync(process.execPath, ['ace.js', 'karvan:demo-accounts', '--force', '--file', file], {
    cwd: 'build',
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'pipe',
  })
  const passwords = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>
  return { email: 'seller@demo.karvan.az', password: passwords['seller@demo.karvan.az'] }
}
