import db from '@adonisjs/lucid/services/db'
import { invalidate } from '#services/cache/invalidation'
import { documentsQuery, toDocumentRow, type DocumentRow } from '#services/trust/documents'

/** Documents per page of the admin list. */
export const ADMIN_DOCUMENTS_PAGE_SIZE = 50

/** One page of every company's documents for admins, newest first, with the company's name. */
export async function listAllDocuments(page: number): Promise<{
  rows: (DocumentRow & { company_name: string })[]
  page: number
  lastPage: number
  total: number
}> {
  const count = await db.from('company_documents').count('* as total').first()
  const total = Number(count?.total ?? 0)
  const lastPage = Math.max(1, Math.ceil(total / ADMIN_DOCUMENTS_PAGE_SIZE))
  const current = Math.min(Math.max(1, page), lastPage)
  const rows = await documentsQuery()
    .join('companies as c', 'c.id', 'd.company_id')
    .select('c.name as company_name')
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(ADMIN_DOCUMENTS_PAGE_SIZE)
    .offset((current - 1) * ADMIN_DOCUMENTS_PAGE_SIZE)
  return {
    rows: rows.map((row) => ({ ...toDocumentRow(row), company_name: row.company_name })),
    page: current,
    lastPage,
    total,
  }
}

/**
 * Hides document `id` from the public with `reason` (shown to the seller as "Hidden by Karvan:
 * <reason>"); hiding again replaces the reason. False when the document does not exist.
 */
export async function hideDocument(id: number, reason: string, adminId: number): Promise<boolean> {
  const updated = await db
    .from('company_documents')
    .where('id', id)
    .update({
      hidden_at: db.raw('coalesce(hidden_at, now())'),
      hidden_reason: reason,
      hidden_by_user_id: adminId,
    })
  invalidate('pages')
  return Number(updated) > 0
}

/** Shows document `id` again (clears the hiding). False when the document does not exist. */
export async function unhideDocument(id: number): Promise<boolean> {
  const updated = await db
    .from('company_documents')
    .where('id', id)
    .update({ hidden_at: null, hidden_reason: null, hidden_by_user_id: null })
  invalidate('pages')
  return Number(updated) > 0
}
