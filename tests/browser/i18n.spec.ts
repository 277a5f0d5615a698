/// <reference lib="dom" />
import { expect, test } from '@playwright/test'
import { url } from './urls.js'

/**
 * Issue 26: the message catalogue is a hashed asset fetched once and then kept by the browser's
 * cache; Inter is loaded; the page hydrates without a mismatch.
 */
test.describe('Messages as an asset, Inter, hydration', () => {
  test('a first visit fetches its catalogue once, a language switch the other one, a later visit none', async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    /** Message asset requests: URL and whether the network was used. */
    const fetched: { url: string; network: boolean }[] = []
    cdp.on('Network.responseReceived', (event) => {
      if (new URL(event.response.url).pathname.startsWith('/i18n/'))
        fetched.push({
          url: new URL(event.response.url).pathname,
          network: !event.response.fromDiskCache && !event.response.fromPrefetchCache,
        })
    })
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })

    await page.goto(url('home', 'en'))
    await expect(page.getByRole('heading', { name: 'Main categories' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    const en = fetched.filter((entry) => entry.url.startsWith('/i18n/en.storefront.'))
    expect(en.filter((entry) => entry.network)).toHaveLength(1)

    await page.getByTestId('lang-ru').click()
    await expect(page).toHaveURL(/\/ru$/)
    await expect(page.getByRole('heading', { name: 'Основные категории' })).toBeVisible()
    expect(fetched.some((entry) => entry.url.startsWith('/i18n/ru.storefront.'))).toBe(true)
    /** No message key shows instead of its text. */
    await expect(page.locator('body')).not.toContainText(/\bui\.[a-z_]+\.[a-z_]+/)

    fetched.length = 0
    await page.goto(url('home', 'en'))
    await expect(page.getByRole('heading', { name: 'Main categories' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(fetched.filter((entry) => entry.network)).toEqual([])
    expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([])
  })

  test('the page component’s chunks are fetched beside the app script, not after it', async ({
    page,
  }) => {
    await page.goto(url('suppliers', 'en'))
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    /** When each script was asked for and when the app's entry had arrived (ms since navigation). */
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[\w-]+\.js$/.test(entry.name))
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          start: entry.startTime,
          end: (entry as PerformanceResourceTiming).responseEnd,
        }))
    )
    const app = scripts.find((script) => /\/assets\/app-[\w-]+\.js$/.test(script.path))
    const chunk = scripts.find((script) => /\/assets\/suppliers-[\w-]+\.js$/.test(script.path))
    expect(app).toBeDefined()
    expect(chunk).toBeDefined()
    /** Asked for before the app's entry had even arrived: the loader names it, not the app. */
    expect(chunk!.start).toBeLessThanOrEqual(app!.end)
    const preloads = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname))
    expect(preloads).toContain(chunk!.path)
    /** And the page is interactive: the language switch is a client-side visit. */
    await page.getByTestId('lang-ru').click()
    await expect(page).toHaveURL(/\/ru\/postavshchiki$/)
  })

  test('Inter is the page font and it has the manat sign', async ({ page }) => {
    await page.goto(url('home', 'az'))
    await page.waitForLoadState('networkidle')
    const result = await page.evaluate(async () => {
      await document.fonts.ready
      await document.fonts.load('16px "Inter Variable"', '₼ əğş')
      return {
        family: getComputedStyle(document.body).fontFamily,
        manat: document.fonts.check('16px "Inter Variable"', '₼'),
        loaded: [...document.fonts].filter((face) => face.status === 'loaded').length,
      }
    })
    expect(result.family).toContain('Inter Variable')
    expect(result.manat).toBe(true)
    expect(result.loaded).toBeGreaterThan(0)
  })
})
