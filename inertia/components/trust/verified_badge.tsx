import { useShared, useT } from '~/lib/i18n'
import { formatMonthYear } from '#shared/months'

/**
 * "Verified by mobile signature, November 2026" (issue 25): `month` is 'YYYY-MM' (Baku) of a
 * verification that counts now. `compact`: a small "Verified" pill for cards, the full line in
 * its title.
 */
export default function VerifiedBadge({
  month,
  compact = false,
  className = '',
}: {
  month: string
  compact?: boolean
  className?: string
}) {
  const t = useT()
  const { locale } = useShared()
  const when = formatMonthYear(month, locale)
  if (compact)
    return (
      <span
        className={`inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-[11px] font-semibold text-emerald-800 ${className}`}
        title={t('trust_verify.badge.short_title', { month: when })}
        data-testid="verified-badge"
      >
        <CheckIcon />
        {t('trust_verify.badge.short')}
      </span>
    )
  return (
    <p
      className={`inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-800 ${className}`}
      data-testid="verified-badge"
    >
      <CheckIcon />
      {t('trust_verify.badge.verified', { month: when })}
    </p>
  )
}

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 16 16"
      className="h-3.5 w-3.5 shrink-0"
      aria-hidden="true"
      fill="currentColor"
    >
      <path d="M8 0.5 9.8 2l2.3-.2.6 2.2 2 1.2-.8 2.1.8 2.1-2 1.2-.6 2.2-2.3-.2L8 14.1l-1.8-1.5-2.3.2-.6-2.2-2-1.2.8-2.1-.8-2.1 2-1.2.6-2.2 2.3.2L8 .5Zm-1 9.3L4.7 7.5l-1 1L7 11.8l5.3-5.3-1-1L7 9.8Z" />
    </svg>
  )
}
