import Field, { type FieldProps } from '~/components/ui/field'

interface TextFieldProps extends Omit<FieldProps, 'onChange' | 'value'> {
  value: string
  onChange: (value: string) => void
}

/** A `Field` bound to a string value: `onChange` receives the new text (form state setters). */
export default function TextField({ onChange, className, ...props }: TextFieldProps) {
  return (
    <Field
      {...(props as FieldProps)}
      wrapperClassName={className}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}
