import ProductCard, { type ProductCardData } from '~/components/catalog/product_card'
import { useT } from '~/lib/i18n'

/**
 * A titled grid of product cards (home page lists), rendered with the page. Below the fold, so
 * the browser lays it out only when it nears the viewport (`below-fold`).
 */
export default function ProductRail({
  title,
  name,
  products,
}: {
  title: string
  name: string
  products: ProductCardData[]
}) {
  const t = useT()
  return (
    <section
      aria-labelledby={`rail-${name}`}
      className="below-fold container-page mt-12 [--fold-height:180rem] sm:[--fold-height:160rem] lg:[--fold-height:70rem]"
    >
      <h2 id={`rail-${name}`} className="section-title">
        {title}
      </h2>
      {products.length > 0 ? (
        <ProductGrid products={products} />
      ) : (
        <p className="py-6 text-muted">{t('ui.messages.no_product_found')}</p>
      )}
    </section>
  )
}

/** Product cards in rows of two (phone), three and six (wide screens): home lists, related products. */
export function ProductGrid({ products }: { products: ProductCardData[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {products.map((product) => (
        <li key={product.id} className="min-w-0">
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  )
}
