/// <reference lib="dom" />
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { Argon } from '@adonisjs/hash/drivers/argon'
import { extractText } from 'unpdf'
import { query, ready } from './helpers.js'
import { url } from './urls.js'

const BUYER = {
  name: 'Anna Weber',
  company: 'Nordkern Import GmbH',
  email: 'anna.weber@nordkern.example',
}
const PRODUCER_PASSWORD = 'Findiq-Zaqatala-Ixrac-2026!'
/** The producer's registered mobile (E.164), where new RFQs are texted. */
const PRODUCER_MOBILE = '+994502223344'

/** JSON files of an outbox directory (mail or SMS) that satisfy `match`, newest last. */
function outbox<T>(directory: string | undefined, match: (record: T) => boolean): T[] {
  if (!directory) throw new Error('The outbox directories come from npm test')
  let names: string[] = []
  try {
    names = readdirSync(directory).filter((name) => name.endsWith('.json'))
  } catch {
    return []
  }
  return names
    .sort()
    .map((name) => JSON.parse(readFileSync(join(directory, name), 'utf8')) as T)
    .filter(match)
}

type Mail = { to: string[]; subject: string; text: string | null }
type Sms = { to: string; text: string }

/** A published hazelnut product sold by the carton under FOB Poti, MOQ ≤ 500, and its producer. */
async function hazelnutOffer() {
  const [row] = await query(
    `SELECT p.id, p.company_id, t.slug, t.name, o.moq, o.currency, o.hs_code, ct.slug AS category
       FROM products p
       JOIN product_translations t ON t.product_id = p.id AND t.locale = 'en'
       JOIN category_translations ct ON ct.category_id = p.category_id AND ct.locale = 'en'
       JOIN export_offers o ON o.product_id = p.id
       JOIN export_offer_incoterms i ON i.offer_id = o.id AND i.incoterm = 'FOB' AND i.named_place = 'Poti'
       JOIN companies c ON c.id = p.company_id AND c.status = 'active'
      WHERE p.status = 'published' AND p.sale_mode <> 'domestic' AND o.unit = 'carton' AND o.moq <= 500
        AND t.name ILIKE '%hazelnut%'
      ORDER BY p.id LIMIT 1`
  )
  return {
    id: Number(row.id),
    companyId: Number(row.company_id),
    name: String(row.name),
    currency: String(row.currency),
    hsCode: String(row.hs_code),
    category: String(row.category),
    url: url('product', 'en', { slugId: `${row.slug}-${row.id}` }),
  }
}

/**
 * A seller account of the producer's company (Azerbaijani interface) with a known password; the
 * company's registered number becomes a mobile one (the seeded numbers are landlines, which get
 * no SMS).
 */
async function producerAccount(companyId: number) {
  const email = `export-desk-${Date.now()}@producer.example`
  const hash = await new Argon({
    version: 0x13,
    variant: 'id',
    iterations: 2,
    memory: 19456,
    parallelism: 1,
    saltSize: 16,
    hashLength: 32,
  }).make(PRODUCER_PASSWORD)
  await query(
    `INSERT INTO users (account_type, first_name, last_name, email, phone, password, company_id, locale)
     VALUES ('seller', 'Elvin', 'Quliyev', $1, $4, $2, $3, 'az')`,
    [email, hash, companyId, PRODUCER_MOBILE]
  )
  await query('UPDATE companies SET phone = $1 WHERE id = $2', [PRODUCER_MOBILE, companyId])
  return email
}

