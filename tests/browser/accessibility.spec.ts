/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test'
import { audit } from './axe.js'
import { compact, firstLink, query } from './helpers.js'
import { url } from './urls.js'
import { demoPasswords, signIn } from './sign_in.js'

/**
 * axe-core (WCAG 2.x A/AA and best practices) on every storefront page and on the main pages of
 * the buyer, seller and admin dashboards, in az, en and ru: no serious or critical violation, and
 * none of the rules Lighthouse's accessibility score fails on (heading order, landmarks, names).
 * One browser context per role; each test loads its pages in turn and fails once with the list.
 */

const LOCALES = ['az', 'en', 'ru'] as const

/** The quick look button's name before the product's ("Quick look: …"), per locale. */
const QUICK_LOOK = { az: 'Cəld baxış', en: 'Quick look', ru: 'Быстрый просмотр' } as const

/** The violations of one page, one line each: "path: rule (impact) ×n: target". */
async function violations(page: Page, path: string) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  return audit(page, path)
}

/** Loads each path and fails once with every violation found. */
async function expectAccessible(page: Page, paths: string[]) {
  const found: string[] = []
  for (const path of paths) found.push(...(await violations(page, path)))
  expect(found, found.join('\n')).toEqual([])
}

/** `path` in az, en and ru: the hreflang alternates the page announces (the language switch's links). */
async function everyLocale(page: Page, path: string | null) {
  if (!path) return []
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  const paths: string[] = []
  for (const locale of LOCALES) {
    const href = await page
      .locator(`link[rel="alternate"][hreflang="${locale}"]`)
      .first()
      .getAttribute('href')
    if (href) paths.push(new URL(href).pathname)
  }
  return paths
}

test.describe('Accessibility (axe): no serious or critical violation', () => {
  test.describe.configure({ timeout: 300_000 })

  for (const locale of LOCALES) {
    test(`storefront pages, signed out, in ${locale}`, async ({ page }) => {
      await expectAccessible(page, [
        url('home', locale),
        url('category', locale),
        url('search', locale, undefined, { qs: { q: 'fındıq' } }),
        url('search', locale, undefined, { qs: { q: 'qwxzvbnmpl' } }),
        url('special_offers', locale),
        url('suppliers', locale),
        url('supplier_info', locale),
        url('manufacturers_for_regions', locale),
        url('news', locale),
        url('about', locale),
        url('feature', locale),
        url('terms', locale),
        url('faq', locale),
        url('contact', locale),
        url('track_delivery', locale),
        url('wishlist', locale),
        url('login', locale),
        url('login', locale, undefined, { qs: { as: 'seller' } }),
        url('register', locale),
        url('forgot_password', locale),
      ])
    })
  }

  /**
   * A phone as Lighthouse's mobile preset has it (412×823): the home page's blocks below the fold
   * are skipped until scrolled to, and a placeholder shorter than a block would let its cards lie
   * over the footer for axe's colour-contrast and target-size checks.
   */
  test('home and category on a phone, in az, en and ru', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    await expectAccessible(
      page,
      LOCALES.flatMap((locale) => [url('home', locale), url('category', locale)])
    )
    await context.close()
  })

  test('category, subcategory, product, supplier, news item, cart and checkout in az, en and ru', async ({
    page,
  }) => {
    const [root] = await query<{ slug: string }>(
      `SELECT t.slug FROM category_translations t JOIN categories c ON c.id = t.category_id
        WHERE c.code = 'nuts' AND t.locale = 'en'`
    )
    const [child] = await query<{ slug: string }>(
      `SELECT t.slug FROM category_translations t JOIN categories c ON c.id = t.category_id
        WHERE c.parent_id IS NOT NULL AND t.locale = 'en'
          AND EXISTS (SELECT 1 FROM products p WHERE p.category_id = c.id)
        ORDER BY c.id LIMIT 1`
    )
    const product = await firstLink(page, url('category', 'en'), '[data-testid="product-card"] a')
    const supplier = await firstLink(page, url('suppliers', 'en'), 'a[href^="/en/supplier-info/"]')
    const newsItem = await firstLink(page, url('news', 'en'), 'main a[href^="/en/news/"]')
    await expectAccessible(
      page,
      compact([
        ...(await everyLocale(page, url('category.show', 'en', { slug: root.slug }))),
        ...(await everyLocale(
          page,
          child ? url('category.show', 'en', { slug: child.slug }) : null
        )),
        ...(await everyLocale(page, product)),
        ...(await everyLocale(page, supplier)),
        ...(await everyLocale(page, newsItem)),
        '/en/definitely-missing',
      ])
    )

    // A cart with a product and the checkout it leads to.
    await page.goto(product!)
    await page.waitForLoadState('networkidle')
    await page.getByTestId('purchase-panel').getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByText(/Added to the cart/)).toBeVisible()
    await expectAccessible(
      page,
      LOCALES.flatMap((locale) => [url('cart', locale), url('checkout', locale)])
    )
  })

  test('open dialogs and menus: quick look, the phone menu', async ({ page }) => {
    const found: string[] = []
    await page.goto(url('category', 'en'))
    await page.waitForLoadState('networkidle')
    const quickLook = page.getByRole('button', { name: /Quick look/ }).first()
    if ((await quickLook.count()) > 0) {
      await quickLook.click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await page.waitForLoadState('networkidle')
      found.push(...(await audit(page, 'quick look', 'dialog[open]')))
      await page.keyboard.press('Escape')
    }
    await page.setViewportSize({ width: 360, height: 740 })
    for (const locale of LOCALES) {
      await page.goto(url('home', locale))
      await page.waitForLoadState('networkidle')
      await page.locator('header button[aria-expanded]').last().click()
      found.push(...(await audit(page, `${locale} phone menu`)))
    }
    expect(found, found.join('\n')).toEqual([])
  })

  test('buyer dashboard', async ({ page }) => {
    const passwords = await demoPasswords()
    await signIn(page, 'buyer@demo.karvan.az', passwords['buyer@demo.karvan.az'])
    const order = await firstLink(
      page,
      url('user_orders', 'en'),
      'main a[href^="/en/user-dashboard/orders/"]'
    )
    await expectAccessible(
      page,
      compact([
        ...LOCALES.flatMap((locale) => [
          url('home', locale),
          url('user_dashboard', locale),
          url('user_info', locale),
          url('user_addresses', locale),
          url('user_addresses.create', locale),
          url('user_orders', locale),
          url('user_rfqs', locale),
        ]),
        order,
      ])
    )
  })

  test('seller dashboard', async ({ page }) => {
    const passwords = await demoPasswords()
    await signIn(page, 'seller@demo.karvan.az', passwords['seller@demo.karvan.az'], 'seller')
    const edit = await firstLink(page, url('seller_products', 'en'), 'main a[href$="/edit"]')
    await expectAccessible(
      page,
      compact([
        ...LOCALES.flatMap((locale) => [
          url('seller_dashboard', locale),
          url('seller_profile', locale),
          url('seller_addresses', locale),
          url('seller_addresses.create', locale),
          url('seller_products', locale),
          url('seller_orders', locale),
          url('seller_enquiries', locale),
          url('seller_rfqs', locale),
          url('seller_documents', locale),
        ]),
        edit,
      ])
    )
  })

  test('admin dashboard', async ({ page }) => {
    const passwords = await demoPasswords()
    await signIn(page, 'admin@demo.karvan.az', passwords['admin@demo.karvan.az'])
    const product = await firstLink(
      page,
      url('admin_products', 'en'),
      'main a[href^="/en/admin/products/"]'
    )
    await expectAccessible(
      page,
      compact([
        ...LOCALES.flatMap((locale) => [
          url('admin', locale),
          url('admin_comments', locale),
          url('admin_messages', locale),
          url('admin_users', locale),
          url('admin_products', locale),
          url('admin_documents', locale),
          url('admin_rfqs', locale),
        ]),
        product,
      ])
    )
  })
})

