import type { I18n } from '@adonisjs/i18n'
import type { InvoiceData, InvoiceSeller } from '#services/invoices/invoice_data'
import { BRAND, INK, MUTED, createPdfCanvas } from '#services/invoices/pdf_canvas'

/** File name of an invoice PDF: the invoice number (and the tracking number for a seller's part), safe characters only. */
export function invoiceFileName(invoice: InvoiceData): string {
  const base =
    invoice.scope === 'seller' && invoice.sellers.length === 1
      ? `${invoice.invoiceNumber}-${invoice.sellers[0].trackingNumber}`
      : invoice.invoiceNumber
  return `${base.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`
}

type Column = {
  key: 'index' | 'name' | 'code' | 'quantity' | 'unit' | 'total'
  width: number
  align: 'left' | 'right'
}

/**
 * Renders an invoice (built by buildInvoice) as an A4 PDF with labels in `i18n`'s language
 * (resources/lang/*\/invoices.json): header with invoice and order numbers and dates, buyer and
 * delivery address, one table per seller (company data, VÖEN, lines, delivery fee, seller
 * total), order totals in AZN, payment method and status, page numbers. Returns the file bytes.
 */
export function renderInvoicePdf(invoice: InvoiceData, i18n: I18n): Promise<Buffer> {
  const t = (key: string, data?: Record<string, unknown>) => i18n.t(`invoices.${key}`, data)
  const { doc, left, width, bottom, ensure, write, rule, finish } = createPdfCanvas({
    Title: `${t(invoice.scope === 'seller' ? 'title_seller' : 'title')} ${invoice.invoiceNumber}`,
    Author: 'Karvan',
    Subject: t('order_number_value', { number: invoice.orderNumber }),
  })

  // Header: brand and title on the left, numbers and dates on the right.
  const top = doc.y
  write('Karvan', left, top, { font: 'bold', size: 20, color: BRAND })
  write(t(invoice.scope === 'seller' ? 'title_seller' : 'title'), left, top + 28, {
    font: 'bold',
    size: 14,
  })
  const facts: [string, string][] = [
    [t('number'), invoice.invoiceNumber],
    [t('date'), invoice.invoiceDate],
    [t('order_number'), invoice.orderNumber],
    [t('order_date'), invoice.orderDate],
  ]
  let factY = top
  for (const [label, value] of facts) {
    write(`${label}:`, left + width - 250, factY, { width: 110, color: MUTED })
    write(value, left + width - 140, factY, { width: 140, align: 'right', font: 'bold' })
    factY += 14
  }
  doc.y = Math.max(top + 52, factY) + 10
  rule(doc.y)
  doc.y += 10

  // Buyer and delivery address side by side.
  const half = (width - 20) / 2
  const partiesTop = doc.y
  write(t('buyer'), left, partiesTop, { font: 'bold', size: 10, color: BRAND })
  write(
    [
      invoice.buyer.name,
      `${t('phone')}: ${invoice.buyer.phone}`,
      `${t('email')}: ${invoice.buyer.email}`,
      ...(invoice.buyer.personalId
        ? [`${invoice.buyer.personalId.label}: ${invoice.buyer.personalId.value}`]
        : []),
      `${t('billing_address')}: ${invoice.buyer.billingAddress}`,
    ].join('\n'),
    left,
    partiesTop + 15,
    { width: half, lineGap: 2 }
  )
  const buyerBottom = doc.y
  write(t('delivery_address'), left + half + 20, partiesTop, {
    font: 'bold',
    size: 10,
    color: BRAND,
  })
  write(invoice.deliveryAddress, left + half + 20, partiesTop + 15, { width: half, lineGap: 2 })
  doc.y = Math.max(buyerBottom, doc.y) + 14

  const columns: Column[] = [
    { key: 'index', width: 22, align: 'left' },
    { key: 'name', width: width - 22 - 78 - 52 - 80 - 84, align: 'left' },
    { key: 'code', width: 78, align: 'left' },
    { key: 'quantity', width: 52, align: 'right' },
    { key: 'unit', width: 80, align: 'right' },
    { key: 'total', width: 84, align: 'right' },
  ]
  const headers: Record<Column['key'], string> = {
    index: '#',
    name: t('columns.product'),
    code: t('columns.code'),
    quantity: t('columns.quantity'),
    unit: t('columns.unit_price'),
    total: t('columns.total'),
  }

  /** While a seller's table is open, a page break repeats its column headings on the new page. */
  let openTable = false
  const row = (
    cells: Record<Column['key'], string>,
    options: { font?: 'regular' | 'bold'; color?: string } = {}
  ) => {
    const font = options.font ?? 'regular'
    doc.font(font).fontSize(9)
    const height =
      Math.max(
        ...columns.map((column) =>
          doc.heightOfString(cells[column.key], { width: column.width - 6 })
        )
      ) + 8
    if (doc.y + height > bottom()) {
      doc.addPage()
      if (openTable) {
        rule(doc.y, INK)
        row(headers, { font: 'bold' })
      }
    }
    const y = doc.y
    let x = left
    for (const column of columns) {
      write(cells[column.key], x + 3, y + 4, {
        width: column.width - 6,
        align: column.align,
        font,
        color: options.color,
      })
      x += column.width
    }
    doc.y = y + height
    rule(doc.y)
  }

  const sellerBlock = (seller: InvoiceSeller, index: number) => {
    ensure(110)
    doc.y += 4
    const heading =
      invoice.sellers.length > 1
        ? `${t('seller')} ${index + 1}: ${seller.name}`
        : `${t('seller')}: ${seller.name}`
    write(heading, left, doc.y, { font: 'bold', size: 11, color: BRAND, width })
    const details = [
      seller.companyType,
      seller.taxId ? `${t('tax_id')}: ${seller.taxId}` : null,
      seller.legalAddress ? `${t('legal_address')}: ${seller.legalAddress}` : null,
      seller.phone ? `${t('phone')}: ${seller.phone}` : null,
      `${t('tracking_number')}: ${seller.trackingNumber}`,
    ].filter((line): line is string => Boolean(line))
    write(details.join('  ·  '), left, doc.y + 2, { width, color: MUTED, lineGap: 2 })
    doc.y += 6
    rule(doc.y, INK)
    row(headers, { font: 'bold' })
    openTable = true
    seller.lines.forEach((line, lineIndex) =>
      row({
        index: String(lineIndex + 1),
        name: line.rateNote ? `${line.name}\n${line.rateNote}` : line.name,
        code: line.code,
        quantity: String(line.quantity),
        unit: line.unitPrice.text,
        total: line.total.text,
      })
    )
    row({
      index: '',
      name: t('delivery_line', { type: seller.deliveryTypeLabel }),
      code: seller.trackingNumber,
      quantity: '1',
      unit: seller.deliveryFee.text,
      total: seller.deliveryFee.text,
    })
    row(
      {
        index: '',
        name: t('seller_total'),
        code: '',
        quantity: '',
        unit: '',
        total: seller.total.text,
      },
      { font: 'bold' }
    )
    openTable = false
    doc.y += 12
  }
  invoice.sellers.forEach(sellerBlock)

  // Totals, right-aligned.
  ensure(80)
  const totals: [string, string, boolean][] = [
    [t('subtotal'), invoice.totals.subtotal.text, false],
    [t('delivery_total'), invoice.totals.delivery.text, false],
    [t(invoice.scope === 'seller' ? 'total_seller' : 'total'), invoice.totals.total.text, true],
  ]
  for (const [label, value, strong] of totals) {
    const y = doc.y
    write(label, left + width - 300, y, {
      width: 190,
      align: 'right',
      font: strong ? 'bold' : 'regular',
      size: strong ? 11 : 9,
    })
    write(value, left + width - 100, y, {
      width: 100,
      align: 'right',
      font: strong ? 'bold' : 'regular',
      size: strong ? 11 : 9,
    })
    doc.y = y + (strong ? 18 : 14)
  }
  doc.y += 8

  ensure(60)
  write(`${t('payment_method')}: ${invoice.paymentMethodLabel}`, left, doc.y, { width })
  write(`${t('payment_status_label')}: ${invoice.paymentStatus}`, left, doc.y + 2, { width })
  write(t('currency_note'), left, doc.y + 8, { width, color: MUTED, size: 8 })
  if (invoice.scope === 'seller') {
    write(t('seller_scope_note', { number: invoice.orderNumber }), left, doc.y + 2, {
      width,
      color: MUTED,
      size: 8,
    })
  }

  // Page numbers in the bottom margin of every page.
  return finish((page, pages) => `${invoice.invoiceNumber}  ·  ${t('page', { page, pages })}`)
}
