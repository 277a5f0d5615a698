import { randomBytes } from 'node:crypto'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { rfqAccessHash } from '#services/export_desk/rfq_link'
import { hashRfqToken } from '#services/export_desk/rfq_tokens'
import { systemNote } from '#services/export_desk/rfq_transitions'
import { holderByKey } from '#services/mobile_signature/simulator/fixtures'
import { priceForQuantity, type ExportTier } from '#shared/export'
import { RFQ_CLOSED_STATUSES, RFQ_LIMITS, rfqReference } from '#shared/rfq'
import { DEMO_SELLER_SCENARIOS, otherCompanyScenarios, type RfqScenario } from './rfq_scenarios.js'

/** An export offer of a company's published product, with its tiers and Incoterms. */
interface Offer {
  productId: number
  name: string
  currency: 'USD' | 'EUR'
  unit: string
  moq: number
  hsCode: string
  origin: string
  leadTimeDays: number
  tiers: ExportTier[]
  incoterms: { incoterm: string; place: string }[]
}

const HOUR = 3600_000
/** Companies besides the demo seller that get RFQs (for their supplier pages' response time). */
const OTHER_COMPANIES = 4

/** The demo seller's company: the one whose VÖEN the demo seller's certificate names (README). */
function demoSellerVoen(): string | undefined {
  return holderByKey('demo_seller_legal').companies[0]?.voen
}

async function offersOf(trx: TransactionClientContract, companyId: number): Promise<Offer[]> {
  const rows = await trx
    .from('products as p')
    .join('export_offers as o', 'o.product_id', 'p.id')
    .join('product_translations as t', (join) =>
      join.on('t.product_id', 'p.id').andOnVal('t.locale', 'en')
    )
    .where('p.company_id', companyId)
    .where('p.status', 'published')
    .orderBy('p.id')
    .limit(4)
    .select('p.id', 't.name', 'o.id as offer_id', 'o.currency', 'o.unit', 'o.moq')
    .select('o.hs_code', 'o.origin_country', 'o.lead_time_days')
  const offers: Offer[] = []
  for (const row of rows) {
    const tiers = await trx.from('export_offer_tiers').where('offer_id', row.offer_id)
    const incoterms = await trx.from('export_offer_incoterms').where('offer_id', row.offer_id)
    offers.push({
      productId: row.id,
      name: row.name,
      currency: row.currency,
      unit: row.unit,
      moq: row.moq,
      hsCode: row.hs_code,
      origin: row.origin_country,
      leadTimeDays: row.lead_time_days ?? 21,
      tiers: tiers.map((tier) => ({
        minQuantity: Number(tier.min_quantity),
        unitPriceMinor: Number(tier.unit_price_minor),
      })),
      incoterms: incoterms.map((term) => ({ incoterm: term.incoterm, place: term.named_place })),
    })
  }
  return offers.filter((offer) => offer.tiers.length > 0 && offer.incoterms.length > 0)
}

/** `a.weber@x.example` → `a.weber+demo-quoted@x.example`: the scenario's key, so a rerun finds it. */
function taggedEmail(email: string, key: string) {
  const [local, domain] = email.split('@')
  return `${local}+demo-${key}@${domain}`
}

const at = (now: number, hoursAgo: number) => new Date(now - hoursAgo * HOUR)
const isoDate = (date: Date) => date.toISOString().slice(0, 10)

/**
 * Inserts one scenario's RFQ for `companyId` unless it exists: the request, its items (1–2 of
 * the company's offers, quantity = MOQ × moqMultiple), quote versions priced from the tiers
 * (priceForQuantity; each later version 4 % lower), the thread, a pro-forma for accepted quotes,
 * and the buyer's link (access_token_hash = rfqAccessHash(id), so demo links open).
 */
