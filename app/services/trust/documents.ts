import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Locale } from '#lib/route_table'
import { invalidate } from '#services/cache/invalidation'
import type { DocumentKind } from '#shared/trust'
import type { DocumentFileType } from '#services/trust/document_upload'
import { removeDocumentFile } from '#services/trust/document_upload'

/**
 * Export documents of a company (issue 25, migration 0032: company_documents and
 * company_document_products). Dates are `YYYY-MM-DD` strings on the Baku calendar; a document
 * is expired when `expires_on` is before today in Asia/Baku (EXPIRED_SQL) and then stops
 * counting in the trust figures and JSON-LD.
 */

/** SQL of "today" on the Baku calendar (documents' dates are Baku dates). */
export const BAKU_TODAY_SQL = `(now() AT TIME ZONE 'Asia/Baku')::date`

/** SQL condition over company_documents `d`: the document has expired. */
export const EXPIRED_SQL = `(d.expires_on IS NOT NULL AND d.expires_on < ${BAKU_TODAY_SQL})`

/** A company_documents row with its covered products and whether it has expired today. */
export interface DocumentRow {
  id: number
  company_id: number
  kind: DocumentKind
  number: string
  issuer: string
  issued_on: string
  expires_on: string | null
  verification_url: string | null
  file_key: string
  file_type: DocumentFileType
  file_bytes: number
  hidden_at: Date | null
  hidden_reason: string | null
  created_at: Date
  expired: boolean
  /** Products the document covers; empty = the whole company. */
  product_ids: number[]
}

/** The fields a seller sets (validated by #validators/company_documents). */
export interface DocumentInput {
  kind: DocumentKind
  number: string
  issuer: string
  issued_on: string
  expires_on: string | null
  verification_url: string | null
  product_ids: number[]
}

/** Builder of documents `d` with `expired` and their product ids; callers add filters and order. */
export function documentsQuery(client: TransactionClientContract | typeof db = db) {
  return client
    .from('company_documents as d')
    .select(
      'd.id',
      'd.company_id',
      'd.kind',
      'd.number',
      'd.issuer',
      'd.issued_on',
      'd.expires_on',
      'd.verification_url',
      'd.file_key',
      'd.file_type',
      'd.file_bytes',
      'd.hidden_at',
      'd.hidden_reason',
      'd.created_at',
      client.raw(`${EXPIRED_SQL} as expired`),
      client.raw(
        `coalesce((SELECT array_agg(dp.product_id ORDER BY dp.product_id) FROM company_document_products dp WHERE dp.document_id = d.id), '{}') as product_ids`
      )
    )
}

/** A raw row as a DocumentRow (ids as numbers). */
export function toDocumentRow(row: any): DocumentRow {
  return {
    ...row,
    id: Number(row.id),
    company_id: Number(row.company_id),
    file_bytes: Number(row.file_bytes),
    expired: Boolean(row.expired),
    product_ids: (row.product_ids ?? []).map(Number),
  }
}

/** Every document of company `companyId`, hidden ones included (the seller's own list): newest first. */
export async function listCompanyDocuments(companyId: number): Promise<DocumentRow[]> {
  const rows = await documentsQuery()
    .where('d.company_id', companyId)
    .orderBy('d.issued_on', 'desc')
    .orderBy('d.id', 'desc')
  return rows.map(toDocumentRow)
}

/** Document `id` if it belongs to company `companyId` (else null: another seller's id is a 404). */
export async function findCompanyDocument(
  id: number,
  companyId: number | null
): Promise<DocumentRow | null> {
  if (!companyId) return null
  const row = await documentsQuery().where('d.id', id).where('d.company_id', companyId).first()
  return row ? toDocumentRow(row) : null
}

/**
 * The public documents of company `companyId`: not hidden, expired ones included (they are shown
 * marked). With `productId`, only those covering that product or the whole company. Valid ones
 * first, then by kind order of DOCUMENT_KINDS is left to the page; here newest issue first.
 */
export async function publicDocuments(
  companyId: number,
  productId?: number
): Promise<DocumentRow[]> {
  const query = documentsQuery()
    .where('d.company_id', companyId)
    .whereNull('d.hidden_at')
    .orderByRaw(`${EXPIRED_SQL} ASC`)
    .orderBy('d.issued_on', 'desc')
    .orderBy('d.id', 'desc')
  if (productId !== undefined)
    query.where((scope) =>
      scope
        .whereNotExists((sub) =>
          sub.from('company_document_products as dp').whereRaw('dp.document_id = d.id')
        )
        .orWhereExists((sub) =>
          sub
            .from('company_document_products as dp')
            .whereRaw('dp.document_id = d.id')
            .where('dp.product_id', productId)
        )
    )
  const rows = await query
  return rows.map(toDocumentRow)
}

