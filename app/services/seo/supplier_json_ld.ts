import type { SupplierProfileRow } from '#services/catalog/suppliers'
import { websiteLink } from '#transformers/supplier_transformer'
import { imageSet } from '#transformers/image_transformer'
import { organizationJsonLd } from '#services/seo/json_ld'
import type { JsonLd } from '#shared/json_ld'
import type { I18n } from '@adonisjs/i18n'
import type { DocumentRow } from '#services/trust/documents'

/**
 * The supplier page's schema.org Organization (organizationJsonLd) from its profile row: the
 * logo's largest-but-one variant the page serves, the website only when it is a safe http(s) link.
 */
export function supplierJsonLd(
  row: SupplierProfileRow,
  path: string,
  documents: DocumentRow[] = [],
  i18n?: I18n
): JsonLd {
  const organization = organizationJsonLd({
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
  const credentials = documents.filter((doc) => !doc.hidden_at && !doc.expired)
  if (credentials.length === 0) return organization
  return { ...organization, hasCredential: credentials.map((doc) => credentialJsonLd(doc, i18n)) }
}

/**
 * A valid export document as a schema.org EducationalOccupationalCredential (issue 25):
 * credentialCategory = the kind (its label when `i18n` is given, else the code), the number as
 * `identifier`, `recognizedBy` the issuing body, `validFrom` / `validUntil` the Baku dates, and
 * the official check page as `url` when there is one.
 */
export function credentialJsonLd(doc: DocumentRow, i18n?: I18n): JsonLd {
  return {
    '@type': 'EducationalOccupationalCredential',
    'credentialCategory': i18n ? i18n.t(`trust_docs.kinds.${doc.kind}`) : doc.kind,
    'identifier': doc.number,
    'recognizedBy': { '@type': 'Organization', 'name': doc.issuer },
    'validFrom': doc.issued_on,
    ...(doc.expires_on ? { validUntil: doc.expires_on } : {}),
    ...(doc.verification_url ? { url: doc.verification_url } : {}),
  }
}