async function seedScenario(
  trx: TransactionClientContract,
  companyId: number,
  company: { name: string; tax_id: string; legal_address: string | null } & Record<string, any>,
  offers: Offer[],
  scenario: RfqScenario,
  now: number
) {
  const buyerEmail = taggedEmail(scenario.buyer.email, scenario.key)
  const exists = await trx
    .from('rfqs')
    .where('company_id', companyId)
    .where('buyer_email', buyerEmail)
    .first()
  if (exists) return
  const chosen = offers.slice(0, Math.min(scenario.products, offers.length))
  const main = chosen[0]
  const term = main.incoterms[0]
  const createdAt = at(now, scenario.ageHours)
  const unconfirmed = scenario.status === 'unconfirmed'
  const confirmedAt = unconfirmed ? null : new Date(createdAt.getTime() + 0.2 * HOUR)
  const answeredAt =
    confirmedAt && scenario.answeredAfterHours !== null
      ? new Date(confirmedAt.getTime() + scenario.answeredAfterHours * HOUR)
      : null
  const closed = RFQ_CLOSED_STATUSES.includes(scenario.status)
  const waitingHours = scenario.status === 'requested' ? scenario.ageHours : 0
  const [row] = await trx
    .table('rfqs')
    .insert({
      company_id: companyId,
      status: scenario.status,
      locale: scenario.buyer.locale,
      buyer_name: scenario.buyer.name,
      buyer_email: buyerEmail,
      buyer_phone: scenario.buyer.phone,
      buyer_company: scenario.buyer.company,
      buyer_country: scenario.buyer.country,
      incoterm: term.incoterm,
      named_place: term.place,
      destination_country: scenario.buyer.country,
      destination_port: scenario.buyer.port,
      payment_terms: scenario.paymentTerms,
      message: scenario.message,
      // Replaced right below by the link's hash, which needs the id.
      access_token_hash: hashRfqToken(randomBytes(32).toString('base64url')),
      confirm_token_hash: unconfirmed ? hashRfqToken(randomBytes(32).toString('base64url')) : null,
      confirm_expires_at: unconfirmed
        ? new Date(createdAt.getTime() + RFQ_LIMITS.confirmHours * HOUR)
        : null,
      confirmed_at: confirmedAt,
      first_quoted_at: scenario.quotes.length > 0 ? answeredAt : null,
      response_seconds:
        scenario.quotes.length > 0 && answeredAt && confirmedAt
          ? Math.round((answeredAt.getTime() - confirmedAt.getTime()) / 1000)
          : null,
      // Old unanswered demo requests count as reminded: the reminder job does not mail them at start.
      seller_reminded_24h_at: waitingHours >= 24 ? at(now, waitingHours - 24) : null,
      seller_reminded_72h_at: waitingHours >= 72 ? at(now, waitingHours - 72) : null,
      seller_seen_at: answeredAt ?? null,
      closed_at: closed ? (answeredAt ?? at(now, Math.max(0, scenario.ageHours - 24 * 30))) : null,
      created_at: createdAt,
      updated_at: answeredAt ?? createdAt,
    })
    .returning('id')
  const rfqId = Number(row.id ?? row)
  await trx
    .from('rfqs')
    .where('id', rfqId)
    .update({ access_token_hash: rfqAccessHash(rfqId) })

  const items = chosen.map((offer, index) => ({
    offer,
    quantity: offer.moq * scenario.moqMultiple,
    position: index + 1,
  }))
  const itemIds: number[] = []
  for (const item of items) {
    const [inserted] = await trx
      .table('rfq_items')
      .insert({
        rfq_id: rfqId,
        position: item.position,
        product_id: item.offer.productId,
        product_name: item.offer.name,
        hs_code: item.offer.hsCode,
        quantity: item.quantity,
        unit: item.offer.unit,
      })
      .returning('id')
    itemIds.push(Number(inserted.id ?? inserted))
  }

  const thread: { author: string; body: string; created_at: Date }[] = []
  let acceptedQuote: { id: number; version: number; total: number; lines: any[] } | null = null
  for (const [index, status] of scenario.quotes.entries()) {
    const version = index + 1
    const quotedAt = new Date(answeredAt!.getTime() + index * 20 * HOUR)
    const lines = items.map((item, position) => {
      const price = priceForQuantity(item.offer.tiers, item.quantity)!
      const unitPriceMinor = Math.round(price.unitPriceMinor * Math.pow(0.96, index))
      return {
        position: position + 1,
        rfq_item_id: itemIds[position],
        product_id: item.offer.productId,
        name: item.offer.name,
        hs_code: item.offer.hsCode,
        origin_country: item.offer.origin,
        quantity: item.quantity,
        unit: item.offer.unit,
        unit_price_minor: unitPriceMinor,
        line_total_minor: unitPriceMinor * item.quantity,
      }
    })
    const total = lines.reduce((sum, line) => sum + line.line_total_minor, 0)
    const validUntil = new Date(Math.max(now + 20 * 24 * HOUR, quotedAt.getTime() + 30 * 24 * HOUR))
    const [quote] = await trx
      .table('rfq_quotes')
      .insert({
        rfq_id: rfqId,
        version,
        status,
        currency: main.currency,
        incoterm: term.incoterm,
        named_place: term.place,
        lead_time_days: main.leadTimeDays,
        valid_until: isoDate(validUntil),
        payment_terms: scenario.paymentTerms,
        packaging: 'Export cartons on EUR pallets, stretch-wrapped.',
        total_minor: total,
        decided_at: status === 'current' ? null : new Date(quotedAt.getTime() + 10 * HOUR),
        created_at: quotedAt,
      })
      .returning('id')
    const quoteId = Number(quote.id ?? quote)
    await trx
      .table('rfq_quote_lines')
      .multiInsert(lines.map((line) => ({ ...line, quote_id: quoteId })))
    thread.push({
      author: 'system',
      body: systemNote('rfq_jobs.system.quote_sent', { version }),
      created_at: quotedAt,
    })
    if (status === 'accepted') acceptedQuote = { id: quoteId, version, total, lines }
  }
  const lastAt = answeredAt ?? new Date((confirmedAt ?? createdAt).getTime() + HOUR)
  for (const [index, message] of scenario.messages.entries())
    thread.push({
      author: message.author,
      body: message.body,
      created_at: new Date(lastAt.getTime() + (index + 1) * 3 * HOUR),
    })
  if (thread.length > 0)
    await trx
      .table('rfq_messages')
      .multiInsert(thread.map((entry) => ({ ...entry, rfq_id: rfqId })))

  if (acceptedQuote) {
    const issuedAt = new Date(answeredAt!.getTime() + 30 * HOUR)
    const { rows } = await trx.rawQuery(`SELECT nextval('proforma_number_seq') AS n`)
    const number = `PF-${issuedAt.getUTCFullYear()}-${String(rows[0].n).padStart(6, '0')}`
    const validUntil = isoDate(new Date(issuedAt.getTime() + 30 * 24 * HOUR))
    await trx.table('proforma_invoices').insert({
      number,
      rfq_id: rfqId,
      quote_id: acceptedQuote.id,
      currency: main.currency,
      total_minor: acceptedQuote.total,
      locale: scenario.buyer.locale,
      issued_at: issuedAt,
      data: JSON.stringify({
        seller: {
          name: company.name,
          taxId: company.tax_id,
          address: company.legal_address,
          bank: { name: company.bank_name, iban: company.bank_iban, swift: company.bank_swift },
        },
        buyer: {
          name: scenario.buyer.name,
          company: scenario.buyer.company,
          email: buyerEmail,
          phone: scenario.buyer.phone,
          country: scenario.buyer.country,
        },
        lines: acceptedQuote.lines.map((line) => ({
          name: line.name,
          hsCode: line.hs_code,
          origin: line.origin_country,
          quantity: line.quantity,
          unit: line.unit,
          unitPriceMinor: line.unit_price_minor,
          lineTotalMinor: line.line_total_minor,
        })),
        currency: main.currency,
        totalMinor: acceptedQuote.total,
        incoterm: term.incoterm,
        namedPlace: term.place,
        paymentTerms: scenario.paymentTerms,
        leadTimeDays: main.leadTimeDays,
        validUntil,
        quoteVersion: acceptedQuote.version,
        reference: rfqReference(rfqId),
        issuedAt: issuedAt.toISOString(),
      }),
    })
  }
}

