import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useShared, useT } from '~/lib/i18n'
import { compactGtin, gtinProblem } from '#shared/gtin'
import { routeUrl } from '~/lib/routes'
import { type GtinFillData, type GtinLookupResult, toFillData } from './fill_data'
import { formatCalendarDate } from '#shared/dates'

export type { GtinFillData } from './fill_data'

export interface GtinLookupModalProps {
  open: boolean
  onClose(): void
  /** Given → a "Fill the product form" button hands the result to the form, then closes. */
  onFill?(data: GtinFillData): void
  /** Barcode to start from (e.g. the product form's barcode field). */
  initialGtin?: string
}

type LookupState =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'invalid'; message: string }
  | { kind: 'not_found'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'found'; result: GtinLookupResult }

/**
 * GTIN lookup modal (SPEC §2): barcode entry, search, searching state, "no data found in the
 * GTIN search", the company and product information of a registered GTIN. The length and
 * check digit are checked here before the server is asked (and again on the server). A native
 * modal <dialog>: the page behind is inert, focus stays inside, Escape closes. No <form>
 * element, so the modal can sit inside the product form without nesting forms.
 */
export default function GtinLookupModal({
  open,
  onClose,
  onFill,
  initialGtin,
}: GtinLookupModalProps) {
  const t = useT()
  /** The lookup API in the page's language: messages and registry texts follow it. */
  const { routes } = useShared()
  const id = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const request = useRef<AbortController | null>(null)
  const [code, setCode] = useState(initialGtin ?? '')
  const [state, setState] = useState<LookupState>({ kind: 'idle' })

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      setCode(initialGtin ?? '')
      setState({ kind: 'idle' })
      element.showModal()
      input.current?.focus()
    } else if (!open && element.open) {
      element.close()
    }
  }, [open, initialGtin])

  useEffect(() => () => request.current?.abort(), [])

  async function search() {
    const compact = compactGtin(code)
    if (!compact) return setState({ kind: 'invalid', message: t('gtin.errors.required') })
    const problem = gtinProblem(compact)
    if (problem) return setState({ kind: 'invalid', message: t(`gtin.errors.${problem}`) })
    request.current?.abort()
    const controller = new AbortController()
    request.current = controller
    setState({ kind: 'searching' })
    try {
      const response = await fetch(routeUrl(routes.gtinLookup, { code: compact }), {
        headers: { Accept: 'application/json' },
        signal: controller.signal,
      })
      const body = await response.json().catch(() => null)
      if (response.ok && body?.status === 'found') setState({ kind: 'found', result: body })
      else if (response.status === 404)
        setState({ kind: 'not_found', message: body?.message ?? t('ui.messages.no_gtin_data') })
      else if (response.status === 422)
        setState({ kind: 'invalid', message: body?.message ?? t('gtin.errors.length') })
      else if (response.status === 429 && body?.message)
        setState({ kind: 'failed', message: body.message })
      else setState({ kind: 'failed', message: t('ui.messages.system_error') })
    } catch (error) {
      if ((error as Error)?.name !== 'AbortError')
        setState({ kind: 'failed', message: t('ui.messages.system_error') })
    }
  }

  function close() {
    request.current?.abort()
    dialog.current?.close()
  }

  const searching = state.kind === 'searching'
  const inputId = `${id}-gtin`
  const describedBy = [`${inputId}-hint`, state.kind === 'invalid' ? `${inputId}-error` : null]
    .filter(Boolean)
    .join(' ')

  return (
    <dialog
      ref={dialog}
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      onClose={() => {
        request.current?.abort()
        onClose()
      }}
      onClick={(event) => event.target === dialog.current && close()}
      className="m-auto max-h-[92vh] w-[min(760px,94vw)] overflow-y-auto rounded-2xl p-0 text-ink backdrop:bg-black/50"
      data-testid="gtin-lookup"
    >
      <div className="relative p-5 sm:p-6">
        <button
          type="button"
          onClick={close}
          className="btn-ghost absolute top-2 right-2"
          aria-label={t('gtin.lookup.close')}
        >
          ✕
        </button>
        <h2 id={`${id}-title`} className="pr-10 text-lg font-bold">
          {t('gtin.lookup.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('gtin.lookup.intro')}</p>

        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-start">
          <div className="flex-1">
            <label htmlFor={inputId} className="field-label">
              {t('gtin.lookup.field')}
            </label>
            <input
              ref={input}
              id={inputId}
              name="gtin"
              inputMode="numeric"
              autoComplete="off"
              maxLength={32}
              value={code}
              onChange={(event) => {
                setCode(event.target.value)
                if (state.kind === 'invalid') setState({ kind: 'idle' })
              }}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return
                event.preventDefault()
                if (!searching) void search()
              }}
              aria-invalid={state.kind === 'invalid' ? true : undefined}
              aria-describedby={describedBy}
              className="field-input"
            />
            <p id={`${inputId}-hint`} className="mt-1 text-xs text-muted">
              {t('gtin.lookup.hint')}
            </p>
            {state.kind === 'invalid' && (
              <p id={`${inputId}-error`} className="field-error" role="alert">
                {state.message}
              </p>
            )}
          </div>
          <button
            type="button"
            className="btn-primary sm:mt-6"
            onClick={() => void search()}
            disabled={searching}
            aria-busy={searching}
          >
            {searching ? t('gtin.lookup.searching') : t('gtin.lookup.search')}
          </button>
        </div>

        <div aria-live="polite" className="mt-4">
          {searching && (
            <p className="text-sm text-muted" data-testid="gtin-searching">
              {t('gtin.lookup.searching')}
            </p>
          )}
          {state.kind === 'not_found' && (
            <p className="rounded-lg bg-brand-50 px-3 py-3 text-sm" data-testid="gtin-not-found">
              {state.message}
            </p>
          )}
          {state.kind === 'failed' && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-3 text-sm text-danger">
              {state.message}
            </p>
          )}
          {state.kind === 'found' && <LookupResult result={state.result} />}
        </div>

        {state.kind === 'found' && onFill && (
          <div className="mt-5 flex justify-end">
            <button
              type="button"
              className="btn-primary"
              onClick={() => {
                onFill(toFillData(state.result))
                close()
              }}
            >
              {t('gtin.lookup.fill')}
            </button>
          </div>
        )}
      </div>
    </dialog>
  )
}

