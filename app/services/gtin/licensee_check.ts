import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { gtinLicenseeWarning, isValidGtin, normalizeGtin } from '#lib/gtin'
import GtinRegistry from './registry.js'

export { gtinLicenseeWarning }

/**
 * Whether product `productId` gets the VÖEN warning (issue 5, SPEC §1): the GTIN licensee's tax
 * ID stored with the product (products.gtin_licensee_tax_id, set when the form was filled from a
 * GTIN lookup) differs from its company's tax ID. False for unknown products and products
 * without a stored licensee.
 */
export async function licenseeMismatch(productId: number): Promise<boolean> {
  const row = await db
    .from('products')
    .join('companies', 'companies.id', 'products.company_id')
    .where('products.id', productId)
    .select('products.gtin_licensee_tax_id', 'companies.tax_id')
    .first()
  return row ? gtinLicenseeWarning(row.tax_id, row.gtin_licensee_tax_id) : false
}

/**
 * Licensee tax ID the registry holds for `barcode`, for the product form to store in
 * products.gtin_licensee_tax_id on the server (never trust the one a browser posts). Null for
 * an invalid barcode, an unknown GTIN, a licensee without tax ID or an unreachable registry.
 */
export async function registryLicenseeTaxId(barcode: string): Promise<string | null> {
  if (!isValidGtin(barcode)) return null
  const registry = await app.container.make(GtinRegistry)
  try {
    const found = await registry.lookup(normalizeGtin(barcode))
    return found?.company.taxId ?? null
  } catch {
    return null
  }
}
