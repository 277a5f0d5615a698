/// <reference lib="dom" />
import { expect, test } from '@playwright/test'
import { url } from './urls.js'

test.describe('Catalog in a real browser', () => {
  test('filter and sort the category page, then share the URL', async ({ page, context }) => {
    await page.goto(url('category', 'en'))
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible()
    await page.getByLabel('Discounted only').click()
    await expect(page).toHaveURL(/discount=1/)
    await expect(page.getByLabel('Discounted only')).toBeChecked()
    await page.getByLabel('Sort by').selectOption('price_asc')
    await expect(page).toHaveURL(/sort=price_asc/)
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    const count = await page.getByTestId('result-count').textContent()
    const firstName = await page
      .getByTestId('product-card')
      .first()
      .getByRole('heading')
      .textContent()

    const shared = await context.newPage()
    await shared.goto(page.url())
    await expect(shared.getByLabel('Discounted only')).toBeChecked()
    await expect(shared.getByLabel('Sort by')).toHaveValue('price_asc')
    await expect(shared.getByTestId('result-count')).toHaveText(count!)
    await expect(shared.getByTestId('product-card').first().getByRole('heading')).toHaveText(
      firstName!
    )

    await page.getByTestId('load-more').click()
    await expect(page.getByTestId('product-card')).toHaveCount(48)
  })

  test('long filter labels and counts stay inside the filter card, on a desktop and at 360 px', async ({
    page,
  }) => {
    /** Makes the first category, the discount count and the first company long, then measures. */
    const overflowing = () =>
      page.evaluate(() => {
        const card = document.querySelector('[data-testid="filter-card"]')!
        const counts = [...card.querySelectorAll('[data-testid="facet-count"]')]
        for (const count of counts) count.textContent = '1234567890'
        const names = [
          ...card.querySelectorAll(
            'a > span:first-child, button > span:first-child, label > span:not([data-testid])'
          ),
        ]
        for (const name of names.slice(0, 3))
          name.textContent = 'Qurudulmuşmeyvəvətərəvəzməhsullarıixracüçünqablaşdırılmış xüsusi'
        const edge = card.getBoundingClientRect().right
        return [...card.querySelectorAll('*')]
          .filter((element) => element.getBoundingClientRect().right > edge + 0.5)
          .map((element) => `${element.tagName}.${element.className}`)
      })

    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(url('category', 'en'))
    await page.waitForLoadState('networkidle')
    expect(await overflowing()).toEqual([])

    await page.setViewportSize({ width: 360, height: 800 })
    await page.reload()
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: 'Show filters' }).click()
    expect(await overflowing()).toEqual([])
  })

  test('search with a typo, open a result; quick look; reveal the phone; submit a comment', async ({
    page,
  }) => {
    await page.goto(url('home', 'en'))
    await page.waitForLoadState('networkidle')
    const box = page.getByRole('combobox').first()
    await box.fill('hazelnutt')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/en\/search-product\?q=hazelnutt/)
    await page.waitForLoadState('networkidle')
    const card = page
      .getByTestId('product-card')
      .filter({ hasText: /hazelnut/i })
      .first()
    await expect(card).toBeVisible()

    /** The quick look's code loads on demand: not with the page, when its button is used. */
    const quickLookCode: string[] = []
    page.on('request', (request) => {
      if (/quick_look/.test(request.url())) quickLookCode.push(request.url())
    })
    await page.waitForTimeout(300)
    expect(quickLookCode).toEqual([])
    await card.getByRole('button', { name: /Quick look/ }).click()
    const dialog = page.getByTestId('quick-look')
    await expect(dialog.getByRole('link', { name: 'View product page' })).toBeVisible()
    expect(quickLookCode.length).toBeGreaterThan(0)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()

    await card.locator('a').first().click()
    await expect(page).toHaveURL(/\/en\/product\/[a-z0-9-]+-\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/hazelnut/i)

    const phone = page.getByTestId('seller-phone')
    await expect(phone).toContainText('••')
    await page.getByRole('button', { name: 'Show full number' }).click()
    await expect(phone).not.toContainText('•')
    await expect(phone).toHaveAttribute('href', /^tel:\+994/)

    await page.getByRole('tab', { name: /Comments/ }).click()
    await page.getByLabel('Your name').fill('Browser Buyer')
    await page.getByLabel('Comment', { exact: true }).fill('Tried a sample — excellent kernels.')
    await page.getByRole('button', { name: 'Send comment' }).click()
    await expect(page.getByText('Your comment will appear after moderation.')).toBeVisible()
  })
})

test.describe('Suppliers in a real browser', () => {
  test('filter suppliers by a region chosen through the region search', async ({ page }) => {
    await page.goto(url('suppliers', 'en'))
    await page.getByTestId('region-current').click()
    await page.getByLabel('Find a region or district').fill('shaki')
    await page
      .getByRole('link', { name: /^Shaki-Zagatala/ })
      .first()
      .click()
    await expect(page).toHaveURL(/region=SZQ/)
    await expect(page.getByTestId('region-current')).toContainText('Shaki-Zagatala')
    const results = page
      .getByRole('main')
      .getByRole('link')
      .filter({ hasText: /Zagatala|Shaki|Sheki|Gabala|Balakan|Oghuz|Gakh/ })
    await expect(results.first()).toBeVisible()
  })
})
