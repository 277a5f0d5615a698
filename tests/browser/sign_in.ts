/// <reference lib="dom" />
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type Page } from '@playwright/test'
import { query } from './helpers.js'
import { url } from './urls.js'

/** The demo accounts' passwords (the same command `npm start` runs), via a throw-away file. */
export async function demoPasswords(): Promise<Record<string, string>> {
  // Other stories register the simulator's holders themselves: free their personal codes (as demoSeller does).
  await query(
    `UPDATE users SET personal_code = NULL WHERE personal_code IN ('5AYS3L1', '6RSH4D2', '7NRM1N3') AND email NOT LIKE '%@demo.karvan.az'`
  )
  const file = join(mkdtempSync(join(tmpdir(), 'karvan-demo-')), 'accounts.json')
  execFileSync(process.execPath, ['ace.js', 'karvan:demo-accounts', '--force', '--file', file], {
    cwd: 'build',
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'pipe',
  })
  return JSON.parse(readFileSync(file, 'utf8'))
}

/** Signs in on the English sign-in page (the seller tab with `as`), from a clean session. */
export async function signIn(page: Page, email: string, password: string, as?: 'seller') {
  await page.context().clearCookies()
  await page.goto(url('login', 'en', undefined, { qs: as ? { as } : {} }))
  await page.waitForLoadState('networkidle')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).not.toHaveURL(/\/en\/login/)
  await page.waitForLoadState('networkidle')
}
