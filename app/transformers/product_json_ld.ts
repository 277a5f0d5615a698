import { applyDiscount } from '#lib/money'
import type { toProductPage } from '#transformers/product_page_transformer'

const AVAILABILITY = {
  in_stock: 'https://schema.org/InStock',
  not_in_stock: 'https://schema.org/OutOfStock',
  sold_out: 'https://schema.org/SoldOut',
}

/**
 * schema.org Product/Offer JSON-LD for search engines (INTEGRATIONS §5.6): localized name and
 * description, image, GTIN, SKU, brand, price in the product's own currency.
 */
export function productJsonLd(product: ReturnType<typeof toProductPage>, row: Record<string, any>, url: string) {
  const origin = new URL(url).origin
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description.slice(0, 5000),
    image: product.images.map((image) => `${origin}${image.src}`),
    sku: row.product_code,
    ...(row.barcode ? { gtin: row.barcode } : {}),
    ...(row.brand_name ? { brand: { '@type': 'Brand', name: row.brand_name } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: row.currency,
      price: (applyDiscount(Number(row.price_minor), row.discount_percent) / 100).toFixed(2),
      availability: AVAILABILITY[product.availability],
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: product.seller.name },
    },
  }
}
