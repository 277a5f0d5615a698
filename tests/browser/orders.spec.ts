/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test'
import { audit } from './axe.js'
import { demoSeller, query, ready } from './helpers.js'
import { url } from './urls.js'

const GUEST = {
  name: 'Leyla Həsənova',
  phone: '+994 50 321 45 67',
  email: 'leyla.browser@example.com',
}

/** A purchasable published product of a company (or of any other company), with its English URL. */
async function productOf(companyFilter: string, companyId: number) {
  const [row] = await query(
    `SELECT p.id, p.company_id, p.moq, t.slug
       FROM products p JOIN product_translations t ON t.product_id = p.id AND t.locale = 'en'
      WHERE p.status = 'published' AND p.is_available AND p.stock >= p.moq + 20 AND p.moq <= 5
        AND p.currency = 'AZN' AND p.company_id ${companyFilter} $1
      ORDER BY p.id LIMIT 1`,
    [companyId]
  )
  return {
    id: Number(row.id),
    companyId: Number(row.company_id),
    url: url('product', 'en', { slugId: `${row.slug}-${row.id}` }),
  }
}

async function addToCart(page: Page, productUrl: string) {
  await ready(page, productUrl)
  await page.getByTestId('purchase-panel').getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByText(/Added to the cart/)).toBeVisible()
}

/** Fills the checkout form as a guest in Bakı, ordinary delivery for every seller, and places the order. */
async function checkOut(page: Page, paymentLabel: RegExp) {
  await ready(page, url('cart', 'en'))
  await page.getByRole('link', { name: 'Complete order' }).click()
  await expect(page).toHaveURL(/\/en\/checkout/)
  await page.waitForLoadState('networkidle')
  await page.getByLabel('Name and last name').fill(GUEST.name)
  await page.getByLabel('Contact number').fill(GUEST.phone)
  await page.getByLabel('E-mail').fill(GUEST.email)
  await page.getByLabel('Address', { exact: true }).fill('Nizami küçəsi 42, mənzil 7')
  await page.getByLabel('City').first().fill('Bakı')
  await page.getByLabel('Latitude', { exact: true }).fill('40.4093')
  await page.getByLabel('Longitude', { exact: true }).fill('49.8671')
  const sellers = page.getByTestId('checkout-seller')
  await expect(sellers.first().getByRole('radio', { name: /Ordinary/ })).toBeEnabled({
    timeout: 15_000,
  })
  for (const section of await sellers.all())
    await section.getByRole('radio', { name: /Ordinary/ }).check()
  await page.getByRole('radio', { name: paymentLabel }).check()
  await page.getByRole('button', { name: 'Place order' }).click()
}

