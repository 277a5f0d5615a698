import type { ReactNode } from 'react'

/** A labelled checkbox with an optional hint and message. */
export default function CheckboxField({
  id,
  label,
  checked,
  onChange,
  hint,
  error,
  className,
}: {
  id: string
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  hint?: ReactNode
  error?: string
  className?: string
}) {
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined
  return (
    <div className={className}>
      <label htmlFor={id} className="flex items-start gap-2 text-sm font-medium text-ink">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className="mt-0.5 h-4 w-4 rounded border-line"
        />
        <span>{label}</span>
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 pl-6 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error pl-6">
          {error}
        </p>
      )}
    </div>
  )
}
