import type { toProductPage } from '#transformers/product_page_transformer'

const AVAILABILITY = {
  in_stock: 'https://schema.org/InStock',
  not_in_stock: 'https://schema.org/OutOfStock',
  sold_out: 'https://schema.org/SoldOut',
}

/**
 * schema.org Product/Offer JSON-LD for search engines (INTEGRATIONS §5.6): localized name and
 * description, image, GTIN, SKU, brand and the offer at the AZN price buyers pay (after discount;
 * USD/EUR prices at the newest CBAR rate, as the page shows them). A product without an AZN price
 * now (no usable rate: docs/money.md) has no offer, since it cannot be bought; nor has an
 * export-only one (issue 24: sold by quotes, not at a shelf price).
 */
export function productJsonLd(
  product: ReturnType<typeof toProductPage>,
  row: Record<string, any>,
  url: string
) {
  const origin = new URL(url).origin
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    'name': product.name,
    'description': product.description.slice(0, 5000),
    'image': product.images.map((image) => `${origin}${image.src}`),
    'sku': row.product_code,
    ...(row.barcode ? { gtin: row.barcode } : {}),
    ...(row.brand_name ? { brand: { '@type': 'Brand', 'name': row.brand_name } } : {}),
    ...(product.unitMinor === null || product.exportOnly
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            url,
            'priceCurrency': 'AZN',
            'price': (product.unitMinor / 100).toFixed(2),
            'availability': AVAILABILITY[product.availability],
            'itemCondition': 'https://schema.org/NewCondition',
            'seller': { '@type': 'Organization', 'name': product.seller.name },
          },
        }),
  }
}