/** Company and product information of SPEC §2, in two labelled lists. */
function LookupResult({ result }: { result: GtinLookupResult }) {
  const t = useT()
  const { locale } = useShared()
  const { company, product } = result
  /** A label of the gtin namespace for a registry code, else the code itself. */
  const codeLabel = (group: 'units' | 'types', code: string | null) => {
    if (!code) return null
    const key = `gtin.${group}.${code}`
    const label = t(key)
    return label === key ? code : label
  }
  /** Registry dates ('YYYY-MM-DD') as the server writes them: browsers lack az date names. */
  const date = (iso: string | null) => (iso ? formatCalendarDate(iso, locale) : null)
  const brick = product.globalClassification
  return (
    <div className="grid gap-5 md:grid-cols-2" data-testid="gtin-result">
      <InfoList
        title={t('gtin.lookup.company_heading')}
        rows={[
          [t('gtin.company.name'), company.name],
          [t('gtin.company.tax_id'), company.taxId],
          [t('gtin.company.gln'), company.gln],
          [t('gtin.company.opening_date'), date(company.openingDate)],
          [t('gtin.company.official_license'), company.officialLicense],
          [t('gtin.company.barcode_type'), company.barcodeType],
          [t('gtin.company.barcode'), company.barcode],
          [t('gtin.company.registration_date'), date(company.registrationDate)],
        ]}
      />
      <InfoList
        title={t('gtin.lookup.product_heading')}
        rows={[
          [t('gtin.product.name'), product.name],
          [t('gtin.product.brand'), product.brand],
          [t('gtin.product.quantity'), product.quantity],
          [t('gtin.product.unit'), codeLabel('units', product.unit)],
          [t('gtin.product.packaging'), product.packaging],
          [t('gtin.product.type'), codeLabel('types', product.type)],
          [
            t('gtin.product.global_classification'),
            brick ? [brick.code, brick.title].filter(Boolean).join(' · ') : null,
          ],
          [t('gtin.product.classification'), product.classification],
          [t('gtin.product.group'), product.group],
        ]}
      />
    </div>
  )
}

function InfoList({ title, rows }: { title: string; rows: [string, ReactNode | null][] }) {
  const t = useT()
  return (
    <section className="rounded-xl border border-line p-4">
      <h3 className="mb-2 text-sm font-bold tracking-wide text-brand-700 uppercase">{title}</h3>
      <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="break-words">
              {value ?? <span className="text-muted italic">{t('gtin.lookup.not_given')}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
