import type { FormEvent } from 'react'
import { useForm } from '@inertiajs/react'

/**
 * A button that POSTs (CSRF via Inertia) to a payment action — "try again" on the failure page,
 * "return to the payment page" on the confirmation page; the server answers with the gateway's
 * hosted page (an external location). `label` and `hint` are already localized.
 */
export default function PaymentPostButton({
  url,
  label,
  hint,
  className = '',
}: {
  url: string
  label: string
  hint: string
  className?: string
}) {
  const form = useForm({})
  function submit(event: FormEvent) {
    event.preventDefault()
    form.post(url, { preserveScroll: true })
  }
  return (
    <form onSubmit={submit} className={`space-y-1 ${className}`}>
      <button type="submit" className="btn-primary" disabled={form.processing}>
        {label}
      </button>
      <p className="text-xs text-muted">{hint}</p>
    </form>
  )
}
