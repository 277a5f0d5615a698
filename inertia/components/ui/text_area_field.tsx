import type { ReactNode, TextareaHTMLAttributes } from 'react'
import FieldRow from '~/components/ui/field_row'

interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'onChange' | 'value'
> {
  id: string
  label: string
  value: string
  /** Receives the new text (form state setters). */
  onChange: (value: string) => void
  error?: string
  /** Read after the label (e.g. a character count); linked to the textarea. */
  hint?: ReactNode
  /** Marks the label "(optional)". */
  optional?: boolean
  wrapperClassName?: string
}

/** A labelled multi-line text box with its hint and message, linked for screen readers (see FieldRow). */
export default function TextAreaField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  optional,
  wrapperClassName,
  ...textarea
}: TextAreaFieldProps) {
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
        <textarea
          {...aria}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="field-input"
          {...textarea}
        />
      )}
    </FieldRow>
  )
}
