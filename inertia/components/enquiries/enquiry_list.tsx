import { Link } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import EnquiryStatusBadge from './status_badge'
import type { SellerEnquiryItem } from '#transformers/enquiry_transformer'

/** Enquiries as a list of links to their pages: buyer, country, status, date, product and the start of the message. */
export default function EnquiryList({
  enquiries,
  compact = false,
}: {
  enquiries: SellerEnquiryItem[]
  compact?: boolean
}) {
  const t = useT()
  return (
    <ul className="divide-y divide-line">
      {enquiries.map((enquiry) => (
        <li
          key={enquiry.id}
          className={compact ? 'py-3 first:pt-0 last:pb-0' : 'py-4 first:pt-0 last:pb-0'}
          data-testid="seller-enquiry"
        >
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <Link
              href={enquiry.url}
              className={`font-semibold break-words hover:underline ${enquiry.status === 'new' ? 'text-brand-900' : 'text-ink'}`}
            >
              {enquiry.name}
              {enquiry.companyName ? ` · ${enquiry.companyName}` : ''}
            </Link>
            <EnquiryStatusBadge status={enquiry.status} label={enquiry.statusLabel} />
            <span className="text-xs text-muted">
              {enquiry.country} · {enquiry.date}
            </span>
          </div>
          <p className="mt-1 text-xs text-muted">
            {enquiry.product
              ? t('enquiries.seller.about_product', { product: enquiry.product })
              : t('enquiries.seller.about_company')}
            {enquiry.replies > 0 &&
              ` · ${t('enquiries.seller.replies_count', { count: enquiry.replies })}`}
          </p>
          {!compact && <p className="mt-1 text-sm break-words text-ink">{enquiry.excerpt}</p>}
        </li>
      ))}
    </ul>
  )
}
