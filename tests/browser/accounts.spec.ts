/// <reference lib="dom" />
import { execFileSync } from 'node:child_process'
import { expect, test } from '@playwright/test'
import pg from 'pg'
import { ready } from './helpers.js'
import { url } from './urls.js'

const PASSWORD = 'Qəbələ-Fındıq-2026!'

/** A VÖEN ending in 1 that no other run has used. */
function freshTaxId() {
  return `${String(Date.now()).slice(-9)}1`
}

test.describe('Accounts in a real browser', () => {
  test('register as a seller, sign out, sign back in with the password', async ({
    page,
  }, testInfo) => {
    const email = `seller-${Date.now()}@example.com`
    await ready(page, url('home', 'en'))
    await page.getByRole('link', { name: 'Sign in', exact: true }).click()
    await expect(page).toHaveURL(/\/en\/login/)
    await page.waitForLoadState('networkidle')
    await page.getByRole('link', { name: 'Register for free' }).click()
    await expect(page).toHaveURL(/\/en\/register/)
    await page.waitForLoadState('networkidle')

    await page.getByRole('radio', { name: /^Seller/ }).check()
    await page.getByLabel('Name', { exact: true }).fill('Aytac')
    await page.getByLabel('Last name').fill('Rzayeva')
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Phone').fill('+994 50 555 12 34')
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Repeat password').fill('not the same')
    await page.getByLabel('Legal entity').check()
    await page.getByLabel('Legal or individual name').fill('Qəbələ Fındıq MMC')
    await page.getByLabel('Tax ID (VÖEN)').fill('1234567892')
    await page.getByLabel('Representative').fill('Aytac Rzayeva, director')
    await page.getByLabel('Legal address').fill('Qəbələ, Nizami street 12')
    await page.getByLabel('Region').selectOption({ index: 1 })
    await page.getByRole('button', { name: 'Create account' }).click()

    await expect(page.getByText('Repeat password wrong')).toBeVisible()
    await expect(page.getByText(/^Wrong tax ID/)).toBeVisible()
    await expect(page.getByText('The terms agreement must be accepted')).toBeVisible()
    await expect(page.getByLabel('Legal or individual name')).toHaveValue('Qəbələ Fındıq MMC')
    await page.screenshot({ path: testInfo.outputPath('register-errors.png'), fullPage: true })

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Repeat password').fill(PASSWORD)
    await page.getByLabel('Tax ID (VÖEN)').fill(freshTaxId())
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Create account' }).click()

    await expect(page).toHaveURL(/\/en\/seller-dashboard$/)
    await expect(page.getByText('Welcome to Karvan, Aytac! Your account is ready.')).toBeVisible()
    await expect(page.getByTestId('account-link')).toContainText('Aytac Rzayeva')

    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/en$/)
    await expect(page.getByText('You have signed out.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible()

    await page.goto(url('seller_dashboard', 'en'))
    await expect(page).toHaveURL(/\/en\/login\?as=seller/)
    await page.waitForLoadState('networkidle')
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Password').fill('Wrong-Password-2026')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText('Wrong e-mail or password')).toBeVisible()
    await expect(page.getByLabel('Password')).toHaveValue('')
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/en\/seller-dashboard$/)
    await expect(page.getByTestId('account-link')).toContainText('Aytac Rzayeva')
  })

  test('sign in by mobile signature: not found → prefilled registration → sign in again; add an address with a map pin', async ({
    page,
  }, testInfo) => {
    /** The simulator's holder 100001 must be unknown to Karvan when the story starts (reruns on one database). */
    const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await db.connect()
    await db.query(`UPDATE users SET personal_code = NULL WHERE personal_code = '5AYS3L1'`)
    await db.end()

    const mobile = async () => {
      await ready(page, url('mobile_signature', 'en'))
      await page.getByLabel('User ID').fill('100001')
      await page.getByLabel('Mobile number').fill('+994 50 100 00 01')
      await page.getByRole('button', { name: 'Send request to my phone' }).click()
      await expect(page.getByTestId('verification-code')).toHaveText(/^\d{4}$/)
    }

    await mobile()
    await page.screenshot({ path: testInfo.outputPath('mobile-signature-code.png') })
    await expect(page.getByText('User not found, please register')).toBeVisible({ timeout: 20_000 })
    await page.getByTestId('register-link').click()
    await expect(page).toHaveURL(/\/en\/register/)
    await page.waitForLoadState('networkidle')
    await expect(
      page.getByText(/filled in what your mobile-signature certificate says/)
    ).toBeVisible()
    await expect(page.getByLabel('Name', { exact: true })).not.toHaveValue('')
    await page.getByLabel('E-mail').fill(`mobile-${Date.now()}@example.com`)
    await page.getByLabel('Phone').fill('+994 50 100 00 01')
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Repeat password').fill(PASSWORD)
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page).toHaveURL(/\/en\/user-dashboard$/)

    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/en$/)
    await mobile()
    await expect(page).toHaveURL(/\/en\/user-dashboard$/, { timeout: 20_000 })
    await expect(page.getByTestId('account-link')).toBeVisible()

    await ready(page, url('user_addresses', 'en'))
    await page.getByRole('link', { name: 'New address' }).first().click()
    await page.waitForLoadState('networkidle')
    await page.getByLabel('Address', { exact: true }).fill('Nizami street 12, apt. 5')
    await page.getByLabel('City').fill('Baku')
    await page.getByLabel('Postal code').fill('1000')
    const map = page.getByLabel('Map: click to drop a pin')
    await expect(map).toBeVisible()
    await map.scrollIntoViewIfNeeded()
    const box = (await map.boundingBox())!
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await expect(page.getByRole('textbox', { name: 'Latitude (optional)' })).not.toHaveValue('')
    await page.screenshot({ path: testInfo.outputPath('address-pin.png'), fullPage: true })
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('The address has been saved.')).toBeVisible()
    await expect(page.getByText('Nizami street 12, apt. 5').first()).toBeVisible()
    await expect(page.getByText('AZ 1000').first()).toBeVisible()
  })

  test('admin approves a comment and it appears on the product page', async ({ page }) => {
    const email = `admin-${Date.now()}@example.com`
    const password = 'Qoşa-Qala-Bulvar-2026!'
    execFileSync(
      process.execPath,
      [
        'ace.js',
        'karvan:admin',
        '--email',
        email,
        '--first-name',
        'Browser',
        '--last-name',
        'Admin',
      ],
      {
        cwd: 'build',
        env: { ...process.env, NODE_ENV: 'production', KARVAN_ADMIN_PASSWORD: password },
        stdio: 'pipe',
      }
    )

    await ready(page, url('category', 'en'))
    const card = page.getByTestId('product-card').first()
    await card.locator('a').first().click()
    await expect(page).toHaveURL(/\/en\/product\/[a-z0-9-]+-\d+$/)
    const productUrl = page.url()
    await page.waitForLoadState('networkidle')
    const text = `Excellent packaging, arrived intact ${Date.now()}`
    await page.getByRole('tab', { name: /Comments/ }).click()
    await page.getByLabel('Your name').fill('Browser Buyer')
    await page.getByLabel('Comment', { exact: true }).fill(text)
    await page.getByRole('button', { name: 'Send comment' }).click()
    await expect(page.getByText('Your comment will appear after moderation.')).toBeVisible()

    await ready(page, url('admin_comments', 'en'))
    await expect(page).toHaveURL(/\/en\/login\?as=admin/)
    await page.waitForLoadState('networkidle')
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/en\/admin\/comments/)
    await page.waitForLoadState('networkidle')
    const row = page.locator('li, tr, article').filter({ hasText: text }).last()
    await expect(row).toBeVisible()
    await row.getByRole('button', { name: 'Approve' }).click()
    await expect(
      page.getByText('The comment is approved and now shown on the product page.')
    ).toBeVisible()

    await ready(page, productUrl)
    await page.getByRole('tab', { name: /Comments/ }).click()
    await expect(page.getByText(text)).toBeVisible()
  })
})
