import type { I18n } from '@adonisjs/i18n'
import type { Locale } from '#lib/route_table'
import { urlTo } from '#services/urls'
import type { DocumentRow } from '#services/trust/documents'
import type { DocumentKind } from '#shared/trust'

/** A document as visitors see it (supplier and product pages): dates are Baku calendar days, YYYY-MM-DD. */
export type PublicDocumentView = {
  id: number
  kind: DocumentKind
  kindLabel: string
  number: string
  issuer: string
  issuedOn: string
  expiresOn: string | null
  /** expires_on is before today (Asia/Baku): shown marked "Expired", not counted. */
  expired: boolean
  /** Official check page (https only), or null. */
  verificationUrl: string | null
  /** The file route (PDF as a download, images inline). */
  fileUrl: string
  fileKind: 'pdf' | 'image'
}

/** A document in the seller's own pack: the public view plus what the form edits and the admin's hiding. */
export type SellerDocumentView = PublicDocumentView & {
  productIds: number[]
  /** "Hidden by Karvan: <reason>" when an admin hid it, else null. */
  hiddenReason: string | null
  updateUrl: string
  deleteUrl: string
}

/** A document on the admin list: the public view with its company and the hide/unhide actions. */
export type AdminDocumentView = PublicDocumentView & {
  company: string
  hiddenReason: string | null
  hidden: boolean
  hideUrl: string
  unhideUrl: string
}

/** URL of a document's file in `locale` (`/en/supplier-info/documents/12/file`). */
export function documentFileUrl(locale: Locale, id: number) {
  return urlTo('supplier_info.document_file', locale, { id })
}

/** A document row as the public sees it in `locale`. */
export function toPublicDocument(row: DocumentRow, locale: Locale, i18n: I18n): PublicDocumentView {
  return {
    id: row.id,
    kind: row.kind,
    kindLabel: i18n.t(`trust_docs.kinds.${row.kind}`),
    number: row.number,
    issuer: row.issuer,
    issuedOn: row.issued_on,
    expiresOn: row.expires_on,
    expired: row.expired,
    verificationUrl: row.verification_url,
    fileUrl: documentFileUrl(locale, row.id),
    fileKind: row.file_type === 'application/pdf' ? 'pdf' : 'image',
  }
}

/** A document row of the seller's own pack in `locale`. */
export function toSellerDocument(row: DocumentRow, locale: Locale, i18n: I18n): SellerDocumentView {
  return {
    ...toPublicDocument(row, locale, i18n),
    productIds: row.product_ids,
    hiddenReason: row.hidden_at ? (row.hidden_reason ?? '') : null,
    updateUrl: urlTo('seller_documents.update', locale, { id: row.id }),
    deleteUrl: urlTo('seller_documents.destroy', locale, { id: row.id }),
  }
}

/** A document row on the admin list in `locale`. */
export function toAdminDocument(
  row: DocumentRow & { company_name: string },
  locale: Locale,
  i18n: I18n
): AdminDocumentView {
  return {
    ...toPublicDocument(row, locale, i18n),
    company: row.company_name,
    hidden: row.hidden_at !== null,
    hiddenReason: row.hidden_reason,
    hideUrl: urlTo('admin_documents.hide', locale, { id: row.id }),
    unhideUrl: urlTo('admin_documents.unhide', locale, { id: row.id }),
  }
}
