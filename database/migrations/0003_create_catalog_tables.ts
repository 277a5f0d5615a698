import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Catalog model of SPEC §3 / DESIGN §4: categories tree, companies (suppliers), brands,
 * products with translations, images and attributes. Money in minor units (qəpik) with a
 * currency code; stock can never go negative; slugs unique per locale.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('categories', (table) => {
      table.increments('id')
      table.string('code', 64).notNullable().unique()
      table.integer('parent_id').nullable().references('categories.id').onDelete('RESTRICT')
      table.smallint('depth').notNullable().defaultTo(1)
      table.smallint('sort_order').notNullable().defaultTo(0)
      table.string('hs_indicative', 120).nullable()
      table.string('color', 7).nullable()
      table.index(['parent_id', 'sort_order'])
    })
    this.schema.createTable('category_translations', (table) => {
      table.increments('id')
      table.integer('category_id').notNullable().references('categories.id').onDelete('CASCADE')
      table.string('locale', 2).notNullable()
      table.string('name').notNullable()
      table.string('slug').notNullable()
      table.unique(['category_id', 'locale'])
      table.unique(['locale', 'slug'])
    })

    this.schema.createTable('companies', (table) => {
      table.increments('id')
      table.string('code', 32).nullable().unique()
      table.string('name').notNullable()
      table.string('slug').notNullable()
      table.enum('company_type', ['legal', 'individual']).notNullable()
      table.string('tax_id', 10).notNullable().unique()
      table.integer('district_id').nullable().references('districts.id').onDelete('SET NULL')
      table.string('website').nullable()
      table.string('phone', 32).nullable()
      table.string('email').nullable()
      table.smallint('founded_year').nullable()
      table.string('logo_path').nullable()
      table.string('color', 7).nullable()
      table.enum('status', ['active', 'suspended']).notNullable().defaultTo('active')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['district_id'])
    })
    this.schema.raw(
      `ALTER TABLE companies ADD CONSTRAINT companies_tax_id_format CHECK (tax_id ~ '^[0-9]{9}[12]$')`
    )
    this.schema.createTable('company_translations', (table) => {
      table.increments('id')
      table.integer('company_id').notNullable().references('companies.id').onDelete('CASCADE')
      table.string('locale', 2).notNullable()
      table.text('description').nullable()
      table.string('legal_address').nullable()
      table.unique(['company_id', 'locale'])
    })

    this.schema.createTable('brands', (table) => {
      table.increments('id')
      table.string('code', 64).notNullable().unique()
      table.string('name').notNullable()
      table.string('slug').notNullable().unique()
      table.integer('company_id').nullable().references('companies.id').onDelete('SET NULL')
      table.string('logo_path').nullable()
      table.string('color', 7).nullable()
    })

    this.schema.createTable('products', (table) => {
      table.increments('id')
      table.integer('company_id').notNullable().references('companies.id').onDelete('RESTRICT')
      table.integer('category_id').notNullable().references('categories.id').onDelete('RESTRICT')
      table.integer('brand_id').nullable().references('brands.id').onDelete('SET NULL')
      table.string('model', 120).nullable()
      table.string('barcode', 14).nullable()
      table.string('product_code', 32).notNullable().unique()
      table.bigint('price_minor').notNullable()
      table.string('currency', 3).notNullable().defaultTo('AZN')
      table.smallint('discount_percent').notNullable().defaultTo(0)
      table.integer('moq').notNullable().defaultTo(1)
      table.integer('stock').notNullable().defaultTo(0)
      table.boolean('is_available').notNullable().defaultTo(true)
      table.integer('weight_grams').notNullable().defaultTo(0)
      table.decimal('width', 10, 2).nullable()
      table.decimal('length', 10, 2).nullable()
      table.decimal('height', 10, 2).nullable()
      table.enum('size_unit', ['mm', 'cm', 'm']).notNullable().defaultTo('cm')
      table.boolean('domestic_shipping').notNullable().defaultTo(true)
      table
        .integer('location_district_id')
        .nullable()
        .references('districts.id')
        .onDelete('SET NULL')
      table.string('location_address').nullable()
      table
        .enum('status', ['draft', 'in_review', 'published', 'rejected', 'archived'])
        .notNullable()
        .defaultTo('draft')
      table.boolean('is_featured').notNullable().defaultTo(false)
      table.integer('sales_count').notNullable().defaultTo(0)
      table.integer('view_count').notNullable().defaultTo(0)
      table.timestamp('first_published_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['company_id'])
      table.index(['category_id', 'status'])
      table.index(['status', 'first_published_at'])
      table.index(['status', 'sales_count'])
      table.index(['barcode'])
    })
    this.schema.raw(`
      ALTER TABLE products
        ADD CONSTRAINT products_stock_non_negative CHECK (stock >= 0),
        ADD CONSTRAINT products_price_non_negative CHECK (price_minor >= 0),
        ADD CONSTRAINT products_moq_positive CHECK (moq >= 1),
        ADD CONSTRAINT products_discount_range CHECK (discount_percent BETWEEN 0 AND 90),
        ADD CONSTRAINT products_currency_known CHECK (currency IN ('AZN', 'USD', 'EUR')),
        ADD CONSTRAINT products_barcode_digits CHECK (barcode IS NULL OR barcode ~ '^[0-9]{8,14}$')
    `)
    this.schema.createTable('product_translations', (table) => {
      table.increments('id')
      table.integer('product_id').notNullable().references('products.id').onDelete('CASCADE')
      table.string('locale', 2).notNullable()
      table.string('name', 200).notNullable()
      table.string('slug', 200).notNullable()
      table.text('description').notNullable().defaultTo('')
      table.string('keywords', 500).notNullable().defaultTo('')
      table.unique(['product_id', 'locale'])
    })
    this.schema.createTable('product_images', (table) => {
      table.increments('id')
      table.integer('product_id').notNullable().references('products.id').onDelete('CASCADE')
      table.smallint('position').notNullable().defaultTo(0)
      table.boolean('is_main').notNullable().defaultTo(false)
      table.string('path_base').notNullable()
      table.integer('width').notNullable()
      table.integer('height').notNullable()
      table.index(['product_id', 'position'])
    })
    this.schema.raw(
      'CREATE UNIQUE INDEX product_images_one_main ON product_images (product_id) WHERE is_main'
    )
    this.schema.createTable('product_attributes', (table) => {
      table.increments('id')
      table.integer('product_id').notNullable().references('products.id').onDelete('CASCADE')
      table.smallint('position').notNullable().defaultTo(0)
      table.jsonb('name').notNullable()
      table.jsonb('value').notNullable()
      table.index(['product_id', 'position'])
    })
  }

  async down() {
    for (const name of [
      'product_attributes',
      'product_images',
      'product_translations',
      'products',
      'brands',
      'company_translations',
      'companies',
      'category_translations',
      'categories',
    ]) {
      this.schema.dropTable(name)
    }
  }
}
