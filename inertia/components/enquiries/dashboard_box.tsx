import { Link } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import EnquiryList from './enquiry_list'
import type { EnquiryDashboardBox } from '#transformers/enquiry_transformer'

/**
 * Body of the "Enquiries" box on the seller dashboard home: how many are new, the latest five
 * and a link to all of them; the explanation of what will appear here while there are none.
 */
export default function EnquiriesBox({ box }: { box?: EnquiryDashboardBox | null }) {
  const t = useT()
  if (!box || box.latest.length === 0) {
    return (
      <p className="text-sm text-muted" data-testid="enquiries-empty">
        {t('seller.dashboard.enquiries_empty')}
      </p>
    )
  }
  return (
    <div data-testid="enquiries-box">
      <p className="mb-3 text-sm">
        {box.newCount > 0 ? (
          <Link
            href={box.newUrl}
            className="font-semibold text-accent-600 hover:underline"
            data-testid="enquiries-new"
          >
            {t('enquiries.dashboard.new_count', { count: box.newCount })}
          </Link>
        ) : (
          <span className="text-muted" data-testid="enquiries-new">
            {t('enquiries.dashboard.no_new')}
          </span>
        )}
      </p>
      <EnquiryList enquiries={box.latest} compact />
      <Link
        href={box.listUrl}
        className="mt-3 inline-block text-sm font-medium text-brand-700 hover:underline"
      >
        {t('enquiries.dashboard.view_all', { count: box.total })} →
      </Link>
    </div>
  )
}
