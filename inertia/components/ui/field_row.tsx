import type { ReactNode } from 'react'
import { useT } from '~/lib/i18n'

/** What a field's control needs to be tied to its label, hint and message. */
export interface ControlAria {
  'id': string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

export interface FieldRowProps {
  /** The control's id; the hint and message get `${id}-hint` and `${id}-error`. */
  id: string
  label: string
  hint?: ReactNode
  error?: string
  /** Marks the label "(optional)" in the page language. */
  optional?: boolean
  className?: string
  /** Renders the control (input, select, textarea) with the given id and ARIA attributes. */
  children: (aria: ControlAria) => ReactNode
}

/**
 * The markup every form field shares: label, control, hint, then the error message. The hint and
 * the message are linked to the control (`aria-describedby`, hint first) so a screen reader reads
 * them with it, and the control is marked invalid only while there is a message.
 */
export default function FieldRow({
  id,
  label,
  hint,
  error,
  optional,
  className,
  children,
}: FieldRowProps) {
  const t = useT()
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
        {optional && <span className="font-normal text-muted"> ({t('ui.form.optional')})</span>}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
