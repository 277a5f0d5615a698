import { BaseSchema } from '@adonisjs/lucid/schema'

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ')
const RFQ_STATUSES = [
  'unconfirmed',
  'requested',
  'quoted',
  'accepted',
  'proforma_issued',
  'fulfilled',
  'declined',
  'expired',
  'withdrawn',
]
const QUOTE_STATUSES = ['current', 'superseded', 'accepted', 'declined', 'expired']
const PAYMENT_TERMS = ['tt_advance', 'tt_30_70', 'lc_at_sight', 'cad']

/**
 * Export desk (issue 24): requests for quotation, versioned quotes, the message thread and
 * pro-forma invoices (shared/rfq.ts, app/state_machines/rfq_status.ts). No money moves.
 *
 * - rfqs: one buyer's request to one seller (company). A guest's RFQ starts `unconfirmed` with a
 *   one-time confirmation token; every RFQ has a buyer access token (the signed link). Tokens are
 *   stored as SHA-256 hex only. Buyer contact details are frozen here (a buyer account may be
 *   linked). `confirmed_at` starts the clock of the seller's response time (`response_seconds`,
 *   set with `first_quoted_at`); reminders 24 h / 72 h are stamped once each.
 * - rfq_items: the products asked for (name, unit and HS code frozen), quantity in the offer's
 *   unit of sale, optional target price in minor units of `target_currency`.
 * - rfq_quotes: versions 1, 2… of the seller's answer; one `current` at most per RFQ (partial
 *   unique index). rfq_quote_lines freeze names, HS codes, origin and prices in minor units.
 * - rfq_messages: the thread beside the quotes.
 * - proforma_invoices: one per accepted quote, numbered from a sequence (PF-2026-000001), the
 *   document's data frozen as JSON.
 * - companies gain bank details for the pro-forma (bank name, IBAN, SWIFT/BIC).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('companies', (table) => {
      table.string('bank_name', 160).nullable()
      table.string('bank_iban', 34).nullable()
      table.string('bank_swift', 11).nullable()
    })

    this.schema.createTable('rfqs', (table) => {
      table.increments('id')
      table.integer('company_id').notNullable().references('companies.id').onDelete('CASCADE')
      table.integer('buyer_user_id').nullable().references('users.id').onDelete('SET NULL')
      table.string('status', 16).notNullable()
      table.string('locale', 2).notNullable()
      table.string('buyer_name', 120).notNullable()
      table.string('buyer_email', 254).notNullable()
      table.string('buyer_phone', 32).nullable()
      table.string('buyer_company', 160).nullable()
      table.string('buyer_country', 2).notNullable()
      table.string('incoterm', 3).nullable()
      table.string('named_place', 120).nullable()
      table.string('destination_country', 2).nullable()
      table.string('destination_port', 120).nullable()
      table.date('wanted_by').nullable()
      table.string('payment_terms', 16).nullable()
      table.text('message').notNullable().defaultTo('')
      table.string('access_token_hash', 64).notNullable().unique()
      table.string('confirm_token_hash', 64).nullable().unique()
      table.timestamp('confirm_expires_at', { useTz: true }).nullable()
      table.timestamp('confirmed_at', { useTz: true }).nullable()
      table.timestamp('first_quoted_at', { useTz: true }).nullable()
      table.integer('response_seconds').nullable()
      table.timestamp('seller_reminded_24h_at', { useTz: true }).nullable()
      table.timestamp('seller_reminded_72h_at', { useTz: true }).nullable()
      table.timestamp('seller_seen_at', { useTz: true }).nullable()
      table.timestamp('closed_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw(
      `ALTER TABLE rfqs ADD CONSTRAINT rfqs_status_known CHECK (status IN (${list(RFQ_STATUSES)})),
       ADD CONSTRAINT rfqs_payment_terms_known CHECK (payment_terms IS NULL OR payment_terms IN (${list(PAYMENT_TERMS)}))`
    )
    this.schema.raw(`CREATE INDEX rfqs_company_status ON rfqs (company_id, status, confirmed_at)`)
    this.schema.raw(`CREATE INDEX rfqs_buyer ON rfqs (buyer_user_id, created_at DESC)`)
    this.schema.raw(
      `CREATE INDEX rfqs_open ON rfqs (status, confirmed_at) WHERE status IN ('unconfirmed', 'requested', 'quoted')`
    )

    this.schema.createTable('rfq_items', (table) => {
      table.increments('id')
      table.integer('rfq_id').notNullable().references('rfqs.id').onDelete('CASCADE')
      table.smallint('position').notNullable()
      table.integer('product_id').nullable().references('products.id').onDelete('SET NULL')
      table.string('product_name', 200).notNullable()
      table.string('hs_code', 6).nullable()
      table.integer('quantity').notNullable()
      table.string('unit', 16).notNullable()
      table.bigInteger('target_price_minor').nullable()
      table.string('target_currency', 3).nullable()
      table.unique(['rfq_id', 'position'])
    })
    this.schema.raw(
      `ALTER TABLE rfq_items ADD CONSTRAINT rfq_items_quantity_positive CHECK (quantity > 0),
       ADD CONSTRAINT rfq_items_target_positive CHECK (target_price_minor IS NULL OR target_price_minor > 0)`
    )

    this.schema.createTable('rfq_quotes', (table) => {
      table.increments('id')
      table.integer('rfq_id').notNullable().references('rfqs.id').onDelete('CASCADE')
      table.integer('version').notNullable()
      table.string('status', 12).notNullable()
      table.string('currency', 3).notNullable()
      table.string('incoterm', 3).notNullable()
      table.string('named_place', 120).notNullable()
      table.integer('lead_time_days').notNullable()
      table.date('valid_until').notNullable()
      table.string('payment_terms', 16).notNullable()
      table.text('packaging').nullable()
      table.text('notes').nullable()
      table.bigInteger('total_minor').notNullable()
      table.integer('created_by_user_id').nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('decided_at', { useTz: true }).nullable()
      table.text('decline_reason').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.unique(['rfq_id', 'version'])
    })
    this.schema.raw(
      `ALTER TABLE rfq_quotes ADD CONSTRAINT rfq_quotes_status_known CHECK (status IN (${list(QUOTE_STATUSES)})),
       ADD CONSTRAINT rfq_quotes_payment_terms_known CHECK (payment_terms IN (${list(PAYMENT_TERMS)})),
       ADD CONSTRAINT rfq_quotes_total_positive CHECK (total_minor > 0)`
    )
    this.schema.raw(
      `CREATE UNIQUE INDEX rfq_quotes_one_current ON rfq_quotes (rfq_id) WHERE status = 'current'`
    )

    this.schema.createTable('rfq_quote_lines', (table) => {
      table.increments('id')
      table.integer('quote_id').notNullable().references('rfq_quotes.id').onDelete('CASCADE')
      table.smallint('position').notNullable()
      table.integer('rfq_item_id').nullable().references('rfq_items.id').onDelete('SET NULL')
      table.integer('product_id').nullable().references('products.id').onDelete('SET NULL')
      table.string('name', 200).notNullable()
      table.string('hs_code', 6).nullable()
      table.string('origin_country', 2).notNullable().defaultTo('AZ')
      table.integer('quantity').notNullable()
      table.string('unit', 16).notNullable()
      table.bigInteger('unit_price_minor').notNullable()
      table.bigInteger('line_total_minor').notNullable()
      table.unique(['quote_id', 'position'])
    })
    this.schema.raw(
      `ALTER TABLE rfq_quote_lines ADD CONSTRAINT rfq_quote_lines_amounts CHECK (quantity > 0 AND unit_price_minor > 0 AND line_total_minor = unit_price_minor * quantity)`
    )

    this.schema.createTable('rfq_messages', (table) => {
      table.bigIncrements('id')
      table.integer('rfq_id').notNullable().references('rfqs.id').onDelete('CASCADE')
      table.string('author', 8).notNullable()
      table.integer('user_id').nullable().references('users.id').onDelete('SET NULL')
      table.text('body').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['rfq_id', 'created_at'])
    })
    this.schema.raw(
      `ALTER TABLE rfq_messages ADD CONSTRAINT rfq_messages_author_known CHECK (author IN ('buyer', 'seller', 'system'))`
    )

    this.schema.raw(`CREATE SEQUENCE proforma_number_seq`)
    this.schema.createTable('proforma_invoices', (table) => {
      table.increments('id')
      table.string('number', 24).notNullable().unique()
      table.integer('rfq_id').notNullable().unique().references('rfqs.id').onDelete('CASCADE')
      table.integer('quote_id').notNullable().unique().references('rfq_quotes.id')
      table.string('currency', 3).notNullable()
      table.bigInteger('total_minor').notNullable()
      table.string('locale', 2).notNullable()
      table.jsonb('data').notNullable()
      table.timestamp('issued_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
  }

  async down() {
    this.schema.dropTable('proforma_invoices')
    this.schema.raw('DROP SEQUENCE proforma_number_seq')
    this.schema.dropTable('rfq_messages')
    this.schema.dropTable('rfq_quote_lines')
    this.schema.dropTable('rfq_quotes')
    this.schema.dropTable('rfq_items')
    this.schema.dropTable('rfqs')
    this.schema.alterTable('companies', (table) => {
      table.dropColumn('bank_name')
      table.dropColumn('bank_iban')
      table.dropColumn('bank_swift')
    })
  }
}
