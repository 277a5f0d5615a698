import { useState } from 'react'
import { router } from '@inertiajs/react'
import AdminLayout from '~/components/admin/admin_layout'
import Pager, { type PaginationData } from '~/components/ui/pager'
import { useT } from '~/lib/i18n'
import type { AdminDocumentView } from '#transformers/company_document_transformer'

interface AdminDocumentsProps {
  documents: AdminDocumentView[]
  pagination: PaginationData
}

/**
 * Every company's export documents (issue 25), newest first: an admin hides one with a reason
 * (the seller sees "Hidden by Karvan: <reason>", visitors no longer see it) or shows it again.
 */
export default function AdminDocuments({ documents, pagination }: AdminDocumentsProps) {
  const t = useT()
  const [reasons, setReasons] = useState<Record<number, string>>({})

  return (
    <AdminLayout title={t('trust_docs.admin.title')}>
      {documents.length === 0 && <p className="text-muted">{t('trust_docs.admin.empty')}</p>}
      <ul className="space-y-3" data-testid="admin-documents">
        {documents.map((doc) => (
          <li key={doc.id} className="rounded-lg border border-line bg-white p-4 text-sm">
            <p className="font-semibold">
              {doc.company} · {doc.kindLabel} ·{' '}
              {t('trust_docs.public.number', { number: doc.number })}
              {doc.expired && (
                <span className="ml-2 text-xs text-danger">{t('trust_docs.public.expired')}</span>
              )}
            </p>
            <p className="text-muted">
              {t('trust_docs.public.issuer', { issuer: doc.issuer })} ·{' '}
              {t('trust_docs.public.issued', { date: doc.issuedOn })} ·{' '}
              <a href={doc.fileUrl} className="text-brand-700 hover:underline">
                {t('trust_docs.actions.open_file')}
              </a>
            </p>
            {doc.hidden ? (
              <div className="mt-2 flex flex-wrap items-center gap-3">
                <span className="text-accent-600">
                  {t('trust_docs.admin.hidden', { reason: doc.hiddenReason ?? '' })}
                </span>
                <button
                  type="button"
                  className="btn-ghost border border-line"
                  onClick={() => router.post(doc.unhideUrl, {}, { preserveScroll: true })}
                >
                  {t('trust_docs.admin.unhide')}
                </button>
              </div>
            ) : (
              <form
                className="mt-2 flex flex-wrap items-end gap-2"
                onSubmit={(event) => {
                  event.preventDefault()
                  router.post(
                    doc.hideUrl,
                    { reason: reasons[doc.id] ?? '' },
                    { preserveScroll: true }
                  )
                }}
              >
                <label className="min-w-0 flex-1">
                  <span className="field-label">{t('trust_docs.admin.reason')}</span>
                  <input
                    className="field-input"
                    value={reasons[doc.id] ?? ''}
                    required
                    onChange={(event) => setReasons({ ...reasons, [doc.id]: event.target.value })}
                  />
                </label>
                <button type="submit" className="btn-primary">
                  {t('trust_docs.admin.hide')}
                </button>
              </form>
            )}
          </li>
        ))}
      </ul>
      <Pager pagination={pagination} label={t('trust_docs.admin.title')} />
    </AdminLayout>
  )
}