test.describe('Orders in a real browser', () => {
  test('a guest buys from two sellers, pays through the test gateway and tracks the delivery the seller moves', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000)
    const seller = await demoSeller()
    const [account] = await query(
      'SELECT company_id FROM users WHERE account_type = $1 AND lower(email) = $2',
      ['seller', seller.email]
    )
    const mine = await productOf('=', Number(account.company_id))
    const other = await productOf('<>', Number(account.company_id))
    const [before] = await query('SELECT stock FROM products WHERE id = $1', [mine.id])

    await addToCart(page, mine.url)
    await addToCart(page, other.url)
    await ready(page, url('cart', 'en'))
    await expect(page.getByText(/^Seller:/)).toHaveCount(2)

    await checkOut(page, /test gateway/i)
    await expect(page.getByRole('heading', { name: 'Test payment page' })).toBeVisible({
      timeout: 30_000,
    })
    await page.getByRole('button', { name: 'Pay successfully' }).click()

    await expect(page).toHaveURL(/\/en\/order-confirmation\//, { timeout: 30_000 })
    await expect(page.getByRole('heading', { name: 'Order completed' })).toBeVisible()
    const number = (await page.getByTestId('order-number').textContent())!.trim()
    const [order] = await query('SELECT id, status, total_minor FROM orders WHERE number = $1', [
      number,
    ])
    expect(order.status).toBe('paid')
    const [shipment] = await query(
      'SELECT tracking_number FROM shipments WHERE order_id = $1 AND company_id = $2',
      [order.id, mine.companyId]
    )
    const tracking = String(shipment.tracking_number)
    await expect(page.getByText(tracking)).toBeVisible()
    const [after] = await query('SELECT stock FROM products WHERE id = $1', [mine.id])
    expect(Number(after.stock)).toBeLessThan(Number(before.stock))

    await ready(page, url('track_delivery', 'en'))
    await page.getByLabel('Tracking number').fill(tracking)
    await page.getByLabel('Phone or e-mail').fill(GUEST.phone)
    await page.getByRole('button', { name: 'Track' }).click()
    await expect(page.getByTestId('tracking-result')).toBeVisible()
    await expect(page.getByTestId('tracking-status')).toContainText('Order accepted')
    await page.getByTestId('open-delivery-details').click()
    const details = page.getByRole('dialog')
    await expect(details).toContainText(GUEST.name)
    await expect(details).toContainText('Nizami küçəsi 42')
    await page.waitForLoadState('networkidle')
    // Accessibility (axe) with the delivery-details modal open: no serious or critical violation.
    const violations = await audit(page, 'delivery details')
    expect(violations, violations.join('\n')).toEqual([])
    await details.getByRole('button', { name: 'Close' }).last().click()

    const sellerContext = await browser.newContext()
    const sellerPage = await sellerContext.newPage()
    await ready(sellerPage, url('login', 'en', undefined, { qs: { as: 'seller' } }))
    await sellerPage.getByLabel('E-mail').fill(seller.email)
    await sellerPage.getByLabel('Password').fill(seller.password)
    await sellerPage.getByRole('button', { name: 'Sign in' }).click()
    await expect(sellerPage).toHaveURL(/\/en\/seller-dashboard/)
    await ready(sellerPage, url('seller_orders', 'en'))
    await sellerPage
      .getByTestId('seller-order')
      .filter({ hasText: tracking })
      .getByRole('link')
      .first()
      .click()
    await expect(sellerPage.getByTestId('shipment-status')).toHaveText('Order accepted')
    const steps: [string, string][] = [
      ['prepare', 'Order preparing'],
      ['set_courier', 'Courier set'],
      ['courier_accept', 'Courier accepted'],
      ['dispatch', 'On the way'],
    ]
    for (const [event, label] of steps) {
      await sellerPage.getByTestId(`action-${event}`).click()
      await expect(sellerPage.getByTestId('shipment-status')).toHaveText(label)
    }
    await sellerContext.close()

    await page.reload()
    await page.waitForLoadState('networkidle')
    await expect(page.getByTestId('tracking-status')).toContainText('On the way')
  })

  test('a declined payment shows the failure page and gives the stock back', async ({ page }) => {
    test.setTimeout(120_000)
    const [any] = await query(
      `SELECT company_id FROM products WHERE status = 'published' ORDER BY id LIMIT 1`
    )
    const product = await productOf('=', Number(any.company_id))
    const [before] = await query('SELECT stock FROM products WHERE id = $1', [product.id])

    await addToCart(page, product.url)
    await checkOut(page, /test gateway/i)
    await expect(page.getByRole('heading', { name: 'Test payment page' })).toBeVisible({
      timeout: 30_000,
    })
    const [reserved] = await query('SELECT stock FROM products WHERE id = $1', [product.id])
    expect(Number(reserved.stock)).toBeLessThan(Number(before.stock))

    await page.getByRole('button', { name: 'Decline the payment' }).click()
    await expect(page).toHaveURL(/\/en\/order-failed\//, { timeout: 30_000 })
    await expect(page.getByText('Payment failed').first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
    const [back] = await query('SELECT stock FROM products WHERE id = $1', [product.id])
    expect(Number(back.stock)).toBe(Number(before.stock))
  })
})
