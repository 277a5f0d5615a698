import { appUrl } from '#config/app'
import { SORTS } from '#services/catalog/product_listing'
import { API_BASE_PATH, DEFAULT_LIMIT, MAX_LIMIT } from '#services/api/api_http'
import { SCHEMAS, ref } from '#services/api/openapi_schemas'
import { INCOTERMS } from '#shared/export'

/**
 * The OpenAPI 3.1 document of the public catalog API, served at /api/v1/openapi.json and
 * rendered by the reference page (/api/v1/docs). tests/functional/api/*.spec.ts validate the
 * document itself and every real response, errors included, against it, so they cannot drift.
 */

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
        summary: 'Active suppliers with at least one published product, by id (cursor pagination)',
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
        summary: 'One active supplier with a published product, with its public profile',
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
    schemas: SCHEMAS,
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
