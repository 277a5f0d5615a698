import { useState, type ReactNode } from 'react'
import { Link, router } from '@inertiajs/react'
import AdminLayout from '~/components/admin/admin_layout'
import { ChangedBadge, GtinWarning, ProductStatusBadge } from '~/components/admin/product_badges'
import ProductRejectForm from '~/components/admin/product_reject_form'
import { useT } from '~/lib/i18n'
import ExportOfferPanel from '~/components/catalog/export_offer_panel'
import type { AdminProductDetailView } from '#transformers/admin_product_transformer'
import type { ExportOfferView } from '#transformers/export_offer_transformer'

type ReviewProduct = AdminProductDetailView
type Fact = ReviewProduct['general'][number]

/** A titled card of the review page. */
function Section({
  title,
  children,
  testId,
}: {
  title: string
  children: ReactNode
  testId?: string
}) {
  return (
    <section
      data-testid={testId}
      className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm"
    >
      <h2 className="mb-3 text-base font-semibold text-brand-900">{title}</h2>
      {children}
    </section>
  )
}

/** Label/value pairs; values the producer left empty are shown muted. */
function Facts({ facts }: { facts: Fact[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(10rem,auto)_1fr]">
      {facts.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="font-medium text-muted">{fact.label}</dt>
          <dd className={`break-words ${fact.missing ? 'text-muted italic' : ''}`}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * Review page of one product: everything its producer entered (general facts, price and
 * stock, the three languages side by side, attributes, images), its history, warnings, and the
 * Approve / Reject-with-reason decisions the status allows.
 */
export default function AdminProductReview({
  product,
  exportOffer,
  queueUrl,
}: {
  product: ReviewProduct
  exportOffer: ExportOfferView | null
  queueUrl: string
}) {
  const t = useT()
  const [approving, setApproving] = useState(false)
  const d = (key: string, data?: Record<string, string | number>) =>
    t(`admin_products.detail.${key}`, data)

  const approve = () => {
    if (!product.actions.approve) return
    setApproving(true)
    router.post(
      product.actions.approve,
      { version: product.version },
      { preserveScroll: true, preserveState: true, onFinish: () => setApproving(false) }
    )
  }

  return (
    <AdminLayout
      title={product.title}
      actions={
        <Link href={queueUrl} className="btn-ghost">
          ← {d('back')}
        </Link>
      }
    >
      <div className="space-y-5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-muted">{d('status')}:</span>
          <ProductStatusBadge status={product.status} label={product.statusLabel} />
          {product.changedSinceApproval && <ChangedBadge />}
          {product.publicHref && (
            <a
              href={product.publicHref}
              target="_blank"
              rel="noopener"
              className="text-sm font-semibold text-brand-700 hover:underline"
            >
              {d('public_page')} ↗
            </a>
          )}
        </div>
        {product.changedSinceApproval && (
          <p className="rounded-lg border border-accent-500/40 bg-amber-50 px-4 py-3 text-sm text-accent-600">
            {d('changed_note')}
          </p>
        )}
        {product.gtinWarning && <GtinWarning message={product.gtinWarning} />}
        {product.gaps.length > 0 && (
          <p
            data-testid="publication-gaps"
            className="rounded-lg border border-danger/30 bg-red-50 px-4 py-3 text-sm text-danger"
          >
            {d('gaps_title', { missing: product.gaps.join(', ') })}
          </p>
        )}
        {product.rejectionReason && (
          <div className="rounded-lg border border-danger/30 bg-red-50 px-4 py-3 text-sm text-danger">
            <p className="font-semibold">{d('current_reason')}</p>
            <p className="mt-1 break-words whitespace-pre-line">{product.rejectionReason}</p>
          </div>
        )}

        <Section title={d('heading_company')}>
          <Facts
            facts={[
              { label: d('company_name'), value: product.company.name, missing: false },
              { label: d('tax_id'), value: product.company.taxId, missing: false },
              { label: d('company_type'), value: product.company.type, missing: false },
              {
                label: d('email'),
                value: product.company.email ?? d('not_given'),
                missing: !product.company.email,
              },
              {
                label: d('phone'),
                value: product.company.phone ?? d('not_given'),
                missing: !product.company.phone,
              },
            ]}
          />
          {product.company.suspended && (
            <p className="mt-3 text-sm text-danger">{d('company_suspended')}</p>
          )}
          {product.company.href && (
            <a
              href={product.company.href}
              target="_blank"
              rel="noopener"
              className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
            >
              {d('supplier_page')} ↗
            </a>
          )}
        </Section>

        <div className="grid gap-5 xl:grid-cols-2">
          <Section title={d('heading_general')}>
            <Facts facts={product.general} />
          </Section>
          <Section title={d('heading_commercial')}>
            <Facts facts={product.commercial} />
          </Section>
        </div>

        <Section title={d('heading_content')} testId="review-content">
          <div className="grid gap-4 lg:grid-cols-3">
            {product.translations.map((entry) => (
              <article
                key={entry.locale}
                lang={entry.locale}
                className="min-w-0 rounded-lg border border-line p-4"
              >
                <h3 className="mb-2 text-sm font-bold tracking-wide text-brand-700 uppercase">
                  {entry.language}
                </h3>
                {entry.name === null ? (
                  <p className="text-sm text-danger italic">{d('not_written')}</p>
                ) : (
                  <dl className="space-y-2 text-sm">
                    <div>
                      <dt className="font-medium text-muted">{d('name')}</dt>
                      <dd className="font-semibold break-words">{entry.name}</dd>
                    </div>
                    <div>
                      <dt className="font-medium text-muted">{d('slug')}</dt>
                      <dd className="font-mono text-xs break-all">{entry.slug}</dd>
                    </div>
                    <div>
                      <dt className="font-medium text-muted">{d('description')}</dt>
                      <dd
                        className={`break-words whitespace-pre-line ${entry.description?.trim() ? '' : 'text-danger italic'}`}
                      >
                        {entry.description?.trim() ? entry.description : d('not_given')}
                      </dd>
                    </div>
                    <div>
                      <dt className="font-medium text-muted">{d('keywords')}</dt>
                      <dd
                        className={`break-words ${entry.keywords?.trim() ? '' : 'text-muted italic'}`}
                      >
                        {entry.keywords?.trim() ? entry.keywords : d('not_given')}
                      </dd>
                    </div>
                  </dl>
                )}
              </article>
            ))}
          </div>
        </Section>

        <Section title={d('heading_attributes')}>
          {product.attributes.length === 0 ? (
            <p className="text-sm text-muted">{d('no_attributes')}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full min-w-[36rem] text-left text-sm">
                <thead>
                  <tr className="border-b border-line text-muted">
                    {product.translations.map((entry) => (
                      <th key={entry.locale} scope="col" className="px-2 py-2 font-medium">
                        {entry.language}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {product.attributes.map((attribute, index) => (
                    <tr key={index} className="border-b border-line last:border-0">
                      {attribute.cells.map((cell) => (
                        <td
                          key={cell.locale}
                          lang={cell.locale}
                          className="px-2 py-2 align-top break-words"
                        >
                          <span className="font-medium">{cell.name ?? '—'}</span>
                          <span className="text-muted">: </span>
                          {cell.value ?? '—'}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Section>

        {exportOffer && <ExportOfferPanel offer={exportOffer} />}

        <Section title={d('heading_images')}>
          {product.images.length === 0 ? (
            <p className="text-sm text-muted">{d('no_images')}</p>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
              {product.images.map((image, index) => (
                <li key={image.id} className="space-y-1">
                  <a
                    href={image.src.replace(/-480\.webp$/, '-800.webp')}
                    target="_blank"
                    rel="noopener"
                  >
                    <img
                      src={image.src}
                      srcSet={image.srcset}
                      sizes="200px"
                      width={image.width}
                      height={image.height}
                      alt={d('image_n', { n: index + 1 })}
                      loading="lazy"
                      className={`aspect-[4/5] w-full rounded-lg border object-cover ${image.main ? 'border-brand-600 ring-2 ring-brand-600' : 'border-line'}`}
                    />
                  </a>
                  <p className="text-xs text-muted">
                    {image.main ? d('main_image') : d('image_n', { n: index + 1 })} · {image.width}×
                    {image.height}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section title={d('heading_history')}>
          <Facts facts={product.history} />
        </Section>

        <Section title={d('heading_decision')} testId="review-decision">
          {!product.actions.approve && !product.actions.reject ? (
            <p className="text-sm text-muted">{d('no_actions', { status: product.statusLabel })}</p>
          ) : (
            <div className="grid gap-6 md:grid-cols-2">
              {product.actions.approve && (
                <div>
                  <button
                    type="button"
                    onClick={approve}
                    disabled={approving || product.actions.approveBlocked}
                    className="btn-primary"
                    data-testid="approve-button"
                  >
                    {approving
                      ? d('sending')
                      : product.changedSinceApproval
                        ? d('approve_change')
                        : d('approve')}
                  </button>
                </div>
              )}
              {product.actions.reject && (
                <ProductRejectForm
                  action={product.actions.reject}
                  version={product.version}
                  disabled={approving}
                />
              )}
            </div>
          )}
        </Section>
      </div>
    </AdminLayout>
  )
}
