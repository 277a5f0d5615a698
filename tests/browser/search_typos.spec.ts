/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test'
import { url } from './urls.js'

/** Pixels the page is wider than the window (0: no horizontal scrolling). */
function overflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

test.describe('Search that forgives typos (issue 26)', () => {
  test('a misspelt search shows its correction, searches as typed by keyboard, and the empty page helps, at 360 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(`${url('search', 'en')}?q=hazlenut`)
    await page.waitForLoadState('networkidle')
    const banner = page.getByTestId('did-you-mean')
    await expect(banner).toContainText('Did you mean:')
    await expect(banner.getByRole('link', { name: 'hazelnut' })).toBeVisible()
    await expect(
      page
        .getByTestId('product-card')
        .filter({ hasText: /hazelnut/i })
        .first()
    ).toBeVisible()
    expect(await overflow(page)).toBeLessThanOrEqual(0)

    /** "Search instead for" by keyboard: nothing is found as typed, and the correction is offered. */
    const instead = banner.getByRole('link', { name: 'hazlenut' })
    await instead.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/q=hazlenut&exact=1/)
    const empty = page.getByTestId('empty-search')
    await expect(empty.getByRole('heading', { name: 'Nothing found for “hazlenut”' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Popular categories' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Best sellers' })).toBeVisible()
    await expect(empty.getByTestId('product-card').first()).toBeVisible()
    await expect(page.getByRole('complementary', { name: 'Filters' })).toHaveCount(0)
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    await empty.getByRole('link', { name: 'hazelnut', exact: true }).click()
    await expect(page).toHaveURL(/q=hazelnut$/)
    await expect(page.getByTestId('product-card').first()).toBeVisible()
  })

  test('Azerbaijani and Russian pages say it in their language', async ({ page }) => {
    await page.goto(`${url('search', 'az')}?q=${encodeURIComponent('fındq')}`)
    await expect(page.getByTestId('did-you-mean')).toContainText('Bəlkə bunu nəzərdə tuturdunuz:')
    await page.goto(`${url('search', 'ru')}?q=${encodeURIComponent('фундук qzxjvw')}`)
    await expect(page.getByTestId('empty-search')).toContainText('Попробуйте эти запросы')
    await expect(page.getByRole('heading', { name: 'Популярные категории' })).toBeVisible()
  })
})
