/// <reference lib="dom" />
import { createHash } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { firstLink } from './helpers.js'
import { url } from './urls.js'

/**
 * Holds the app's entry script back until the returned function is called: the visitor uses the
 * server-rendered page meanwhile.
 */
async function holdApp(page: Page) {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/**
 * Opens the English contact page without waiting for it to load (the page is shown, and used,
 * before its scripts have run) and fills the form with a wrong e-mail.
 */
async function fillContactEarly(page: Page, name: string, message: string) {
  await page.goto(url('contact', 'en'), { waitUntil: 'commit' })
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('E-mail').fill('not-an-email')
  await page.getByLabel('Message').fill(message)
}

test.describe('Storefront in a real browser', () => {
  test('the home news slider moves by its named buttons and the keyboard, never by itself, and fits 360 px', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize({ width: 360, height: 800 })
    await page.goto(url('home', 'en'))
    await page.waitForLoadState('networkidle')
    const track = page.getByTestId('news-track')
    await track.scrollIntoViewIfNeeded()
    expect(await page.getByTestId('news-item').count()).toBeGreaterThan(1)
    const scrolled = () => track.evaluate((row) => Math.round(row.scrollLeft))
    const box = await track.boundingBox()
    expect(box!.x + box!.width).toBeLessThanOrEqual(360)

    // No autoplay: the row stays where it is.
    await page.waitForTimeout(1500)
    expect(await scrolled()).toBe(0)

    const next = page.getByRole('button', { name: 'Next news' })
    await next.focus()
    await page.keyboard.press('Enter')
    await expect.poll(scrolled).toBeGreaterThan(100)
    const afterOne = await scrolled()
    await page.keyboard.press('Space')
    await expect.poll(scrolled).toBeGreaterThan(afterOne)

    const previous = page.getByRole('button', { name: 'Previous news' })
    await previous.focus()
    await page.keyboard.press('Enter')
    await expect.poll(scrolled).toBeLessThan(afterOne + 50)
    // From the first card "Previous" wraps to the last one.
    await track.evaluate((row) => row.scrollTo({ left: 0 }))
    await previous.click()
    await expect
      .poll(() => track.evaluate((row) => row.scrollLeft + row.clientWidth >= row.scrollWidth - 2))
      .toBe(true)

    // The row itself takes arrow keys.
    await track.evaluate((row) => row.scrollTo({ left: 0 }))
    await track.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(scrolled).toBeGreaterThan(0)
  })

  test('home in az, switch to en and ru on the same page and back', async ({ page }, testInfo) => {
    await page.goto(url('home', 'az'))
    await expect(page.locator('html')).toHaveAttribute('lang', 'az')
    await expect(page).toHaveTitle(/ - Karvan$/)
    await expect(page.getByRole('heading', { name: 'Əsas kateqoriyalar' })).toBeVisible()
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath('home-az.png'), fullPage: true })

    await page.getByTestId('lang-en').click()
    await expect(page).toHaveURL(/\/en$/)
    await expect(page.getByRole('heading', { name: 'Main categories' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath('home-en.png'), fullPage: true })

    await page.getByTestId('lang-ru').click()
    await expect(page).toHaveURL(/\/ru$/)
    await expect(page.getByRole('heading', { name: 'Основные категории' })).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath('home-ru.png'), fullPage: true })

    await page.getByRole('link', { name: 'О нас' }).first().click()
    await expect(page).toHaveURL(/\/ru\/o-nas$/)
    await page.getByTestId('lang-en').click()
    await expect(page).toHaveURL(/\/en\/about$/)
    await page.getByTestId('lang-az').click()
    await expect(page).toHaveURL(/\/haqqimizda$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'az')
  })

  test('FAQ: expand a question', async ({ page }) => {
    await page.goto(url('faq', 'en'))
    await expect(page.locator('[aria-controls^="faq-"]')).toHaveCount(10)
    const question = page.getByRole('button', { name: /register/i })
    await expect(question).toHaveAttribute('aria-expanded', 'false')
    await question.click()
    await expect(question).toHaveAttribute('aria-expanded', 'true')
    const answer = page.getByRole('region', { name: /register/i })
    await expect(answer).toBeVisible()
    await expect(answer).not.toBeEmpty()
    await question.click()
    await expect(answer).toBeHidden()
  })

  test('what a visitor types and sends before the scripts have run survives hydration and is sent', async ({
    page,
  }) => {
    /** The app's entry is held back: the visitor types into the server-rendered form meanwhile. */
    const release = await holdApp(page)
    await fillContactEarly(page, 'Early Buyer', 'Typed before the scripts ran.')
    /** "Send" is tapped too before the app has come: the tap is held, then done with what was typed. */
    await page.getByRole('button', { name: 'Send message' }).click()
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull()
    release()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    await expect(page.getByLabel('Name')).toHaveValue('Early Buyer')
    /** The server got the typed name and message: only the e-mail is refused. */
    await expect(page.getByText('Wrong e-mail')).toBeVisible()
    await expect(page.getByText(/Name is missing/)).toHaveCount(0)
    await expect(page.getByLabel('Message')).toHaveValue('Typed before the scripts ran.')
  })

  test('a tap while the app is hydrating waits for it and is done with what was typed', async ({
    page,
  }) => {
    const release = await holdApp(page)
    await fillContactEarly(page, 'Hurried Buyer', 'Sent while the page was waking up.')
    /** A slow phone: the app arrives and hydrates slowly; "Send" is tapped meanwhile. */
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 10 })
    release()
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => /\/assets\/app-[\w-]+\.js$/.test(entry.name))
    )
    await page.getByRole('button', { name: 'Send message' }).click()
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    await expect(page.getByText('Wrong e-mail')).toBeVisible()
    await expect(page.getByText(/Name is missing/)).toHaveCount(0)
    await expect(page.getByLabel('Name')).toHaveValue('Hurried Buyer')
  })

  test('the app is fetched after the page has loaded, and a tap meanwhile is kept and done', async ({
    page,
  }) => {
    /** A first look: nothing held back; the app's script starts once the page has loaded. */
    await page.goto(url('home', 'en'))
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType(
        'navigation'
      )[0] as PerformanceNavigationTiming
      const app = performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/app-[\w-]+\.js$/.test(entry.name))
      return { loaded: navigation.loadEventStart, app: app?.startTime ?? -1 }
    })
    expect(timing.app).toBeGreaterThanOrEqual(timing.loaded)
    /** The page asks for no script itself; its one inline script is the loader the policy names. */
    const response = await page.request.get(url('home', 'en'))
    const html = await response.text()
    expect(html).not.toMatch(/<script[^>]+type="module"/)
    const inline =
      /<script data-entry="\/assets\/app-[\w-]+\.js" data-modules="[^"]+" data-messages="[^"]+" data-render="server">([^<]+)<\/script>/.exec(
        html
      )
    expect(inline).not.toBeNull()
    const hash = createHash('sha256').update(inline![1]).digest('base64')
    expect(response.headers()['content-security-policy']).toContain(`'sha256-${hash}'`)

    const product = await firstLink(page, url('category', 'en'), '[data-testid="product-card"] a')
    /** The app's entry is held back: the visitor taps "Add to cart" on the server-rendered page. */
    const release = await holdApp(page)
    await page.goto(product!, { waitUntil: 'commit' })
    const add = page.getByTestId('purchase-panel').getByRole('button', { name: 'Add to cart' })
    await add.click()
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull()
    /** The button shows the tap was taken. */
    await expect(add).toHaveAttribute('data-held', '')
    release()
    /** The tap is done once the app has hydrated: the product is in the cart. */
    await expect(page.getByText(/Added to the cart/)).toBeVisible()
    await expect(add).not.toHaveAttribute('data-held')
    await page.goto(url('cart', 'en'))
    await expect(page.getByTestId('cart-line')).toHaveCount(1)
  })

  test('a card’s picture is the smallest stored width that covers the card, from phone to desktop', async ({
    browser,
  }) => {
    const widths = [240, 360, 480, 800]
    for (const [width, scale] of [
      [360, 2],
      [414, 1.75],
      [768, 2],
      [900, 1],
      [1280, 1],
    ]) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        deviceScaleFactor: scale,
      })
      const page = await context.newPage()
      await page.goto(url('category', 'en'))
      const picture = page.locator('[data-testid="product-card"] img[fetchpriority="high"]').first()
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete)).toBe(true)
      const { shown, file } = await picture.evaluate((img: HTMLImageElement) => ({
        shown: img.getBoundingClientRect().width * devicePixelRatio,
        file: Number(/-(\d+)\.(?:avif|webp)$/.exec(img.currentSrc)?.[1]),
      }))
      const needed = widths.find((candidate) => candidate >= shown) ?? 800
      expect(file, `${width} px at ${scale}×: card ${Math.round(shown)} device px`).toBe(needed)
      await context.close()
    }
  })

  test('contact form: an error first, then a successful send', async ({ page }) => {
    await page.goto(url('contact', 'en'))
    /** The form itself, on the hydrated page (taps before hydration: the two stories above). */
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    await page.getByLabel('Name').fill('Test Buyer')
    await page.getByLabel('E-mail').fill('not-an-email')
    await page.getByLabel('Message').fill('We would like to import 5 tonnes of hazelnuts.')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByText('Wrong e-mail')).toBeVisible()
    await expect(page.getByLabel('Name')).toHaveValue('Test Buyer')
    await expect(page.getByLabel('Message')).toHaveValue(
      'We would like to import 5 tonnes of hazelnuts.'
    )

    await page.getByLabel('E-mail').fill('buyer@example.com')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible()
    await expect(page.getByLabel('Name')).toHaveValue('')
  })

  test('a 404 page', async ({ page }) => {
    const response = await page.goto('/en/definitely-missing')
    expect(response?.status()).toBe(404)
    await expect(
      page.getByRole('heading', { name: 'Page not found: /en/definitely-missing' })
    ).toBeVisible()
    await page.getByRole('link', { name: 'Back to home' }).click()
    await expect(page).toHaveURL(/\/en$/)
  })

  test('responsive down to 360 px: menu button reveals navigation', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(url('home', 'en'))
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    const menu = page.getByRole('button', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await menu.click()
    await expect(
      page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Manufacturers' })
    ).toBeVisible()
    for (const path of ['/en', '/en/category', '/ru/kategoriya', '/en/suppliers']) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth
      )
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
  })
})
