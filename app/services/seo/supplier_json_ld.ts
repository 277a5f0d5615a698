import type { SupplierProfileRow } from '#services/catalog/suppliers'
import { websiteLink } from '#transformers/supplier_transformer'
import { imageSet } from '#transformers/image_transformer'
import { organizationJsonLd } from '#services/seo/json_ld'
import type { JsonLd } from '#shared/json_ld'

/**
 * The supplier page's schema.org Organization (organizationJsonLd) from its profile row: the
 * logo's largest-but-one variant the page serves, the website only when it is a safe http(s) link.
 */
export function supplierJsonLd(row: SupplierProfileRow, path: string): JsonLd {
  return organizationJsonLd({
    name: row.name,
    taxId: row.tax_id,
    legalAddress: row.legal_address,
    district: row.district,
    region: row.region,
    logo: row.logo_path ? imageSet(row.logo_path, 960, 960).src : null,
    website: websiteLink(row.website)?.href ?? null,
    description: row.description,
    foundedYear: row.founded_year,
    path,
  })
}
