/**
 * Whether a product needs the VÖEN warning (issue 5): both tax IDs known and different (spaces
 * ignored). Same rule as gtinLicenseeWarning in app/lib/gtin.ts.
 */
export function gtinLicenseeWarning(
  companyTaxId: string | null | undefined,
  licenseeTaxId: string | null | undefined
): boolean {
  const company = companyTaxId?.replace(/\s+/g, '') ?? ''
  const licensee = licenseeTaxId?.replace(/\s+/g, '') ?? ''
  return company !== '' && licensee !== '' && company !== licensee
}
