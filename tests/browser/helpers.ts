import type { Page } from '@playwright/test'
import pg from 'pg'

/** Opens `path` and waits until the page has hydrated and its requests settled. */
export async function ready(page: Page, path: string) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
}

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
