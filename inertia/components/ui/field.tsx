import type { InputHTMLAttributes, ReactNode } from 'react'
import FieldRow from '~/components/ui/field_row'

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
  return (
    <FieldRow
      id={id}
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      className={wrapperClassName}
    >
      {(aria) => <input {...aria} className="field-input" {...input} />}
    </FieldRow>
  )
}