/**
 * Demo RFQs (issue 24): the demo seller's company (README's demo seller) gets one RFQ in each
 * resting state — unconfirmed, requested, quoted (v1 superseded, v2 current), proforma_issued
 * (accepted, with its pro-forma), fulfilled, declined, expired, withdrawn — from fictitious
 * foreign buyers, on its products with export offers; a few other companies with offers get
 * answered and unanswered RFQs, so their supplier pages show a response time. Idempotent: an
 * existing scenario (found by its tagged buyer e-mail) is left as it is. The demo company gets
 * bank details for its pro-formas when it has none.
 */
export async function seedDemoRfqs(trx: TransactionClientContract) {
  const now = Date.now()
  const voen = demoSellerVoen()
  const demo = voen ? await trx.from('companies').where('tax_id', voen).first() : null
  const companyRows = await trx
    .from('companies as c')
    .where('c.status', 'active')
    .whereExists((query) =>
      query
        .from('products as p')
        .join('export_offers as o', 'o.product_id', 'p.id')
        .whereRaw('p.company_id = c.id')
        .where('p.status', 'published')
    )
    .if(demo, (query) => query.whereNot('c.id', demo!.id))
    .orderBy('c.id')
    .limit(OTHER_COMPANIES)
    .select('c.id')
  const plan: { id: number; scenarios: RfqScenario[] }[] = companyRows.map((row, index) => ({
    id: Number(row.id),
    scenarios: otherCompanyScenarios(index),
  }))
  if (demo) {
    await trx.from('companies').where('id', demo.id).whereNull('bank_iban').update({
      bank_name: 'Kapital Bank ASC',
      bank_iban: 'AZ21NABZ00000000137010001944',
      bank_swift: 'AIIBAZ2X',
    })
    plan.unshift({ id: Number(demo.id), scenarios: DEMO_SELLER_SCENARIOS })
  }
  for (const { id, scenarios } of plan) {
    const offers = await offersOf(trx, id)
    if (offers.length === 0) continue
    const company = await trx
      .from('companies as c')
      .leftJoin('company_translations as t', (join) =>
        join.on('t.company_id', 'c.id').andOnVal('t.locale', 'en')
      )
      .where('c.id', id)
      .select('c.name', 'c.tax_id', 't.legal_address', 'c.bank_name', 'c.bank_iban', 'c.bank_swift')
      .firstOrFail()
    for (const scenario of scenarios) await seedScenario(trx, id, company, offers, scenario, now)
  }
}
