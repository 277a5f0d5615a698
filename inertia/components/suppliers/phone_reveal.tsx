import { useState } from 'react'
import { useT } from '~/lib/i18n'

type State =
  | { status: 'short' }
  | { status: 'loading' }
  | { status: 'shown'; phone: string; href: string }
  | { status: 'error'; message: string }

/**
 * Seller phone with a show-full-number control (SPEC §2): the short form is in the page; the full
 * number is fetched from the supplier's JSON endpoint only when asked for. A rate-limit or not-found
 * answer shows the server's localized message.
 */
export default function PhoneReveal({ short, url }: { short: string; url: string }) {
  const t = useT()
  const [state, setState] = useState<State>({ status: 'short' })

  async function reveal() {
    setState({ status: 'loading' })
    try {
      const response = await fetch(url, {
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
      })
      const body = await response.json().catch(() => null)
      if (response.ok && typeof body?.phone === 'string') {
        setState({ status: 'shown', phone: body.phone, href: body.href })
        return
      }
      const message = body?.errors?.[0]?.message ?? body?.message
      setState({
        status: 'error',
        message: typeof message === 'string' ? message : t('suppliers.phone.error'),
      })
    } catch {
      setState({ status: 'error', message: t('suppliers.phone.error') })
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {state.status === 'shown' ? (
        <a
          href={state.href}
          className="font-semibold whitespace-nowrap text-brand-700 underline-offset-2 hover:underline"
          data-testid="phone-full"
        >
          {state.phone}
        </a>
      ) : (
        <span className="font-semibold whitespace-nowrap tabular-nums" data-testid="phone-short">
          {short}
        </span>
      )}
      {state.status !== 'shown' && (
        <button
          type="button"
          onClick={reveal}
          disabled={state.status === 'loading'}
          aria-busy={state.status === 'loading'}
          className="btn-ghost px-2 py-1 text-xs"
        >
          {state.status === 'loading' ? t('suppliers.phone.loading') : t('suppliers.phone.show')}
        </button>
      )}
      <p role="status" aria-live="polite" className="w-full text-xs text-danger empty:hidden">
        {state.status === 'error' ? state.message : ''}
      </p>
    </div>
  )
}
