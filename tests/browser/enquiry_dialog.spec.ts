/// <reference lib="dom" />
import { expect, test } from '@playwright/test'
import { query, ready } from './helpers.js'
import { url } from './urls.js'

/** A published product of an active producer, with or without an export offer, in English. */
async function product(withOffer: boolean) {
  const [row] = await query(
    `SELECT p.id, t.slug
       FROM products p
       JOIN product_translations t ON t.product_id = p.id AND t.locale = 'en'
       JOIN companies c ON c.id = p.company_id AND c.status = 'active'
      WHERE p.status = 'published'
        AND ${withOffer ? '' : 'NOT'} EXISTS (
          SELECT 1 FROM export_offers o JOIN export_offer_incoterms i ON i.offer_id = o.id AND i.incoterm = 'FOB'
           WHERE o.product_id = p.id)
        ${withOffer ? "AND p.sale_mode <> 'domestic'" : ''}
      ORDER BY p.id LIMIT 1`
  )
  return { id: Number(row.id), url: url('product', 'en', { slugId: `${row.slug}-${row.id}` }) }
}

/**
 * The enquiry and RFQ dialogs of a product page (issue 26): a validation error keeps the dialog
 * open with what was typed; a successful send closes it, hands focus back to the button that
 * opened it and shows the server's confirmation once, in the card.
 */
test.describe('Enquiry and RFQ dialogs', () => {
  test('enquiry: errors keep the dialog and the input; a send closes it, focus returns, the confirmation shows once', async ({
    page,
  }) => {
    const target = await product(false)
    const email = `enquiry-dialog-${Date.now()}@example.de`
    await ready(page, target.url)
    const open = page.getByRole('button', { name: 'Send an enquiry' })
    await open.click()
    const dialog = page.getByRole('dialog', { name: /^Enquiry about/ })
    await expect(dialog).toBeVisible()
    await dialog.getByLabel('Your name').fill('Anna Schmidt')
    await dialog.getByLabel('Country').selectOption('DE')
    await dialog.getByLabel('E-mail').fill(email)
    await dialog.getByRole('button', { name: 'Send enquiry' }).click()

    // The message is missing: the dialog stays with the typed input and the message.
    await expect(dialog.getByText('Message is missing')).toBeVisible()
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('Your name')).toHaveValue('Anna Schmidt')
    await expect(dialog.getByLabel('Message')).toHaveAttribute('aria-invalid', 'true')
    expect(await query('SELECT id FROM enquiries WHERE email = $1', [email])).toHaveLength(0)

    await dialog.getByLabel('Message').fill('Your export price for 200 bottles, please.')
    await dialog.getByRole('button', { name: 'Send enquiry' }).click()

    await expect(dialog).toBeHidden()
    await expect(page.locator('dialog[open]')).toHaveCount(0)
    await expect(page.getByTestId('enquiry-sent')).toHaveText(
      'Thank you! Your enquiry has been sent to the producer. The reply will come to your e-mail.'
    )
    // Once: in the card, not again as the page's toast.
    await expect(page.getByText(/Your enquiry has been sent to the producer/)).toHaveCount(1)
    await expect(open).toBeFocused()

    const stored = await query<{ product_id: number; name: string; message: string }>(
      'SELECT product_id, name, message FROM enquiries WHERE email = $1',
      [email]
    )
    expect(stored).toEqual([
      {
        product_id: target.id,
        name: 'Anna Schmidt',
        message: 'Your export price for 200 bottles, please.',
      },
    ])

    // Opened again: an empty form, no leftover messages.
    await open.click()
    await expect(dialog.getByLabel('Your name')).toHaveValue('')
    await expect(dialog.getByText('Message is missing')).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(open).toBeFocused()
  })

  test('RFQ: a sent request closes the dialog, focus returns to "Request a quote", the confirmation shows once', async ({
    page,
  }) => {
    const target = await product(true)
    const email = `rfq-dialog-${Date.now()}@example.de`
    await ready(page, target.url)
    const open = page.getByTestId('rfq-card').getByRole('button', { name: 'Request a quote' })
    await open.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await dialog.getByLabel(/^Message to the producer/).fill('Samples first, then a container.')
    await dialog.getByLabel(/^Your name/).fill('Anna Schmidt')
    await dialog.getByLabel(/^Your country/).selectOption('DE')
    await dialog.getByLabel(/^E-mail/).fill(email)
    await dialog.getByLabel('Incoterm', { exact: true }).selectOption('FOB')
    await dialog.getByLabel(/^Named place/).fill('Poti')
    await dialog.getByRole('button', { name: 'Send the request' }).click()

    await expect(dialog).toBeHidden({ timeout: 15_000 })
    await expect(page.getByTestId('rfq-sent')).toContainText('open the link we sent to your e-mail')
    await expect(page.getByText(/open the link we sent to your e-mail/)).toHaveCount(1)
    await expect(open).toBeFocused()
    const stored = await query<{ status: string }>(
      'SELECT status FROM rfqs WHERE buyer_email = $1',
      [email]
    )
    expect(stored).toEqual([{ status: 'unconfirmed' }])
  })
})
