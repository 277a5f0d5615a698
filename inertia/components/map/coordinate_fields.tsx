import Field from '~/components/ui/field'

/** Which of the pin's two coordinates a field holds. */
export type CoordinateName = 'latitude' | 'longitude'

/**
 * The typed latitude and longitude of a map pin (decimal degrees as typed; PinMap sets them
 * when the pin moves), as two fields for the caller's grid: the checkout's delivery address
 * and the account's saved addresses. Inputs `<idPrefix>-latitude`/`-longitude`, named
 * `latitude`/`longitude`; labels and errors come translated from the caller. `values` and
 * `errors` may be a whole form's: only the two coordinates are read.
 */
export default function CoordinateFields({
  idPrefix,
  values,
  labels,
  errors,
  optional,
  onChange,
}: {
  idPrefix: string
  values: Record<CoordinateName, string>
  labels: Record<CoordinateName, string>
  errors: Partial<Record<CoordinateName, string>>
  optional?: boolean
  onChange: (name: CoordinateName, value: string) => void
}) {
  return (['latitude', 'longitude'] as const).map((name) => (
    <Field
      key={name}
      id={`${idPrefix}-${name}`}
      name={name}
      inputMode="decimal"
      label={labels[name]}
      value={values[name]}
      onChange={(event) => onChange(name, event.target.value)}
      error={errors[name]}
      optional={optional}
    />
  ))
}
