import { useState, type FormEvent } from 'react'
import { router, useForm } from '@inertiajs/react'
import type { SellerDocumentView } from '#transformers/company_document_transformer'
import type { DocumentKind } from '#shared/trust'
import type { SellerCompany } from '~/components/seller/company_badge'
import SellerLayout from '~/components/seller/seller_layout'
import FormAlert from '~/components/ui/form_alert'
import TextField from '~/components/ui/text_field'
import { useShared, useT } from '~/lib/i18n'

interface SellerDocumentsProps {
  company: SellerCompany | null
  documents: SellerDocumentView[]
  products: { id: number; name: string }[]
  kinds: { key: DocumentKind; label: string }[]
  maxMb: number
  storeUrl: string
}

type DocumentFormData = {
  kind: string
  number: string
  issuer: string
  issued_on: string
  expires_on: string
  verification_url: string
  product_ids: string[]
  file: File | null
}

const EMPTY: DocumentFormData = {
  kind: 'origin',
  number: '',
  issuer: '',
  issued_on: '',
  expires_on: '',
  verification_url: '',
  product_ids: [],
  file: null,
}

/** Form values of an existing document (the file stays unless a new one is chosen). */
function valuesOf(doc: SellerDocumentView): DocumentFormData {
  return {
    kind: doc.kind,
    number: doc.number,
    issuer: doc.issuer,
    issued_on: doc.issuedOn,
    expires_on: doc.expiresOn ?? '',
    verification_url: doc.verificationUrl ?? '',
    product_ids: doc.productIds.map(String),
    file: null,
  }
}

/**
 * The seller's export documents pack (issue 25): the list (expired and hidden ones marked) and one
 * form to add or edit a document; the file goes with the fields as multipart. What was typed stays
 * in the form when the server sends it back with messages.
 */
