import { appUrl } from '#config/app'
import { SORTS } from '#services/catalog/product_listing'
import { API_BASE_PATH, DEFAULT_LIMIT, MAX_LIMIT } from '#services/api/api_http'
import { EXPORT_UNITS, INCOTERMS } from '#shared/export'
import { CURRENCIES } from '#shared/money'

/**
 * The OpenAPI 3.1 document of the public catalog API, served at /api/v1/openapi.json and
 * rendered by the reference page (/api/v1/docs). tests/functional/api/*.spec.ts validate the
 * document itself and every real response, errors included, against it, so they cannot drift.
 */

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const nullable = (schema: Record<string, unknown>) => ({ oneOf: [schema, { type: 'null' }] })

const lang = {
  name: 'lang',
  in: 'query',
  description: 'Language of names, descriptions, URLs and messages: az (default), en or ru.',
  schema: { type: 'string', enum: ['az', 'en', 'ru'], default: 'az' },
}
const cursor = {
  name: 'cursor',
  in: 'query',
  description: 'Opaque cursor: the `next_cursor` of the previous page.',
  schema: { type: 'string', maxLength: 200 },
}
const limit = {
  name: 'limit',
  in: 'query',
  description: `Items per page, 1 to ${MAX_LIMIT}.`,
  schema: { type: 'integer', minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT },
}
const id = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'Stable numeric id.',
  schema: { type: 'integer', minimum: 1 },
}

/** A JSON response with `schema`, the rate-limit headers and an ETag. */
function json(description: string, schema: Record<string, unknown>) {
  return {
    description,
    headers: {
      'ETag': { $ref: '#/components/headers/ETag' },
      'RateLimit-Limit': { $ref: '#/components/headers/RateLimit-Limit' },
      'RateLimit-Remaining': { $ref: '#/components/headers/RateLimit-Remaining' },
      'RateLimit-Reset': { $ref: '#/components/headers/RateLimit-Reset' },
    },
    content: { 'application/json': { schema } },
  }
}

const errors = {
  '400': { $ref: '#/components/responses/BadRequest' },
  '429': { $ref: '#/components/responses/TooManyRequests' },
}
const notFound = { '404': { $ref: '#/components/responses/NotFound' } }
const notModified = { '304': { description: 'Not modified: the If-None-Match ETag is current.' } }

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
const pageOf = (item: string) => ({
  allOf: [ref('Page'), { properties: { data: { type: 'array', items: ref(item) } } }],
})
const one = (item: string) => ({
  type: 'object',
  additionalProperties: false,
  required: ['data'],
  properties: { data: ref(item) },
})
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ref('Error') } },
})
const rateHeader = (description: string) => ({ description, schema: { type: 'integer' } })

/** The document (a plain JSON value). */
export const openApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'Karvan public catalog API',
    version: '1.0.0',
    description:
      'Read-only JSON over the published products of active Azerbaijani producers on Karvan: products with AZN prices and export offers, categories and suppliers. No key; CORS for any origin; per-IP rate limit.',
  },
  servers: [{ url: appUrl + API_BASE_PATH }],
  paths: {
    '/products': {
      get: {
        operationId: 'listProducts',
        summary: 'Products (catalog filters, cursor pagination)',
        parameters: [
          lang,
          {
            name: 'category',
            in: 'query',
            description: 'Category id or slug (in `lang`); its subcategories are included.',
            schema: { type: 'string' },
          },
          { name: 'q', in: 'query', description: 'Search text.', schema: { type: 'string' } },
          {
            name: 'min_price',
            in: 'query',
            description: 'Lowest AZN price (after discount), e.g. 12.50.',
            schema: { type: 'string' },
          },
          {
            name: 'max_price',
            in: 'query',
            description: 'Highest AZN price.',
            schema: { type: 'string' },
          },
          {
            name: 'supplier',
            in: 'query',
            description: 'Supplier id, or several separated by commas.',
            schema: { type: 'string' },
          },
          {
            name: 'export',
            in: 'query',
            description: '1: only products with an export offer.',
            schema: { type: 'string', enum: ['0', '1', 'true', 'false'] },
          },
          {
            name: 'incoterm',
            in: 'query',
            description: 'Only export offers with this Incoterms 2020 rule.',
            schema: { type: 'string', enum: [...INCOTERMS] },
          },
          {
            name: 'in_stock',
            in: 'query',
            description: '1: only products in stock.',
            schema: { type: 'string', enum: ['0', '1', 'true', 'false'] },
          },
          {
            name: 'sort',
            in: 'query',
            description: 'Order; relevance needs `q` (its default then), new otherwise.',
            schema: { type: 'string', enum: [...SORTS] },
          },
          cursor,
          limit,
        ],
        responses: {
          '200': json('A page of products.', pageOf('Product')),
          ...notModified,
          ...errors,
        },
      },
    },
    '/products/{id}': {
      get: {
        operationId: 'getProduct',
        summary: 'One product with description and images',
        parameters: [id, lang],
        responses: {
          '200': json('The product.', one('Product')),
          ...notModified,
          ...errors,
          ...notFound,
        },
      },
    },
    '/categories': {
      get: {
        operationId: 'listCategories',
        summary: 'All categories, flat, with parent ids',
        parameters: [lang],
        responses: {
          '200': json('Every category.', {
            type: 'object',
            additionalProperties: false,
            required: ['data'],
            properties: { data: { type: 'array', items: ref('Category') } },
          }),
          ...notModified,
          ...errors,
        },
      },
    },
    '/suppliers': {
      get: {
        operationId: 'listSuppliers',
        summary: 'Active suppliers by id (cursor pagination)',
        parameters: [
          lang,
          { name: 'q', in: 'query', description: 'Part of the name.', schema: { type: 'string' } },
          cursor,
          limit,
        ],
        responses: {
          '200': json('A page of suppliers.', pageOf('Supplier')),
          ...notModified,
          ...errors,
        },
      },
    },
    '/suppliers/{id}': {
      get: {
        operationId: 'getSupplier',
        summary: 'One active supplier with its public profile',
        parameters: [id, lang],
        responses: {
          '200': json('The supplier.', one('Supplier')),
          ...notModified,
          ...errors,
          ...notFound,
        },
      },
    },
  },
  components: {
    schemas: {
      Money: money,
      ExportOffer: exportOffer,
      Product: product,
      Supplier: supplier,
      Category: category,
      Page: page,
      Error: error,
    },
    responses: {
      BadRequest: errorResponse('A query parameter is malformed (`field` names it).'),
      NotFound: errorResponse('No such public product, supplier or path.'),
      TooManyRequests: {
        ...errorResponse('Over the per-IP rate limit.'),
        headers: { 'Retry-After': rateHeader('Seconds until a request is accepted again.') },
      },
    },
    headers: {
      'ETag': { description: 'Strong validator of the body.', schema: { type: 'string' } },
      'RateLimit-Limit': rateHeader('Requests allowed per window.'),
      'RateLimit-Remaining': rateHeader('Requests left in the window.'),
      'RateLimit-Reset': rateHeader('Seconds until the window resets.'),
    },
  },
} as const
