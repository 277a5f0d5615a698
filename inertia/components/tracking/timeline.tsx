import { useT } from '~/lib/i18n'
import type { TimelineStepView as TimelineStep } from '#transformers/tracking_transformer'

const FINAL_BAD = new Set(['returned', 'deleted'])

/**
 * A shipment's stages as an ordered list (SPEC §4): reached stages with their dates, the
 * current one highlighted (aria-current="step"), the ones still to come muted. A returned or
 * deleted shipment ends on that stage in red.
 */
export default function Timeline({ steps, label }: { steps: TimelineStep[]; label?: string }) {
  const t = useT()
  return (
    <ol
      aria-label={label ?? t('tracking.result.timeline')}
      className="relative space-y-0"
      data-testid="tracking-timeline"
    >
      {steps.map((step, index) => {
        const bad = FINAL_BAD.has(step.status)
        const current = step.state === 'current'
        const dot = current
          ? bad
            ? 'border-danger bg-danger text-white'
            : 'border-brand-600 bg-brand-600 text-white ring-4 ring-brand-100'
          : step.state === 'done'
            ? 'border-success bg-success text-white'
            : 'border-line bg-white text-muted'
        return (
          <li
            key={`${step.status}-${index}`}
            aria-current={current ? 'step' : undefined}
            className="relative flex gap-4 pb-6 last:pb-0"
            data-testid={`timeline-${step.status}`}
            data-state={step.state}
          >
            {index < steps.length - 1 && (
              <span
                aria-hidden="true"
                className={`absolute top-8 left-[0.9375rem] h-[calc(100%-2rem)] w-0.5 ${step.state === 'done' ? 'bg-success' : 'bg-line'}`}
              />
            )}
            <span
              aria-hidden="true"
              className={`relative z-10 flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold ${dot}`}
            >
              {step.state === 'done' ? '✓' : bad && current ? '!' : index + 1}
            </span>
            <div className="min-w-0 pt-1">
              <p
                className={`text-sm ${current ? `font-bold ${bad ? 'text-danger' : 'text-brand-900'}` : step.state === 'done' ? 'font-medium text-ink' : 'text-muted'}`}
              >
                {step.label}
                {current && (
                  <span className="sr-only"> ({t('tracking.result.current_stage')})</span>
                )}
              </p>
              <p className="text-xs text-muted">
                {step.date ??
                  (step.state === 'upcoming'
                    ? t('tracking.result.not_yet')
                    : t('tracking.result.no_date'))}
              </p>
            </div>
          </li>
        )
      })}
    </ol>
  )
}
