import { BRAND, INK, MUTED, createPdfCanvas } from '#services/invoices/pdf_canvas'
import type { ProformaLabel, ProformaView } from '#transformers/proforma_transformer'

/** File name of a pro-forma PDF: its number, safe characters only (`PF-2026-000001.pdf`). */
export function proformaFileName(number: string): string {
  return `${number.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`
}

type Key = 'index' | 'name' | 'hs' | 'origin' | 'quantity' | 'price' | 'total'

/**
 * Renders a pro-forma (toProformaView) as an A4 PDF in DejaVu Sans (Azerbaijani letters and
 * Cyrillic print), every label in English and the buyer's language ("Pro-forma invoice /
 * Proforma hesab-faktura"): header with number, dates, RFQ reference and quote version; seller
 * (VÖEN, legal address, contacts, bank details or "Bank details not given") and buyer; the goods
 * table with HS code, origin, quantity and unit, unit price and amount; the total; Incoterm with
 * place, payment terms, lead time, validity; page numbers. Returns the file bytes.
 */
export function renderProformaPdf(view: ProformaView): Promise<Buffer> {
  const L = (key: ProformaLabel) => view.labels[key].join(' / ')
  const { doc, left, width, bottom, ensure, write, rule, finish } = createPdfCanvas({
    Title: `${L('title')} ${view.number}`,
    Author: 'Karvan',
  })

  // Header: brand and bilingual title; numbers and dates on the right.
  const top = doc.y
  write('Karvan', left, top, { font: 'bold', size: 20, color: BRAND })
  write(L('title'), left, top + 28, { font: 'bold', size: 13, width: width - 270 })
  const titleBottom = doc.y
  const facts: [ProformaLabel, string][] = [
    ['number', view.number],
    ['issue_date', view.issueDate],
    ['rfq_reference', view.rfqReference],
    ['quote_version', String(view.quoteVersion)],
    ['valid_until', view.validUntil],
  ]
  let factY = top
  for (const [label, value] of facts) {
    write(`${L(label)}:`, left + width - 260, factY, { width: 170, color: MUTED, size: 8 })
    write(value, left + width - 90, factY, { width: 90, align: 'right', font: 'bold' })
    factY = Math.max(doc.y, factY + 12) + 2
  }
  doc.y = Math.max(titleBottom, factY) + 8
  rule(doc.y)
  doc.y += 10

  // Seller and buyer side by side.
  const half = (width - 20) / 2
  const partiesTop = doc.y
  const seller = view.seller
  const bank = seller.bank
  const sellerLines = [
    seller.name,
    `${L('tax_id')}: ${seller.taxId}`,
    ...seller.legalAddress.map((address) => `${L('legal_address')}: ${address}`),
    seller.phone ? `${L('phone')}: ${seller.phone}` : null,
    seller.email ? `${L('email')}: ${seller.email}` : null,
    '',
    `${L('bank')}:`,
    ...(bank
      ? [
          bank.name ? `${L('bank_name')}: ${bank.name}` : null,
          bank.iban ? `${L('iban')}: ${bank.iban.replace(/(.{4})(?=.)/g, '$1 ')}` : null,
          bank.swift ? `${L('swift')}: ${bank.swift}` : null,
        ]
      : [L('bank_missing')]),
  ].filter((line): line is string => line !== null)
  write(L('seller'), left, partiesTop, { font: 'bold', size: 10, color: BRAND, width: half })
  write(sellerLines.join('\n'), left, doc.y + 3, { width: half, lineGap: 2 })
  const sellerBottom = doc.y
  const buyer = view.buyer
  const buyerLines = [
    buyer.name,
    buyer.company ? `${L('company')}: ${buyer.company}` : null,
    `${L('country')}: ${buyer.country.join(' / ')}`,
    `${L('email')}: ${buyer.email}`,
    buyer.phone ? `${L('phone')}: ${buyer.phone}` : null,
  ].filter((line): line is string => line !== null)
  write(L('buyer'), left + half + 20, partiesTop, {
    font: 'bold',
    size: 10,
    color: BRAND,
    width: half,
  })
  write(buyerLines.join('\n'), left + half + 20, doc.y + 3, { width: half, lineGap: 2 })
  doc.y = Math.max(sellerBottom, doc.y) + 16

  // Goods.
  const columns: { key: Key; width: number; align: 'left' | 'right' }[] = [
    { key: 'index', width: 24, align: 'left' },
    { key: 'name', width: width - 24 - 54 - 70 - 80 - 76 - 84, align: 'left' },
    { key: 'hs', width: 54, align: 'left' },
    { key: 'origin', width: 70, align: 'left' },
    { key: 'quantity', width: 80, align: 'right' },
    { key: 'price', width: 76, align: 'right' },
    { key: 'total', width: 84, align: 'right' },
  ]
  const headers: Record<Key, string> = {
    index: view.labels.line_index.join('\n'),
    name: view.labels.line_name.join('\n'),
    hs: view.labels.hs_code.join('\n'),
    origin: view.labels.origin.join('\n'),
    quantity: view.labels.quantity.join('\n'),
    price: view.labels.unit_price.join('\n'),
    total: view.labels.line_total.join('\n'),
  }
  let inTable = false
  const row = (cells: Record<Key, string>, font: 'regular' | 'bold' = 'regular') => {
    doc.font(font).fontSize(8.5)
    const height =
      Math.max(...columns.map((c) => doc.heightOfString(cells[c.key], { width: c.width - 6 }))) + 8
    if (doc.y + height > bottom()) {
      doc.addPage()
      if (inTable) {
        rule(doc.y, INK)
        row(headers, 'bold')
      }
    }
    const y = doc.y
    let x = left
    for (const column of columns) {
      write(cells[column.key], x + 3, y + 4, {
        width: column.width - 6,
        align: column.align,
        font,
        size: 8.5,
      })
      x += column.width
    }
    doc.y = y + height
    rule(doc.y)
  }
  ensure(80)
  write(L('goods'), left, doc.y, { font: 'bold', size: 10, color: BRAND, width })
  doc.y += 4
  rule(doc.y, INK)
  row(headers, 'bold')
  inTable = true
  view.lines.forEach((line, index) =>
    row({
      index: String(index + 1),
      name: line.name,
      hs: line.hsCode ?? '—',
      origin: line.origin.join(' / '),
      quantity: `${line.quantity} ${line.unit.join(' / ')}`,
      price: line.unitPrice,
      total: line.lineTotal,
    })
  )
  inTable = false
  ensure(30)
  const totalY = doc.y + 6
  write(`${L('total')} (${view.currency})`, left, totalY, {
    width: width - 110,
    align: 'right',
    font: 'bold',
    size: 11,
  })
  write(view.total, left + width - 104, totalY, {
    width: 104,
    align: 'right',
    font: 'bold',
    size: 11,
  })
  doc.y = totalY + 26

  // Terms.
  ensure(90)
  write(L('terms'), left, doc.y, { font: 'bold', size: 10, color: BRAND, width })
  const terms: [ProformaLabel, string][] = [
    ['incoterm', `${view.incoterm} ${view.namedPlace}`],
    ['payment_terms', view.paymentTerms.join(' / ')],
    ['lead_time', view.leadTime.join(' / ')],
    ['valid_until', view.validUntil],
    ...(view.packaging ? [['packaging', view.packaging] as [ProformaLabel, string]] : []),
  ]
  for (const [label, value] of terms) {
    write(`${L(label)}: ${value}`, left, doc.y + 3, { width, lineGap: 1 })
  }
  doc.y += 10
  ensure(40)
  write(view.labels.note.join('\n'), left, doc.y, { width, color: MUTED, size: 8, lineGap: 1 })

  // Page numbers in the bottom margin of every page.
  return finish((page, pages) => `${view.number}  ·  ${page}/${pages}`)
}