test.describe('Export desk in a real browser', () => {
  test('a foreign buyer requests a quote as a guest, the producer quotes and revises, the buyer accepts and downloads the pro-forma', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000)
    const product = await hazelnutOffer()
    const producerEmail = await producerAccount(product.companyId)

    // The buyer browses the English catalog with "export offer available" and opens the hazelnuts.
    await ready(page, url('category.show', 'en', { slug: product.category }))
    await page.getByTestId('filter-export-offer').first().click()
    await expect(page).toHaveURL(/[?&]export=1/)
    await expect(page.getByTestId('filter-export-offer').first()).toBeChecked()
    await page.waitForLoadState('networkidle')
    await page.getByRole('link', { name: product.name }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('region', { name: 'Export offer' })).toBeVisible()

    // Request 500 cartons FOB Poti as a guest.
    await page
      .getByRole('region', { name: 'Export offer' })
      .getByRole('button', { name: 'Request a quote' })
      .click()
    const form = page.getByRole('dialog')
    await expect(form).toBeVisible()
    await form.getByLabel('Quantity').fill('500')
    await form.getByLabel('Incoterm', { exact: true }).selectOption('FOB')
    await form.getByLabel(/^Named place/).fill('Poti')
    await form.getByLabel(/^Payment terms wanted/).selectOption('tt_30_70')
    await form
      .getByLabel(/^Message to the producer/)
      .fill('We need 500 cartons of kernels for our Hamburg warehouse, shipped in March.')
    await form.getByLabel(/^Your name/).fill(BUYER.name)
    await form.getByLabel(/^Company/).fill(BUYER.company)
    await form.getByLabel(/^Your country/).selectOption('DE')
    await form.getByLabel(/^E-mail/).fill(BUYER.email)
    await form.getByRole('button', { name: 'Send the request' }).click()
    await expect(page.getByText(/open the link we sent to your e-mail/)).toBeVisible({
      timeout: 15_000,
    })
    const [rfq] = await query(
      `SELECT id, status FROM rfqs WHERE buyer_email = $1 ORDER BY id DESC LIMIT 1`,
      [BUYER.email]
    )
    expect(rfq.status).toBe('unconfirmed')

    // The one-time link from the confirmation mail: the request reaches the producer.
    const confirmation = outbox<Mail>(
      process.env.MAIL_OUTBOX_DIR,
      (mail) => mail.to.some((to) => to.includes(BUYER.email)) && /confirm/i.test(mail.subject)
    ).at(-1)
    expect(confirmation).toBeTruthy()
    const confirmLink = confirmation!.text!.match(/https?:\/\/\S+rfq-confirmation\/\S+/)![0]
    await ready(page, new URL(confirmLink).pathname)
    await page.getByRole('button', { name: 'Confirm and send' }).click()
    await expect(page.getByText('Thank you! Your request was sent to the producer.')).toBeVisible()
    const [confirmed] = await query('SELECT status FROM rfqs WHERE id = $1', [rfq.id])
    expect(confirmed.status).toBe('requested')

    // The producer is told by e-mail and SMS (the queue's worker runs in the server).
    await expect
      .poll(
        () =>
          outbox<Mail>(process.env.MAIL_OUTBOX_DIR, (mail) =>
            /yeni kotirovka sorğusu/.test(mail.subject)
          ).length,
        { timeout: 30_000 }
      )
      .toBeGreaterThan(0)
    await expect
      .poll(
        () =>
          outbox<Sms>(
            process.env.SMS_OUTBOX_DIR,
            (sms) => sms.to === PRODUCER_MOBILE && /RFQ-/.test(sms.text)
          ).length,
        { timeout: 30_000 }
      )
      .toBeGreaterThan(0)

    // The producer, in Azerbaijani, quotes and then revises the quote once.
    const sellerContext = await browser.newContext()
    const seller = await sellerContext.newPage()
    await ready(seller, url('login', 'az', undefined, { qs: { as: 'seller' } }))
    await seller.getByLabel('E-poçt').fill(producerEmail)
    await seller.getByLabel('Şifrə').fill(PRODUCER_PASSWORD)
    await seller.getByRole('button', { name: 'Daxil ol' }).click()
    await expect(seller).toHaveURL(/\/satici-paneli/)
    await ready(seller, url('seller_rfqs.show', 'az', { id: rfq.id }))
    await expect(seller.getByText(BUYER.company).first()).toBeVisible()
    const price = seller.getByLabel(/^Vahid qiyməti/).first()
    await price.fill('24.50')
    await seller.getByRole('button', { name: 'Təklifi göndər' }).click()
    await expect(seller.getByText(/Təklifin 1 nömrəli versiyası/).first()).toBeVisible({
      timeout: 15_000,
    })
    await seller
      .getByLabel(/^Vahid qiyməti/)
      .first()
      .fill('22.80')
    await seller.getByRole('button', { name: 'Yenilənmiş təklifi göndər' }).click()
    await expect(seller.getByText(/Təklifin 2 nömrəli versiyası/).first()).toBeVisible({
      timeout: 15_000,
    })
    await sellerContext.close()

    // The buyer opens the signed link (from the quote mail) and accepts the current quote.
    await expect
      .poll(
        () =>
          outbox<Mail>(
            process.env.MAIL_OUTBOX_DIR,
            (mail) =>
              mail.to.some((to) => to.includes(BUYER.email)) && /\/en\/rfq\//.test(mail.text ?? '')
          ).length,
        { timeout: 30_000 }
      )
      .toBeGreaterThan(0)
    const linkMail = outbox<Mail>(
      process.env.MAIL_OUTBOX_DIR,
      (mail) =>
        mail.to.some((to) => to.includes(BUYER.email)) && /\/en\/rfq\//.test(mail.text ?? '')
    ).at(-1)!
    const rfqLink = linkMail.text!.match(/https?:\/\/\S+\/en\/rfq\/[A-Za-z0-9_-]{43}/)![0]
    await ready(page, new URL(rfqLink).pathname)
    await expect(page.getByText('Current quote')).toBeVisible()
    await expect(page.getByText('Replaced by a newer version')).toBeVisible()
    await page.getByRole('button', { name: 'Accept this quote' }).click()
    await expect(page.getByText(/Pro-forma invoice PF-\d{4}-\d{6} has been issued/)).toBeVisible({
      timeout: 15_000,
    })
    const [proforma] = await query(
      'SELECT number, total_minor, currency FROM proforma_invoices WHERE rfq_id = $1',
      [rfq.id]
    )
    expect(Number(proforma.total_minor)).toBe(500 * 2280)

    // The PDF carries the totals, the HS code and the Incoterm.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`${proforma.number}.pdf`)
    const bytes = readFileSync(await download.path())
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true })
    expect(text).toContain(String(proforma.number))
    expect(text).toContain('11,400.00')
    expect(text).toContain('22.80')
    expect(text).toMatch(new RegExp(`${product.hsCode.slice(0, 4)}\\.?${product.hsCode.slice(4)}`))
    expect(text).toContain('FOB Poti')

    // The supplier page now shows how fast the producer answers.
    const [supplier] = await query(`SELECT c.slug, c.id FROM companies c WHERE c.id = $1`, [
      product.companyId,
    ])
    await ready(
      page,
      url('supplier_info.show', 'en', { slugId: `${supplier.slug}-${supplier.id}` })
    )
    await expect(page.getByText(/Usually replies within/)).toBeVisible()
  })
})
