/// <reference lib="dom" />
import { expect, test } from '@playwright/test'
import { ready } from './helpers.js'
import { url } from './urls.js'
import { demoPasswords, signIn } from './sign_in.js'

test.describe('Header search combobox and language switch', () => {
  test('keyboard: arrows move the highlight, Escape closes, Enter opens the highlighted product', async ({
    page,
  }) => {
    await ready(page, url('home', 'en'))
    const box = page.getByRole('combobox', { name: 'Search products' })
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    const listId = await box.getAttribute('aria-controls')
    const list = page.locator(`[id="${listId}"]`)
    await expect(list).toHaveAttribute('role', 'listbox')

    await box.focus()
    await page.keyboard.type('haz')
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    const options = list.getByRole('option')
    await expect(options.first()).toBeVisible()
    const count = await options.count()
    expect(count).toBeGreaterThan(1)
    await expect(box).not.toHaveAttribute('aria-activedescendant')

    await page.keyboard.press('ArrowDown')
    const first = options.nth(0)
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!)
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await options.nth(1).getAttribute('id'))!
    )
    await expect(first).toHaveAttribute('aria-selected', 'false')
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    // From the first option ArrowUp wraps to the last.
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await options.nth(count - 1).getAttribute('id'))!
    )
    await expect(box).toBeFocused()

    await page.keyboard.press('Escape')
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await expect(list).toBeHidden()
    await expect(box).toHaveValue('haz')
    await expect(box).not.toHaveAttribute('aria-activedescendant')

    await page.keyboard.press('ArrowDown')
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    const name = (await options.nth(0).textContent())!
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en\/product\/[a-z0-9-]+-\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  })

  test('Enter without a highlight submits the query; it stays in the box and survives a language switch', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await ready(page, url('home', 'en'))
    // On a phone the search box is on the page, not behind the menu.
    const box = page.getByRole('combobox', { name: 'Search products' })
    await expect(box).toBeVisible()
    await box.fill('hazelnut')
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/en\/search-product\?q=hazelnut$/)
    await page.waitForLoadState('networkidle')
    await expect(box).toHaveValue('hazelnut')
    await expect(box).toHaveAttribute('aria-expanded', 'false')

    await page.getByTestId('lang-ru').click()
    await expect(page).toHaveURL(/\/ru\/poiskovyy-produkt\?q=hazelnut$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
    await expect(page.getByRole('combobox', { name: 'Поиск товаров' })).toHaveValue('hazelnut')

    // Leaving the results page empties the box.
    await page.getByRole('link', { name: 'Главная' }).first().click()
    await expect(page).toHaveURL(/\/ru$/)
    await expect(page.getByRole('combobox')).toHaveValue('')
  })

  test('language switch keeps the category filters, sort and page', async ({ page }) => {
    await ready(page, `${url('category', 'en')}?sort=price_asc&page=2`)
    await page.getByTestId('lang-az').click()
    await expect(page).toHaveURL(/\/kateqoriya\?sort=price_asc&page=2$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'az')
    await page.getByTestId('lang-ru').click()
    await expect(page).toHaveURL(/\/ru\/kategoriya\?sort=price_asc&page=2$/)
  })

  test('header controls show keyboard focus and the desktop header is one row', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await ready(page, url('home', 'en'))
    const header = page.locator('header').first()
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(80)
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden()
    await expect(header.getByRole('link', { name: 'FAQ' })).toHaveCount(0)
    await expect(page.locator('footer').getByRole('link', { name: 'FAQ' })).toBeVisible()

    await page.locator('body').press('Tab')
    for (let step = 0; step < 12; step++) {
      const focused = page.locator(':focus')
      if ((await focused.evaluate((el) => el.closest('header') === null)) === true) break
      const outline = await focused.evaluate((el) => {
        const style = getComputedStyle(el)
        return { style: style.outlineStyle, width: style.outlineWidth, shadow: style.boxShadow }
      })
      expect(
        outline.style !== 'none' || outline.shadow !== 'none',
        `focus visible on ${await focused.evaluate((el) => el.outerHTML.slice(0, 80))}`
      ).toBe(true)
      await page.keyboard.press('Tab')
    }
  })
})

test.describe('Header at every width, signed in', () => {
  test('one row of at most 80 px from 768 px up, nothing past the edge from 360 px up', async ({
    page,
  }, testInfo) => {
    const passwords = await demoPasswords()
    await signIn(page, 'buyer@demo.karvan.az', passwords['buyer@demo.karvan.az'])
    for (const width of [360, 390, 414, 768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 })
      await ready(page, url('home', 'ru'))
      const header = page.locator('header').first()
      await expect(page.getByTestId('account-link')).toBeVisible()
      if (width >= 768)
        expect((await header.boundingBox())!.height, `${width}`).toBeLessThanOrEqual(80)
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(scrollWidth, `ru home signed in at ${width} px`).toBeLessThanOrEqual(width)
      await header.screenshot({ path: testInfo.outputPath(`header-ru-${width}.png`) })
    }
    // Below xl the sign-out button is in the menu.
    await page.setViewportSize({ width: 360, height: 740 })
    await page.getByRole('button', { name: 'Меню' }).click()
    await page.getByRole('button', { name: 'Выйти' }).click()
    await expect(page.getByRole('link', { name: 'Войти', exact: true })).toBeVisible()
  })
})
