import type { ReactNode } from 'react'
import { Head, Link, router } from '@inertiajs/react'
import ProductCard, { type ProductCardData } from '~/components/catalog/product_card'
import LoadMore from '~/components/suppliers/load_more'
import EnquiryForm from '~/components/enquiries/enquiry_form'
import PhoneReveal from '~/components/suppliers/phone_reveal'
import SupplierCard, { type SupplierCardData } from '~/components/suppliers/supplier_card'
import SupplierLogo from '~/components/suppliers/supplier_logo'
import { useShared, useT } from '~/lib/i18n'
import type { SupplierProfile } from '#transformers/supplier_transformer'
import JsonLdScripts from '~/components/seo/json_ld'
import type { JsonLd } from '#shared/json_ld'
import type { ResponseTimeView } from '#transformers/response_time_transformer'
import VerifiedBadge from '~/components/trust/verified_badge'
import type { TrustSectionView } from '#transformers/trust_section_transformer'
import type { PublicDocumentView } from '#transformers/company_document_transformer'
import TrustSection from '~/components/trust/trust_section'
import DocumentsList from '~/components/trust/documents_list'

interface SupplierPageProps {
  supplier: SupplierProfile
  products: ProductCardData[]
  productPages: { page: number; sort: string; nextUrl: string | null; firstUrl: string }
  sorts: { key: string; label: string }[]
  others: SupplierCardData[]
  jsonLd: JsonLd[]
  responseTime: ResponseTimeView | null
  trust: TrustSectionView | null
  documents: PublicDocumentView[]
}

/**
 * Single supplier (SPEC §2): info, data (tax ID, type, region, address, website, founded, phone with
 * show-full-number), the supplier's products with sort and load more, and more suppliers of its region.
 */
