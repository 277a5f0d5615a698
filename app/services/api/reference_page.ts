import i18nManager from '@adonisjs/i18n/services/main'
import type { Locale } from '#lib/route_table'
import { apiSettings } from '#services/api/api_http'
import { openApiDocument } from '#services/api/openapi'

/** Text made safe for HTML element content and attribute values. */
function escape(text: unknown) {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

/** Example bodies per operation (short, shaped as the schemas say). */
const money = (minor: number, currency: string, formatted: string) => ({
  amount_minor: minor,
  currency,
  formatted,
})
const exampleProduct = {
  id: 1042,
  name: 'Lankaran black tea, 250 g',
  slug: 'lankaran-black-tea-250-g',
  url: 'https://karvan.az/en/product/lankaran-black-tea-250-g-1042',
  image_url: 'https://karvan.az/uploads/products/1042/9f2c-800.webp',
  category_id: 35,
  supplier: { id: 7, name: 'Lənkəran Çay MMC' },
  price: money(450, 'AZN', 'AZN 4.50'),
  list_price: null,
  discount_percent: 0,
  seller_price: money(450, 'AZN', 'AZN 4.50'),
  availability: 'in_stock',
  moq: 1,
  sku: 'LT-250',
  gtin: '4760001000012',
  export_only: false,
  export_offer: {
    currency: 'USD',
    unit: 'carton',
    moq: 100,
    hs_code: '090230',
    from_price: money(2280, 'USD', 'US$22.80'),
    tiers: [
      { min_quantity: 100, unit_price: money(2450, 'USD', 'US$24.50') },
      { min_quantity: 500, unit_price: money(2280, 'USD', 'US$22.80') },
    ],
    incoterms: [{ code: 'FOB', named_place: 'Poti' }],
    origin_country: 'AZ',
    lead_time_days: 21,
  },
}
const EXAMPLES: Record<string, unknown> = {
  listProducts: { data: [exampleProduct], next_cursor: 'WyJuZXciLCIuLi4iLDEwNDJd', limit: 24 },
  getProduct: { data: { ...exampleProduct, description: '…', images: [exampleProduct.image_url] } },
  listCategories: {
    data: [{ id: 35, code: 'tea', parent_id: null, name: 'Tea', slug: 'tea' }],
  },
  listSuppliers: {
    data: [
      {
        id: 7,
        name: 'Lənkəran Çay MMC',
        slug: 'lenkeran-cay',
        url: 'https://karvan.az/en/supplier-info/lenkeran-cay-7',
        company_type: 'company',
        logo_url: null,
        region: 'Lankaran-Astara',
        district: 'Lankaran',
        product_count: 12,
      },
    ],
    next_cursor: null,
    limit: 24,
  },
}
EXAMPLES.getSupplier = { data: (EXAMPLES.listSuppliers as { data: unknown[] }).data[0] }
const EXAMPLE_ERROR = {
  error: { code: 'E_BAD_REQUEST', message: 'The language must be az, en or ru.', field: 'lang' },
}

/**
 * The API reference as one self-contained HTML page in `lang` (no scripts, no external assets:
 * the CSP forbids them): every path of openApiDocument with its parameters and an example
 * response, the error body and the limits.
 */
export function referencePage(lang: Locale, documentUrl: string): string {
  const i18n = i18nManager.locale(lang)
  const t = (key: string, values?: Record<string, unknown>) =>
    escape(i18n.t(`api.docs.${key}`, values))
  const sections = Object.entries(openApiDocument.paths).map(([path, item]) => {
    const operation = item.get
    const rows = operation.parameters
      .map(
        (parameter: any) =>
          `<tr><td><code>${escape(parameter.name)}</code>${parameter.required ? ` <em>(${t('required')})</em>` : ''}</td><td>${escape(parameter.in)}</td><td>${escape(parameter.description ?? '')}</td></tr>`
      )
      .join('')
    return `<section id="${escape(operation.operationId)}">
<h3><code>GET /api/v1${escape(path)}</code></h3>
<p>${escape(operation.summary)}</p>
<h4>${t('parameters')}</h4>
<table><thead><tr><th>${t('name')}</th><th>${t('in')}</th><th>${t('description')}</th></tr></thead><tbody>${rows}</tbody></table>
<h4>${t('example')}</h4>
<pre>${escape(JSON.stringify(EXAMPLES[operation.operationId], null, 2))}</pre>
</section>`
  })
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('title')}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2937}code,pre{font-family:ui-monospace,monospace}pre{background:#f3f4f6;padding:1rem;overflow:auto}table{border-collapse:collapse;width:100%}td,th{border:1px solid #d1d5db;padding:.25rem .5rem;text-align:left;vertical-align:top}</style>
</head><body>
<h1>${t('title')}</h1>
<p>${t('intro')}</p>
<p><a href="${escape(documentUrl)}">${t('document')}</a></p>
<h2>${t('endpoints')}</h2>
${sections.join('\n')}
<h2>${t('errors')}</h2>
<pre>${escape(JSON.stringify(EXAMPLE_ERROR, null, 2))}</pre>
<h2>${t('limits')}</h2>
<p>${t('limits_text', { limit: apiSettings.requestsPerMinute })}</p>
</body></html>`
}
