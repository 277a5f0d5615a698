import type { ReactNode, SelectHTMLAttributes } from 'react'
import FieldRow from '~/components/ui/field_row'

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> {
  id: string
  label: string
  value: string
  /** Receives the chosen option's value (form state setters). */
  onChange: (value: string) => void
  error?: string
  hint?: ReactNode
  /** Marks the label "(optional)". */
  optional?: boolean
  wrapperClassName?: string
  /** The `<option>`s (and `<optgroup>`s). */
  children: ReactNode
}

/** A labelled native select with its hint and message, linked for screen readers (see FieldRow). */
export default function SelectField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  optional,
  wrapperClassName,
  children,
  ...select
}: SelectFieldProps) {
  return (
    <FieldRow
      id={id}
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      className={wrapperClassName}
    >
      {(aria) => (
        <select
          {...aria}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="field-input"
          {...select}
        >
          {children}
        </select>
      )}
    </FieldRow>
  )
}