export default function SellerDocuments({
  company,
  documents,
  products,
  kinds,
  maxMb,
  storeUrl,
}: SellerDocumentsProps) {
  const t = useT()
  const { errors } = useShared() as { errors?: Record<string, string> }
  const [editing, setEditing] = useState<SellerDocumentView | null>(null)
  const form = useForm<DocumentFormData>(EMPTY)

  function startEdit(doc: SellerDocumentView) {
    setEditing(doc)
    form.setData(valuesOf(doc))
  }

  function reset() {
    setEditing(null)
    form.setData(EMPTY)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    form.post(editing ? editing.updateUrl : storeUrl, {
      forceFormData: true,
      preserveScroll: true,
      onSuccess: () => reset(),
    })
  }

  function remove(doc: SellerDocumentView) {
    if (!window.confirm(t('trust_docs.actions.confirm_delete'))) return
    router.delete(doc.deleteUrl, { preserveScroll: true })
  }

  const error = (field: string) => errors?.[field]

  return (
    <SellerLayout title={t('trust_docs.title')} companyName={company?.name}>
      <p className="mb-4 text-sm text-muted">{t('trust_docs.intro')}</p>
      <ul className="mb-8 space-y-3" data-testid="seller-documents">
        {documents.length === 0 && <li className="text-muted">{t('trust_docs.list.empty')}</li>}
        {documents.map((doc) => (
          <li key={doc.id} className="rounded-lg border border-line bg-white p-4 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold">
                {doc.kindLabel} · {t('trust_docs.public.number', { number: doc.number })}
                {doc.expired && (
                  <span className="ml-2 rounded-full bg-red-50 px-2 py-0.5 text-xs text-danger">
                    {t('trust_docs.public.expired')}
                  </span>
                )}
              </p>
              <div className="flex gap-3">
                <a href={doc.fileUrl} className="text-brand-700 hover:underline">
                  {t('trust_docs.actions.open_file')}
                </a>
                <button type="button" className="text-brand-700" onClick={() => startEdit(doc)}>
                  {t('trust_docs.actions.edit')}
                </button>
                <button type="button" className="text-danger" onClick={() => remove(doc)}>
                  {t('trust_docs.actions.delete')}
                </button>
              </div>
            </div>
            <p className="text-muted">
              {t('trust_docs.public.issuer', { issuer: doc.issuer })} ·{' '}
              {t('trust_docs.public.issued', { date: doc.issuedOn })} ·{' '}
              {doc.expiresOn
                ? t('trust_docs.public.expires', { date: doc.expiresOn })
                : t('trust_docs.public.no_expiry')}{' '}
              ·{' '}
              {doc.productIds.length
                ? t('trust_docs.list.products_count', { count: doc.productIds.length })
                : t('trust_docs.list.whole_company')}
            </p>
            {doc.hiddenReason !== null && (
              <p role="status" className="mt-2 rounded bg-amber-50 px-3 py-2 text-accent-600">
                {t('trust_docs.list.hidden', { reason: doc.hiddenReason })}
              </p>
            )}
          </li>
        ))}
      </ul>

      {company && (
        <form
          onSubmit={submit}
          className="space-y-4 rounded-[var(--radius-card)] border border-line bg-white p-5"
          encType="multipart/form-data"
        >
          <h2 className="section-title">
            {editing ? t('trust_docs.actions.edit') : t('trust_docs.actions.add')}
          </h2>
          <FormAlert message={error('form')} />
          <div>
            <label htmlFor="doc-kind" className="field-label">
              {t('trust_docs.fields.kind')}
            </label>
            <select
              id="doc-kind"
              className="field-input"
              value={form.data.kind}
              onChange={(event) => form.setData('kind', event.target.value)}
            >
              {kinds.map((kind) => (
                <option key={kind.key} value={kind.key}>
                  {kind.label}
                </option>
              ))}
            </select>
            {error('kind') && <p className="field-error">{error('kind')}</p>}
          </div>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              id="doc-number"
              label={t('trust_docs.fields.number')}
              value={form.data.number}
              onChange={(value) => form.setData('number', value)}
              error={error('number')}
              maxLength={80}
              required
            />
            <TextField
              id="doc-issuer"
              label={t('trust_docs.fields.issuer')}
              value={form.data.issuer}
              onChange={(value) => form.setData('issuer', value)}
              error={error('issuer')}
              maxLength={160}
              required
            />
            <TextField
              id="doc-issued"
              type="date"
              label={t('trust_docs.fields.issued_on')}
              value={form.data.issued_on}
              onChange={(value) => form.setData('issued_on', value)}
              error={error('issued_on')}
              required
            />
            <TextField
              id="doc-expires"
              type="date"
              label={t('trust_docs.fields.expires_on')}
              value={form.data.expires_on}
              onChange={(value) => form.setData('expires_on', value)}
              error={error('expires_on')}
              min={form.data.issued_on || undefined}
              optional
            />
          </div>
          <TextField
            id="doc-url"
            type="url"
            label={t('trust_docs.fields.verification_url')}
            hint={t('trust_docs.fields.verification_hint')}
            value={form.data.verification_url}
            onChange={(value) => form.setData('verification_url', value)}
            error={error('verification_url')}
            optional
          />
          {products.length > 0 && (
            <div>
              <label htmlFor="doc-products" className="field-label">
                {t('trust_docs.fields.products')}
              </label>
              <select
                id="doc-products"
                multiple
                className="field-input h-40"
                value={form.data.product_ids}
                aria-describedby="doc-products-hint"
                onChange={(event) =>
                  form.setData(
                    'product_ids',
                    Array.from(event.target.selectedOptions, (option) => option.value)
                  )
                }
              >
                {products.map((product) => (
                  <option key={product.id} value={product.id}>
                    {product.name}
                  </option>
                ))}
              </select>
              <p id="doc-products-hint" className="mt-1 text-xs text-muted">
                {t('trust_docs.fields.products_hint')}
              </p>
              {error('product_ids') && <p className="field-error">{error('product_ids')}</p>}
            </div>
          )}
          <div>
            <label htmlFor="doc-file" className="field-label">
              {t('trust_docs.fields.file')}
            </label>
            <input
              id="doc-file"
              type="file"
              accept="application/pdf,image/jpeg,image/png"
              className="field-input"
              onChange={(event) => form.setData('file', event.target.files?.[0] ?? null)}
            />
            <p className="mt-1 text-xs text-muted">
              {t('trust_docs.fields.file_hint', { mb: maxMb })}
              {editing && ` ${t('trust_docs.fields.file_keep')}`}
            </p>
            {error('file') && <p className="field-error">{error('file')}</p>}
          </div>
          <div className="flex gap-3">
            <button type="submit" className="btn-primary" disabled={form.processing}>
              {editing ? t('trust_docs.actions.save') : t('trust_docs.actions.add')}
            </button>
            {editing && (
              <button type="button" className="btn-ghost border border-line" onClick={reset}>
                {t('trust_docs.actions.cancel')}
              </button>
            )}
          </div>
        </form>
      )}
    </SellerLayout>
  )
}
