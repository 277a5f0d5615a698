import { useState } from 'react'
import { Head } from '@inertiajs/react'
import ListLink from '~/components/ui/list_link'
import { type ProductCardData } from '~/components/catalog/product_card'
import { ProductGrid } from '~/components/catalog/product_rail'
import ProductBadges from '~/components/catalog/product_badges'
import { DayRateLines, RateProblemNote } from '~/components/catalog/price_notes'
import SellerCard from '~/components/catalog/seller_card'
import EnquiryForm from '~/components/enquiries/enquiry_form'
import ExportOfferPanel from '~/components/catalog/export_offer_panel'
import RfqForm from '~/components/rfqs/rfq_form'
import Comments from '~/components/catalog/comments'
import QuantityStepper from '~/components/cart/quantity_stepper'
import PurchaseButtons, { PurchaseFeedback } from '~/components/cart/purchase_buttons'
import WishToggle from '~/components/cart/wish_toggle'
import { usePurchase } from '~/components/cart/use_purchase'
import { useT } from '~/lib/i18n'
import JsonLdScripts from '~/components/seo/json_ld'
import type { JsonLd } from '#shared/json_ld'
import type { ProductComment, ProductPageView } from '#transformers/product_page_transformer'
import type { ExportOfferView } from '#transformers/export_offer_transformer'
import type { RfqFormView } from '#transformers/rfq_form_transformer'
import type { PublicDocumentView } from '#transformers/company_document_transformer'
import DocumentsList from '~/components/trust/documents_list'
import ProductPicture from '~/components/catalog/product_picture'

interface ProductPageProps {
  product: ProductPageView
  jsonLd: JsonLd[]
  comments: ProductComment[]
  related: ProductCardData[]
  exportOffer: ExportOfferView | null
  /** The RFQ form, for a product with an export offer (replaces the plain enquiry). */
  rfqForm: RfqFormView | null
  commentUrl: string
  phoneUrl: string
  /** The supplier's export documents covering this product or the whole company (issue 25). */
  documents: PublicDocumentView[]
}

const TABS = ['description', 'attributes', 'comments'] as const

/**
 * Product page (SPEC §2 Product): the AZN price first (foreign prices at the day's CBAR rate with
 * its date and the seller's own amount), or why there is none — then nothing can buy it. A
 * product with an export offer shows its panel (issue 24); "Request a quote" opens the request
 * for quotation form, which replaces the plain enquiry for such products. An export-only product has no domestic price, cart or buy buttons.
 */
