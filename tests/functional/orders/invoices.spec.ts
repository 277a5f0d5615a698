import { test } from '@japa/runner'
import { catalogueOf } from '#tests/helpers/messages'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { extractText } from 'unpdf'
import { formatMoney } from '#lib/money'
import { PAGES } from '#lib/route_table'
import { createAccount } from '#tests/helpers/accounts'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { insertOrder, invoiceSeller, line } from './helpers.js'
import { url } from '#tests/helpers/urls'

/** Whitespace of any kind (Intl puts no-break spaces into amounts) as one plain space. */
const spaces = (text: string) => text.replace(/\s+/g, ' ')

/** Text of a PDF response, pages joined, whitespace normalized. */
async function pdfText(response: { body(): unknown }): Promise<string> {
  const body = response.body()
  assertBuffer(body)
  const { text } = await extractText(new Uint8Array(body), { mergePages: true })
  return spaces(text)
}

function assertBuffer(value: unknown): asserts value is Buffer {
  if (!Buffer.isBuffer(value)) throw new Error(`Expected a PDF body, got ${typeof value}`)
}

/** A two-seller order with Azerbaijani and Cyrillic product names. */
async function twoSellerOrder(status: 'paid' | 'placed' = 'paid') {
  const buyer = await createAccount('buyer')
  const halva = await invoiceSeller('Şəki Halvaçısı MMC', {
    az: 'Şəki şəhəri, M. F. Axundzadə prospekti 12',
    ru: 'г. Шеки, проспект М. Ф. Ахундзаде 12',
  })
  const honey = await invoiceSeller('Qəbələ Arıçılıq')
  const order = await insertOrder({
    buyer,
    status,
    shipments: [
      {
        seller: halva,
        feeMinor: 450,
        deliveryType: 'ordinary',
        lines: [
          {
            names: {
              az: 'Şəki halvası və dağ balı',
              en: 'Sheki halva and mountain honey',
              ru: 'Шекинская халва с горным мёдом',
            },
            code: 'HLV-77',
            quantity: 2,
            unitPriceMinor: 1875,
          },
        ],
      },
      {
        seller: honey,
        feeMinor: 900,
        deliveryType: 'urgent',
        lines: [
          {
            names: { az: 'Çiçək balı', en: 'Flower honey', ru: 'Цветочный мёд' },
            code: 'HNY-5',
            quantity: 1,
            unitPriceMinor: 2200,
          },
        ],
      },
    ],
  })
  return { buyer, halva, honey, order }
}