/**
 * Document `id` for its file route: the row and whether its company is active. Null when unknown.
 */
export async function documentForFile(
  id: number
): Promise<(DocumentRow & { company_active: boolean }) | null> {
  const row = await documentsQuery()
    .join('companies as c', 'c.id', 'd.company_id')
    .select(db.raw(`c.status = 'active' as company_active`))
    .where('d.id', id)
    .first()
  return row ? { ...toDocumentRow(row), company_active: Boolean(row.company_active) } : null
}

/** The company's products a seller may link a document to: id and name in `locale`, by name. */
export async function documentProductOptions(
  companyId: number,
  locale: Locale
): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .from('products as p')
    .leftJoin('product_translations as t', (join) =>
      join.on('t.product_id', 'p.id').andOnVal('t.locale', locale)
    )
    .where('p.company_id', companyId)
    .whereNot('p.status', 'archived')
    .orderByRaw('coalesce(t.name, p.product_code)')
    .select('p.id', db.raw('coalesce(t.name, p.product_code) as name'))
    .limit(1000)
  return rows.map((row) => ({ id: Number(row.id), name: row.name }))
}

/** Whether every id of `productIds` is a product of company `companyId`. */
export async function ownsProducts(companyId: number, productIds: number[]): Promise<boolean> {
  if (productIds.length === 0) return true
  const row = await db
    .from('products')
    .where('company_id', companyId)
    .whereIn('id', productIds)
    .count('* as total')
    .first()
  return Number(row?.total ?? 0) === new Set(productIds).size
}

async function setProducts(trx: TransactionClientContract, documentId: number, ids: number[]) {
  await trx.from('company_document_products').where('document_id', documentId).delete()
  if (ids.length)
    await trx
      .table('company_document_products')
      .multiInsert(
        [...new Set(ids)].map((productId) => ({ document_id: documentId, product_id: productId }))
      )
}

/** The stored file of a document: disk key, content type, size in bytes. */
export interface StoredDocumentFile {
  key: string
  type: DocumentFileType
  bytes: number
}

/** Adds a document of company `companyId` with its already stored file; returns its id. */
export async function createDocument(
  companyId: number,
  input: DocumentInput,
  file: StoredDocumentFile
): Promise<number> {
  const id = await db.transaction(async (trx) => {
    const [row] = await trx
      .table('company_documents')
      .insert({
        company_id: companyId,
        kind: input.kind,
        number: input.number,
        issuer: input.issuer,
        issued_on: input.issued_on,
        expires_on: input.expires_on,
        verification_url: input.verification_url,
        file_key: file.key,
        file_type: file.type,
        file_bytes: file.bytes,
      })
      .returning('id')
    const documentId = Number(row.id ?? row)
    await setProducts(trx, documentId, input.product_ids)
    return documentId
  })
  invalidate('pages')
  return id
}

/**
 * Updates document `id` of company `companyId`; `file`, when given, replaces the stored one (the
 * old file is removed after the commit). A changed expiry date clears `reminded_at`, so the new
 * date gets its own reminder. Returns false when the document is not the company's.
 */
export async function updateDocument(
  id: number,
  companyId: number,
  input: DocumentInput,
  file: StoredDocumentFile | null
): Promise<boolean> {
  let oldKey: string | null = null
  const updated = await db.transaction(async (trx) => {
    const current = await trx
      .from('company_documents')
      .where({ id, company_id: companyId })
      .forUpdate()
      .select('file_key', 'expires_on')
      .first()
    if (!current) return false
    const changes: Record<string, unknown> = {
      kind: input.kind,
      number: input.number,
      issuer: input.issuer,
      issued_on: input.issued_on,
      expires_on: input.expires_on,
      verification_url: input.verification_url,
      updated_at: new Date(),
    }
    if ((current.expires_on ?? null) !== input.expires_on) changes.reminded_at = null
    if (file) {
      Object.assign(changes, { file_key: file.key, file_type: file.type, file_bytes: file.bytes })
      oldKey = current.file_key
    }
    await trx.from('company_documents').where('id', id).update(changes)
    await setProducts(trx, id, input.product_ids)
    return true
  })
  if (oldKey) await removeDocumentFile(oldKey)
  if (updated) invalidate('pages')
  return updated
}

/** Deletes document `id` of company `companyId` and its file; false when it is not the company's. */
export async function deleteDocument(id: number, companyId: number): Promise<boolean> {
  const [row] = await db
    .from('company_documents')
    .where({ id, company_id: companyId })
    .delete()
    .returning('file_key')
  if (!row) return false
  await removeDocumentFile(row.file_key)
  invalidate('pages')
  return true
}
