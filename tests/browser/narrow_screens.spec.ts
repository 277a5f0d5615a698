/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test'
import { compact, firstLink, query } from './helpers.js'
import { url } from './urls.js'
import { demoPasswords, signIn } from './sign_in.js'

/**
 * Every storefront page and the buyer, seller and admin dashboards at 360 px (the narrowest
 * phone we serve), signed out and signed in as each role: nothing may widen the page
 * (document.documentElement.scrollWidth <= 360). Wide content (tables) scrolls inside its card.
 */

const WIDTH = 360

/** The elements that reach past the right edge, for the failure message. */
async function overflow(page: Page, path: string) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  return page.evaluate((width) => {
    const scrollWidth = document.documentElement.scrollWidth
    if (scrollWidth <= width) return null
    // Elements past the right edge that no scrolling or clipping ancestor holds in, outermost first.
    // (A visually hidden, absolutely placed element escapes a scroller that is not positioned.)
    const clipped = (el: Element) => {
      if (['absolute', 'fixed'].includes(getComputedStyle(el).position)) return false
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== 'visible') return true
      return false
    }
    const culprits = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && !clipped(el))
      .slice(0, 6)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 50)} ${Math.round(el.getBoundingClientRect().width)}px`
      )
    return `${location.pathname}${location.search}: ${scrollWidth}px (${culprits.join(' | ')})`
  }, WIDTH)
}

/** Loads each path and fails once with every page that overflows. */
async function expectNoOverflow(page: Page, paths: string[]) {
  const wide: string[] = []
  for (const path of paths) {
    const found = await overflow(page, path)
    if (found) wide.push(found)
  }
  expect(wide, wide.join('\n')).toEqual([])
}

test.describe('No horizontal overflow at 360 px', () => {
  test.describe.configure({ timeout: 240_000 })
  test.use({ viewport: { width: WIDTH, height: 740 } })

  test('storefront pages, signed out, in az, en and ru', async ({ page }) => {
    const product = await firstLink(page, url('category', 'en'), '[data-testid="product-card"] a')
    const supplier = await firstLink(page, url('suppliers', 'en'), 'a[href^="/en/supplier-info/"]')
    const newsItem = await firstLink(page, url('news', 'en'), 'main a[href^="/en/news/"]')
    const [category] = await query<{ slug: string }>(
      `SELECT t.slug FROM category_translations t JOIN categories c ON c.id = t.category_id
        WHERE c.code = 'nuts' AND t.locale = 'en'`
    )
    const pages = compact([
      ...(['az', 'en', 'ru'] as const).flatMap((locale) => [
        url('home', locale),
        url('category', locale),
        url('search', locale, undefined, { qs: { q: 'fındıq' } }),
      ]),
      url('category.show', 'en', { slug: category.slug }, { qs: { sort: 'price_asc', page: 2 } }),
      url('search', 'en', undefined, { qs: { q: 'qwxzvbnmpl' } }),
      url('special_offers', 'en'),
      product,
      url('suppliers', 'en'),
      url('supplier_info', 'en'),
      supplier,
      url('manufacturers_for_regions', 'en'),
      url('news', 'en'),
      newsItem,
      url('about', 'en'),
      url('feature', 'en'),
      url('terms', 'en'),
      url('faq', 'en'),
      url('contact', 'en'),
      url('track_delivery', 'en'),
      url('wishlist', 'en'),
      url('cart', 'en'),
      url('login', 'en'),
      url('login', 'en', undefined, { qs: { as: 'seller' } }),
      url('register', 'en'),
      url('forgot_password', 'en'),
      url('mobile_signature', 'en'),
      '/en/definitely-missing',
    ])
    await expectNoOverflow(page, pages)

    // A cart with a product and the checkout it leads to.
    await page.goto(product!)
    await page.waitForLoadState('networkidle')
    await page.getByTestId('purchase-panel').getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByText(/Added to the cart/)).toBeVisible()
    await expectNoOverflow(page, [url('cart', 'en'), url('checkout', 'en'), url('cart', 'ru')])
  })

  test('the open menu fits at 360, 390 and 414 px', async ({ page }) => {
    for (const width of [360, 390, 414]) {
      await page.setViewportSize({ width, height: 740 })
      await page.goto(url('home', 'ru'))
      await page.waitForLoadState('networkidle')
      await expect(page.getByRole('combobox')).toBeVisible()
      await page.getByRole('button', { name: 'Меню' }).click()
      await expect(page.getByRole('navigation', { name: 'Основная навигация' })).toBeVisible()
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(scrollWidth, `ru home with the menu open at ${width} px`).toBeLessThanOrEqual(width)
    }
  })

  test('buyer: storefront and every buyer dashboard page', async ({ page }) => {
    const passwords = await demoPasswords()
    await signIn(page, 'buyer@demo.karvan.az', passwords['buyer@demo.karvan.az'])
    const order = await firstLink(
      page,
      url('user_orders', 'en'),
      'main a[href^="/en/user-dashboard/orders/"]'
    )
    const rfq = await firstLink(
      page,
      url('user_rfqs', 'en'),
      'main a[href^="/en/user-dashboard/quote-requests/"]'
    )
    await expectNoOverflow(
      page,
      compact([
        url('home', 'az'),
        url('home', 'ru'),
        url('category', 'en'),
        url('cart', 'en'),
        url('wishlist', 'en'),
        url('user_dashboard', 'en'),
        url('user_dashboard', 'ru'),
        url('user_info', 'en'),
        url('user_addresses', 'en'),
        url('user_addresses.create', 'en'),
        url('user_orders', 'en'),
        order,
        url('user_rfqs', 'en'),
        rfq,
      ])
    )
  })

  test('seller: every seller dashboard page', async ({ page }) => {
    const passwords = await demoPasswords()
    await signIn(page, 'seller@demo.karvan.az', passwords['seller@demo.karvan.az'], 'seller')
    const edit = await firstLink(page, url('seller_products', 'en'), 'main a[href$="/edit"]')
    const order = await firstLink(
      page,
      url('seller_orders', 'en'),
      'main a[href^="/en/seller-dashboard/orders/"]'
    )
    const enquiry = await firstLink(
      page,
      url('seller_enquiries', 'en'),
      'main a[href^="/en/seller-dashboard/enquiries/"]'
    )
    await expectNoOverflow(
      page,
      compact([
        url('home', 'en'),
        url('seller_dashboard', 'en'),
        url('seller_dashboard', 'az'),
        url('seller_dashboard', 'ru'),
        url('seller_profile', 'en'),
        url('seller_addresses', 'en'),
        url('seller_addresses.create', 'en'),
        url('seller_terms', 'en'),
        url('seller_products', 'en'),
        edit,
        edit?.replace(/\/edit$/, '/export') ?? null,
        url('seller_orders', 'en'),
        order,
        url('seller_enquiries', 'en'),
        enquiry,
        url('seller_rfqs', 'en'),
        url('seller_documents', 'en'),
      ])
    )
  })

  test('admin: every admin page', async ({ page }) => {
    const passwords = await demoPasswords()
    await signIn(page, 'admin@demo.karvan.az', passwords['admin@demo.karvan.az'])
    const product = await firstLink(
      page,
      url('admin_products', 'en'),
      'main a[href^="/en/admin/products/"]'
    )
    await expectNoOverflow(
      page,
      compact([
        url('home', 'en'),
        url('admin', 'en'),
        url('admin', 'ru'),
        url('admin_comments', 'en'),
        url('admin_messages', 'en'),
        url('admin_users', 'en'),
        url('admin_products', 'en'),
        product,
        url('admin_documents', 'en'),
        url('admin_rfqs', 'en'),
      ])
    )
  })
})
