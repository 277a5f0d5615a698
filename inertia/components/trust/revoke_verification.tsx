import type { FormEvent } from 'react'
import { useForm, usePage } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import type { AdminVerificationView } from '#transformers/admin_verification_transformer'

/**
 * A seller company's verification in the admin users list (issue 25): its status and, while it
 * counts, "Revoke verification" with a required reason (kept when refused).
 */
export default function RevokeVerification({
  verification,
  returnTo,
}: {
  verification: AdminVerificationView
  returnTo: Record<string, string | number>
}) {
  const t = useT()
  const page = usePage().props as { errors?: Record<string, string> }
  const form = useForm({ reason: '' })
  const mine = page.errors?.reason_company === String(verification.companyId)
  const error = form.errors.reason ?? (mine ? page.errors?.reason : undefined)
  const id = `revoke-${verification.companyId}`

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!verification.revokeUrl) return
    form.transform((data) => ({ ...data, ...returnTo }))
    form.post(verification.revokeUrl, { preserveScroll: true })
  }

  return (
    <div className="mt-1 text-xs" data-testid="admin-verification">
      <p className={verification.status === 'verified' ? 'text-success' : 'text-muted'}>
        {verification.label}
      </p>
      {verification.revokeUrl && (
        <details className="mt-1" open={!!error}>
          <summary className="cursor-pointer text-danger">{t('trust_verify.admin.revoke')}</summary>
          <form onSubmit={submit} noValidate className="mt-2 space-y-2">
            <label htmlFor={id} className="field-label">
              {t('trust_verify.admin.reason')}
            </label>
            <textarea
              id={id}
              name="reason"
              rows={2}
              maxLength={500}
              className="field-input"
              value={form.data.reason}
              onChange={(event) => form.setData('reason', event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error && (
              <p id={`${id}-error`} className="text-danger">
                {error}
              </p>
            )}
            <button
              type="submit"
              className="btn border border-danger/40 text-danger hover:bg-red-50"
              disabled={form.processing}
            >
              {t('trust_verify.admin.revoke')}
            </button>
          </form>
        </details>
      )}
    </div>
  )
}
