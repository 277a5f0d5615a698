import { EXPORT_UNITS, INCOTERMS } from '#shared/export'
import { CURRENCIES } from '#shared/money'

/**
 * The component schemas of the public API's OpenAPI document (app/services/api/openapi.ts):
 * what a product, an export offer, a supplier, a category, a page and an error look like. The
 * responses are validated against them in tests, so they stay exact (`additionalProperties:
 * false`).
 */

/** A reference to a component schema. */
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
export const nullable = (schema: Record<string, unknown>) => ({ oneOf: [schema, { type: 'null' }] })

const money = {
  type: 'object',
  required: ['amount_minor', 'currency', 'formatted'],
  additionalProperties: false,
  properties: {
    amount_minor: { type: 'integer', minimum: 0, description: 'Minor units (qəpik, cents).' },
    currency: { type: 'string', enum: [...CURRENCIES] },
    formatted: { type: 'string', description: 'The amount as written in `lang`.' },
  },
}

const product = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'name',
    'slug',
    'url',
    'image_url',
    'category_id',
    'supplier',
    'price',
    'list_price',
    'discount_percent',
    'seller_price',
    'availability',
    'moq',
    'sku',
    'gtin',
    'export_only',
    'export_offer',
  ],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    slug: { type: 'string' },
    url: { type: 'string', format: 'uri', description: 'The product page in `lang`.' },
    image_url: nullable({ type: 'string', format: 'uri' }),
    category_id: { type: 'integer' },
    supplier: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'name'],
      properties: { id: { type: 'integer' }, name: { type: 'string' } },
    },
    price: {
      ...nullable(ref('Money')),
      description:
        'AZN per unit after discount, at the newest CBAR rate for USD/EUR prices; null without a usable rate or for export-only products.',
    },
    list_price: { ...nullable(ref('Money')), description: 'AZN before discount.' },
    discount_percent: { type: 'integer', minimum: 0, maximum: 100 },
    seller_price: { ...ref('Money'), description: "The seller's own price before discount." },
    availability: { type: 'string', enum: ['in_stock', 'not_in_stock', 'sold_out'] },
    moq: { type: 'integer', minimum: 1 },
    sku: nullable({ type: 'string' }),
    gtin: nullable({ type: 'string' }),
    export_only: { type: 'boolean' },
    export_offer: nullable(ref('ExportOffer')),
    description: { type: 'string', description: 'Only on GET /products/{id}.' },
    images: {
      type: 'array',
      items: { type: 'string', format: 'uri' },
      description: 'Only on GET /products/{id}.',
    },
  },
}

const exportOffer = {
  type: 'object',
  additionalProperties: false,
  required: [
    'currency',
    'unit',
    'moq',
    'hs_code',
    'from_price',
    'tiers',
    'incoterms',
    'origin_country',
    'lead_time_days',
  ],
  properties: {
    currency: { type: 'string', enum: [...CURRENCIES] },
    unit: { type: 'string', enum: [...EXPORT_UNITS] },
    moq: { type: 'integer', minimum: 1, description: 'Minimum order in `unit`s.' },
    hs_code: { type: 'string', pattern: '^[0-9]{6,10}$' },
    from_price: ref('Money'),
    tiers: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['min_quantity', 'unit_price'],
        properties: { min_quantity: { type: 'integer' }, unit_price: ref('Money') },
      },
    },
    incoterms: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['code', 'named_place'],
        properties: {
          code: { type: 'string', enum: [...INCOTERMS] },
          named_place: { type: 'string' },
        },
      },
    },
    origin_country: { type: 'string', pattern: '^[A-Z]{2}$' },
    lead_time_days: nullable({ type: 'integer' }),
  },
}

const supplier = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'name',
    'slug',
    'url',
    'company_type',
    'logo_url',
    'region',
    'district',
    'product_count',
    'verified_month',
  ],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    slug: { type: 'string' },
    url: { type: 'string', format: 'uri' },
    company_type: { type: 'string' },
    logo_url: nullable({ type: 'string', format: 'uri' }),
    region: nullable({ type: 'string' }),
    district: nullable({ type: 'string' }),
    product_count: { type: 'integer', minimum: 0 },
    verified_month: nullable({
      type: 'string',
      pattern: '^\\d{4}-\\d{2}$',
      description:
        'Month (YYYY-MM) the company was verified by mobile signature (an Asan İmza business certificate with its VÖEN); null when not verified now.',
    }),
    tax_id: { type: 'string', description: 'VÖEN; only on GET /suppliers/{id}.' },
    website: nullable({ type: 'string' }),
    founded_year: nullable({ type: 'integer' }),
    description: nullable({ type: 'string' }),
  },
}

const category = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'code', 'parent_id', 'name', 'slug'],
  properties: {
    id: { type: 'integer' },
    code: { type: 'string' },
    parent_id: nullable({ type: 'integer' }),
    name: { type: 'string' },
    slug: { type: 'string' },
  },
}

const error = {
  type: 'object',
  additionalProperties: false,
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      additionalProperties: false,
      required: ['code', 'message'],
      properties: {
        code: {
          type: 'string',
          enum: [
            'E_BAD_REQUEST',
            'E_NOT_FOUND',
            'E_METHOD_NOT_ALLOWED',
            'E_TOO_MANY_REQUESTS',
            'E_INTERNAL',
          ],
        },
        message: { type: 'string', description: 'In the language of `lang` (az when invalid).' },
        field: { type: 'string', description: 'The query parameter at fault.' },
      },
    },
  },
}

/** A page of `item`s: `next_cursor` null on the last page. */
const page = {
  type: 'object',
  additionalProperties: false,
  required: ['data', 'next_cursor', 'limit'],
  properties: {
    data: { type: 'array', items: {} },
    next_cursor: nullable({ type: 'string' }),
    limit: { type: 'integer' },
  },
}

/** Every component schema by its name in the document. */
export const SCHEMAS = {
  Money: money,
  ExportOffer: exportOffer,
  Product: product,
  Supplier: supplier,
  Category: category,
  Page: page,
  Error: error,
}