test.group('Invoices', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
  })

  test('the buyer’s invoice page shows invoice number, sellers with VÖEN, buyer, lines per seller, delivery and totals', async ({
    client,
    assert,
  }) => {
    const { buyer, halva, honey, order } = await twoSellerOrder()
    const response = await client
      .get(url('user_invoice', 'az', { number: order.number }))
      .loginAs(buyer)
    response.assertStatus(200)
    assert.equal(response.header('cache-control'), 'private, no-store')
    const page = inertiaPage(response.text())
    assert.equal(page.component, 'invoices/invoice')
    const invoice = page.props.invoice
    assert.include(invoice, {
      scope: 'order',
      invoiceNumber: order.invoiceNumber,
      orderNumber: order.number,
      paymentMethodLabel: 'Kart (test şlüzü)',
    })
    assert.match(invoice.paymentStatus, /^Ödənilib: /)
    assert.match(invoice.invoiceDate, /\d{4}/)
    assert.deepEqual(invoice.buyer, {
      name: 'Aygün Məmmədova',
      phone: '+994501234567',
      email: 'aygun@example.test',
      billingAddress: 'Şəhriyar küçəsi 3, Gəncə, Azərbaycan',
      personalId: null,
    })
    assert.equal(
      invoice.deliveryAddress,
      'Üzeyir Hacıbəyov küçəsi 24, mənzil 7, Bakı, Abşeron, AZ1000, Azərbaycan'
    )
    assert.lengthOf(invoice.sellers, 2)
    assert.include(invoice.sellers[0], {
      name: 'Şəki Halvaçısı MMC',
      taxId: halva.taxId,
      legalAddress: 'Şəki şəhəri, M. F. Axundzadə prospekti 12',
      phone: '+994501112233',
      trackingNumber: order.trackingNumbers[0],
      deliveryTypeLabel: 'Adi (3–5 gün)',
      companyType: 'Hüquqi şəxs',
    })
    assert.deepEqual(invoice.sellers[0].lines, [
      {
        name: 'Şəki halvası və dağ balı',
        code: 'HLV-77',
        quantity: 2,
        unitPrice: { minor: 1875, text: formatMoney(1875, 'AZN', 'az') },
        total: { minor: 3750, text: formatMoney(3750, 'AZN', 'az') },
      },
    ])
    assert.deepEqual(invoice.sellers[0].deliveryFee, {
      minor: 450,
      text: formatMoney(450, 'AZN', 'az'),
    })
    assert.deepEqual(invoice.sellers[0].total, {
      minor: 4200,
      text: formatMoney(4200, 'AZN', 'az'),
    })
    assert.include(invoice.sellers[1], {
      name: 'Qəbələ Arıçılıq',
      taxId: honey.taxId,
      deliveryTypeLabel: 'Təcili (3 saata qədər)',
    })
    assert.deepEqual(invoice.totals, {
      subtotal: { minor: 5950, text: formatMoney(5950, 'AZN', 'az') },
      delivery: { minor: 1350, text: formatMoney(1350, 'AZN', 'az') },
      total: { minor: 7300, text: formatMoney(7300, 'AZN', 'az') },
    })
    assert.equal(order.totalMinor, 7300)
    assert.equal(page.props.pdfUrl, url('user_invoice.pdf', 'az', { number: order.number }))
    assert.deepEqual(page.props.back, {
      href: url('user_orders.show', 'az', { number: order.number }),
      label: 'order',
    })

    const ru = inertiaPage(
      (await client.get(url('user_invoice', 'ru', { number: order.number })).loginAs(buyer)).text()
    )
    assert.equal(ru.props.invoice.sellers[0].lines[0].name, 'Шекинская халва с горным мёдом')
    assert.equal(ru.props.invoice.sellers[0].legalAddress, 'г. Шеки, проспект М. Ф. Ахундзаде 12')
    assert.equal(
      ru.props.invoice.sellers[1].legalAddress,
      'Bakı, Nizami küçəsi 10',
      'no Russian legal address: the Azerbaijani one'
    )
    assert.equal(catalogueOf(ru.props)['invoices.title'], 'Счёт')
  })

  test('the PDF is an attachment named by the invoice number; its text has Azerbaijani letters, Cyrillic and the labels', async ({
    client,
    assert,
  }) => {
    const { buyer, halva, order } = await twoSellerOrder()
    const az = await client
      .get(url('user_invoice.pdf', 'az', { number: order.number }))
      .loginAs(buyer)
    az.assertStatus(200)
    assert.equal(az.header('content-type'), 'application/pdf')
    assert.equal(
      az.header('content-disposition'),
      `attachment; filename="${order.invoiceNumber}.pdf"`
    )
    assert.equal(az.header('cache-control'), 'private, no-store')
    const azText = await pdfText(az)
    for (const expected of [
      order.invoiceNumber,
      order.number,
      'Qaimə',
      'Şəki halvası və dağ balı',
      'Çiçək balı',
      'Şəki Halvaçısı MMC',
      halva.taxId,
      'VÖEN',
      'Aygün Məmmədova',
      'Üzeyir Hacıbəyov küçəsi 24',
      'Şəhriyar küçəsi 3',
      'Hüquqi ünvan',
      'Cəmi',
      spaces(formatMoney(7300, 'AZN', 'az')),
    ]) {
      assert.include(azText, expected)
    }
    for (const letter of ['ə', 'ş', 'ğ', 'ı', 'ö', 'ü', 'ç']) assert.include(azText, letter)

    const ru = await client
      .get(url('user_invoice.pdf', 'ru', { number: order.number }))
      .loginAs(buyer)
    ru.assertStatus(200)
    const ruText = await pdfText(ru)
    for (const expected of [
      order.invoiceNumber,
      'Счёт',
      'Шекинская халва с горным мёдом',
      'Цветочный мёд',
      'Покупатель',
      'Итого',
      'Продавец',
      'Срочная (до 3 часов)',
    ]) {
      assert.include(ruText, expected)
    }
    const en = await pdfText(
      await client.get(url('user_invoice.pdf', 'en', { number: order.number })).loginAs(buyer)
    )
    assert.include(en, 'Sheki halva and mountain honey')
    assert.include(en, 'Invoice number')
  })

  test('the guest session that placed the order gets its invoice and PDF; another browser does not', async ({
    client,
    assert,
  }) => {
    const seller = await invoiceSeller('Göygöl Pendir')
    const order = await insertOrder({
      buyer: null,
      shipments: [
        {
          seller,
          lines: [
            {
              names: { az: 'Motal pendiri', en: 'Motal cheese', ru: 'Сыр мотал' },
              quantity: 1,
              unitPriceMinor: 1500,
            },
          ],
        },
      ],
    })
    const session = { orders: { placed: [order.id] } }

    const page = await client
      .get(url('user_invoice', 'en', { number: order.number }))
      .withSession(session)
    page.assertStatus(200)
    const props = inertiaPage(page.text()).props
    assert.equal(props.invoice.invoiceNumber, order.invoiceNumber)
    assert.deepEqual(props.back, { href: PAGES.home.en, label: 'home' })

    const pdf = await client
      .get(url('user_invoice.pdf', 'en', { number: order.number }))
      .withSession(session)
    pdf.assertStatus(200)
    assert.include(await pdfText(pdf), 'Motal cheese')

    ;(
      await client
        .get(url('user_invoice', 'en', { number: order.number }))
        .withSession({ orders: { placed: [order.id + 1] } })
    ).assertStatus(404)
    ;(await client.get(url('user_invoice.pdf', 'en', { number: order.number }))).assertStatus(404)
  })

  test('an order that is not paid or confirmed has no invoice: a localized page with status 404', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer')
    const seller = await invoiceSeller('Lənkəran Çay')
    for (const status of ['awaiting_payment', 'payment_failed', 'expired', 'cancelled'] as const) {
      const order = await insertOrder({
        buyer,
        status,
        shipments: [{ seller, lines: [line('Tea')] }],
      })
      const html = await client
        .get(url('user_invoice', 'en', { number: order.number }))
        .loginAs(buyer)
      html.assertStatus(404)
      const page = inertiaPage(html.text())
      assert.equal(page.component, 'invoices/unavailable', status)
      assert.equal(page.props.orderNumber, order.number)
      assert.equal(
        catalogueOf(page.props)['invoices.unavailable.text'],
        'The invoice of order {number} is not available until the order is paid or confirmed.'
      )
      const pdf = await client
        .get(url('user_invoice.pdf', 'en', { number: order.number }))
        .loginAs(buyer)
      pdf.assertStatus(404)
      assert.notEqual(pdf.header('content-type'), 'application/pdf')
      const sellerPdf = await client
        .get(url('seller_invoice.pdf', 'en', { number: order.number }))
        .loginAs(seller.seller)
      sellerPdf.assertStatus(404)
    }
    const az = inertiaPage(
      (
        await client
          .get(
            url('user_invoice', 'az', {
              number: (
                await insertOrder({
                  buyer,
                  status: 'awaiting_payment',
                  shipments: [{ seller, lines: [line('Tea')] }],
                })
              ).number,
            })
          )
          .loginAs(buyer)
      ).text()
    )
    assert.equal(az.props.statusLabel, 'Ödəniş gözlənilir')

    const placed = await insertOrder({
      buyer,
      status: 'placed',
      shipments: [{ seller, lines: [line('Tea')] }],
    })
    const cod = inertiaPage(
      (await client.get(url('user_invoice', 'en', { number: placed.number })).loginAs(buyer)).text()
    )
    assert.equal(cod.props.invoice.paymentStatus, 'To be paid in cash on delivery')
    assert.equal(cod.props.invoice.paymentMethodLabel, 'Cash on delivery')
  })

  test('a seller’s invoice covers only their own shipment: its lines, its delivery fee and their totals', async ({
    client,
    assert,
  }) => {
    const { halva, honey, order } = await twoSellerOrder()
    const response = await client
      .get(url('seller_invoice', 'en', { number: order.number }))
      .loginAs(halva.seller)
    response.assertStatus(200)
    const invoice = inertiaPage(response.text()).props.invoice
    assert.equal(invoice.scope, 'seller')
    assert.equal(invoice.invoiceNumber, order.invoiceNumber)
    assert.deepEqual(
      invoice.sellers.map((seller: any) => seller.name),
      ['Şəki Halvaçısı MMC']
    )
    assert.deepEqual(
      invoice.sellers[0].lines.map((l: any) => l.name),
      ['Sheki halva and mountain honey']
    )
    assert.deepEqual(invoice.totals, {
      subtotal: { minor: 3750, text: formatMoney(3750, 'AZN', 'en') },
      delivery: { minor: 450, text: formatMoney(450, 'AZN', 'en') },
      total: { minor: 4200, text: formatMoney(4200, 'AZN', 'en') },
    })
    const props = inertiaPage(response.text()).props
    assert.equal(props.pdfUrl, url('seller_invoice.pdf', 'en', { number: order.number }))
    assert.oneOf(props.back.label, ['seller_orders', 'seller_dashboard'])

    const pdf = await client
      .get(url('seller_invoice.pdf', 'ru', { number: order.number }))
      .loginAs(honey.seller)
    pdf.assertStatus(200)
    assert.equal(
      pdf.header('content-disposition'),
      `attachment; filename="${order.invoiceNumber}-${order.trackingNumbers[1]}.pdf"`
    )
    const text = await pdfText(pdf)
    assert.include(text, 'Цветочный мёд')
    assert.include(text, spaces(formatMoney(3100, 'AZN', 'ru')))
    assert.notInclude(text, 'Шекинская халва')
    assert.notInclude(text, spaces(formatMoney(7300, 'AZN', 'ru')))
  })

  test('a long order breaks onto further pages with page numbers', async ({ client, assert }) => {
    const buyer = await createAccount('buyer')
    const seller = await invoiceSeller('Naxçıvan Duz')
    const lines = Array.from({ length: 45 }, (_, i) => ({
      names: {
        az: `Naxçıvan duzu çəki ${i + 1} — ağ, iri dənəli`,
        en: `Nakhchivan salt ${i + 1}`,
        ru: `Нахчыванская соль ${i + 1}`,
      },
      quantity: 1 + (i % 3),
      unitPriceMinor: 250 + i,
    }))
    const order = await insertOrder({ buyer, shipments: [{ seller, lines }] })
    const response = await client
      .get(url('user_invoice.pdf', 'az', { number: order.number }))
      .loginAs(buyer)
    response.assertStatus(200)
    const body = response.body() as Buffer
    const { totalPages, text } = await extractText(new Uint8Array(body), { mergePages: true })
    assert.isAtLeast(totalPages, 2)
    assert.include(text, `Səhifə 2 / ${totalPages}`)
    assert.include(text, 'Naxçıvan duzu çəki 45 — ağ, iri dənəli')
  })
})
