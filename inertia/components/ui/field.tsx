import type { InputHTMLAttributes, ReactNode } from 'react'
import { useT } from '~/lib/i18n'

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string
  label: string
  hint?: ReactNode
  error?: string
  /** Marks the label "(optional)". */
  optional?: boolean
  wrapperClassName?: string
}

/** A labelled input with its hint and message, both linked to the input for screen readers. */
export default function Field({
  id,
  label,
  hint,
  error,
  optional,
  wrapperClassName,
  ...input
}: FieldProps) {
  const t = useT()
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined
  return (
    <div className={wrapperClassName}>
      <label htmlFor={id} className="field-label">
        {label}
        {optional && <span className="font-normal text-muted"> ({t('ui.form.optional')})</span>}
      </label>
      <input
        id={id}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
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
