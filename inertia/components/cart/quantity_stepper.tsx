import { useT } from '~/lib/i18n'
import { useSyncedState } from '~/lib/synced_state'

interface QuantityStepperProps {
  id: string
  value: number
  /** Minimum order lot. */
  min: number
  /** Stock (at most 100 000). */
  max: number
  /** Called with a whole number within [min, max] when the buyer settles on a value. */
  onChange: (value: number) => void
  label: string
  /** Visually hidden label (cart lines show it as a column heading). */
  hideLabel?: boolean
  disabled?: boolean
}

/**
 * Count selector bounded by the minimum lot and the stock (SPEC §2 Product "count selector"):
 * − and + buttons and a number field; typed values are rounded and clamped when the field loses
 * focus or Enter is pressed.
 */
export default function QuantityStepper({
  id,
  value,
  min,
  max,
  onChange,
  label,
  hideLabel,
  disabled,
}: QuantityStepperProps) {
  const t = useT()
  const [text, setText] = useSyncedState(String(value))
  const clamp = (next: number) =>
    Math.max(min, Math.min(max, Number.isFinite(next) ? Math.round(next) : min))
  const settle = () => {
    const next = clamp(Number(text))
    setText(String(next))
    if (next !== value) onChange(next)
  }
  return (
    <div>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'field-label'}>
        {label}
      </label>
      <div className="flex items-center gap-1">
        <button
          type="button"
          className="btn-ghost border border-line px-3 disabled:opacity-40"
          onClick={() => onChange(clamp(value - 1))}
          disabled={disabled || value <= min}
          aria-label={t('catalog.product.decrease')}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={text}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          onBlur={settle}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              settle()
            }
          }}
          className="field-input w-24 text-center"
        />
        <button
          type="button"
          className="btn-ghost border border-line px-3 disabled:opacity-40"
          onClick={() => onChange(clamp(value + 1))}
          disabled={disabled || value >= max}
          aria-label={t('catalog.product.increase')}
        >
          +
        </button>
      </div>
    </div>
  )
}
