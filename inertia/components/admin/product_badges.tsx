import { useT } from '~/lib/i18n'

const STATUS_STYLE: Record<string, string> = {
  draft: 'bg-brand-50 text-muted',
  in_review: 'bg-amber-50 text-accent-600',
  published: 'bg-green-50 text-success',
  rejected: 'bg-red-50 text-danger',
  archived: 'bg-brand-50 text-muted',
}

/** A product's review status as a coloured pill (label from the server, in the admin's language). */
export function ProductStatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span
      data-testid="product-status"
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[status] ?? STATUS_STYLE.draft}`}
    >
      {label}
    </span>
  )
}

/** "Changed since approval": a live product whose text or images wait for a new review. */
export function ChangedBadge() {
  const t = useT()
  return (
    <span
      data-testid="changed-badge"
      className="inline-flex rounded-full border border-accent-500 px-2.5 py-0.5 text-xs font-semibold text-accent-600"
    >
      {t('admin_products.list.changed')}
    </span>
  )
}

/** The GTIN licensee warning (the licensee's tax ID is not the company's VÖEN). */
export function GtinWarning({ message }: { message: string }) {
  return (
    <p
      data-testid="gtin-warning"
      className="mt-2 flex items-start gap-2 rounded-lg border border-accent-500/40 bg-amber-50 px-3 py-2 text-xs font-medium text-accent-600"
    >
      <span aria-hidden="true">⚠</span>
      <span>{message}</span>
    </p>
  )
}
