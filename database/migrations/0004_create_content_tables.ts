import { BaseSchema } from '@adonisjs/lucid/schema'

/** Editorial content: news, sliders, home highlights, static pages, FAQ — each with az/en/ru rows. */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('news', (table) => {
      table.increments('id')
      table.string('code', 64).notNullable().unique()
      table.timestamp('published_at', { useTz: true }).notNullable()
      table.boolean('is_published').notNullable().defaultTo(true)
      table.string('image_path').nullable()
      table.string('color', 7).nullable()
      table.index(['is_published', 'published_at'])
    })
    this.schema.createTable('news_translations', (table) => {
      table.increments('id')
      table.integer('news_id').notNullable().references('news.id').onDelete('CASCADE')
      table.string('locale', 2).notNullable()
      table.string('title').notNullable()
      table.string('slug').notNullable()
      table.string('summary', 500).notNullable().defaultTo('')
      table.text('body').notNullable()
      table.unique(['news_id', 'locale'])
      table.unique(['locale', 'slug'])
    })

    this.schema.createTable('sliders', (table) => {
      table.increments('id')
      table.string('code', 64).notNullable().unique()
      table.smallint('sort_order').notNullable().defaultTo(0)
      table.string('target_page', 40).notNullable()
      table.string('color_from', 7).notNullable()
      table.string('color_to', 7).notNullable()
      table.boolean('is_active').notNullable().defaultTo(true)
    })
    this.schema.createTable('slider_translations', (table) => {
      table.increments('id')
      table.integer('slider_id').notNullable().references('sliders.id').onDelete('CASCADE')
      table.string('locale', 2).notNullable()
      table.string('title').notNullable()
      table.string('subtitle', 500).notNullable().defaultTo('')
      table.string('cta', 80).notNullable().defaultTo('')
      table.unique(['slider_id', 'locale'])
    })

    this.schema.createTable('highlights', (table) => {
      table.increments('id')
      table.string('code', 64).notNullable().unique()
      table.string('icon', 20).notNullable()
      table.smallint('sort_order').notNullable().defaultTo(0)
    })
    this.schema.createTable('highlight_translations', (table) => {
      table.increments('id')
      table.integer('highlight_id').notNullable().references('highlights.id').onDelete('CASCADE')
      table.string('locale', 2).notNullable()
      table.string('title').notNullable()
      table.string('text', 500).notNullable()
      table.unique(['highlight_id', 'locale'])
    })

    this.schema.createTable('static_pages', (table) => {
      table.increments('id')
      table.string('code', 32).notNullable().unique()
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.createTable('static_page_translations', (table) => {
      table.increments('id')
      table
        .integer('static_page_id')
        .notNullable()
        .references('static_pages.id')
        .onDelete('CASCADE')
      table.string('locale', 2).notNullable()
      table.string('title').notNullable()
      table.text('body').notNullable()
      table.unique(['static_page_id', 'locale'])
    })

    this.schema.createTable('faq_items', (table) => {
      table.increments('id')
      table.string('code', 64).notNullable().unique()
      table.smallint('sort_order').notNullable().defaultTo(0)
    })
    this.schema.createTable('faq_item_translations', (table) => {
      table.increments('id')
      table.integer('faq_item_id').notNullable().references('faq_items.id').onDelete('CASCADE')
      table.string('locale', 2).notNullable()
      table.string('question').notNullable()
      table.text('answer').notNullable()
      table.unique(['faq_item_id', 'locale'])
    })
  }

  async down() {
    for (const name of [
      'faq_item_translations',
      'faq_items',
      'static_page_translations',
      'static_pages',
      'highlight_translations',
      'highlights',
      'slider_translations',
      'sliders',
      'news_translations',
      'news',
    ]) {
      this.schema.dropTable(name)
    }
  }
}
