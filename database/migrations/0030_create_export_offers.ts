import { readFileSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Export offers (issue 24, DESIGN §8), independent of the domestic price and stock:
 *
 * - products.sale_mode: domestic | export | both; an export or both product has one export_offers
 *   row (the save action keeps the two together).
 * - hs_codes: the HS 2022 nomenclature (database/data/hs_codes.csv, public domain, UN Comtrade):
 *   chapters, headings and the six-digit subheadings with their English descriptions (UN
 *   Comtrade's chapter 99 catch-all left out);
 *   only level 6 is pickable. Loaded here so every database (tests included) can validate codes.
 * - export_offers: currency, unit of sale, MOQ, HS code, whether the goods can travel by sea,
 *   packaging and logistics (carton sides in mm, carton weight in g), samples, origin, markets;
 *   from_price_minor is the lowest tier price, kept by the save action for the catalog cards.
 * - export_offer_tiers (min_quantity strictly increasing, the first = MOQ; unit price in minor
 *   units of the offer's currency) and export_offer_incoterms (Incoterm 2020 + named place).
 */
export default class extends BaseSchema {
  async up() {
    this.schema
      .raw(`ALTER TABLE products ADD COLUMN sale_mode varchar(8) NOT NULL DEFAULT 'domestic'
      CONSTRAINT products_sale_mode_known CHECK (sale_mode IN ('domestic', 'export', 'both'))`)

    this.schema.createTable('hs_codes', (table) => {
      table.string('code', 6).primary()
      table.smallint('level').notNullable()
      table.string('parent', 6).nullable()
      table.string('section', 5).notNullable()
      table.text('description').notNullable()
    })
    this.schema.raw(
      `CREATE INDEX hs_codes_subheading_prefix ON hs_codes (code text_pattern_ops) WHERE level = 6`
    )

    this.schema.createTable('export_offers', (table) => {
      table.increments('id')
      table
        .integer('product_id')
        .notNullable()
        .unique()
        .references('products.id')
        .onDelete('CASCADE')
      table.string('currency', 3).notNullable()
      table.string('unit', 16).notNullable()
      table.integer('moq').notNullable()
      table.string('hs_code', 6).notNullable().references('hs_codes.code')
      table.boolean('sea_transport').notNullable().defaultTo(true)
      table.bigInteger('from_price_minor').notNullable()
      table.integer('units_per_carton').nullable()
      table.integer('carton_length_mm').nullable()
      table.integer('carton_width_mm').nullable()
      table.integer('carton_height_mm').nullable()
      table.integer('carton_gross_grams').nullable()
      table.integer('cartons_per_pallet').nullable()
      table.integer('cartons_per_container_20').nullable()
      table.integer('cartons_per_container_40').nullable()
      table.integer('lead_time_days').nullable()
      table.integer('monthly_capacity').nullable()
      table.integer('shelf_life_days').nullable()
      table.boolean('sample_available').notNullable().defaultTo(false)
      table.bigInteger('sample_price_minor').nullable()
      table.integer('sample_lead_time_days').nullable()
      table.string('origin_country', 2).notNullable().defaultTo('AZ')
      table.specificType('markets', 'char(2)[]').notNullable().defaultTo('{}')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw(`ALTER TABLE export_offers
      ADD CONSTRAINT export_offers_currency_known CHECK (currency IN ('USD', 'EUR')),
      ADD CONSTRAINT export_offers_unit_known CHECK (unit IN
        ('piece', 'kg', 'tonne', 'litre', 'carton', 'pallet', 'container_20', 'container_40')),
      ADD CONSTRAINT export_offers_moq_positive CHECK (moq >= 1),
      ADD CONSTRAINT export_offers_price_positive CHECK (from_price_minor > 0)`)

    this.schema.createTable('export_offer_tiers', (table) => {
      table.integer('offer_id').notNullable().references('export_offers.id').onDelete('CASCADE')
      table.integer('min_quantity').notNullable()
      table.bigInteger('unit_price_minor').notNullable()
      table.primary(['offer_id', 'min_quantity'])
    })
    this.schema.raw(`ALTER TABLE export_offer_tiers
      ADD CONSTRAINT export_offer_tiers_min_positive CHECK (min_quantity >= 1),
      ADD CONSTRAINT export_offer_tiers_price_positive CHECK (unit_price_minor > 0)`)

    this.schema.createTable('export_offer_incoterms', (table) => {
      table.integer('offer_id').notNullable().references('export_offers.id').onDelete('CASCADE')
      table.string('incoterm', 3).notNullable()
      table.string('named_place', 120).notNullable()
      table.primary(['offer_id', 'incoterm'])
    })
    this.schema.raw(`ALTER TABLE export_offer_incoterms ADD CONSTRAINT export_offer_incoterms_known
      CHECK (incoterm IN ('EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP', 'FAS', 'FOB', 'CFR', 'CIF'))`)

    this.defer(async (db) => {
      const rows = hsRows(readFileSync(app.makePath('database', 'data', 'hs_codes.csv'), 'utf8'))
      for (let start = 0; start < rows.length; start += 1000) {
        await db.table('hs_codes').multiInsert(rows.slice(start, start + 1000))
      }
    })
  }

  async down() {
    this.schema.dropTable('export_offer_incoterms')
    this.schema.dropTable('export_offer_tiers')
    this.schema.dropTable('export_offers')
    this.schema.dropTable('hs_codes')
    this.schema.raw('ALTER TABLE products DROP COLUMN sale_mode')
  }
}

/**
 * hs_codes.csv (section,code,level,parent,description; RFC 4180 quoting) → rows; parent 'TOTAL'
 * → null. Chapter 99 (section 'TOTAL', "commodities not specified according to kind") is the
 * statistics' catch-all, not a subheading a product can be classified under: left out.
 */
function hsRows(csv: string) {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  for (let index = 0; index < csv.length; index++) {
    const char = csv[index]
    if (quoted) {
      if (char === '"' && csv[index + 1] === '"') {
        field += '"'
        index++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      record.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && csv[index + 1] === '\n') index++
      record.push(field)
      records.push(record)
      record = []
      field = ''
    } else field += char
  }
  if (field !== '' || record.length > 0) records.push([...record, field])
  return records
    .slice(1)
    .filter((row) => row.length === 5 && row[1] !== '' && row[0] !== 'TOTAL')
    .map(([section, code, level, parent, description]) => ({
      section,
      code,
      level: Number(level),
      parent: parent === 'TOTAL' ? null : parent,
      description,
    }))
}
