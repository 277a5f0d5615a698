import type { SentFor } from '#transformers/shared_props'
import { useShared } from '~/lib/i18n'

/**
 * The confirmation of a dialog form (enquiry, RFQ) beside the button that opened it: the server's
 * `flash.sent` after a redirect back, shown once (the page toast shows only `flash.success`). The
 * polite live region is always in the page, so screen readers announce the text when it arrives.
 */
export function SentStatus({ testId, sentFor }: { testId: string; sentFor: SentFor }) {
  const { flash } = useShared()
  const sent = flash?.sentFor === sentFor ? (flash.sent ?? null) : null
  return (
    <p
      role="status"
      className={sent ? 'mt-3 rounded-lg bg-green-50 px-3 py-2 text-sm text-success' : 'sr-only'}
      data-testid={testId}
    >
      {sent}
    </p>
  )
}

/**
 * Call from a dialog's `onClose`: the browser hands focus back to whatever opened the dialog; when
 * that element is gone (the page re-rendered it), focus would fall to the page itself, so it goes
 * to `button()` instead (the card's own opener).
 */
export function keepFocusNear(button: () => HTMLElement | null) {
  requestAnimationFrame(() => {
    const active = document.activeElement
    if (!active || active === document.body) button()?.focus()
  })
}
