import type { FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { useT } from '~/lib/i18n'

/**
 * Reject with a reason (5–1000 characters, checked again on the server). The reason stays in
 * the textarea when the server sends it back with a message; `version` is the fingerprint of
 * the content the admin is looking at.
 */
export default function ProductRejectForm({
  action,
  version,
  disabled,
}: {
  action: string
  version: string
  disabled?: boolean
}) {
  const t = useT()
  const form = useForm({ rejection_reason: '', version })
  const error = (form.errors as Record<string, string | undefined>).rejection_reason

  function submit(event: FormEvent) {
    event.preventDefault()
    form.post(action, { preserveScroll: true, preserveState: true })
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3" data-testid="reject-form">
      <div>
        <label htmlFor="rejection-reason" className="field-label">
          {t('admin_products.detail.reason_label')}
        </label>
        <textarea
          id="rejection-reason"
          name="rejection_reason"
          rows={4}
          maxLength={1000}
          value={form.data.rejection_reason}
          onChange={(event) => form.setData('rejection_reason', event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`rejection-reason-hint${error ? ' rejection-reason-error' : ''}`}
          className="field-input"
        />
        <p id="rejection-reason-hint" className="mt-1 text-xs text-muted">
          {t('admin_products.detail.reason_hint')}
        </p>
        {error && (
          <p id="rejection-reason-error" className="field-error">
            {error}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={disabled || form.processing}
        className="btn border border-danger/40 text-danger hover:bg-red-50 disabled:opacity-60"
      >
        {form.processing ? t('admin_products.detail.sending') : t('admin_products.detail.reject')}
      </button>
    </form>
  )
}
