import { useT } from '~/lib/i18n'
import { gtinLicenseeWarning } from '#shared/gtin'

export { gtinLicenseeWarning }

/**
 * The warning itself, for the product form and the admin review queue: rendered only when
 * gtinLicenseeWarning holds ("The barcode is registered to tax ID …, not to this company's VÖEN …").
 */
export default function GtinLicenseeWarning({
  companyTaxId,
  licenseeTaxId,
  className = '',
}: {
  companyTaxId: string | null | undefined
  licenseeTaxId: string | null | undefined
  className?: string
}) {
  const t = useT()
  if (!gtinLicenseeWarning(companyTaxId, licenseeTaxId)) return null
  return (
    <p
      role="note"
      data-testid="gtin-licensee-warning"
      className={`rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 ${className}`}
    >
      {t('gtin.licensee_warning', {
        licensee: licenseeTaxId!.trim(),
        company: companyTaxId!.trim(),
      })}
    </p>
  )
}
