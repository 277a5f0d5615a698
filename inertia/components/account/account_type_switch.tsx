import { useT } from '~/lib/i18n'

interface AccountTypeSwitchProps {
  name: string
  legend: string
  value: string
  options: readonly string[]
  onChange: (value: string) => void
  hints?: Record<string, string>
}

/** Radio group choosing the account type (buyer / seller), styled as two cards. */
export default function AccountTypeSwitch({
  name,
  legend,
  value,
  options,
  onChange,
  hints,
}: AccountTypeSwitchProps) {
  const t = useT()
  return (
    <fieldset>
      <legend className="field-label">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option}
            className={`flex cursor-pointer flex-col rounded-lg border px-4 py-3 text-sm ${
              value === option
                ? 'border-brand-600 bg-brand-50'
                : 'border-line bg-white hover:border-brand-300'
            }`}
          >
            <span className="flex items-center gap-2 font-semibold">
              <input
                type="radio"
                name={name}
                value={option}
                checked={value === option}
                onChange={() => onChange(option)}
              />
              {t(`auth.account_types.${option}`)}
            </span>
            {hints?.[option] && <span className="mt-1 text-xs text-muted">{hints[option]}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
