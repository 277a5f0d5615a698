import type { EnquiryStatus } from '#shared/enquiries'

const STYLE: Record<EnquiryStatus, string> = {
  new: 'bg-amber-50 text-accent-600',
  answered: 'bg-green-50 text-success',
  closed: 'bg-gray-100 text-muted',
}

/** Status of an enquiry as a coloured pill with its localized label. */
export default function EnquiryStatusBadge({
  status,
  label,
}: {
  status: EnquiryStatus
  label: string
}) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-medium ${STYLE[status]}`}
      data-testid="enquiry-status"
    >
      {label}
    </span>
  )
}
