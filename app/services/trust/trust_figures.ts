import db from '@adonisjs/lucid/services/db'
import { isVerified } from '#services/trust/verification_state'
import { EXPIRED_SQL } from '#services/trust/documents'
import { responseStats, type ResponseStats } from '#services/export_desk/response_stats'

/**
 * The supplier page's trust figures (issue 25), all computed from platform data — nothing here is
 * typed by the seller: the verification columns (set by the mobile-signature flow), the VÖEN as
 * registered, the GLN the GS1 registry lists for that VÖEN, the account's age, valid documents,
 * RFQ response statistics, export markets of published products, published products and approved
 * comments.
 */
export interface TrustFigures {
  verified: boolean
  /** When the company was verified (only when `verified`). */
  verifiedAt: Date | null
  taxId: string
  /** GLN of the GS1 registry's company with this VÖEN, or null when the registry has none. */
  gln: string | null
  memberSince: Date
  /** Documents neither hidden nor expired (Baku calendar). */
  validDocuments: number
  response: ResponseStats | null
  /** ISO 3166 alpha-2 codes: union of export_offers.markets of the company's published products, sorted. */
  markets: string[]
  publishedProducts: number
  approvedComments: number
}

/** The trust figures of company `companyId` (null when it does not exist). */
export async function trustFigures(companyId: number): Promise<TrustFigures | null> {
  const company = await db
    .from('companies')
    .where('id', companyId)
    .select(
      'tax_id',
      'created_at',
      'verified_at',
      'verification_expires_at',
      'verification_revoked_at'
    )
    .first()
  if (!company) return null
  const [gln, documents, markets, products, comments, response] = await Promise.all([
    db
      .from('gtin_registry_companies')
      .where('tax_id', company.tax_id)
      .whereNotNull('gln')
      .select('gln')
      .first(),
    db
      .from('company_documents as d')
      .where('d.company_id', companyId)
      .whereNull('d.hidden_at')
      .whereRaw(`NOT ${EXPIRED_SQL}`)
      .count('* as total')
      .first(),
    db.rawQuery(
      `SELECT DISTINCT trim(m) AS code FROM export_offers o
         JOIN products p ON p.id = o.product_id
         CROSS JOIN LATERAL unnest(o.markets) AS m
        WHERE p.company_id = ? AND p.status = 'published'
        ORDER BY 1`,
      [companyId]
    ),
    db
      .from('products')
      .where({ company_id: companyId, status: 'published' })
      .count('* as total')
      .first(),
    db
      .from('comments as cm')
      .join('products as p', 'p.id', 'cm.product_id')
      .where('p.company_id', companyId)
      .where('cm.status', 'approved')
      .count('* as total')
      .first(),
    responseStats(companyId),
  ])
  const verified = isVerified(company)
  return {
    verified,
    verifiedAt: verified ? new Date(company.verified_at) : null,
    taxId: company.tax_id,
    gln: gln?.gln ?? null,
    memberSince: new Date(company.created_at),
    validDocuments: Number(documents?.total ?? 0),
    response,
    markets: markets.rows.map((row: { code: string }) => row.code),
    publishedProducts: Number(products?.total ?? 0),
    approvedComments: Number(comments?.total ?? 0),
  }
}