export default function Supplier({
  supplier,
  products,
  productPages,
  sorts,
  others,
  jsonLd,
  responseTime,
  trust,
  documents,
}: SupplierPageProps) {
  const t = useT()
  const { nav } = useShared()
  const place = [supplier.district, supplier.region].filter(Boolean).join(', ')
  const paragraphs = (supplier.description ?? '').split(/\n\s*\n/).filter((text) => text.trim())

  const data: { label: string; value: ReactNode; testId: string }[] = [
    {
      label: t('suppliers.supplier.tax_id'),
      value: <span className="tabular-nums">{supplier.taxId}</span>,
      testId: 'tax-id',
    },
    { label: t('suppliers.supplier.type'), value: supplier.typeLabel, testId: 'type' },
    {
      label: t('suppliers.supplier.region'),
      value: supplier.region ?? t('suppliers.supplier.not_specified'),
      testId: 'region',
    },
    {
      label: t('suppliers.supplier.district'),
      value: supplier.district ?? t('suppliers.supplier.not_specified'),
      testId: 'district',
    },
  ]
  if (supplier.legalAddress)
    data.push({
      label: t('suppliers.supplier.legal_address'),
      value: supplier.legalAddress,
      testId: 'address',
    })
  if (supplier.website) {
    data.push({
      label: t('suppliers.supplier.website'),
      value: (
        <a
          href={supplier.website.href}
          rel="noopener nofollow ugc"
          target="_blank"
          className="break-all text-brand-700 underline-offset-2 hover:underline"
        >
          {supplier.website.label}
        </a>
      ),
      testId: 'website',
    })
  }
  if (supplier.foundedYear)
    data.push({
      label: t('suppliers.supplier.founded'),
      value: supplier.foundedYear,
      testId: 'founded',
    })
  if (supplier.phone) {
    data.push({
      label: t('suppliers.supplier.phone'),
      value: <PhoneReveal short={supplier.phone.short} url={supplier.phone.url} />,
      testId: 'phone',
    })
  }

  return (
    <article className="container-page py-8 sm:py-10">
      <Head title={supplier.name} />
      <JsonLdScripts documents={jsonLd} />
      {nav.suppliers && (
        <nav aria-label={t('suppliers.title')} className="mb-4 text-sm">
          <Link href={nav.suppliers} className="text-brand-700 hover:underline">
            ← {t('suppliers.supplier.back')}
          </Link>
        </nav>
      )}

      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <SupplierLogo
          name={supplier.name}
          logo={supplier.logo}
          color={supplier.color}
          className="h-20 w-20 rounded-xl text-2xl"
        />
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight break-words sm:text-3xl">
            {supplier.name}
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-700">
              {supplier.typeLabel}
            </span>
            {place && <span>{place}</span>}
            <span>{t('suppliers.products_count', { count: supplier.productCount })}</span>
          </p>
          {supplier.verifiedMonth && (
            <VerifiedBadge month={supplier.verifiedMonth} className="mt-2" />
          )}
        </div>
      </header>

      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section
          aria-labelledby="supplier-about"
          className="rounded-[var(--radius-card)] border border-line bg-white p-5"
        >
          <h2 id="supplier-about" className="section-title">
            {t('suppliers.supplier.about')}
          </h2>
          {paragraphs.length > 0 ? (
            paragraphs.map((text, index) => (
              <p key={index} className="mt-3 leading-7 whitespace-pre-line text-muted first:mt-0">
                {text}
              </p>
            ))
          ) : (
            <p className="text-muted">{t('suppliers.supplier.no_description')}</p>
          )}
        </section>

        <section
          aria-labelledby="supplier-data"
          className="rounded-[var(--radius-card)] border border-line bg-white p-5"
        >
          <h2 id="supplier-data" className="section-title">
            {t('suppliers.supplier.data')}
          </h2>
          <dl className="divide-y divide-line text-sm">
            {data.map((row) => (
              <div
                key={row.testId}
                className="grid grid-cols-1 gap-0.5 py-2 sm:grid-cols-[8.5rem_minmax(0,1fr)] sm:gap-3 lg:grid-cols-1 lg:gap-0.5 xl:grid-cols-[8.5rem_minmax(0,1fr)] xl:gap-3"
                data-testid={`data-${row.testId}`}
              >
                <dt className="text-muted">{row.label}</dt>
                <dd className="min-w-0 break-words">{row.value}</dd>
              </div>
            ))}
          </dl>
          <EnquiryForm kind="supplier" subject={supplier.name} className="mt-4" />
        </section>
      </div>

      {trust && (
        <div className="mt-6">
          <TrustSection trust={trust} responseTime={responseTime} />
        </div>
      )}
      {documents.length > 0 && (
        <div className="mt-6">
          <DocumentsList documents={documents} />
        </div>
      )}

      <section aria-labelledby="supplier-products" className="mt-12">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="supplier-products" className="section-title mb-0">
            {t('suppliers.supplier.products')}
          </h2>
          {products.length > 0 && (
            <div className="flex w-full items-center gap-2 sm:w-auto">
              <label htmlFor="supplier-sort" className="shrink-0 text-sm text-muted">
                {t('suppliers.supplier.sort')}
              </label>
              <select
                id="supplier-sort"
                value={productPages.sort}
                onChange={(event) =>
                  router.get(
                    supplier.url,
                    event.target.value === 'new' ? {} : { sort: event.target.value },
                    { preserveScroll: true }
                  )
                }
                className="field-input min-w-0 flex-1 sm:w-auto sm:flex-none"
              >
                {sorts.map((sort) => (
                  <option key={sort.key} value={sort.key}>
                    {sort.label}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
        {products.length > 0 ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
            {products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        ) : productPages.page > 1 ? (
          <div className="rounded-[var(--radius-card)] border border-dashed border-line bg-white px-6 py-10 text-center">
            <p className="text-muted">{t('suppliers.supplier.products_page_empty')}</p>
            <Link href={productPages.firstUrl} className="btn-primary mt-4">
              {t('suppliers.first_page')}
            </Link>
          </div>
        ) : (
          <p className="rounded-[var(--radius-card)] border border-dashed border-line bg-white px-6 py-10 text-center text-muted">
            {t('suppliers.supplier.no_products')}
          </p>
        )}
        <LoadMore nextUrl={productPages.nextUrl} only={['products', 'productPages']} />
      </section>

      {others.length > 0 && supplier.region && (
        <section aria-labelledby="supplier-more" className="mt-12">
          <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
            <h2 id="supplier-more" className="section-title mb-0">
              {t('suppliers.supplier.more', { region: supplier.region })}
            </h2>
            {supplier.regionUrl && (
              <Link
                href={supplier.regionUrl}
                className="text-sm font-medium text-brand-700 hover:underline"
              >
                {t('suppliers.supplier.more_all')} →
              </Link>
            )}
          </div>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {others.map((other) => (
              <li key={other.id}>
                <SupplierCard supplier={other} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  )
}
