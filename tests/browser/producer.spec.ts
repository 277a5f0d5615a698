/// <reference lib="dom" />
import { execFileSync } from 'node:child_process'
import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { ready } from './helpers.js'
import { url } from './urls.js'

const PASSWORD = 'Şəki-Halva-Browser-2026!'

/** A 800×1000 PNG drawn on the fly (no binary fixture in the repository). */
async function productPng() {
  return sharp({
    create: { width: 800, height: 1000, channels: 3, background: { r: 180, g: 120, b: 60 } },
  })
    .png()
    .toBuffer()
}

test.describe('Producer workspace in a real browser', () => {
  test('a producer lists a product with images and GTIN data; the admin approves; a guest finds it and sends an enquiry', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000)
    const stamp = Date.now()
    const email = `producer-${stamp}@example.com`
    const name = `Sheki halva gift box ${stamp}`

    await ready(page, url('register', 'en', undefined, { qs: { as: 'seller' } }))
    await page.getByRole('radio', { name: /^Seller/ }).check()
    await page.getByLabel('Name', { exact: true }).fill('Rəna')
    await page.getByLabel('Last name').fill('Qasımova')
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Phone').fill('+994 50 555 77 88')
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Repeat password').fill(PASSWORD)
    await page.getByLabel('Individual entrepreneur').check()
    await page.getByLabel('Legal or individual name').fill(`Şəki Halva Evi ${stamp}`)
    await page.getByLabel('Tax ID (VÖEN)').fill(`${String(stamp).slice(-9)}2`)
    await page.getByLabel('Representative').fill('Rəna Qasımova')
    await page.getByLabel('Legal address').fill('Şəki, M. F. Axundzadə 5')
    await page.getByLabel('Region').selectOption({ index: 1 })
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page).toHaveURL(/\/en\/seller-dashboard$/)

    await ready(page, url('seller_addresses', 'en'))
    await page.getByRole('link', { name: 'New address' }).first().click()
    await page.waitForLoadState('networkidle')
    await page.getByLabel('Address', { exact: true }).fill('Şəki, Sənaye küçəsi 3')
    await page.getByLabel('City').fill('Şəki')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('The address has been saved.')).toBeVisible()

    await ready(page, url('seller_products', 'en'))
    await page.getByRole('button', { name: 'Add product' }).first().click()
    await expect(page).toHaveURL(/\/en\/seller-dashboard\/products\/\d+\/edit$/)
    await page.waitForLoadState('networkidle')
    const editUrl = page.url()

    await page.getByRole('button', { name: 'Fill from GTIN' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Barcode (GTIN)').fill('4769900000010')
    await dialog.getByRole('button', { name: 'Search' }).click()
    await expect(dialog.getByText('Company information')).toBeVisible()
    await dialog.getByRole('button', { name: 'Fill the product form' }).click()
    await expect(page.getByText(/Filled from the GTIN registry/)).toBeVisible()

    await page.getByLabel('Category').selectOption({ index: 1 })
    await page.getByLabel('Price', { exact: true }).fill('12.50')
    await page.getByLabel('Minimum order quantity').fill('10')
    await page.getByLabel('Stock count').fill('500')
    await page.getByLabel('Weight', { exact: true }).fill('750')
    await page.getByLabel('Width', { exact: true }).fill('20')
    await page.getByLabel('Length', { exact: true }).fill('30')
    await page.getByLabel('Height', { exact: true }).fill('8')
    await page.getByLabel('Size unit').selectOption('cm')
    await page.getByLabel('Where the product is located').selectOption({ index: 1 })

    await page.getByRole('tab', { name: /Content/ }).click()
    const texts = {
      Azerbaijani: ['Şəki halvası hədiyyə qutusu', 'Əl ilə hazırlanmış Şəki halvası.'],
      English: [name, 'Hand-made Sheki halva in a gift box.'],
      Russian: ['Шекинская халва, подарочная коробка', 'Шекинская халва ручной работы.'],
    }
    for (const [language, [title, description]] of Object.entries(texts)) {
      await page.getByRole('tab', { name: new RegExp(`^${language}`) }).click()
      await page.getByLabel(`Name in ${language}`).fill(title)
      await page.getByLabel(`Description in ${language}`).fill(description)
    }
    await page.getByRole('button', { name: 'Save as draft' }).click()
    await expect(page).toHaveURL(editUrl)
    await page.waitForLoadState('networkidle')

    await page.getByRole('tab', { name: /Images/ }).click()
    /** A slow link: the picture takes a while to arrive, and the producer does not wait for it. */
    let upload = () => {}
    const uploaded = new Promise<void>((resolve) => (upload = resolve))
    await page.route(/\/images$/, async (route) => {
      if (route.request().method() === 'POST') await uploaded
      await route.continue()
    })
    await page
      .getByLabel('Add images')
      .setInputFiles({ name: 'halva.png', mimeType: 'image/png', buffer: await productPng() })
    await page.getByRole('button', { name: 'Submit for review' }).first().click()
    /** Submitting waits for the picture review needs, instead of refusing "Image is important". */
    await expect(page.getByText('Saving as soon as the images have uploaded…')).toBeVisible()
    await expect(page.getByText('Image is important')).toHaveCount(0)
    upload()
    await expect(page.getByText('halva.png: The image has been uploaded.')).toBeVisible({
      timeout: 20_000,
    })
    await expect(page.getByText('Main image', { exact: true })).toBeVisible()
    /** The submission saves, checks and queues the review in one request: on a busy 2-core CI machine it has taken over 5 s. */
    await expect(page.getByText('In review').first()).toBeVisible({ timeout: 20_000 })
    await expect(page.getByText('Image is important')).toHaveCount(0)
    await page.screenshot({ path: testInfo.outputPath('product-images.png'), fullPage: true })
    const productId = editUrl.match(/products\/(\d+)\/edit/)![1]

    const adminEmail = `admin-${stamp}@example.com`
    const adminPassword = 'Xan-Sarayı-Şəki-2026!'
    execFileSync(
      process.execPath,
      [
        'ace.js',
        'karvan:admin',
        '--email',
        adminEmail,
        '--first-name',
        'Review',
        '--last-name',
        'Admin',
      ],
      {
        cwd: 'build',
        env: { ...process.env, NODE_ENV: 'production', KARVAN_ADMIN_PASSWORD: adminPassword },
        stdio: 'pipe',
      }
    )
    await page.context().clearCookies()
    await ready(page, url('login', 'en', undefined, { qs: { as: 'admin' } }))
    await page.getByLabel('E-mail').fill(adminEmail)
    await page.getByLabel('Password').fill(adminPassword)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/en\/admin$/)
    await ready(page, url('admin_products.show', 'en', { id: productId }))
    await page.getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByText(/approved|published/i).first()).toBeVisible()

    await page.context().clearCookies()
    await ready(page, url('home', 'en'))
    const box = page.getByRole('combobox').first()
    await box.fill(`halva gift box ${stamp}`)
    await box.press('Enter')
    await page.waitForLoadState('networkidle')
    const card = page.getByTestId('product-card').filter({ hasText: name }).first()
    await expect(card).toBeVisible()
    await card.locator('a').first().click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
    await page.waitForLoadState('networkidle')

    await page.getByRole('button', { name: 'Send an enquiry' }).click()
    const form = page.getByRole('dialog')
    await form.getByLabel('Your name').fill('Anna Schmidt')
    await form.getByLabel('Company').fill('Süßwaren Import GmbH')
    await form.getByLabel('Country').selectOption('DE')
    await form.getByLabel('E-mail').fill('anna@example.de')
    await form.getByLabel('Phone / WhatsApp').fill('+49 30 1234567')
    await form.getByLabel('Quantity').fill('200 boxes')
    await form
      .getByLabel('Message')
      .fill('Please send your export price for 200 boxes, DAP Berlin.')
    await form.getByRole('button', { name: 'Send enquiry' }).click()
    await expect(page.getByText(/Your enquiry has been sent to the producer/)).toBeVisible()

    await page.context().clearCookies()
    await ready(page, url('login', 'en', undefined, { qs: { as: 'seller' } }))
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/en\/seller-dashboard$/)
    await ready(page, url('seller_enquiries', 'en'))
    await expect(page.getByText('Anna Schmidt')).toBeVisible()
  })
})
