import { useEffect, useState } from 'react'
import { router } from '@inertiajs/react'
import { useShared, useT } from '~/lib/i18n'
import type { AttemptView, MobileSignatureUrls } from '#transformers/mobile_signature_transformer'
import { formatDate } from '#shared/dates'

/** The XSRF cookie shield sets, echoed in a header on JSON requests (DESIGN §6 CSRF). */
function xsrfToken(): string {
  const match = document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]*)/)
  return match ? decodeURIComponent(match[1]) : ''
}

interface WaitingPanelProps {
  /** What the panel reads of an attempt (the sign-in's, or a company verification's). */
  attempt: Pick<AttemptView, 'id' | 'verificationCode' | 'expiresAt'>
  urls: Pick<MobileSignatureUrls, 'status' | 'cancel'>
  pollIntervalMs: number
}

/**
 * The verification code and the wait for the phone: asks the JSON status endpoint until the
 * attempt is over (the server long-polls the service; the page pauses `pollIntervalMs` between
 * queries), then goes where the server says. Cancel ends the attempt on the server.
 */
export default function WaitingPanel({ attempt, urls, pollIntervalMs }: WaitingPanelProps) {
  const t = useT()
  const { locale } = useShared()
  const [connectionLost, setConnectionLost] = useState(false)
  const [cancelling, setCancelling] = useState(false)

  useEffect(() => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    async function ask() {
      try {
        const response = await fetch(urls.status, {
          method: 'POST',
          credentials: 'same-origin',
          headers: {
            'content-type': 'application/json',
            'accept': 'application/json',
            'x-xsrf-token': xsrfToken(),
          },
          body: JSON.stringify({ attempt: attempt.id }),
        })
        if (stopped) return
        if (response.ok) {
          setConnectionLost(false)
          const answer = (await response.json()) as { state: string; location?: string }
          if (answer.state === 'finished' && answer.location) {
            stopped = true
            router.visit(answer.location)
            return
          }
        } else if (response.status === 404 || response.status === 419 || response.status === 422) {
          stopped = true
          router.reload()
          return
        } else setConnectionLost(true)
      } catch {
        if (!stopped) setConnectionLost(true)
      }
      if (!stopped) timer = setTimeout(ask, pollIntervalMs)
    }
    ask()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [attempt.id, urls.status, pollIntervalMs])

  function cancel() {
    setCancelling(true)
    router.post(urls.cancel, { attempt: attempt.id }, { onFinish: () => setCancelling(false) })
  }

  /** Bakı time, written as the server writes times (shared/dates.ts). */
  const expires = formatDate(attempt.expiresAt, locale, { timeStyle: 'short' })

  return (
    <div className="space-y-5 text-center" aria-live="polite">
      <h2 className="text-xl font-bold">{t('mobile_signature.waiting.title')}</h2>
      <div>
        <p className="text-sm font-medium text-muted">{t('mobile_signature.waiting.code_label')}</p>
        <p
          className="mt-1 font-mono text-5xl font-extrabold tracking-[0.3em] text-brand-900"
          data-testid="verification-code"
        >
          {attempt.verificationCode}
        </p>
      </div>
      <p className="text-sm text-muted">{t('mobile_signature.waiting.instructions')}</p>
      <p className="flex items-center justify-center gap-2 text-sm font-medium" role="status">
        <span
          className="inline-block h-3 w-3 animate-pulse rounded-full bg-brand-500"
          aria-hidden="true"
        />
        {connectionLost
          ? t('mobile_signature.waiting.connection')
          : t('mobile_signature.waiting.status')}
      </p>
      <p className="text-xs text-muted">
        {t('mobile_signature.waiting.expires', { time: expires })}
      </p>
      <button
        type="button"
        className="btn-ghost border border-line"
        onClick={cancel}
        disabled={cancelling}
      >
        {cancelling
          ? t('mobile_signature.waiting.cancelling')
          : t('mobile_signature.waiting.cancel')}
      </button>
    </div>
  )
}
