import type { PublicDocumentView } from '#transformers/company_document_transformer'
import { useT } from '~/lib/i18n'

/**
 * Export documents as visitors see them (supplier and product pages, issue 25): kind, number,
 * issuer, dates, "Expired" marked, the issuer's check page and the file (PDF download or scan).
 */
export default function DocumentsList({
  documents,
  headingLevel = 2,
}: {
  documents: PublicDocumentView[]
  headingLevel?: 2 | 3
}) {
  const t = useT()
  if (documents.length === 0) return null
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section aria-labelledby="export-documents" data-testid="export-documents">
      <Heading id="export-documents" className="section-title">
        {t('trust_docs.public.title')}
      </Heading>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {documents.map((doc) => (
          <li
            key={doc.id}
            data-testid="export-document"
            className={`rounded-lg border p-4 text-sm ${doc.expired ? 'border-line bg-gray-50 text-muted' : 'border-line bg-white'}`}
          >
            <p className="flex flex-wrap items-center gap-2 font-semibold">
              {doc.kindLabel}
              {doc.expired && (
                <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-danger">
                  {t('trust_docs.public.expired')}
                </span>
              )}
            </p>
            <p className="mt-1">{t('trust_docs.public.number', { number: doc.number })}</p>
            <p className="text-muted">{t('trust_docs.public.issuer', { issuer: doc.issuer })}</p>
            <p className="text-muted tabular-nums">
              {t('trust_docs.public.issued', { date: doc.issuedOn })} ·{' '}
              {doc.expiresOn
                ? t('trust_docs.public.expires', { date: doc.expiresOn })
                : t('trust_docs.public.no_expiry')}
            </p>
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
              <a href={doc.fileUrl} className="text-brand-700 hover:underline">
                {doc.fileKind === 'pdf'
                  ? t('trust_docs.public.file_pdf')
                  : t('trust_docs.public.file_image')}
              </a>
              {doc.verificationUrl && (
                <a
                  href={doc.verificationUrl}
                  rel="noopener nofollow"
                  target="_blank"
                  className="text-brand-700 hover:underline"
                >
                  {t('trust_docs.public.verify')}
                </a>
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