export default function ProductPage({
  product,
  jsonLd,
  comments,
  related,
  exportOffer,
  rfqForm,
  commentUrl,
  phoneUrl,
  documents,
}: ProductPageProps) {
  const t = useT()
  const [image, setImage] = useState(0)
  const [tab, setTab] = useState<(typeof TABS)[number]>('description')
  const domestic = !product.exportOnly
  const purchasable = domestic && product.availability === 'in_stock' && product.price !== null
  const [enquiryOpen, setEnquiryOpen] = useState(false)
  function requestQuote() {
    document.getElementById('enquiry-card')?.scrollIntoView({ behavior: 'smooth', block: 'center' })
    setEnquiryOpen(true)
  }
  const [quantity, setQuantity] = useState(product.moq)
  const purchase = usePurchase(product.id)
  const current = product.images[image]

  return (
    <div className="container-page py-6 pb-40 lg:pb-6">
      <Head title={product.name} />
      <JsonLdScripts documents={jsonLd} />
      <nav aria-label={t('ui.nav.breadcrumb')} className="mb-3 text-xs text-muted">
        <ol className="flex flex-wrap gap-1">
          {product.breadcrumbs.map((crumb) => (
            <li key={crumb.href}>
              <ListLink href={crumb.href} className="hover:underline">
                {crumb.name}
              </ListLink>{' '}
              /
            </li>
          ))}
        </ol>
      </nav>

      <div className="grid gap-8 lg:grid-cols-[1.1fr_1fr]">
        <section aria-label={t('catalog.product.gallery')}>
          <div className="relative overflow-hidden rounded-2xl bg-brand-50">
            {current && (
              <ProductPicture
                src={current.src.replace('-480.webp', '-800.webp')}
                srcSet={current.srcset}
                sizes="(min-width: 1024px) 600px, 100vw"
                width={current.width}
                height={current.height}
                alt={product.name}
                fetchPriority="high"
                className="aspect-[4/5] w-full object-cover"
              />
            )}
            <ProductBadges
              isNew={product.isNew}
              discountPercent={product.discountPercent}
              className="absolute top-3 left-3 flex gap-2"
            />
          </div>
          {product.images.length > 1 && (
            <ul className="mt-3 flex gap-2">
              {product.images.map((img, index) => (
                <li key={img.src}>
                  <button
                    type="button"
                    onClick={() => setImage(index)}
                    aria-label={t('catalog.product.image_n', { n: index + 1 })}
                    aria-current={index === image ? 'true' : undefined}
                    className={`overflow-hidden rounded-lg border-2 ${index === image ? 'border-brand-600' : 'border-transparent'}`}
                  >
                    {/* Below the main image on a phone: fetched when scrolled near. */}
                    <img
                      src={img.src.replace('-480.webp', '-240.webp')}
                      alt=""
                      width={64}
                      height={80}
                      loading="lazy"
                      decoding="async"
                      className="h-20 w-16 object-cover"
                    />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="flex flex-col gap-4">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{product.name}</h1>
          {domestic && (
            <div>
              {product.price ? (
                <>
                  <p className="text-3xl font-extrabold text-brand-900" data-testid="price">
                    {product.price}
                    {product.oldPrice && (
                      <s className="ml-3 text-base font-normal text-muted">{product.oldPrice}</s>
                    )}
                  </p>
                  <DayRateLines
                    ownPrice={product.ownPrice}
                    dayRate={product.dayRate}
                    className="mt-1 text-sm text-muted"
                  />
                </>
              ) : (
                <>
                  <p className="text-2xl font-extrabold text-muted" data-testid="price">
                    {t('ui.product.price_unavailable')}
                  </p>
                  {product.rateProblem && (
                    <RateProblemNote
                      problem={product.rateProblem}
                      className="mt-1 text-sm font-semibold text-danger"
                    />
                  )}
                </>
              )}
              <p
                className={`mt-2 text-sm font-semibold ${purchasable ? 'text-success' : 'text-danger'}`}
                data-testid="availability"
              >
                {product.availabilityLabel}
              </p>
            </div>
          )}
          {exportOffer && <ExportOfferPanel offer={exportOffer} onRequestQuote={requestQuote} />}

          <div className="flex flex-col gap-3" data-testid="purchase-panel">
            {purchasable ? (
              <>
                <div>
                  <QuantityStepper
                    id="quantity"
                    value={quantity}
                    min={product.moq}
                    max={product.maxQuantity}
                    onChange={setQuantity}
                    label={t('catalog.product.quantity')}
                  />
                  <p className="mt-1 text-xs text-muted">
                    {t('catalog.product.quantity_hint', {
                      moq: product.moq,
                      max: product.maxQuantity,
                    })}
                  </p>
                </div>
                <PurchaseButtons purchase={purchase} quantity={quantity} />
              </>
            ) : !domestic || product.price === null ? null : (
              <p role="status" className="font-semibold text-danger" data-testid="not-in-stock">
                {t('ui.messages.product_not_in_stock')}
              </p>
            )}
            <div>
              <WishToggle purchase={purchase} />
            </div>
            <PurchaseFeedback purchase={purchase} />
          </div>

          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-[var(--radius-card)] border border-line bg-white p-4 text-sm">
            {product.facts.map((fact) => (
              <div key={fact.label} className="contents">
                <dt className="text-muted">{fact.label}</dt>
                <dd className="font-medium break-words">{fact.value}</dd>
              </div>
            ))}
          </dl>
          {product.barcodeRegistered && (
            <p className="text-sm font-medium text-emerald-800" data-testid="barcode-registered">
              {t('trust_verify.badge.barcode')}
            </p>
          )}
          <SellerCard seller={product.seller} phoneUrl={phoneUrl} />
          {rfqForm ? (
            <RfqForm
              form={rfqForm}
              subject={product.name}
              open={enquiryOpen}
              onOpenChange={setEnquiryOpen}
            />
          ) : (
            <EnquiryForm
              kind="product"
              subject={product.name}
              open={enquiryOpen}
              onOpenChange={setEnquiryOpen}
            />
          )}
        </section>
      </div>

      <section className="mt-10">
        <div role="tablist" aria-label={product.name} className="flex gap-1 border-b border-line">
          {TABS.map((key) => (
            <button
              key={key}
              role="tab"
              id={`tab-${key}`}
              aria-selected={tab === key}
              aria-controls={`panel-${key}`}
              onClick={() => setTab(key)}
              className={`-mb-px border-b-2 px-2 py-2 sm:px-4 text-sm font-semibold ${tab === key ? 'border-brand-600 text-brand-700' : 'border-transparent text-muted'}`}
            >
              {t(`catalog.product.tab_${key}`)}
              {key === 'comments' ? ` (${comments.length})` : ''}
            </button>
          ))}
        </div>
        <div
          id="panel-description"
          role="tabpanel"
          aria-labelledby="tab-description"
          hidden={tab !== 'description'}
          className="py-6 leading-7 whitespace-pre-line text-muted"
        >
          {product.description}
        </div>
        <div
          id="panel-attributes"
          role="tabpanel"
          aria-labelledby="tab-attributes"
          hidden={tab !== 'attributes'}
          className="py-6"
        >
          {product.attributes.length === 0 ? (
            <p className="text-muted">{t('catalog.product.no_attributes')}</p>
          ) : (
            <table className="w-full max-w-2xl text-sm">
              <tbody>
                {product.attributes.map((attribute) => (
                  <tr key={attribute.name} className="border-b border-line">
                    <th scope="row" className="py-2 pr-4 text-left font-medium text-muted">
                      {attribute.name}
                    </th>
                    <td className="py-2">{attribute.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
        <div
          id="panel-comments"
          role="tabpanel"
          aria-labelledby="tab-comments"
          hidden={tab !== 'comments'}
          className="py-6"
        >
          <Comments comments={comments} postUrl={commentUrl} />
        </div>
      </section>

      {documents.length > 0 && (
        <div className="mt-10">
          <DocumentsList documents={documents} />
        </div>
      )}

      {related.length > 0 && (
        <section aria-labelledby="related" className="mt-10">
          <h2 id="related" className="section-title">
            {t('catalog.product.related')}
          </h2>
          <ProductGrid products={related} />
        </section>
      )}

      <div
        className="fixed inset-x-0 bottom-0 z-20 flex flex-col gap-2 border-t border-line bg-white px-4 py-3 shadow-lg lg:hidden"
        data-testid="mobile-actions"
      >
        <div className="flex items-center justify-between gap-3">
          <div className="min-w-0">
            <p className="truncate text-lg font-extrabold text-brand-900">
              {domestic
                ? (product.price ?? t('ui.product.price_unavailable'))
                : exportOffer?.moqText}
            </p>
            {domestic && product.price !== null && (
              <p className={`text-xs ${purchasable ? 'text-muted' : 'font-semibold text-danger'}`}>
                {purchasable
                  ? `${t('catalog.product.quantity')}: ${quantity}`
                  : t('ui.messages.product_not_in_stock')}
              </p>
            )}
          </div>
          <div className="flex items-center gap-2">
            <WishToggle purchase={purchase} compact className="border border-line" />
            {exportOffer && !purchasable ? (
              <button type="button" className="btn-primary" onClick={requestQuote}>
                {t('export.panel.request_quote')}
              </button>
            ) : (
              !purchasable && (
                <a href="#seller-title" className="btn-primary">
                  {t('catalog.product.seller')}
                </a>
              )
            )}
          </div>
        </div>
        {purchasable && <PurchaseButtons purchase={purchase} quantity={quantity} stretch />}
      </div>
    </div>
  )
}