test.describe('Keyboard', () => {
  test.describe.configure({ timeout: 120_000 })

  test('every modal open (quick look, enquiry, RFQ, GTIN lookup) in az, en and ru: axe on the page with it', async ({
    page,
  }) => {
    // Twelve pages, each audited with its modal open: longer than the file's default.
    test.setTimeout(420_000)
    const [offer] = await query<{ path: string }>(
      `SELECT t.slug || '-' || p.id AS path
         FROM products p
         JOIN product_translations t ON t.product_id = p.id AND t.locale = 'en'
         JOIN companies c ON c.id = p.company_id AND c.status = 'active'
        WHERE p.status = 'published' AND p.sale_mode <> 'domestic'
          AND EXISTS (SELECT 1 FROM export_offers o WHERE o.product_id = p.id)
        ORDER BY p.id LIMIT 1`
    )
    const [plain] = await query<{ path: string }>(
      `SELECT t.slug || '-' || p.id AS path
         FROM products p
         JOIN product_translations t ON t.product_id = p.id AND t.locale = 'en'
         JOIN companies c ON c.id = p.company_id AND c.status = 'active'
        WHERE p.status = 'published'
          AND NOT EXISTS (SELECT 1 FROM export_offers o WHERE o.product_id = p.id)
        ORDER BY p.id LIMIT 1`
    )
    /** Opens the modal behind `opener` on `path`, audits the page with it open, closes it by Escape. */
    const withModal = async (path: string, opener: string, label: string) => {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      const button = page.locator(opener).first()
      await button.scrollIntoViewIfNeeded()
      await button.click()
      const dialog = page.locator('dialog[open]')
      await expect(dialog, label).toHaveCount(1)
      await page.waitForLoadState('networkidle')
      const found = await audit(page, label)
      await page.keyboard.press('Escape')
      await expect(dialog, label).toHaveCount(0)
      await expect(button, `${label}: focus back on its opener`).toBeFocused()
      return found
    }
    const found: string[] = []
    for (const locale of LOCALES) {
      found.push(
        ...(await withModal(
          url('category', locale),
          `[data-testid="product-card"] button[aria-label^="${QUICK_LOOK[locale]}:"]`,
          `${locale} quick look`
        )),
        ...(await withModal(
          url('home', locale),
          '[data-testid="gtin-lookup-open"]',
          `${locale} GTIN lookup`
        ))
      )
      // The product pages in this language: the hreflang alternates of the English page.
      for (const [path, opener, name] of [
        [plain.path, '#enquiry-card button[aria-haspopup="dialog"]', 'enquiry'],
        [offer.path, '[data-testid="rfq-card"] button[aria-haspopup="dialog"]', 'RFQ'],
      ] as const) {
        const alternates = await everyLocale(page, url('product', 'en', { slugId: path }))
        const localized = alternates[LOCALES.indexOf(locale)]
        found.push(...(await withModal(localized, opener, `${locale} ${name} dialog`)))
      }
    }
    expect(found, found.join('\n')).toEqual([])
  })

  test('quick look: opened by keyboard, focus stays in the dialog and returns on close', async ({
    page,
  }) => {
    await page.goto(url('category', 'en'))
    await page.waitForLoadState('networkidle')
    const trigger = page.getByRole('button', { name: /Quick look/ }).first()
    await trigger.focus()
    await expect(trigger).toBeFocused()
    await page.keyboard.press('Enter')
    const dialog = page.locator('dialog[open]')
    await expect(dialog).toBeVisible()
    await page.waitForLoadState('networkidle')
    // Twenty Tabs visit only the dialog's controls (the page behind is inert).
    const outside: string[] = []
    for (let step = 0; step < 20; step++) {
      await page.keyboard.press('Tab')
      const where = await page.evaluate(() => {
        const active = document.activeElement
        if (!active || active === document.body || active.closest('dialog[open]')) return null
        return `${active.tagName.toLowerCase()} ${active.textContent?.trim().slice(0, 40)}`
      })
      if (where) outside.push(where)
    }
    expect(outside, outside.join('\n')).toEqual([])
    // Its focused control shows a visible outline (the global :focus-visible style).
    const outline = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null
      return active && active !== document.body ? getComputedStyle(active).outlineStyle : 'solid'
    })
    expect(outline).not.toBe('none')
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(trigger).toBeFocused()
  })

  test('the pin map: Enter drops the pin at the centre, typed coordinates move it, translated controls', async ({
    page,
  }) => {
    const passwords = await demoPasswords()
    await signIn(page, 'buyer@demo.karvan.az', passwords['buyer@demo.karvan.az'])
    await page.goto(url('user_addresses.create', 'en'))
    await page.waitForLoadState('networkidle')
    const map = page.locator('[data-map-ready="true"]')
    await expect(map).toBeVisible()
    await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Zoom out' })).toBeVisible()

    // The map takes focus from the keyboard; Enter puts the pin at the centre (Azerbaijan).
    await map.focus()
    await page.keyboard.press('Enter')
    const latitude = page.locator('#address-latitude')
    await expect(latitude).toHaveValue(/^40\.3/)
    const coordinates = page.getByLabel('Coordinates (latitude, longitude)')
    await expect(coordinates).toHaveValue(/^40\.3\d*, 47\.8/)

    // Typed coordinates: Enter moves the pin (and does not submit the form).
    await coordinates.fill('40.4093, 49.8671')
    await coordinates.press('Enter')
    await expect(latitude).toHaveValue('40.4093')
    await expect(page.locator('#address-longitude')).toHaveValue('49.8671')
    expect(new URL(page.url()).pathname).toBe(url('user_addresses.create', 'en'))

    await coordinates.fill('Baku')
    await page.getByRole('button', { name: 'Move the pin' }).click()
    await expect(page.getByRole('alert')).toContainText('Type two numbers, latitude then longitude')
    await expect(coordinates).toHaveAttribute('aria-invalid', 'true')
    await coordinates.fill('95, 49')
    await coordinates.press('Enter')
    await expect(page.getByRole('alert')).toContainText('Latitude must be between −90 and 90')
    await expect(latitude).toHaveValue('40.4093')

    // In Russian and Azerbaijani the map's controls and messages are translated.
    await page.goto(url('user_addresses.create', 'ru'))
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('button', { name: 'Приблизить' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Отдалить' })).toBeVisible()
    await page.getByLabel('Координаты (широта, долгота)').fill('abc')
    await page.getByRole('button', { name: 'Переместить метку' }).click()
    await expect(page.getByRole('alert')).toContainText('Введите два числа')
    await page.goto(url('user_addresses.create', 'az'))
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('button', { name: 'Böyüt' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Kiçilt' })).toBeVisible()
  })
})
